/// Cooking vocabulary of the Indian recipe channels: Hindi (Devanagari), Bengali, Telugu and Tamil
/// scripts, and romanised Hindi ("Hinglish"). Hand-written from common kitchen words, grouped by
/// meaning — not from the evaluation records.
///
/// Telugu, Tamil and (less) Bengali and Hindi glue endings onto words ("నూనెలో", in the oil;
/// "వేయించండి", fry), so native-script entries are stems matched against the start of a word,
/// scalar by scalar (a vowel sign or anusvara after the stem would otherwise split a grapheme), the
/// longest stem winning. Stems of one or two scalars match whole words only. Romanised words are
/// matched whole, after folding.
enum IndicLexicon {
    enum Kind: Sendable, Equatable {
        /// An ingredient, with its English name.
        case ingredient(String)
        /// A unit, canonical English spelling (as in `Vocabulary.units`).
        case unit(String)
        /// A cooking verb or technique ("fry", "tempering").
        case verb
        /// A number word, as the parser writes amounts ("1", "1/2", "1 1/2").
        case number(String)
        /// "Ingredients", "method", "recipe": words that head or name a recipe.
        case recipeWord
        /// A dish: curry, chutney, biryani.
        case dish
    }

    // MARK: - Vocabulary

    /// English name ← spellings (hi, bn, te, ta stems; then romanised Hindi).
    static let ingredients: [(String, [String])] = [
        ("oil", ["तेल", "তেল", "నూనె", "எண்ணெய்", "எண்ணெ", "tael"]),
        ("salt", ["नमक", "নুন", "লবণ", "ఉప్పు", "உப்பு", "namak", "namuk"]),
        ("turmeric", ["हल्दी", "हलदी", "হলুদ", "పసుపు", "மஞ்சள்", "haldi"]),
        ("chilli", ["मिर्च", "মরিচ", "লঙ্কা", "మిర్చి", "మిరప", "மிளகாய்", "mirch", "mirchi"]),
        ("chilli powder", ["కారం", "मिर्च पाउडर", "লঙ্কা গুঁড়ো", "மிளகாய் தூள்"]),
        ("green chilli", ["हरी मिर्च", "কাঁচা লঙ্কা", "কাঁচালঙ্কা", "పచ్చిమిర్చి", "పచ్చి మిర్చి", "பச்சை மிளகாய்", "hari mirch"]),
        ("dried red chilli", ["सूखी लाल मिर्च", "শুকনো লঙ্কা", "ఎండుమిర్చి", "ఎండు మిర్చి", "காய்ந்த மிளகாய்", "sukhi lal mirch"]),
        ("black pepper", ["काली मिर्च", "গোলমরিচ", "మిరియాలు", "மிளகு", "kali mirch"]),
        ("onion", ["प्याज", "प्याज़", "पेयाज", "পেঁয়াজ", "পেয়াজ", "ఉల్లిపాయ", "ఉల్లి", "வெங்காய", "pyaz", "pyaaz", "pyaj"]),
        ("garlic", ["लहसुन", "রসুন", "వెల్లుల్లి", "பூண்டு", "lahsun", "lehsun", "lasun"]),
        ("ginger", ["अदरक", "আদা", "అల్లం", "இஞ்சி", "adrak", "adrakh"]),
        ("ginger-garlic paste", ["అల్లం వెల్లుల్లి పేస్ట్", "आदा रसुन बाटा", "ginger garlic paste"]),
        ("sugar", ["चीनी", "शक्कर", "চিনি", "పంచదార", "చక్కెర", "சர்க்கரை", "cheeni", "chini", "shakkar"]),
        ("jaggery", ["गुड़", "গুড়", "బెల్లం", "வெல்லம்", "gur", "gud"]),
        ("water", ["पानी", "জল", "পানি", "నీళ్ళు", "నీళ్లు", "నీరు", "నీటి", "தண்ணீர்", "pani", "paani"]),
        ("spice mix", ["मसाला", "मसाले", "মশলা", "মসলা", "మసాలా", "மசாலா", "masala"]),
        ("garam masala", ["गरम मसाला", "গরম মশলা", "గరం మసాలా", "கரம் மசாலா", "garam masala"]),
        ("cumin", ["जीरा", "जीरे", "জিরে", "জিরা", "జీలకర్ర", "சீரக", "jeera", "zeera", "jira"]),
        ("coriander", ["धनिया", "ধনে", "ধনিয়া", "కొత్తిమీర", "ధనియాలు", "கொத்தமல்லி", "dhaniya", "dhania"]),
        ("curry leaves", ["करी पत्ता", "कढ़ी पत्ता", "কারিপাতা", "కరివేపాకు", "கறிவேப்பிலை", "curry patta", "kadi patta"]),
        ("mustard seeds", ["राई", "सरसों", "সরষে", "সর্ষে", "সরিষা", "ఆవాలు", "கடுகு", "rai", "sarson"]),
        ("fenugreek", ["मेथी", "মেথি", "మెంతులు", "మెంతి", "வெந்தய", "methi"]),
        ("asafoetida", ["हींग", "हिंग", "হিং", "ఇంగువ", "பெருங்காய", "hing", "heeng"]),
        ("cardamom", ["इलायची", "এলাচ", "యాలకులు", "ఏలకులు", "ஏலக்காய்", "elaichi", "ilaichi"]),
        ("cloves", ["लौंग", "লবঙ্গ", "లవంగాలు", "லவங்க", "laung", "lavang"]),
        ("cinnamon", ["दालचीनी", "দারচিনি", "దాల్చిన", "பட்டை", "dalchini"]),
        ("bay leaf", ["तेज पत्ता", "तेजपत्ता", "তেজপাতা", "బిర్యానీ ఆకు", "பிரிஞ்சி இலை", "tej patta"]),
        ("fennel seeds", ["सौंफ", "মৌরি", "సోంపు", "சோம்பு", "saunf", "sonf"]),
        ("carom seeds", ["अजवाइन", "জোয়ান", "వాము", "ஓமம்", "ajwain", "ajwain seeds"]),
        ("poppy seeds", ["खसखस", "পোস্ত", "గసగసాలు", "கசகசா", "khus khus"]),
        ("ghee", ["घी", "ঘি", "నెయ్యి", "நெய்", "ghee", "ghi"]),
        ("butter", ["मक्खन", "মাখন", "వెన్న", "வெண்ணெய்", "makhan", "makkhan"]),
        ("milk", ["दूध", "দুধ", "పాలు", "பால்", "doodh", "dudh"]),
        ("yogurt", ["दही", "দই", "పెరుగు", "தயிர்", "dahi", "curd"]),
        ("paneer", ["पनीर", "পনির", "పనీర్", "பன்னீர்", "paneer"]),
        ("wheat flour", ["आटा", "आटे", "আটা", "గోధుమ పిండి", "கோதுமை மாவு", "atta", "aata"]),
        ("plain flour", ["मैदा", "ময়দা", "మైదా", "மைதா", "maida"]),
        ("gram flour", ["बेसन", "বেসন", "శనగపిండి", "సెనగపిండి", "கடலை மாவு", "besan"]),
        ("rice flour", ["चावल का आटा", "চালের গুঁড়ো", "బియ్యప్పిండి", "అరిసెల పిండి", "அரிசி மாவு"]),
        ("flour", ["पिसा", "পিঠে", "పిండి", "மாவு"]),
        ("semolina", ["सूजी", "রবা", "సుజి", "బొంబాయి రవ్వ", "రవ్వ", "ரவை", "suji", "sooji", "rava", "rawa"]),
        ("rice", ["चावल", "চাল", "ভাত", "బియ్యం", "అన్నం", "அரிசி", "சாதம்", "chawal", "chaawal"]),
        ("lentils", ["दाल", "ডাল", "పప్పు", "பருப்பு", "daal", "dal"]),
        ("chickpeas", ["चना", "चने", "ছোলা", "శనగలు", "శెనగలు", "கொண்டைக்கடலை", "chana", "chane", "chole"]),
        ("chana dal", ["चना दाल", "ছোলার ডাল", "శనగపప్పు", "పచ్చిశనగపప్పు", "கடலை பருப்பு", "chana dal"]),
        ("urad dal", ["उड़द", "উরদ", "మినపప్పు", "మినుములు", "உளுந்து", "urad", "urad dal"]),
        ("moong dal", ["मूंग", "মুগ", "పెసరపప్పు", "పెసలు", "பாசிப்பருப்பு", "moong"]),
        ("peanuts", ["मूंगफली", "চিনাবাদাম", "పల్లీ", "వేరుశెనగ", "వేరుసెనగ", "வேர்க்கடலை", "moongphali", "mungfali"]),
        ("cashews", ["काजू", "কাজু", "జీడిపప్పు", "முந்திரி", "kaju"]),
        ("almonds", ["बादाम", "বাদাম", "బాదం", "பாதாம்", "badam"]),
        ("coconut", ["नारियल", "নারকেল", "নারিকেল", "కొబ్బరి", "தேங்காய்", "nariyal"]),
        ("tamarind", ["इमली", "তেঁতুল", "చింతపండు", "புளி", "imli"]),
        ("lemon", ["नींबू", "নিম্বু", "লেবু", "నిమ్మ", "எலுமிச்சை", "nimbu", "neembu"]),
        ("sesame seeds", ["तिल", "তিল", "నువ్వులు", "எள்", "til ke beej"]),
        ("mint", ["पुदीना", "পুদিনা", "పుదీనా", "புதினா", "pudina", "pudeena"]),
        ("potato", ["आलू", "আলু", "బంగాళదుంప", "బంగాళాదుంప", "ఆలూ", "உருளைக்கிழங்கு", "aloo", "alu"]),
        ("tomato", ["टमाटर", "টমেটো", "টমাটো", "టమాటా", "టమాట", "టొమాటో", "தக்காளி", "tamatar", "tamator"]),
        ("egg", ["अंडा", "अंडे", "অণ্ডা", "ডিম", "గుడ్డు", "గుడ్లు", "கோழி முட்டை", "முட்டை", "ande", "anday"]),
        ("chicken", ["चिकन", "मुर्गा", "মুরগি", "মুরগী", "চিকেন", "చికెన్", "కోడి", "சிக்கன்", "கோழி", "murgh", "murga"]),
        ("mutton", ["मटन", "মাটন", "খাসি", "మటన్", "மட்டன்", "mutton", "gosht"]),
        ("meat", ["मांस", "गोश्त", "মাংস", "మాంసం", "இறைச்சி"]),
        ("fish", ["मछली", "মাছ", "చేప", "மீன்", "machli", "machhli"]),
        ("prawns", ["झींगा", "চিংড়ি", "రొయ్యలు", "இறால்", "jhinga"]),
        ("cauliflower", ["गोभी", "ফুলকপি", "కాలీఫ్లవర్", "காலிஃப்ளவர்", "gobhi", "gobi"]),
        ("spinach", ["पालक", "পালং", "పాలకూర", "பசலை", "palak"]),
        ("peas", ["मटर", "মটরশুঁটি", "బఠాణీ", "பட்டாணி", "matar", "mattar"]),
        ("aubergine", ["बैंगन", "বেগুন", "వంకాయ", "கத்தரிக்காய்", "baingan", "brinjal"]),
        ("okra", ["भिंडी", "ঢেঁড়স", "ভেন্ডি", "బెండకాయ", "வெண்டைக்காய்", "bhindi"]),
        ("pumpkin", ["कद्दू", "কুমড়ো", "কুমড়া", "గుమ్మడి", "பூசணி", "kaddu"]),
        ("banana flower", ["মোচা", "అరటి పువ్వు", "வாழைப்பூ"]),
        ("raw banana", ["কাঁচকলা", "అరటికాయ", "வாழைக்காய்", "kacha kela"]),
        ("bottle gourd", ["लौकी", "লাউ", "సొరకాయ", "சுரைக்காய்", "lauki"]),
        ("bitter gourd", ["करेला", "করলা", "উচ্ছে", "కాకరకాయ", "பாகற்காய்", "karela"]),
        ("vegetables", ["सब्ज़ी", "सब्जी", "সবজি", "కూరగాయలు", "காய்கறி", "sabzi", "sabji"]),
        ("mustard oil", ["सरसों का तेल", "সরষের তেল", "সর্ষের তেল", "ఆవ నూనె", "கடுகு எண்ணெய்", "sarson ka tel"]),
        ("honey", ["शहद", "মধু", "తేనె", "தேன்", "shahad"]),
        ("cream", ["मलाई", "মালাই", "మీగడ", "மலாய்", "malai"]),
        ("vinegar", ["सिरका", "ভিনেগার", "వెనిగర్", "வினிகர்", "sirka"]),
        ("coriander powder", ["धनिया पाउडर", "ধনে গুঁড়ো", "ధనియాల పొడి", "மல்லித்தூள்", "dhaniya powder"]),
        ("cumin powder", ["जीरा पाउडर", "জিরে গুঁড়ো", "జీలకర్ర పొడి", "சீரகத்தூள்", "jeera powder"]),
        ("red chilli powder", ["लाल मिर्च पाउडर", "লাল লঙ্কার গুঁড়ো", "ఎర్ర కారం", "மிளகாய்த்தூள்", "lal mirch powder"]),
    ]

