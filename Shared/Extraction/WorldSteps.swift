/// Method lines without a heading or a number in Chinese, Korean, Thai, Vietnamese, Indonesian,
/// Turkish, Polish and Dutch: a caption's "鸡翅两面划刀焯水，煎至两面金黄。" or "Tumis bumbu halus
/// hingga harum." had been dropped, as no English or European verb opens it.
extension DescriptionParser {
    /// Whether a line (folded) reads as a step in one of those languages: for Chinese and
    /// Korean, a cooking verb inside a sentence of at most 200 characters (their words are not spaced; a title such as
    /// "番茄炒蛋" has the verb but no sentence's punctuation); for Thai, which marks no
    /// sentences, two verbs; for the others, a verb first (Polish: first or second; Turkish,
    /// whose verb comes last, anywhere in the sentence).
    static func readsAsWorldStep(_ folded: String) -> Bool {
        // (Every prose line of every description comes here: the cheap tests first.)
        guard folded.utf8.count <= 1_200 else { return false }
        let line = TextTools.stripBullet(folded).trimmingEdges { TextTools.isDecoration($0) || $0.fastIsWhitespace }
        guard let first = line.unicodeScalars.first else { return false }
        switch first.value {
        case 0x0E00...0x0E7F:
            let head = String(line.prefix(300))
            return Set(Vocabulary.thaiStepVerbs.filter { TextTools.contains(head, $0) }).count >= 2 && !startsWithAmount(line)
        case 0x0600...0x06FF:
            return Vocabulary.readsAsArabicStep(line) && !startsWithAmount(line)
        case 0x3400...0x9FFF, 0xAC00...0xD7AF:
            // (Not Japanese, which writes kana and has rules of its own, nor a paragraph whose
            // line breaks were lost.)
            guard line.count <= 200, !line.unicodeScalars.contains(where: { (0x3040...0x30FF).contains($0.value) }) else { return false }
            let sentence = line.contains { "，。！,!；".contains($0) } || line.hasSuffix(".")
            return sentence && Vocabulary.spacelessStepVerbs.contains { TextTools.contains(line, $0) } && !startsWithAmount(line)
        default:
            // Three words and a full stop, or four: "Nướng thịt BBQ" and "Trứng chiên cà chua"
            // (fried eggs with tomato) are dishes' names.
            let opening = TextTools.leadingWords(line, limit: 4)
            guard opening.count >= 4 || (opening.count == 3 && (line.hasSuffix(".") || line.hasSuffix("!"))) else { return false }
            if Vocabulary.worldLeadingStepVerbs.contains(opening[0])
                || opening.prefix(2).contains(where: Vocabulary.polishStepVerbs.contains)
            {
                return !startsWithAmount(line)
            }
            // Turkish: only a line that writes one of its letters (ı, ğ, ş) is read to its verb.
            let utf8 = line.utf8
            guard zip(utf8, utf8.dropFirst()).contains(where: { ($0 == 0xC4 && ($1 == 0xB1 || $1 == 0x9F)) || ($0 == 0xC5 && $1 == 0x9F) })
            else { return false }
            return TextTools.leadingWords(line, limit: 16).contains(where: Vocabulary.turkishStepVerbs.contains) && !startsWithAmount(line)
        }
    }
}

extension Vocabulary {
    /// Chinese and Korean cooking verbs, found inside a sentence. Korean's polite imperative
    /// endings ("…주세요", "…하세요") say a step as well as a verb does.
    static let spacelessStepVerbs: [String] = [
        "炒", "煮", "煎", "炸", "蒸", "烤", "切", "加入", "放入", "倒入", "拌", "腌", "醃", "焯", "搅拌", "攪拌", "下锅", "下鍋", "出锅",
        "出鍋", "收汁", "炖", "燉", "焖", "燜", "撒", "淋", "打散", "剁", "洗净", "洗淨", "揉", "擀", "熬", "勾芡", "爆香", "盛出", "起锅",
        "起鍋", "加热", "加熱", "烧开", "燒開", "넣", "볶", "끓", "썰", "섞", "구워", "부어", "데쳐", "튀겨", "졸여", "다져", "익혀", "버무",
        "주세요", "하세요",
    ]

