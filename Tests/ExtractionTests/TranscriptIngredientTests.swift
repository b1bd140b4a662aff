import Testing

@testable import Extraction

/// The ingredients a transcript names are what the dish is made of: not what it is served with,
/// and not a collective word beside the names it stands for.
@Suite("Ingredients a transcript names")
struct TranscriptIngredientTests {
    @Test("English: every food of the nutrition table is a name, but not its words that speech uses otherwise")
    func englishTableNames() {
        #expect(
            TranscriptParser.namedIngredients("we're using ground turkey, celery and a splash of white wine", language: "en")
                == ["ground turkey", "celery", "white wine"])
        #expect(TranscriptParser.namedIngredients("mince the garlic and squash it down with some ice", language: "en") == ["garlic"])
        #expect(TranscriptParser.namedIngredients("season with salt and pepper", language: "en") == ["salt", "pepper"])
    }

    @Test("English: what is not used is no ingredient: replaced, not going to be added, not needed")
    func englishUnused() {
        func names(_ text: String) -> [String] { TranscriptParser.namedIngredients(text, language: "en") }
        #expect(names("i 'm using ground turkey instead of pork, veal and beef, which is the usual mix.") == ["ground turkey"])
        #expect(names("the only thing i 'm not going to add in are the green onions").isEmpty)
        #expect(names("you do n't need any salt with this dish because the sauce is salty").isEmpty)
        // Up to the next cooking verb: the tomatoes are added.
        #expect(names("instead of oil, a better flavour comes if you add chopped tomatoes") == ["tomatoes"])
        // How much is negated, not the use.
        #expect(names("do not add too much flour") == ["flour"])
        #expect(names("please do not add all of that soy sauce") == ["soy sauce"])
        // Used in another sentence, it stays.
        #expect(names("We don't need butter here. Melt the butter in a pan.") == ["butter"])
    }

    @Test("English: what a dish is served with is no ingredient; a garnish or the recipe's own sauce is")
    func englishAccompaniments() {
        #expect(
            TranscriptParser.namedIngredients("Add the grated coconut and mix. Serve hot with rice or chapati.", language: "en")
                == ["coconut"])
        #expect(
            TranscriptParser.namedIngredients("Remove from heat and serve as a side dish with rice, yogurt and pickle", language: "en")
                .isEmpty)
        // Said before the serving word: the garnish is the dish's.
        #expect(TranscriptParser.namedIngredients("Garnish with cilantro and serve hot", language: "en") == ["cilantro"])
        // Named as known: the recipe's own, used to serve.
        #expect(TranscriptParser.namedIngredients("serve with the toasted sesame oil", language: "en") == ["sesame oil"])
        // "Goes" cooks unless it "goes well".
        #expect(TranscriptParser.namedIngredients("it goes into the pan with the onions", language: "en") == ["onions"])
        #expect(TranscriptParser.namedIngredients("this goes well with rice", language: "en").isEmpty)
        #expect(TranscriptParser.namedIngredients("this goes very, well with garlic bread", language: "en").isEmpty)
        #expect(
            TranscriptParser.namedIngredients("a terrific side dish for things like roast turkey or pork chops", language: "en").isEmpty)
        // "Very" alone is no "well": the onions go into the pan.
        #expect(TranscriptParser.namedIngredients("it goes very quickly into the pan with the onions", language: "en") == ["onions"])
        // A herb or a squeeze of citrus goes on the dish.
        #expect(
            TranscriptParser.namedIngredients("Serve with rice and a squeeze of lemon juice", language: "en") == ["lemon juice"])
        #expect(TranscriptParser.namedIngredients("These are perfect with spicy meat or fish curries.", language: "en").isEmpty)
        // Named in a cooking sentence too, the accompaniment stays.
        #expect(TranscriptParser.namedIngredients("Rinse the rice. Serve with more rice.", language: "en") == ["rice"])
    }

    @Test("Indian scripts: what a dish is eaten with is no ingredient; what is fried in, or garnished with, is")
    func indicAccompaniments() {
        // It is very good to eat with hot rice.
        #expect(TranscriptParser.namedIngredients("গরম ভাতের সঙ্গে খেতে খুব ভালো লাগে।", language: "bn").isEmpty)
        // It is usually served with boiled rice.
        #expect(TranscriptParser.namedIngredients("इसे आमतौर पर उबले हुए चावल के साथ परोसा जाता है।", language: "hi").isEmpty)
        // Eat it on hot rice with ghee added: rice and ghee are beside the dish.
        #expect(TranscriptParser.namedIngredients("వేడి వేడి అన్నంలో నెయ్యి వేసుకొని తింటే ఎంత బాగుంటుందో.", language: "te").isEmpty)
        // Fried in ghee it tastes good: the ghee is cooked with.
        #expect(TranscriptParser.namedIngredients("ঘি দিয়ে ভাজলে খেতে ভালো লাগে।", language: "bn") == ["ghee"])
        // Garnish with coriander and serve hot.
        #expect(TranscriptParser.namedIngredients("ধনে দিয়ে সাজিয়ে গরম গরম পরিবেশন করুন।", language: "bn") == ["coriander"])
        // Serve hot with fresh coriander, ghee and lemon juice: the herb and the lemon go on it.
        #expect(
            TranscriptParser.namedIngredients("इसे ताज़ा धनिया, घी और नींबू के रस के साथ गरमा-गरम परोसें।", language: "hi")
                == ["coriander", "lemon juice"])
        // Add the rice and asafoetida, cook for 8 minutes on low heat and serve: it cooks.
        #expect(
            TranscriptParser.namedIngredients("చివరగా అన్నం, ఇంగువ వేసి లో ఫ్లేమ్‌లో 8 నిమిషాలు ఉడికించి సర్వ్ చేయండి.", language: "te")
                == ["rice", "asafoetida"])
        // You can add pepper too: it is even better.
        #expect(TranscriptParser.namedIngredients("మిరియాలు కూడా వేసుకోవచ్చు, ఇంకా బాగుంటుంది.", language: "te") == ["black pepper"])
        // Said "with" in a sentence that does nothing to it: it does not go with rice; it can
        // also be made with potatoes; it is not made with green chillies.
        #expect(TranscriptParser.namedIngredients("ভাতের সঙ্গে ঠিক যায় না।", language: "bn").isEmpty)
        #expect(TranscriptParser.namedIngredients("इसे आलू के साथ भी बनाया जा सकता है।", language: "hi").isEmpty)
        #expect(TranscriptParser.namedIngredients("ఈ చట్నీని పచ్చిమిర్చితో చేయరు.", language: "te").isEmpty)
        // Fry the garlic with the onion: both go in.
        #expect(TranscriptParser.namedIngredients("प्याज के साथ लहसुन भूनें।", language: "hi") == ["onion", "garlic"])
        // Sentence by sentence: fry the onion. It tastes good with rice or roti.
        #expect(
            TranscriptParser.namedIngredients("ఉల్లిపాయ వేసి వేయించాలి. ఇది అన్నం లేదా రోటీలోకి చాలా రుచిగా ఉంటుంది.", language: "te")
                == ["onion"])
        // "Salt to taste" is an ingredient, not a taste of the dish.
        #expect(TranscriptParser.namedIngredients("రుచికి సరిపడా ఉప్పు వేయాలి.", language: "te") == ["salt"])
        #expect(TranscriptParser.namedIngredients("स्वादानुसार नमक डालें।", language: "hi") == ["salt"])
    }

    @Test("sentences end at stops, dandas, '!', question marks and line ends; not at a decimal point")
    func sentences() {
        #expect(
            TranscriptParser.sentenceSlices("add 1.5 cups. stir! done?\nनमक डालें। ठीक है؟ok")
                == ["add 1.5 cups", " stir", " done", "नमक डालें", " ठीक है", "ok"])
        #expect(TranscriptParser.sentenceSlices("").isEmpty)
        #expect(TranscriptParser.sentenceSlices("...\n\n").isEmpty)
    }

    @Test("a collective word beside the names it stands for is no second ingredient")
    func collectives() {
        // Turmeric, cumin and the masala: the masala is those spices.
        #expect(TranscriptParser.namedIngredients("हल्दी डालें। जीरा डालें। अब मसाला भूनें।", language: "hi") == ["turmeric", "cumin"])
        // Alone, the masala is all there is to name.
        #expect(TranscriptParser.namedIngredients("अब मसाला भूनें।", language: "hi") == ["spice mix"])
        // Toor dal, then "the dal".
        #expect(TranscriptParser.namedIngredients("కందిపప్పు కడగాలి. పప్పు ఉడికించాలి.", language: "te") == ["toor dal"])
        // "The chillies" after green ones are those; "the flour" may be another than the wheat flour.
        #expect(
            TranscriptParser.namedIngredients(
                "chop two green chillies. add the chillies and some wheat flour, then the flour", language: "en")
                == ["green chillies", "wheat flour", "flour"])
        // Lentils of a colour are a kind of their own.
        #expect(TranscriptParser.namedIngredients("soak the toor dal and the red lentils", language: "en") == ["toor dal", "red lentils"])
        // Okra and pumpkin as the vegetables; alone, "vegetables" is what was said.
        #expect(
            TranscriptParser.namedIngredients("সবজি হিসেবে ঢেঁড়স ও কুমড়ো। সবজি ভেজে নিন।", language: "bn") == ["okra", "pumpkin"])
        #expect(TranscriptParser.namedIngredients("পেঁয়াজ, টমেটো আর সবজি দিন।", language: "bn") == ["onion", "tomato", "vegetables"])
        // An English speaker's spices, cheese and curd.
        #expect(TranscriptParser.namedIngredients("add paprika, cumin and the spices", language: "en") == ["paprika", "cumin"])
        #expect(TranscriptParser.namedIngredients("toss in some spices", language: "en") == ["spices"])
        #expect(TranscriptParser.namedIngredients("grate the cheddar cheese and parmesan", language: "en") == ["cheddar", "parmesan"])
        #expect(TranscriptParser.namedIngredients("spread the cream cheese", language: "en") == ["cream cheese"])
        #expect(TranscriptParser.namedIngredients("grate the parmesan. top with the cheese", language: "en") == ["parmesan"])
        #expect(TranscriptParser.namedIngredients("add the yogurt. whisk the curd", language: "en") == ["yogurt"])
        // A lemon as a size, a lemon tree: no lemon goes in.
        #expect(
            TranscriptParser.namedIngredients("నిమ్మకాయంత సైజు చింతపండు వేసి కలపండి.", language: "te") == ["tamarind"])
        #expect(TranscriptParser.namedIngredients("ఓ పెద్ద నిమ్మకాయ సైజు చింతపండు నానబెట్టాలి.", language: "te") == ["tamarind"])
        #expect(TranscriptParser.namedIngredients("नींबू के आकार की इमली भिगो दें।", language: "hi") == ["tamarind"])
        #expect(TranscriptParser.namedIngredients("তোমার বাড়ির লেবু গাছটা তো অনেক বড়।", language: "bn").isEmpty)
        #expect(TranscriptParser.namedIngredients("সরিষার তেল দিন।", language: "bn") == ["mustard oil"])
        // A texture like fish bones: no fish.
        #expect(TranscriptParser.namedIngredients("মাছের মতো টেক্সচার।", language: "bn").isEmpty)
        // Chicken's meat is the chicken; a shop's meat masala is its own.
        #expect(TranscriptParser.namedIngredients("মুরগির মাংস ধুয়ে নিন।", language: "bn") == ["chicken"])
        #expect(TranscriptParser.namedIngredients("মিট মশলা দিন।", language: "bn") == ["meat masala"])
        // The cook's own blend is named as such.
        #expect(TranscriptParser.namedIngredients("फिर घर का बना मसाला डालें।", language: "hi") == ["homemade spice mix"])
    }
}