    /// Canonical unit ← spellings.
    static let units: [(String, [String])] = [
        ("tsp", ["छोटा चम्मच", "छोटी चम्मच", "চা চামচ", "টি চামচ", "టీస్పూన్", "టీ స్పూన్", "டீஸ்பூன்", "tsp", "chota chammach"]),
        ("tbsp", ["बड़ा चम्मच", "बड़ी चम्मच", "টেবিল চামচ", "టేబుల్ స్పూన్", "టేబుల్‌స్పూన్", "டேபிள்ஸ்பூன்", "bada chammach"]),
        ("spoon", ["चम्मच", "चमच", "চামচ", "చెంచా", "స్పూన్", "ஸ்பூன்", "கரண்டி", "chammach", "chamach", "chamch"]),
        ("cup", ["कप", "কাপ", "కప్పు", "కప్పులు", "కప్", "கப்", "katori", "कटोरी", "বাটি"]),
        ("g", ["ग्राम", "গ্রাম", "గ్రాములు", "గ్రాము", "கிராம்", "gram"]),
        ("kg", ["किलो", "কেজি", "কিলো", "కిలో", "கிலோ", "kilo"]),
        ("l", ["लीटर", "লিটার", "లీటరు", "లీటర్", "லிட்டர்", "litre"]),
        ("ml", ["मिलीलीटर", "मिली", "মিলি", "మిల్లీ", "மில்லி"]),
        ("pinch", ["चुटकी", "চিমটি", "చిటికెడు", "சிட்டிகை", "chutki"]),
        ("handful", ["मुट्ठी", "মুঠো", "గుప్పెడు", "கைப்பிடி", "mutthi", "mutthi bhar"]),
        ("clove", ["कली", "কোয়া", "రెబ్బలు", "రెబ్బ", "kaliyan"]),
        ("piece", ["टुकड़ा", "टुकड़े", "টুকরো", "ముక్కలు", "ముక్క", "துண்டு", "tukda", "tukde"]),
        ("glass", ["गिलास", "গ্লাস", "గ్లాసు", "டம்ளர்", "glass"]),
    ]

