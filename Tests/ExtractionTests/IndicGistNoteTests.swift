import Testing

@testable import Extraction

/// How long, how hot and how far in a gist: said before the action they belong to, as its
/// ingredients are.
@Suite("Times, heat and doneness in gists")
struct IndicGistNoteTests {
    @Test("a number and a minute or hour word is how long the next action takes")
    func durations() {
        // Heat the oil, add dried chillies and onion pieces, fry for two minutes.
        #expect(
            IndicGist.gist("ఒక బాణలిలో నూనె వేడి చేసి ఎండుమిర్చి, ఉల్లిపాయ ముక్కలు వేసి రెండు నిమిషాల పాటు వేయించండి.")
                == "Heat oil; add dried red chilli and onion; fry for 2 minutes.")
        #expect(IndicGist.gist("৫ মিনিট ভাজুন।") == "Fry for 5 minutes.")
        // "About two minutes": "ఓ" (one, a) before another number is no range.
        #expect(IndicGist.gist("ఓ రెండు నిమిషాలు వేయించాలి.") == "Fry for 2 minutes.")
        #expect(IndicGist.gist("एक मिनट भूनें।") == "Saute for 1 minute.")
        // Half an hour, in one word or two.
        #expect(IndicGist.gist("బియ్యం అరగంట నానబెట్టాలి.") == "Soak rice for half an hour.")
        #expect(IndicGist.gist("इसे लगभग आधे घंटे तक पकने दें।") == "Cook for half an hour.")
        // A time said after the last action is still that action's.
        #expect(IndicGist.gist("బాగా ఉడికించాలి పది నిమిషాలు.") == "Cook for 10 minutes.")
    }

    @Test("ranges: joined by a word, digits split at a dash, number words running upward")
    func ranges() {
        #expect(IndicGist.gist("10 से 15 मिनट उबालें।") == "Boil for 10–15 minutes.")
        // "के बाद" is after, as "बाद" is: when, not how long.
        #expect(IndicGist.gist("10 मिनट के बाद चिकन को चलाएं।") == "Stir chicken.")
        #expect(IndicGist.gist("৫–১০ মিনিট ভাজুন।") == "Fry for 5–10 minutes.")
        #expect(IndicGist.gist("10-15 मिनट पकाएं।") == "Cook for 10–15 minutes.")
        #expect(IndicGist.gist("ఏడు ఎనిమిది నిమిషాల పాటు ఉడికించుకోండి.") == "Cook for 7–8 minutes.")
        #expect(IndicGist.gist("పదిహేను నుంచి ఇరవై నిమిషాల పాటు ఉడికించుకోండి.") == "Cook for 15–20 minutes.")
    }

    @Test("'after five minutes' says when, not how long; a described action's time is dropped with it")
    func notHowLong() {
        #expect(IndicGist.gist("5 मिनट बाद नमक डालें।") == "Add salt.")
        #expect(IndicGist.gist("৫ মিনিট পরে নুন দিন।") == "Add salt.")
        // Add the moong dal soaked for 30 minutes and cook: the soaking is done.
        #expect(IndicGist.gist("30 నిమిషాలు నానబెట్టిన పెసరపప్పు వేసి ఉడికించాలి.") == "Add moong dal; cook.")
    }

    @Test("a level of heat before a flame word, in each language, and the stove's 'sim'")
    func heat() {
        #expect(IndicGist.gist("धीमी आंच पर 10 मिनट पकाएं।") == "Cook on low heat for 10 minutes.")
        #expect(IndicGist.gist("మీడియం ఫ్లేమ్ మీద వేయించండి.") == "Fry on medium heat.")
        #expect(IndicGist.gist("হাই ফ্লেমে ভাজুন।") == "Fry on high heat.")
        #expect(IndicGist.gist("মাঝারি আঁচে রান্না করুন।") == "Cook on medium heat.")
        #expect(IndicGist.gist("ఫ్లేమ్ సిమ్ లో పెట్టి ఉడికించుకోండి.") == "Cook on low heat.")
        // A level without a flame word is no heat: "లో" alone is "in".
        #expect(IndicGist.gist("నూనె లో వేయించండి.") == "Fry oil.")
    }

    @Test("golden, or reddish brown, is how far; 'golden brown' is said once")
    func doneness() {
        #expect(IndicGist.gist("ఉల్లిపాయలు గోల్డెన్ బ్రౌన్ కలర్ వచ్చే వరకు వేయించాలి.") == "Fry onion until golden.")
        #expect(IndicGist.gist("পেঁয়াজ লালচে করে ভাজুন।") == "Fry onion until browned.")
    }

    @Test("a fraction in digits stays one number: '1/2' is half, not one and two")
    func fractions() {
        #expect(IndicGist.withFractionSigns("1/2 కప్పు") == "½ కప్పు")
        #expect(IndicGist.withFractionSigns("10/12 and 1/20") == "10/12 and 1/20")
        #expect(IndicGist.digitNumber("½") == "1/2" && IndicGist.digitNumber("1½") == "1 1/2")
        #expect(IndicGist.gist("1/2 కప్పు పెసరపప్పు వేయండి.") == "Add 1/2 cup moong dal.")
    }
}

