/// Lists in the languages short-form cooking video reaches beyond the corpus's: Chinese, Korean,
/// Thai, Vietnamese, Indonesian, Turkish, Polish and Dutch. Their headings, units, count words
/// and "as needed" words, so that a list under "재료", "食材：", "Malzemeler:" or "Bahan:" reads
/// as one (every line had been dropped, or taken whole as a name with its amount in it). Keys are
/// written as the lists write them and folded where they are looked up.
extension Vocabulary {
    /// Unit spellings → canonical English unit, merged into `units`. Only words that are no
    /// English word a line may open with: Dutch "pak" or Vietnamese "tô" (folded "to", a range's
    /// word) are left out.
    static let worldUnitGroups: [(String, [String])] = [
        // Chinese (simplified and traditional)
        ("g", ["克", "公克"]), ("kg", ["千克", "公斤"]), ("ml", ["毫升"]), ("l", ["升", "公升"]),
        ("tbsp", ["汤匙", "湯匙", "大勺", "大匙"]), ("tsp", ["茶匙", "小勺", "小匙"]), ("spoon", ["勺", "匙"]), ("cup", ["杯"]),
        ("slice", ["片"]), ("clove", ["瓣"]), ("bowl", ["碗"]), ("can", ["罐"]), ("packet", ["包", "袋"]),
        ("piece", ["块", "塊", "段"]), ("handful", ["把"]), ("stalk", ["根", "棵"]),
        // Korean
        ("tbsp", ["큰술", "큰스푼", "밥숟가락", "밥스푼"]), ("tsp", ["작은술", "작은스푼", "티스푼", "찻숟가락"]),
        ("spoon", ["숟가락", "스푼"]), ("cup", ["컵"]), ("bowl", ["공기", "그릇"]), ("clove", ["쪽", "톨"]), ("stalk", ["대"]),
        ("block", ["모"]), ("handful", ["줌", "움큼"]), ("pinch", ["꼬집"]), ("sheet", ["장"]), ("packet", ["봉지", "팩", "봉"]),
        ("can", ["캔"]), ("g", ["그램"]), ("piece", ["조각"]),
        // Thai
        ("g", ["กรัม"]), ("kg", ["กิโลกรัม"]), ("ml", ["มิลลิลิตร", "มล"]), ("l", ["ลิตร"]), ("tbsp", ["ช้อนโต๊ะ"]),
        ("tsp", ["ช้อนชา"]), ("cup", ["ถ้วย"]), ("clove", ["กลีบ"]), ("handful", ["กำ", "กำมือ"]), ("stalk", ["ต้น"]), ("leaf", ["ใบ"]),
        ("piece", ["ชิ้น"]), ("head", ["หัว"]),
        // Vietnamese
        ("tbsp", ["muỗng canh", "thìa canh", "muỗng lớn"]), ("tsp", ["muỗng cà phê", "thìa cà phê", "muỗng nhỏ", "thìa nhỏ"]),
        ("spoon", ["muỗng", "thìa"]), ("bowl", ["chén"]), ("clove", ["tép"]), ("piece", ["nhánh"]), ("stalk", ["cây"]),
        ("bunch", ["bó"]), ("handful", ["nắm"]), ("stick", ["thanh"]), ("packet", ["gói"]), ("can", ["lon"]), ("box", ["hộp"]),
        ("slice", ["lát"]),
        // Indonesian
        ("tbsp", ["sdm", "sendok makan"]), ("tsp", ["sdt", "sendok teh"]), ("spoon", ["sendok"]), ("clove", ["siung"]),
        ("glass", ["gelas"]), ("cup", ["cangkir"]), ("bowl", ["mangkuk"]), ("plate", ["piring"]), ("sheet", ["lembar"]),
        ("stalk", ["batang"]), ("bunch", ["ikat"]), ("packet", ["bungkus"]), ("can", ["kaleng"]), ("slice", ["iris", "potong"]),
        ("handful", ["genggam"]), ("pinch", ["sejumput"]), ("piece", ["ruas"]),
        // Turkish
        ("cup", ["su bardağı", "su bardagi"]), ("glass", ["çay bardağı", "cay bardagi"]),
        ("tbsp", ["yemek kaşığı", "yemek kasigi"]), ("tsp", ["çay kaşığı", "cay kasigi"]),
        ("dessert spoon", ["tatlı kaşığı", "tatli kasigi"]), ("clove", ["diş"]), ("bunch", ["demet"]), ("pinch", ["tutam"]),
        ("packet", ["paket"]), ("slice", ["dilim"]), ("handful", ["avuç"]),
        // Polish, in the cases a count takes
        ("tbsp", ["łyżka", "łyżki", "łyżek", "łyżkę"]), ("tsp", ["łyżeczka", "łyżeczki", "łyżeczek", "łyżeczkę"]),
        ("cup", ["szklanka", "szklanki", "szklanek", "szklankę"]), ("clove", ["ząbek", "ząbki", "ząbków"]),
        ("pinch", ["szczypta", "szczypty", "szczyptę"]), ("packet", ["opakowanie", "opakowania", "paczka", "paczki"]),
        ("can", ["puszka", "puszki", "puszkę"]), ("bunch", ["pęczek", "pęczka"]), ("slice", ["plaster", "plastry", "plasterki"]),
        ("handful", ["garść"]), ("g", ["gramów", "gramy"]), ("l", ["litr", "litra", "litry"]),
        // Dutch
        ("tbsp", ["eetlepel", "eetlepels"]), ("tsp", ["theelepel", "theelepels"]), ("cup", ["kopje", "kopjes"]),
        ("pinch", ["snufje", "mespuntje"]), ("clove", ["teentje", "teentjes"]), ("can", ["blik", "blikje", "blikken"]),
        ("packet", ["zakje", "zakjes", "pakje"]), ("bunch", ["bosje"]), ("slice", ["plakje", "plakjes"]),
        ("handful", ["handvol", "handje"]), ("stalk", ["stengel", "stengels"]), ("knob", ["klontje"]),
        // Arabic
        ("g", ["جرام", "جم", "غرام", "غم", "جرامات", "غرامات"]), ("kg", ["كيلو", "كيلوجرام", "كيلوغرام", "كجم", "كغ"]),
        ("ml", ["مل", "ملل", "مللي", "ملي"]), ("l", ["لتر", "لترات"]), ("cup", ["كوب", "أكواب", "اكواب", "كوباية", "فنجان"]),
        ("tbsp", ["ملعقة كبيرة", "ملاعق كبيرة", "معلقة كبيرة", "معالق كبيرة"]),
        ("tsp", ["ملعقة صغيرة", "ملاعق صغيرة", "معلقة صغيرة", "معالق صغيرة"]), ("spoon", ["ملعقة", "ملاعق", "معلقة"]),
        ("pinch", ["رشة"]), ("clove", ["فص", "فصوص", "فصين"]), ("piece", ["قطعة", "قطع"]), ("can", ["علبة", "علب"]),
        ("packet", ["كيس", "أكياس", "باكو", "ظرف"]), ("bunch", ["حزمة", "ربطة"]), ("handful", ["حفنة"]), ("slice", ["شريحة", "شرائح"]),
    ]