    /// Cooking verbs and techniques (stems).
    static let verbs: [String] = [
        // Hindi
        "पका", "पकाएं", "भून", "तलें", "तलना", "तल ल", "मिला", "मिक्स", "काट", "उबाल", "डाल", "गूंध", "गूँध", "बेल", "छान", "भिगो",
        "तड़का", "छौंक", "गरम कर", "गर्म कर", "सेंक", "पीस", "ढक", "निकाल", "बनाने", "तवे", "कढ़ाई",
        // Bengali
        "রান্না", "ভাজ", "ভেজে", "সেদ্ধ", "সিদ্ধ", "কেটে", "কাট", "মিশি", "মেশা", "নাড়", "কষি", "কষা", "ফোড়ন", "বাট", "ফুটি", "ফোটা",
        "ছড়িয়ে", "ধুয়ে", "ঝরিয়ে", "ভিজি", "কড়াই", "ঢাকা দি", "গরম কর",
        // Telugu
        "వేయించ", "వేయి", "వేసి", "వేసుకో", "వేస్తూ", "కలప", "కలిపి", "కలుపు", "ఉడికించ", "ఉడక", "ఉడికి", "తరిగి", "తరుగు", "వేడి",
        "మగ్గ", "పోపు", "తాలింపు", "రుబ్బ", "గ్రైండ్", "నానబెట్ట", "దించ", "వడకట్ట", "వండ", "కట్ చేసి", "బాణలి", "కడాయి", "స్టవ్",
        "ఫ్రై", "మిక్సీ", "చల్లార",
        // Tamil
        "வறு", "வதக்க", "வதக்கி", "கலந்து", "கலக்க", "வேக", "கொதி", "நறுக்கி", "நறுக்க", "அரைத்", "அரைக்க", "தாளி", "சேர்த்து",
        "சேர்க்க", "ஊற", "சமை", "கடாய்", "பொரி",
        // Romanised Hindi
        "daalein", "dalein", "daale", "daalo", "dalo", "milayein", "milaye", "milao", "bhunein", "bhune", "bhuno", "pakayein",
        "pakaye", "pakao", "ubaalein", "ubale", "katein", "kaat", "tadka", "tadke", "chhaunk", "kadhai", "kadai", "tawa", "tawe",
        "garam karein", "banaye", "banayein",
    ]

