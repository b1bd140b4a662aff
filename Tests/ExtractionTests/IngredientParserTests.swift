import Extraction
import Testing

@Suite("Ingredient lines")
struct IngredientParserTests {
    struct Case: Sendable, CustomStringConvertible {
        let line: String
        let quantity: String?
        let unit: String?
        let item: String
        let notes: String?
        var description: String { line }
    }

    static let cases: [Case] = [
        Case(line: "300g/10½oz tomatoes, finely chopped", quantity: "300", unit: "g", item: "tomatoes", notes: "finely chopped"),
        Case(line: "1 ½ cups all-purpose flour", quantity: "1 1/2", unit: "cup", item: "all-purpose flour", notes: nil),
        Case(line: "1½ tsp table salt", quantity: "1 1/2", unit: "tsp", item: "table salt", notes: nil),
        Case(line: "2-3 green chillies, finely chopped", quantity: "2-3", unit: nil, item: "green chillies", notes: "finely chopped"),
        Case(line: "2 to 3 tbsp olive oil", quantity: "2-3", unit: "tbsp", item: "olive oil", notes: nil),
        Case(line: "1 tsp ground cumin (optional)", quantity: "1", unit: "tsp", item: "ground cumin", notes: "optional"),
        Case(line: "A pinch of salt", quantity: nil, unit: "pinch", item: "salt", notes: nil),
        Case(line: "20 medium scallops, cleaned", quantity: "20", unit: nil, item: "scallops", notes: "medium, cleaned"),
        Case(line: "2 garlic cloves, peeled", quantity: "2", unit: "clove", item: "garlic", notes: "peeled"),
        Case(line: "salt and pepper to taste", quantity: nil, unit: nil, item: "salt and pepper", notes: "to taste"),
        // A second amount joined to the first is kept in the notes, never dropped.
        Case(line: "1 lb 4 oz chicken thighs", quantity: "1", unit: "lb", item: "chicken thighs", notes: "4 oz"),
        Case(line: "12 oz (350g) smoked trout", quantity: "12", unit: "oz", item: "smoked trout", notes: nil),
        Case(line: "¼ cup plus 2 tablespoons lemon juice", quantity: "1/4", unit: "cup", item: "lemon juice", notes: "plus 2 tbsp"),
        Case(
            line: "1 1/2 teaspoons to 1 tablespoon olive oil", quantity: "1 1/2", unit: "tsp", item: "olive oil", notes: "to 1 tbsp"),
        // A container's size before the food is a note: "1 boîte de 400 g de tomates".
        Case(line: "1 boîte de 400 g de tomates concassées", quantity: "1", unit: "can", item: "tomates", notes: "400 g, concassées"),
        Case(line: "2 latas de 400g de garbanzos", quantity: "2", unit: "can", item: "garbanzos", notes: "400 g"),
        Case(line: "un sachet de 2 g d'agar agar", quantity: "1", unit: "packet", item: "agar agar", notes: "2 g"),
        Case(line: "1 packet 200 g spinach", quantity: "1", unit: "packet", item: "spinach", notes: "200 g"),
        // Another thing's amount stays in the notes with its number.
        Case(
            line: "1 tsp English mustard (or 2 tsp Dijon mustard)", quantity: "1", unit: "tsp", item: "English mustard",
            notes: "or 2 tsp Dijon mustard"),
        Case(line: "6 free-range eggs, plus 6 egg yolks", quantity: "6", unit: nil, item: "free-range eggs", notes: "plus 6 egg yolks"),
        Case(
            line: "2 tablespoons cognac or 1 tablespoon vanilla extract", quantity: "2", unit: "tbsp", item: "cognac",
            notes: "or 1 tablespoon vanilla extract"),
        Case(line: "3 tbsp lime juice (1–2 limes)", quantity: "3", unit: "tbsp", item: "lime juice", notes: "1–2 limes"),
        // A restatement of the line's own measure goes; its words stay. Beside a count, a weight
        // restates nothing: it stays.
        Case(line: "1 lb lamb kidneys, about 450g, skinned", quantity: "1", unit: "lb", item: "lamb kidneys", notes: "about, skinned"),
        Case(
            line: "6 lamb kidneys, about 375g/13oz, skinned", quantity: "6", unit: nil, item: "lamb kidneys",
            notes: "about 375g/13oz, skinned"
        ),
        Case(line: "1 cup (240 ml) milk", quantity: "1", unit: "cup", item: "milk", notes: nil),
        // Clauses after the name: a participle with its object, a purpose, where it is kept.
        Case(
            line: "2 teaspoons cornstarch dissolved in 3 tablespoons water", quantity: "2", unit: "tsp", item: "cornstarch",
            notes: "dissolved in 3 tablespoons water"),
        Case(line: "1 tbsp oats to sprinkle over the loaf", quantity: "1", unit: "tbsp", item: "oats", notes: "to sprinkle over the loaf"),
        Case(line: "1 ¼ tsp salt or to taste", quantity: "1 1/4", unit: "tsp", item: "salt", notes: "or to taste"),
        // Shop products and temperature words stay in the name; a list of names closes with "or other".
        Case(line: "1/4 teaspoon crushed red pepper flakes", quantity: "1/4", unit: "tsp", item: "crushed red pepper flakes", notes: nil),
        Case(line: "4 ½ tbsp cold unsalted butter, diced", quantity: "4 1/2", unit: "tbsp", item: "cold unsalted butter", notes: "diced"),
        Case(
            line: "1 can navy, cannellini, or other white beans, drained", quantity: "1", unit: "can",
            item: "navy, cannellini, or other white beans", notes: "drained"),
        Case(line: "1 ½ c cups olive oil", quantity: "1 1/2", unit: "cup", item: "olive oil", notes: nil),
        Case(line: "3 medium sized red onions", quantity: "3", unit: nil, item: "red onions", notes: "medium sized"),
        // Nothing named before the comma: the line is read again without it, not dropped.
        Case(
            line: "2 tablespoons, plus ¼ cup olive oil, preferably Ligurian", quantity: "2", unit: "tbsp", item: "olive oil",
            notes: "plus 1/4 cup, preferably Ligurian"),
        Case(line: "75ml-110ml/3-4fl oz chicken stock", quantity: "75-110", unit: "ml", item: "chicken stock", notes: nil),
        Case(line: "One 1¾ oz jar salmon caviar", quantity: "1", unit: "jar", item: "salmon caviar", notes: "1 3/4 oz"),
        Case(line: "8 squares unsweetened chocolate", quantity: "8", unit: "square", item: "unsweetened chocolate", notes: nil),
        Case(line: "2 pods star anise", quantity: "2", unit: "pod", item: "star anise", notes: nil),
        Case(
            line: "1 spring onion (green part only), sliced", quantity: "1", unit: nil, item: "spring onion",
            notes: "green part only, sliced"),
        Case(
            line: "- 35g de chocolat noir pâtissier (Guanaja Valrhona 70%)", quantity: "35", unit: "g", item: "chocolat noir pâtissier",
            notes: "Guanaja Valrhona 70%"),
        Case(line: "3,5 feuilles de gélatine (7g)", quantity: "3.5", unit: "sheet", item: "gélatine", notes: "7g"),
        Case(line: "2 c. à soupe de sucre", quantity: "2", unit: "tbsp", item: "sucre", notes: nil),
        // The "à" left out of a French spoon: still a teaspoon, not "café" in the name.
        Case(line: "1 cuillère  café d'ail en poudre", quantity: "1", unit: "tsp", item: "ail en poudre", notes: nil),
        Case(line: "1 cucharadita de sal", quantity: "1", unit: "tsp", item: "sal", notes: nil),
        Case(line: "2 spicchi d'aglio", quantity: "2", unit: "clove", item: "aglio", notes: nil),
        Case(line: "200 g Mehl", quantity: "200", unit: "g", item: "Mehl", notes: nil),
        Case(line: "1 xícara de açúcar", quantity: "1", unit: "cup", item: "açúcar", notes: nil),
        Case(line: "few leaves savoy cabbage, shredded", quantity: "few", unit: "leaf", item: "savoy cabbage", notes: "shredded"),
        // A measure with no number, the unit after the name, an alternative in parentheses.
        Case(line: "small handful coriander, to garnish", quantity: nil, unit: "handful", item: "coriander", notes: "small, to garnish"),
        Case(line: "splash of vegetable oil", quantity: nil, unit: "splash", item: "vegetable oil", notes: nil),
        Case(line: "A drizzle of honey", quantity: nil, unit: "drizzle", item: "honey", notes: nil),
        Case(line: "a dollop of Greek yogurt", quantity: nil, unit: "dollop", item: "Greek yogurt", notes: nil),
        Case(line: "Olive oil, to drizzle", quantity: nil, unit: nil, item: "Olive oil", notes: "to drizzle"),
        // Another amount of another thing after the name is a note, not part of the name.
        Case(line: "2 large eggs + 1 egg yolk", quantity: "2", unit: nil, item: "eggs", notes: "large, + 1 egg yolk"),
        Case(line: "1 cup flour plus 2 tbsp for dusting", quantity: "1", unit: "cup", item: "flour", notes: "plus 2 tbsp for dusting"),
        Case(
            line: "12 asparagus spears, woody ends trimmed", quantity: "12", unit: "spear", item: "asparagus", notes: "woody ends trimmed"),
        Case(line: "2 fennel bulbs", quantity: "2", unit: "bulb", item: "fennel", notes: nil),
        Case(line: "1 tbsp pimenton (or smoked paprika)", quantity: "1", unit: "tbsp", item: "pimenton", notes: "or smoked paprika"),
        Case(line: "glass noodles", quantity: nil, unit: nil, item: "glass noodles", notes: nil),
        // Alternatives listed after the name belong to it; a phrase with "or" does not.
        Case(
            line: "1 pound ground beef, pork, or lamb, cubed", quantity: "1", unit: "lb", item: "ground beef, pork, or lamb", notes: "cubed"
        ),
        Case(
            line: "1/4 cup tahini, homemade or store bought", quantity: "1/4", unit: "cup", item: "tahini",
            notes: "homemade or store bought"),
        Case(line: "2 tablespoons brown sugar, or to taste", quantity: "2", unit: "tbsp", item: "brown sugar", notes: "or to taste"),
        // Ways of cutting with "or" are a note however they open ("very", "well").
        Case(
            line: "1 onion, very finely chopped or grated", quantity: "1", unit: nil, item: "onion", notes: "very finely chopped or grated"),
        Case(
            line: "1 small leek, white part only, very thinly sliced or julienned", quantity: "1", unit: nil, item: "leek",
            notes: "small, white part only, very thinly sliced or julienned"),
        Case(line: "1 tbsp warm water", quantity: "1", unit: "tbsp", item: "warm water", notes: nil),
        // A size after the amount is a note; the amount's unit follows it.
        Case(line: "1 15-ounce can black beans, rinsed", quantity: "1", unit: "can", item: "black beans", notes: "15-ounce, rinsed"),
        Case(line: "One 3½-pound chicken", quantity: "1", unit: nil, item: "chicken", notes: "3½-pound"),
        // Only describing words before the comma: the name is after it, never "soft" or "large".
        Case(line: "5 ounces soft, fresh goat cheese", quantity: "5", unit: "oz", item: "soft fresh goat cheese", notes: nil),
        Case(
            line: "1 large, round loaf sourdough bread, unsliced", quantity: "1", unit: nil, item: "round loaf sourdough bread",
            notes: "large, unsliced"),
        Case(line: "½ cup pitted, oil-cured black olives", quantity: "1/2", unit: "cup", item: "pitted oil-cured black olives", notes: nil),
        // "a couple of" is as loose as "a few", before the item or after it.
        Case(line: "Salt- a couple of pinches", quantity: "couple", unit: "pinch", item: "Salt", notes: nil),
        Case(line: "a couple of tablespoons olive oil", quantity: "couple", unit: "tbsp", item: "olive oil", notes: nil),
        // A list in parentheses describes; it is not another name, and its comma splits nothing.
        Case(
            line: "1 turkey breast crown (a wingless, legless turkey)", quantity: "1", unit: nil, item: "turkey breast crown",
            notes: "a wingless, legless turkey"),
        // A Brazilian list's weight after the food restates the amount, as in parentheses: a
        // note, or dropped where it restates a measure ("2 xícaras … 420 ml").
        Case(line: "1 caixinha de leite condensado 395 gramas", quantity: "1", unit: "box", item: "leite condensado", notes: "395 gramas"),
        Case(line: "3 ovos 150 gramas", quantity: "3", unit: nil, item: "ovos", notes: "150 gramas"),
        Case(line: "2 xícaras (chá) de leite 420 ml", quantity: "2", unit: "cup", item: "leite", notes: nil),
        Case(line: "1 cup sugar plus 200 g", quantity: "1", unit: "cup", item: "sugar", notes: "plus 200 g"),
        // An Indian list's spoon of no named size, after the name.
        Case(line: "Cardamom powder 1/2 spoon", quantity: "1/2", unit: "spoon", item: "Cardamom powder", notes: nil),
        // How full the measure is, before its unit or after it.
        Case(line: "4 gehäufte EL brauner Zucker", quantity: "4", unit: "tbsp", item: "brauner Zucker", notes: "gehäufte"),
        Case(line: "2 cucharadas colmadas de azúcar", quantity: "2", unit: "tbsp", item: "azúcar", notes: "colmadas"),
        Case(line: "1 xícara (chá) cheia de farinha", quantity: "1", unit: "cup", item: "farinha", notes: "cheia"),
        // A range after the name, its upper end with its own unit or the same one.
        Case(line: "Milk 750 ml to 1 litre", quantity: "750", unit: "ml", item: "Milk", notes: "to 1 l"),
        Case(line: "Sugar - 1/2 cup to 3/4 cup", quantity: "1/2-3/4", unit: "cup", item: "Sugar", notes: nil),
        Case(line: "Salt 1 tsp - 2 tsp", quantity: "1-2", unit: "tsp", item: "Salt", notes: nil),
        // German: "gr." before a container is large, not grams; sizes abbreviated with a dot;
        // a cube of yeast; a knife's tip.
        Case(line: "2gr.Dosen Fruchtcocktail", quantity: "2", unit: "can", item: "Fruchtcocktail", notes: "große"),
        Case(line: "1 gr. Glas Gurken", quantity: "1", unit: "jar", item: "Gurken", notes: "große"),
        Case(line: "500 gr. Mehl", quantity: "500", unit: "g", item: "Mehl", notes: nil),
        Case(line: "1 kl. Zwiebel", quantity: "1", unit: nil, item: "Zwiebel", notes: "kl."),
        Case(line: "1 lg. onion", quantity: "1", unit: nil, item: "onion", notes: "lg."),
        Case(line: "1 Würfel Hefe", quantity: "1", unit: "cube", item: "Hefe", notes: nil),
        Case(line: "1 Msp. Muskat", quantity: "1", unit: "pinch", item: "Muskat", notes: nil),
        Case(line: "1 Becher Sahne", quantity: "1", unit: "pot", item: "Sahne", notes: nil),
        // Spanish and Brazilian lists: "de" between the amount and its unit; a name that says
        // what it is for; a stick of butter, a stock cube, a Brazilian glass, a tub; "picadito".
        Case(line: "1/4 de taza de aceite", quantity: "1/4", unit: "cup", item: "aceite", notes: nil),
        Case(line: "1/2 de xícara de açúcar", quantity: "1/2", unit: "cup", item: "açúcar", notes: nil),
        Case(line: "1 cucharadita de polvo para hornear", quantity: "1", unit: "tsp", item: "polvo para hornear", notes: nil),
        Case(line: "200 ml de crema para batir", quantity: "200", unit: "ml", item: "crema para batir", notes: nil),
        Case(line: "azúcar para decorar", quantity: nil, unit: nil, item: "azúcar", notes: "para decorar"),
        Case(line: "1 barra de mantequilla", quantity: "1", unit: "stick", item: "mantequilla", notes: nil),
        Case(line: "1 cubito de caldo de pollo", quantity: "1", unit: "cube", item: "caldo de pollo", notes: nil),
        Case(line: "1 tablete de caldo de galinha", quantity: "1", unit: "cube", item: "caldo de galinha", notes: nil),
        Case(line: "1 copo americano de leite", quantity: "1", unit: "glass", item: "leite", notes: nil),
        Case(line: "1 pote de requeijão cremoso", quantity: "1", unit: "pot", item: "requeijão cremoso", notes: nil),
        Case(line: "2 dientes de ajo picaditos", quantity: "2", unit: "clove", item: "ajo", notes: "picaditos"),
        // Italian: baking powder says what it is for; a pack, a block of yeast.
        Case(line: "1 bustina di lievito per dolci", quantity: "1", unit: "packet", item: "lievito per dolci", notes: nil),
        Case(line: "1 confezione di panna da montare", quantity: "1", unit: "packet", item: "panna da montare", notes: nil),
        Case(line: "1 panetto di lievito di birra", quantity: "1", unit: "block", item: "lievito di birra", notes: nil),
        // An amount in parentheses after another amount is that one's: the can's size stays.
        Case(
            line: "2 cups crushed tomatoes or 1 can (14 ounces) fire-roasted tomatoes", quantity: "2", unit: "cup",
            item: "crushed tomatoes", notes: "or 1 can (14 ounces) fire-roasted tomatoes"),
    ]