    /// Thai cooking verbs (the language writes no spaces between words).
    static let thaiStepVerbs: [String] = [
        "ผัด", "ใส่", "ต้ม", "ทอด", "หั่น", "คลุก", "ตั้งกระทะ", "นึ่ง", "ย่าง", "ปรุงรส", "โขลก", "เคี่ยว", "ล้าง", "ผสม", "เทลง", "ตักขึ้น",
    ]

    /// Verbs that open a step in Vietnamese, Indonesian and Dutch (folded). Not the ones that
    /// are English words folded ("thái" is "thai", "rán" "ran", "thêm" "them"; Dutch "leg",
    /// "fruit").
    static let worldLeadingStepVerbs: Set<String> = vietnameseStepVerbs.union(indonesianStepVerbs).union(dutchStepVerbs)

    static let vietnameseStepVerbs: Set<String> = Set(
        [
            "cho", "nấu", "chiên", "xào", "luộc", "cắt", "băm", "trộn", "ướp", "đun", "nướng", "rửa", "nêm", "chần", "ninh", "phi",
            "đảo", "khuấy", "hấp", "bóc", "gọt", "ngâm", "vớt", "múc", "rắc", "đổ", "lọc", "đập", "đánh", "bỏ", "thả",
        ].map { TextTools.fold($0) })

    static let indonesianStepVerbs: Set<String> = Set(
        [
            "masukkan", "tumis", "aduk", "goreng", "rebus", "potong", "haluskan", "campur", "campurkan", "panaskan", "tambahkan",
            "kukus", "panggang", "cincang", "sajikan", "angkat", "tuang", "tuangkan", "cuci", "siapkan", "ulek", "bakar", "oles",
            "taburi", "diamkan", "uleni", "kupas", "geprek", "rendam", "marinasi",
        ].map { TextTools.fold($0) })

    static let dutchStepVerbs: Set<String> = Set(
        [
            "meng", "voeg", "bak", "kook", "snijd", "roer", "verwarm", "klop", "giet", "laat", "doe", "schil", "rasp", "serveer",
            "breng", "zet", "verdeel", "strooi", "pureer", "stamp",
        ].map { TextTools.fold($0) })

    /// Polish step verbs (folded), first or second after the food they act on ("Ziemniaki
    /// ugotuj", boil the potatoes).
    static let polishStepVerbs: Set<String> = Set(
        [
            "dodaj", "wymieszaj", "gotuj", "ugotuj", "smaż", "usmaż", "podsmaż", "pokrój", "zagnieć", "piecz", "upiecz", "wlej",
            "posól", "dopraw", "odstaw", "przełóż", "wyłóż", "obierz", "zetrzyj", "rozgrzej", "ubij", "przykryj", "podawaj", "włóż",
            "wsyp", "lep", "rozwałkuj", "duś", "zblenduj", "zagotuj",
        ].map { TextTools.fold($0) })

    /// Turkish step verbs, in the polite imperative and the "-ip" form that joins two steps
    /// (folded): Turkish puts its verb at the sentence's end.
    static let turkishStepVerbs: Set<String> = Set(
        [
            "ekleyin", "ekleyip", "karıştırın", "karıştırıp", "pişirin", "pişirip", "kavurun", "kavurup", "doğrayın", "doğrayıp",
            "koyun", "koyup", "dökün", "döküp", "çırpın", "çırpıp", "yoğurun", "yoğurup", "bekletin", "kızartın", "haşlayın",
            "süzün", "süzüp", "ısıtın", "soyun", "soyup", "rendeleyin", "kaynatın", "kaynatıp", "açın", "serpin", "dinlendirin",
            "edin", "alın", "alıp", "geçirin", "geçirip",
        ].map { TextTools.fold($0) })
}