    /// Number words.
    static let numbers: [(String, [String])] = [
        ("1", ["एक", "এক", "একটা", "একটি", "ఒక", "ఒకటి", "ஒரு", "ek"]),
        ("2", ["दो", "দুই", "দুটো", "দুটি", "రెండు", "இரண்டு"]),
        ("3", ["तीन", "তিন", "তিনটে", "మూడు", "மூன்று"]),
        ("4", ["चार", "চার", "চারটে", "నాలుగు", "நான்கு", "chaar"]),
        ("5", ["पांच", "पाँच", "পাঁচ", "ఐదు", "ஐந்து", "paanch"]),
        ("6", ["छह", "छः", "ছয়", "ఆరు", "ஆறு"]),
        ("1/2", ["आधा", "आधी", "আধা", "আধ", "అర", "அரை", "aadha", "adha", "aadhi"]),
        ("1 1/2", ["डेढ़", "দেড়", "ఒకటిన్నర", "ஒன்றரை", "dedh"]),
        ("2 1/2", ["ढाई", "আড়াই", "రెండున్నర", "இரண்டரை", "dhai"]),
    ]

    /// Dishes (stems).
    static let dishes: [String] = [
        "करी", "सब्जी", "सब्ज़ी", "चटनी", "बिरयानी", "पराठा", "पराठे", "रोटी", "पूरी", "खीर", "हलवा", "पकोड़", "अचार", "रायता", "कढ़ी",
        "তরকারি", "ঝোল", "ভর্তা", "চচ্চড়ি", "বিরিয়ানি", "পায়েস", "হালুয়া", "পিঠে", "চাটনি", "ডালনা", "কালিয়া", "পোলাও", "খিচুড়ি",
        "కూర", "పచ్చడి", "బిర్యానీ", "పులుసు", "పాయసం", "దోస", "దోశ", "ఇడ్లీ", "వడ", "పకోడి", "పకోడీ", "ఫ్రై", "పులిహోర", "ఊరగాయ",
        "குழம்பு", "ரசம்", "பொரியல்", "கூட்டு", "பிரியாணி", "தோசை", "இட்லி", "வடை", "பாயசம்", "சட்னி", "ஊறுகாய்",
        "sabzi", "chutney", "biryani", "paratha", "kheer", "halwa", "pakora", "pakode", "achar", "raita", "kadhi", "khichdi", "pulao",
    ]