    @Test("parses", arguments: cases)
    func parse(_ expected: Case) throws {
        let parsed = try #require(IngredientParser.parse(expected.line))
        #expect(parsed.quantity == expected.quantity)
        #expect(parsed.unit == expected.unit)
        #expect(parsed.item == expected.item)
        #expect(parsed.notes == expected.notes)
    }

    @Test("headings, blanks and bare numbers are not ingredients", arguments: ["", "Pour la mousse :", "   ", "12", "(optional)"])
    func notIngredients(_ line: String) {
        #expect(IngredientParser.parse(line) == nil)
    }
}

@Suite("Lines of a list that name no ingredient")
struct NoIngredientLineTests {
    func dropped(_ line: String) -> Bool {
        IngredientParser.parse(line).map(IngredientParser.namesNoIngredient) ?? false
    }

    @Test("a tin's size and a resting time are no ingredients; a size or a time in an ingredient's notes is")
    func equipmentAndTimes() {
        #expect(dropped("Tablett mit Durchmesser 20 cm"))
        #expect(dropped("Maße der Auflaufform: 29x20cm oder größer"))
        #expect(dropped("Moule de 22 cm"))
        #expect(dropped("1 springform pan (9 inch)"))
        #expect(dropped("9-inch pie dish"))
        #expect(dropped("Im Kühlschrank 2 Stunden"))
        #expect(dropped("2 Stunden kühlen"))
        #expect(!dropped("1 9-inch pie crust"))
        #expect(!dropped("a 5 cm piece of ginger"))
        #expect(!dropped("2 onions, cut into 1 cm rings"))
        #expect(!dropped("1 cup rice, soaked 2 hours"))
        #expect(!dropped("Rice soaked in water 2 hours"))
        #expect(!dropped("1 tin tomatoes"))
    }
}