/// Verbs the lexicon lacked: turning over, stirring as Bengali says it, adding as "joining",
/// crushing; and the pan a thing is given into.
@Suite("Gist verbs: flip, stir, add, crush, turn off, peel")
struct IndicGistVerbTests {
    @Test("each in its language")
    func verbs() {
        #expect(IndicGist.gist("तवे पर रोटी को पलटें।") == "Flip.")  // roti is a dish, not an ingredient
        #expect(IndicGist.gist("শাকগুলো নেড়ে নিতে হবে।") == "Stir.")
        #expect(IndicGist.gist("হলুদ আর নুন যোগ করছি।") == "Add turmeric and salt.")
        #expect(IndicGist.gist("রসুন থেঁতো করে দিন।") == "Crush garlic.")
        #expect(IndicGist.gist("మధ్య మధ్యలో తిప్పుతూ కాల్చుకోవాలి.") == "Flip; roast.")
        // Keep stirring (Hindi "चलाना" of a pot is stirring); pour; stuff; grind in the mixer.
        #expect(IndicGist.gist("चिकन को चलाते रहें।") == "Stir chicken.")
        #expect(IndicGist.gist("మూడు కప్పుల నీళ్లు పోయాలి.") == "Pour 3 cups water.")
        #expect(IndicGist.gist("మసాలాను వంకాయల్లోకి కూరుకోవాలి.") == "Stuff spice mix and aubergine.")
        #expect(IndicGist.gist("ఈ మిశ్రమాన్ని మిక్సీ పట్టాలి.") == "Grind.")
        // A closing Bengali "give" in its other forms, and before "and".
        #expect(IndicGist.gist("পাঁচ ফোড়ন দেবো আর এলাচ দেবো।") == "Add panch phoron; add cardamom.")
        #expect(IndicGist.gist("তারপর হলুদ গুঁড়ো আর ধনে গুঁড়ো দিই।") == "Add turmeric and coriander powder.")
        // Serve hot: "వేడివేడిగా" is hot, not heat.
        #expect(IndicGist.gist("వేడివేడిగా సర్వ్ చేయండి.") == "Serve.")
        // Sprinkle coriander and serve; take them out and set aside.
        #expect(IndicGist.gist("కొత్తిమీర చల్లుకొని సర్వ్ చేయండి.") == "Sprinkle coriander; serve.")
        #expect(IndicGist.gist("వాటిని తీసి పక్కన పెట్టుకోండి.") == "Take out; set aside.")
        // Ground garlic is garlic, not flour and garlic; "వేరుశనగ పప్పు" is peanuts, not peanuts and lentils.
        #expect(IndicGist.gist("अब पिसा हुआ लहसुन डालें।") == "Add garlic.")
        #expect(IndicGist.gist("పావు కప్పు వేరుశనగ పప్పు వేసి వేపుకోండి.") == "Add 1/4 cup peanuts; fry.")
        // Telugu water in its oblique forms: "నీళ్లను" (the water), "నీళ్లలో" (in the water).
        #expect(IndicGist.gist("నీళ్లను మరిగించండి.") == "Boil water.")
    }

    @Test("the stove turned off, in each language; what is named before it is not what goes off")
    func turnOff() {
        #expect(IndicGist.gist("गैस बंद कर दें।") == "Turn off the heat.")
        #expect(IndicGist.gist("পাঁচ মিনিট পরে গ্যাস বন্ধ করে দিন।") == "Turn off the heat.")
        #expect(IndicGist.gist("యాలకుల పొడి వేసి స్టవ్ ఆఫ్ చేయండి.") == "Add cardamom powder; turn off the heat.")
        // When the water boils, turn the stove off and mix: the water is not turned off.
        #expect(IndicGist.gist("నీళ్లు మరిగాక స్టవ్ ఆపేసి కలపండి.") == "Boil water; turn off the heat; mix.")
    }

    @Test("the skin taken off is peeling; a peeled thing is described, not peeled")
    func peel() {
        #expect(IndicGist.gist("బంగాళాదుంపల చెక్కు తీసేయండి.") == "Peel potato.")
        #expect(IndicGist.gist("आलू का छिलका उतार लें।") == "Peel potato.")
        // Add the peanuts that were peeled ("-టువంటి", which were).
        #expect(IndicGist.gist("పొట్టు తీసినటువంటి పల్లీలు వేసుకోండి.") == "Add peanuts.")
    }
}