    /// Words that head an ingredient list or method, or name a recipe.
    static let recipeWords: [String] = [
        "सामग्री", "विधि", "रेसिपी", "उपकरण", "উপকরণ", "প্রণালী", "রেসিপি", "পদ", "కావలసిన", "పదార్థాలు", "తయారీ", "విధానం", "రెసిపీ",
        "தேவையான", "பொருட்கள்", "செய்முறை", "ரெசிபி", "samagri", "vidhi",
    ]

    // MARK: - Lookup

    struct Entry {
        let scalars: [Unicode.Scalar]
        let kind: Kind
        let words: Int
    }

    /// Single-word entries by their first scalar, longest first; multi-word entries apart.
    static let index: (single: [Unicode.Scalar: [Entry]], phrases: [Entry], phrasesByFirst: [Unicode.Scalar: [Entry]]) = {
        var single: [Unicode.Scalar: [Entry]] = [:]
        var phrases: [Entry] = []
        func add(_ spelling: String, _ kind: Kind) {
            let folded = TextTools.fold(spelling)
            let entry = Entry(scalars: Array(folded.unicodeScalars), kind: kind, words: folded.split(separator: " ").count)
            if entry.words > 1 {
                phrases.append(entry)
            } else if let first = entry.scalars.first {
                single[first, default: []].append(entry)
            }
        }
        // Later groups win ties of equal length: a number word outranks a look-alike stem.
        for spelling in verbs { add(spelling, .verb) }
        for (english, spellings) in ingredients { for spelling in spellings { add(spelling, .ingredient(english)) } }
        for (unit, spellings) in units { for spelling in spellings { add(spelling, .unit(unit)) } }
        for (value, spellings) in numbers { for spelling in spellings { add(spelling, .number(value)) } }
        for spelling in recipeWords { add(spelling, .recipeWord) }
        for spelling in dishes { add(spelling, .dish) }
        for key in single.keys { single[key]!.sort { $0.scalars.count > $1.scalars.count } }
        phrases.sort { $0.scalars.count > $1.scalars.count }
        // Tagging tries the phrases that start like the word at hand, longest first.
        var byFirst: [Unicode.Scalar: [Entry]] = [:]
        for phrase in phrases { if let first = phrase.scalars.first { byFirst[first, default: []].append(phrase) } }
        return (single, phrases, byFirst)
    }()