    /// Words after a count that only say it is one: Chinese 个 and 只, Korean 개 and 마리, Thai
    /// ฟอง (eggs) and เม็ด, Vietnamese củ and quả, Indonesian buah and butir, Turkish adet and
    /// tane, Polish sztuk, Dutch stuks.
    static let worldCountWords: Set<String> = [
        "个", "個", "只", "隻", "颗", "顆", "条", "條", "粒", "枚", "개", "마리", "알", "เม็ด", "ฟอง", "ลูก", "ตัว", "củ", "quả", "trái",
        "buah", "butir", "ekor", "biji", "adet", "tane", "szt", "sztuka", "sztuki", "sztuk", "stuks", "stuk", "حبة", "حبات", "حبه",
    ]

    /// A unit or a count word of these languages (folded).
    static func isWorldMeasure(_ word: String) -> Bool {
        units[word] != nil || worldCountWordsFolded.contains(word)
    }

    static let worldCountWordsFolded = Set(worldCountWords.map { TextTools.fold($0) })

    /// What a list writes where the amount goes when it gives none: a little, as needed.
    static let worldAsNeeded: [String] = [
        "适量", "適量", "少许", "少許", "少量", "약간", "조금", "적당량", "적당히", "ตามชอบ", "เล็กน้อย", "พอประมาณ", "vừa đủ", "tùy thích",
        "một ít", "secukupnya", "sesuai selera", "yeteri kadar", "isteğe göre", "do smaku", "naar smaak", "حسب الرغبة", "حسب الذوق",
        // Russian: to taste, as desired, a little, a pinch, for frying, to serve
        "по вкусу", "по желанию", "немного", "щепотка", "для жарки", "для подачи",
    ]

    /// Headings over an ingredient list (folded as a heading is).
    static let worldIngredientHeaders: Set<String> = [
        "食材", "用料", "材料", "配料", "原料", "主料", "辅料", "輔料", "调料", "調料", "调味料", "所需材料", "准备材料", "準備材料",
        "재료", "주재료", "부재료", "양념", "양념장", "준비물", "ส่วนผสม", "วัตถุดิบ", "เครื่องปรุง", "nguyên liệu", "nguyen lieu",
        "thành phần", "bahan", "bahan-bahan", "bahan bahan", "bumbu", "bumbu halus", "malzemeler", "malzeme", "składniki",
        "skladniki", "ingredienten", "ingrediënten", "benodigdheden", "المقادير", "مقادير", "المكونات", "مكونات", "المكونات المطلوبة",
    ]

    /// Headings over a method.
    static let worldMethodHeaders: Set<String> = [
        "做法", "作法", "步骤", "步驟", "制作方法", "製作方法", "制作步骤", "製作步驟", "做法步骤", "만드는 법", "만드는법", "조리법",
        "조리 방법", "조리방법", "만들기", "요리 순서", "วิธีทำ", "ขั้นตอน", "วิธีการทำ", "cách làm", "cách nấu", "cách chế biến",
        "thực hiện", "cara membuat", "cara masak", "cara memasak", "cara membuatnya", "langkah", "langkah-langkah", "yapılışı",
        "yapilisi", "hazırlanışı", "hazirlanisi", "yapımı", "przygotowanie", "sposób przygotowania", "wykonanie", "bereiding",
        "bereidingswijze", "werkwijze", "الطريقة", "طريقة التحضير", "طريقة العمل", "التحضير", "خطوات التحضير", "طريقة عمل",
    ]
}
