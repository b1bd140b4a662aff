/// Lines of an ingredient list that name no ingredient: the tin's size, a resting time.
extension IngredientParser {
    /// Words of a baking tin, tray or ring (folded): with a length, the line gives its size.
    static let equipmentWords: Set<String> = [
        "tin", "pan", "tray", "dish", "mould", "mold", "ring", "springform", "skillet", "ramekin", "diameter", "moule", "cercle",
        "plaque", "plat", "diametre", "ramequin", "molde", "aro", "bandeja", "fuente", "diametro", "forma", "assadeira", "tortiera",
        "teglia", "stampo", "form", "backform", "tablett", "blech", "durchmesser",
    ]

    static let lengthUnits: Set<String> = ["cm", "mm", "inch"]

    /// Words of a time (folded).
    static let timeWords: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "heure", "heures", "minuto", "minutos", "hora", "horas",
        "minuti", "ora", "ore", "minuten", "stunde", "stunden", "day", "days", "jour", "jours", "dia", "dias", "tag", "tage",
    ]

    /// Words that open a place: "in the fridge", "au frigo", "im Kühlschrank".
    static let placeWords: Set<String> = ["in", "into", "au", "dans", "en", "na", "no", "nel", "nella", "im", "al", "at"]

    /// Whether a line of an ingredient list names no ingredient: the tin's size ("Moule de
    /// 22 cm", "Tablett mit Durchmesser 20 cm", "1 springform pan (9 inch)") or a resting time
    /// ("2 Stunden kühlen", "Im Kühlschrank 2 Stunden"). A time in the notes of a named
    /// ingredient ("1 cup rice, soaked 2 hours") leaves it one.
    public static func namesNoIngredient(_ parsed: ParsedIngredient) -> Bool {
        let words = TextTools.words(parsed.item)
        guard let first = words.first else { return false }
        // (A size in the name too: "Maße der Auflaufform: 29x20cm".)
        let length =
            parsed.unit.map(lengthUnits.contains) ?? false
            || TextTools.words((parsed.notes ?? "") + " " + parsed.item).contains {
                lengthUnits.contains($0) || $0 == "inches" || ($0.hasSuffix("cm") && $0.contains(where: \.fastIsNumber))
            }
        // German names a tin by what it bakes: "Auflaufform", "Kastenform", "Tortenring".
        let equipment = words.contains {
            equipmentWords.contains($0) || ($0.count > 6 && ["form", "ring", "blech"].contains(where: $0.hasSuffix))
        }
        if length && equipment { return true }
        if parsed.quantity != nil && parsed.unit == nil && timeWords.contains(first) { return true }
        // "Im Kühlschrank 2 Stunden": a place, then a number and a time.
        if parsed.quantity == nil, placeWords.contains(first), words.count >= 3, timeWords.contains(words[words.count - 1]),
            IngredientParser.number(words[words.count - 2]) != nil
        {
            return true
        }
        return false
    }
}