    /// Romanised words and phrases match only whole, so they are found by their text: entries in
    /// the order `index` tries them (a String key may join canonically equivalent spellings, so
    /// callers still compare scalars). Native-script words match by stem and use `index`.
    /// `phraseFirstWords` holds the first word of every phrase, so that most words (English ones)
    /// skip the phrase lookups altogether.
    static let exact: (single: [String: [Entry]], phrases: [String: [Entry]], phraseFirstWords: Set<String>, longestPhrase: Int) = {
        var single: [String: [Entry]] = [:]
        var phrases: [String: [Entry]] = [:]
        var firstWords: Set<String> = []
        for entries in index.single.values {
            for entry in entries { single[String(String.UnicodeScalarView(entry.scalars)), default: []].append(entry) }
        }
        for entry in index.phrases {
            let text = String(String.UnicodeScalarView(entry.scalars))
            phrases[text, default: []].append(entry)
            if let first = text.split(separator: " ").first { firstWords.insert(String(first)) }
        }
        return (single, phrases, firstWords, index.phrases.map(\.words).max() ?? 1)
    }()

    /// Whether a scalar belongs to one of the Indic scripts this lexicon knows.
    static func isIndic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0900...0x0D7F).contains(scalar.value)
    }

    /// The kind of one folded word: native-script words by longest stem (short stems must match
    /// the whole word), romanised words whole.
    static func lookup(_ word: String) -> Kind? {
        guard let first = word.unicodeScalars.first else { return nil }
        let native = isIndic(first)
        if !native {
            guard let entries = exact.single[word] else { return nil }
            return entries.first { $0.scalars.elementsEqual(word.unicodeScalars) }?.kind
        }
        let scalars = Array(word.unicodeScalars)
        guard let candidates = index.single[first] else { return nil }
        for entry in candidates {
            if entry.scalars == scalars { return entry.kind }
            // Suffixes only on native words, and only after a stem long enough to mean something.
            if native, entry.scalars.count >= 3, scalars.count > entry.scalars.count, scalars.starts(with: entry.scalars),
                !isNumber(entry.kind)
            {
                return entry.kind
            }
        }
        return nil
    }

    static func isNumber(_ kind: Kind) -> Bool {
        if case .number = kind { return true }
        return false
    }

    /// The kind of a folded word or phrase.
    static func lookupPhrase(_ text: String) -> Kind? {
        guard text.contains(" ") else { return lookup(text) }
        let scalars = Array(text.unicodeScalars)
        let native = scalars.first.map(isIndic) ?? false
        for phrase in index.phrases where phrase.scalars == scalars || (native && scalars.starts(with: phrase.scalars)) {
            return phrase.kind
        }
        return nil
    }

    /// "सामग्री", "কী কী লাগবে", "కావలసిన పదార్థాలు": a heading that opens an ingredient list.
    static func isIngredientHeading(_ heading: String) -> Bool {
        let words = TextTools.leadingWords(heading, limit: 5)
        guard !words.isEmpty, words.count <= 4 else { return false }
        return words.contains { ["सामग्री", "উপকরণ", "పదార్థాలు", "కావలసినవి", "பொருட்கள்", "samagri"].contains($0) }
    }

    /// "विधि", "প্রণালী", "తయారీ విధానం", "செய்முறை": a heading that opens the method.
    static func isMethodHeading(_ heading: String) -> Bool {
        let words = TextTools.leadingWords(heading, limit: 5)
        guard !words.isEmpty, words.count <= 4 else { return false }
        return words.contains { ["विधि", "প্রণালী", "পদ্ধতি", "విధానం", "செய்முறை", "vidhi"].contains($0) }
    }

    /// Kinds of the words of a text, phrases first ("हरी मिर्च" is green chilli, not two words).
    static func tag(_ text: String) -> [(word: String, kind: Kind?)] {
        tag(words: TextTools.words(text))
    }

    /// `tag` of a text already split by `TextTools.words`.
    static func tag(words: [String]) -> [(word: String, kind: Kind?)] {
        var result: [(String, Kind?)] = []
        var position = 0
        outer: while position < words.count {
            let first = words[position].unicodeScalars.first
            let native = first.map(isIndic) ?? false
            if !native {
                // Whole phrases only: the most words first, as `index` orders them (longest first).
                let longest = exact.phraseFirstWords.contains(words[position]) ? min(exact.longestPhrase, words.count - position) : 1
                for count in stride(from: longest, through: 2, by: -1) {
                    let candidate = words[position..<(position + count)].joined(separator: " ")
                    if let phrase = exact.phrases[candidate]?.first(where: { $0.scalars.elementsEqual(candidate.unicodeScalars) }) {
                        result.append((candidate, phrase.kind))
                        position += count
                        continue outer
                    }
                }
                result.append((words[position], lookup(words[position])))
                position += 1
                continue
            }
            // Native phrases may carry endings: each candidate length is joined once.
            var joined: [Int: (text: String, scalars: [Unicode.Scalar])] = [:]
            for phrase in first.flatMap({ index.phrasesByFirst[$0] }) ?? [] where phrase.words <= words.count - position {
                if joined[phrase.words] == nil {
                    let text = words[position..<(position + phrase.words)].joined(separator: " ")
                    joined[phrase.words] = (text, Array(text.unicodeScalars))
                }
                let (candidate, scalars) = joined[phrase.words]!
                if scalars == phrase.scalars || scalars.starts(with: phrase.scalars) {
                    result.append((candidate, phrase.kind))
                    position += phrase.words
                    continue outer
                }
            }
            result.append((words[position], lookup(words[position])))
            position += 1
        }
        return result
    }

    /// How many words of a text are cooking words (ingredients, units, verbs): the classifier's
    /// evidence for text in these languages.
    static func cookingWordCount(_ text: String) -> (ingredients: Int, verbs: Int, units: Int, dishes: Int) {
        cookingWordCount(words: TextTools.words(text))
    }

    /// `cookingWordCount` of a text already split by `TextTools.words`.
    static func cookingWordCount(words: [String]) -> (ingredients: Int, verbs: Int, units: Int, dishes: Int) {
        var counts = (ingredients: 0, verbs: 0, units: 0, dishes: 0)
        for (_, kind) in tag(words: words) {
            switch kind {
            case .ingredient: counts.ingredients += 1
            case .dish:
                counts.ingredients += 1
                counts.dishes += 1
            case .verb, .recipeWord: counts.verbs += 1
            case .unit: counts.units += 1
            case .number, nil: break
            }
        }
        return counts
    }

    /// An ingredient name in English when every word is known: ingredients, with number, unit and
    /// verb-like words ("chopped") dropped; nil otherwise, so the caller keeps the original marked.
    static func translateName(_ text: String) -> String? {
        var names: [String] = []
        for (_, kind) in tag(text) {
            switch kind {
            case .ingredient(let english): if !names.contains(english) { names.append(english) }
            case .unit, .number, .verb: continue
            case .recipeWord, .dish, nil: return nil
            }
        }
        return names.isEmpty ? nil : names.joined(separator: " and ")
    }
}
