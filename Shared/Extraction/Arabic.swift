/// Arabic recipes as creators caption them: "المقادير:" with "٥٠٠ جرام دقيق", then "الطريقة:"
/// with sentences in the cook's "we" ("نضع العجينة في الصينية…") or the imperative ("أضيفي
/// السكر"). Without this, the names and units stayed in Arabic and the method was not read at
/// all. Everyday names as lists write them, Egyptian and Levantine spellings both; a name with
/// the article (الدقيق) is read without it.
extension Glossary {
    static let arabic = """
        دقيق=flour|طحين=flour|دقيق أبيض=plain flour|سكر=sugar|سكر بودرة=icing sugar|ملح=salt|زبدة=butter|زبده=butter|زيت=oil
        زيت زيتون=olive oil|زيت نباتي=vegetable oil|سمن=ghee|بيض=eggs|بيضة=egg|بيضه=egg|حليب=milk|لبن=milk|ماء=water|مياه=water|مية=water
        بصل=onion|بصلة=onion|بصله=onion|ثوم=garlic|فص ثوم=garlic clove|طماطم=tomatoes|طماطم مفرومة=chopped tomatoes|بندورة=tomatoes
        دجاج=chicken|فراخ=chicken|صدور دجاج=chicken breasts|صدر دجاج=chicken breast|لحم=meat|لحمة=meat|لحم مفروم=minced meat
        لحمة مفرومة=minced meat|لحم بقري=beef|لحم غنم=lamb|سمك=fish|جمبري=shrimp|روبيان=shrimp|أرز=rice|ارز=rice|رز=rice|بطاطس=potatoes
        بطاطا=potatoes|جزر=carrots|فلفل=pepper|فلفل أسود=black pepper|فلفل اسود=black pepper|فلفل رومي=bell pepper|فلفل حار=chilli
        شطة=chilli|كمون=cumin|كركم=turmeric|قرفة=cinnamon|هيل=cardamom|حبهان=cardamom|بهارات=spices|بهارات مشكلة=mixed spices
        بقدونس=parsley|كزبرة=coriander|كزبرة خضراء=fresh coriander|نعناع=mint|شبت=dill|زعتر=thyme|ليمون=lemon|عصير ليمون=lemon juice
        خميرة=yeast|خميرة فورية=instant yeast|بيكنج بودر=baking powder|بكنج بودر=baking powder|بيكربونات=baking soda|فانيليا=vanilla
        فانيلا=vanilla|عسل=honey|جبن=cheese|جبنة=cheese|جبنة موزاريلا=mozzarella|جبنة شيدر=cheddar|قشطة=cream|كريمة=cream
        كريمة طبخ=cooking cream|كريمة خفق=whipping cream|نشا=cornstarch|نشا ذرة=cornstarch|سميد=semolina|شوفان=oats|عدس=lentils
        عدس أحمر=red lentils|حمص=chickpeas|فول=fava beans|باذنجان=aubergine|كوسة=courgette|كوسا=courgette|خيار=cucumber|خس=lettuce
        سبانخ=spinach|ملوخية=molokhia|كرنب=cabbage|ملفوف=cabbage|خل=vinegar|صلصة طماطم=tomato sauce|معجون طماطم=tomato paste
        صلصة=tomato sauce|سمسم=sesame|طحينة=tahini|مكرونة=pasta|معكرونة=pasta|شعرية=vermicelli|خبز=bread|عيش=bread|شربات=syrup
        قطر=syrup|شيرة=syrup|عجينة كنافة=kunafa dough|كنافة=kunafa|فستق=pistachios|جوز=walnuts|عين جمل=walnuts|لوز=almonds
        جوز هند=coconut|شوكولاتة=chocolate|شوكولاته=chocolate|كاكاو=cocoa|زبادي=yogurt|لبنة=labneh|مرق=stock|مرقة=stock
        مكعب مرقة=stock cube|ماجي=stock cube|بابريكا=paprika|زنجبيل=ginger|ورق غار=bay leaves|ورق لورا=bay leaves|قرنفل=cloves
        جوزة الطيب=nutmeg|زعفران=saffron|ماء ورد=rose water|ماء زهر=orange blossom water|تمر=dates|زبيب=raisins|تفاح=apples|موز=bananas
        فراولة=strawberries|برتقال=oranges|مانجو=mango|حسب الرغبة=as desired|حسب الذوق=to taste|قليل=a little|مفروم=chopped:a
        مبشور=grated:a|مبشورة=grated:a|مذاب=melted:a|مذابة=melted:a|ذائب=melted:a|ذائبة=melted:a|دافئ=warm:a|دافئة=warm:a|بارد=cold:a
        باردة=cold:a|مفرومة=chopped:a|بيضاء=white:a|حمراء=red:a|خضراء=green:a|ابيض=white:a|أبيض=white:a|احمر=red:a|أحمر=red:a
        أخضر=green:a|اخضر=green:a|كبير=large:a|كبيرة=large:a|صغير=small:a|صغيرة=small:a|متوسط=medium:a|متوسطة=medium:a
        """
}

extension Vocabulary {
    /// Arabic step verbs: the cook's "we" ("نضع", we put), the imperative to one cook or to a
    /// woman ("ضع", "ضعي"), and the passive a recipe card writes ("يضاف", it is added). A word
    /// may carry "و" or "ف" (and, then) glued before it.
    static let arabicStepVerbs: Set<String> = [
        "نضع", "نضيف", "نخلط", "نقلب", "نخبز", "نسخن", "نقطع", "نفرم", "نحمر", "نقلي", "نسلق", "نطبخ", "نترك", "نغطي", "نصب", "نرش",
        "نزين", "نقدم", "نفرك", "نسقي", "نعجن", "نخفق", "نذوب", "نذيب", "نغسل", "نقشر", "نشوي", "نتبل", "نحشي", "نفرد", "نوزع", "نرفع",
        "نكمل", "نحضر", "نجهز", "نسيح", "نبشر", "نهرس", "ضع", "ضعي", "أضف", "اضف", "أضيفي", "اضيفي", "اخلط", "اخلطي", "قلب", "قلبي",
        "اخبز", "اخبزي", "سخن", "سخني", "قطع", "قطعي", "افرم", "افرمي", "حمر", "حمري", "اقلي", "اسلق", "اسلقي", "اطبخ", "اطبخي", "اترك",
        "اتركي", "غطي", "صب", "صبي", "رش", "رشي", "زين", "زيني", "قدم", "قدمي", "اعجن", "اعجني", "اخفق", "اخفقي", "ادهن", "ادهني",
        "يضاف", "تضاف", "يخلط", "تخلط", "يقلب", "تقلب", "توضع", "يوضع", "تخبز", "يخبز", "يقطع", "تقطع", "يطهى", "تطهى", "يترك", "تترك",
        "تدخل", "ندخل", "ادخلي", "يسخن", "تسخن", "يقدم", "تقدم",
    ]

    /// Whether an Arabic line reads as a step: a verb among its first three words (after "ثم",
    /// then), in a line of four words or more.
    static func readsAsArabicStep(_ line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "،" || $0 == "," || $0 == "." }).prefix(4).map(String.init)
        guard words.count >= 4 || (words.count == 3 && (line.hasSuffix(".") || line.hasSuffix("!"))) else { return false }
        return words.prefix(3).contains { word in
            if arabicStepVerbs.contains(word) { return true }
            guard let first = word.first, first == "و" || first == "ف", word.count > 2 else { return false }
            return arabicStepVerbs.contains(String(word.dropFirst()))
        }
    }
}
