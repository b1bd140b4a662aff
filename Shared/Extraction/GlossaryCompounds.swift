/// German writes a name as one word ("Knoblauchpulver", "Hühnerschenkel", "Tomatensauce"), and no
/// glossary can list them all. A word the German table lacks is read as a modifier and a head
/// the table has, the head last as in English ("garlic powder"), with the linking letters German
/// puts between them ("Tomate-n-sauce", "Hühn-er-brühe") taken off the modifier. The parts below
/// are heads and modifiers that mostly occur inside such words, merged into the German table.
extension Glossary {
    static let compoundParts: [String: String] = [
        "de": """
        schenkel=thighs|keule=leg|brust=breast|filet=fillet|flugel=wings|rind=beef|schwein=pork|kalb=veal|saft=juice|schale=peel
        abrieb=zest|pulver=powder|creme=cream|sosse=sauce|sauce=sauce|wurfel=cubes|stucke=pieces|blatter=leaves|kerne=seeds
        samen=seeds|sirup=syrup|kokos=coconut|weizen=wheat|dinkel=spelt|roggen=rye|erdnuss=peanut|erdnusse=peanuts|haselnuss=hazelnut
        mandel=almond|gemuse=vegetable|flocken=flakes|mus=purée|paste=paste|streifen=strips|ringe=rings|blute=flower|zehen=cloves
        """
    ]

    /// A German compound of two known parts in English, or nil. The longest head is tried
    /// first; the modifier keeps at least three letters, the head two ("Kokos-öl").
    static func germanCompound(_ word: String, table: [String: Entry]) -> String? {
        let letters = Array(word)
        guard letters.count >= 6, letters.count <= 40 else { return nil }
        for split in 3...(letters.count - 2) {
            let headWord = String(letters[split...])
            guard let head = table[headWord], !head.isAdjective else { continue }
            // "Salat" alone is lettuce; at a compound's end the dish ("Kartoffelsalat", potato
            // salad), the lettuces being listed whole ("Kopfsalat", "Feldsalat").
            let headEnglish = headWord == "salat" ? "salad" : head.english
            let modifier = String(letters[..<split])
            for link in ["en", "er", "n", "s", "e", ""] where modifier.hasSuffix(link) && modifier.count - link.count >= 3 {
                if let first = table[String(modifier.dropLast(link.count))], !first.isAdjective {
                    return first.english + " " + headEnglish
                }
            }
        }
        return nil
    }
}
