/// What kind of text is being translated: how much of Apertium's output must be checked.
public enum TranslatedText: Sendable {
    /// An ingredient's name: what a shopper buys. Every word Apertium writes must be a kitchen
    /// word (or the source's own word, a brand); a wrong name is as bad as an invented one.
    case name
    /// A title or an ingredient's notes: two thirds of the words must be kitchen words.
    case phrase
    /// A step: Apertium's sentence as it comes. A reader judges a sentence from its context;
    /// rule-based translation reads sentences best and short phrases worst.
    case sentence
}

/// A check of Apertium's English before it is shown as English. Through the Catalan pivot,
/// French and Portuguese names came back as other things: "pâte à tartiner" as "pasta has
/// spread", "vache qui rit" as "inconsiderate that laughed", "cachorro quente" as "hot cub",
/// "caldo de res" as "broth of animal". A shopper would buy pasta. Apertium marks only the words
/// it does not know, not the ones it read wrong, so its output is checked against the words a
/// kitchen text uses; a text that fails keeps its language (marked), which a cook can still read.
enum TranslationCheck {
    /// Whether `english`, Apertium's translation of `source`, may be shown as English.
    static func accepts(_ english: String, source: String, as kind: TranslatedText) -> Bool {
        guard kind != .sentence else { return true }
        // The source's own words (brands, "Tapioca", "T110") and numbers are neither.
        let kept = Set(source.split(whereSeparator: { !$0.fastIsLetter && !$0.fastIsNumber }).map { TextTools.fold($0) })
        var content = 0
        var known = 0
        for word in TextTools.words(english) where !functionWords.contains(word) && !kept.contains(word) {
            guard word.contains(where: \.fastIsLetter) else { continue }
            content += 1
            if isKitchenWord(word) { known += 1 }
        }
        return kind == .name ? known == content : known * 3 >= content * 2
    }

    static func isKitchenWord(_ word: String) -> Bool {
        if kitchenWords.contains(word) { return true }
        // Plurals: "almonds", "tomatoes", "berries".
        if word.hasSuffix("ies"), kitchenWords.contains(String(word.dropLast(3)) + "y") { return true }
        if word.hasSuffix("es"), kitchenWords.contains(String(word.dropLast(2))) { return true }
        return word.hasSuffix("s") && kitchenWords.contains(String(word.dropLast()))
    }

    /// The English words the extractor writes itself (the glossary's English sides, the names a
    /// transcript is read for, units, preparations, sizes) and the plain words of recipe text.
    static let kitchenWords: Set<String> = {
        var words = EnglishNames.words
        words.formUnion(Set(Vocabulary.units.values))
        for set in [
            Vocabulary.preparationWords, Vocabulary.trailingParticiples, Vocabulary.preparationAdverbs, Vocabulary.leadingAdjectives,
            Vocabulary.stateChoiceWords, Vocabulary.measuresWithoutNumber,
        ] {
            words.formUnion(set)
        }
        words.formUnion(plainKitchenWords)
        return words
    }()

    /// Words of recipe titles and notes that name no ingredient. English only: a word of another
    /// language here would let an untranslated word pass.
    static let plainKitchenWords: Set<String> = [
        "recipe", "recipes", "homemade", "easy", "quick", "simple", "classic", "traditional", "best", "perfect", "healthy", "vegan",
        "vegetarian", "gluten-free", "sugar-free", "dairy-free", "sweet", "savory", "savoury", "spicy", "crispy", "crunchy", "creamy",
        "soft", "tender", "juicy", "tasty", "delicious", "small", "medium", "large", "big", "little", "whole", "half", "halves",
        "quarter", "quarters", "piece", "pieces", "slice", "slices", "cube", "cubes", "strip", "strips", "ring", "rings", "stick",
        "sticks", "leaf", "leaves", "seed", "seeds", "seedless", "stalk", "stalks", "skin", "skinned", "bone", "bones", "head", "heads",
        "ripe", "green", "red", "yellow", "white", "black", "brown", "dark", "golden", "pink", "purple", "orange", "mixed", "optional",
        "store-bought", "fresh", "frozen", "canned", "room", "temperature", "soaked", "overnight", "water", "boiling", "hot", "cold",
        "warm", "lukewarm", "chilled", "roasted", "toasted", "fried", "grilled", "baked", "boiled", "steamed", "stuffed", "glazed",
        "cake", "cakes", "pie", "tart", "bread", "soup", "salad", "sauce", "stew", "dessert", "breakfast", "lunch", "dinner", "snack",
        "starter", "side", "filling", "topping", "frosting", "icing", "dough", "batter", "crust", "garnish", "decoration", "serving",
        "servings", "portion", "portions", "taste", "each", "more", "less", "extra", "plus", "about", "approximately", "divided",
        "reserved", "instead", "preferably", "cut", "into", "thin", "thick", "fine", "finely", "roughly", "lengthwise",
        "crosswise", "wedges", "rounds", "chunks", "diced", "stock", "broth", "juice", "zest", "peel", "rind", "flakes",
        "powder", "paste", "puree", "spread", "syrup", "oil", "kernel", "kernels", "pod", "pods", "clove", "cloves", "bulb",
        "sprig", "sprigs", "bunch", "handful", "pinch", "dash", "drop", "drops", "spoon", "spoons", "cup", "cups", "glass", "bowl",
        "tin", "can", "jar", "packet", "pack", "bag", "box", "bottle", "mould", "mold", "tray", "pan", "oven", "mixer", "blender",
    ]

    /// Words that carry no content of their own; they count neither for nor against a text.
    static let functionWords: Set<String> = [
        "a", "an", "the", "of", "and", "or", "with", "without", "for", "in", "on", "at", "to", "from", "by", "as", "if", "not", "no",
        "your", "you", "my", "our", "it", "its", "this", "that", "these", "those", "some", "any", "all", "very", "well", "so", "but",
        "then", "also", "only", "just", "too", "up", "out", "is", "are", "be", "one", "two", "three", "four", "five", "six", "ten",
    ]
}
