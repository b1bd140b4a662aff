import Testing

@testable import Extraction

/// Ingredient lists whose line breaks were lost: captions in one paragraph, and descriptions
/// from tools that drop line breaks (the 2020 trending set lost every one).
@Suite("Run-together ingredient lists")
struct RunTogetherListTests {
    static func items(_ description: String) -> [String] {
        DescriptionParser.parse(description).ingredientLines.compactMap { IngredientParser.parse($0)?.item }
    }

    @Test("a caption in one paragraph: the text before, the list after its heading, the method after the list")
    func captionInOneParagraph() {
        let description =
            "Easy pancakes. Ingredients: 1 cup flour, 1 tbsp sugar, 2 tsp baking powder, 1 egg, 3/4 cup milk. Mix everything and cook on a hot pan."
        let sections = DescriptionParser.parse(description)
        #expect(Self.items(description) == ["flour", "sugar", "baking powder", "egg", "milk"])
        #expect(sections.stepLines == ["Mix everything and cook on a hot pan."])
    }

    @Test("amounts glued to the word before ('grande1 copo'); the heading glued to a link before it")
    func gluedAmounts() {
        let description =
            "Siga: https://www.instagram.com/canal/?hl=pt-brIngredientes1 batata doce grande1 copo de azeite1 colher (chá) sal1 colher (chá) orégano"
        #expect(Self.items(description) == ["batata doce", "azeite", "sal", "orégano"])
        #expect(IngredientParser.parse("1 colher (chá) sal")?.unit == "tsp")
        #expect(IngredientParser.parse("2colheres(sopa)de água")?.unit == "tbsp")
    }

    @Test("amounts after a space open the next item of an amount-first list; an amount in the item ('en 2 trozos', '1 lb 2 oz') does not")
    func spacedAmounts() {
        #expect(
            Self.items("Ingredientes: 1 lata de tomate pelado (500g)1 cebola média cortada meia lua 2 dentes de alho picadosSal a gosto")
                == ["tomate pelado", "cebola média meia lua", "alho", "Sal"])
        #expect(
            Self.items("Ingredientes:1 libra de papa cortadas½ repollo cortado  2 zanahorias grandes cortadas1 platano maduro")
                == ["papa", "repollo", "zanahorias", "platano maduro"])
        // A number word before a unit opens one too; a picture is a bullet.
        #expect(
            Self.items(
                "Ingredientes2 ovos  50 ml de creme de leite 2 xícara de farinha sem fermento uma pitada de sal🙋‍♀️2 colheres de açúcar")
                == ["ovos", "creme de leite", "farinha sem fermento", "sal", "açúcar"])
        #expect(
            Self.items("Ingredientes: 2 cebollas cortadas en 4 trozos 1 kg 500 g de papas 3 tomates cortados a 2 cm 1 lb 2 oz de carne")
                == ["cebollas en 4 trozos", "papas", "tomates a 2 cm", "carne"])
        // A hostile item of 100,000 words is read in one pass, not once per word.
        let long = Self.items("Ingredients: 1 cup flour 2 eggs 3 tomatoes " + String(repeating: "one abc ", count: 50_000))
        #expect(long.prefix(2) == ["flour", "eggs"])
        // In an amount-last list an amount after a space stays with the name before it; a
        // capitalised name after the amount opens the next item.
        #expect(Self.items("Zutaten: Kekse 250 g Butter 150 g Nutella 50 g") == ["Kekse", "Butter", "Nutella"])
        #expect(
            Self.items("Ingredients needed :Aval 1 cupCashews 10 number Dry grapes 15 numbers Milk 750 ml to 1 litreJaggery 1 cup")
                == ["Aval", "Cashews", "Dry grapes", "Milk", "Jaggery"])  // the range's upper end in another unit goes to the notes
        // A capitalised unit is the amount's ("Eier 4 Stück"), and the words before a link are no item.
        #expect(
            Self.items("Zutaten: Butter 125 g Eier 4 Stück Zucker 175 g Links for Brass kadai https://amzn.to/x") == [
                "Butter", "Eier", "Zucker",
            ])
    }

    @Test("names glued to the unit before them, amounts after a dash ('125 gEier'); a capitalised title glued to the heading")
    func gluedNames() {
        #expect(Self.items("KUCHENZutaten:Butter - 125 gEier - 4 StückZucker - 175 g") == ["Butter", "Eier", "Zucker"])
        // The oven's temperature glued after the list is the method's, not an item.
        #expect(Self.items("Zutaten:Butter - 125 gEier - 4 StückMehl - 125 gIm Ofen bei 175 ℃ für 50 min") == ["Butter", "Eier", "Mehl"])
        // A capital glued to a number opens the next item in a dash list; the channel's tags end it.
        let description =
            "Ingredients:Semolina - 1 cupCurd -1/2 cupGreen chilli -2Curry leaves - 8 to 10Sooji nasta, how to make sooji breakfast, appe recipe, sooji recipe"
        #expect(Self.items(description) == ["Semolina", "Curd", "Green chilli", "Curry leaves"])
    }

    @Test("the cook's tips glued after the list ('al gustoTips: recuerda…') end it, in each language")
    func tipsEndTheList() {
        let description =
            "Ingredientes:4 libras de costillas de res1 cebolla cortada6 dientes de ajos2 elotescilantro al gustoTips: recuerda remover la grasa del caldo. Agrega las verduras."
        #expect(
            Self.items(description) == ["costillas de res", "cebolla", "ajos", "elotescilantro"]
                || !Self.items(description).contains { $0.contains("recuerda") })
        #expect(!Self.items(description).contains { $0.contains("recuerda") || $0.contains("Tips") })
        for heading in ["Astuce", "Dica", "Note", "Tipp"] {
            let text = "Ingredients:1 cup flour2 eggs3 tbsp sugar" + heading + ": keep it cold overnight."
            #expect(Self.items(text) == ["flour", "eggs", "sugar"], "\(heading)")
        }
        // On lines of their own, a tip after a list is not an item either; the method goes on after it.
        let lines =
            "1 cup flour\n2 eggs\n3 tbsp sugar\nTip: keep it cold\nMethod:\n1. Mix the flour and eggs.\nTip: do not overmix\n2. Bake for 20 minutes."
        #expect(Self.items(lines) == ["flour", "eggs", "sugar"])
        #expect(DescriptionParser.parse(lines).stepLines.contains("2. Bake for 20 minutes."))
    }

    @Test("bullets between items; 'Method' glued to the last item opens the method")
    func inlineBullets() {
        let description =
            "Ingredients:• 1 1/2 cup Milk• 3~4 drops Vanilla essence• 3/4 cup Oil• Few Silver ballsMethod:• Take milk in a bowl and add the oil."
        let sections = DescriptionParser.parse(description)
        #expect(Self.items(description) == ["Milk", "Vanilla essence", "Oil", "Silver balls"])
        #expect(sections.hasMethodHeader)
        #expect(IngredientParser.parse("3~4 drops Vanilla essence")?.quantity == "3-4")
    }

    @Test("talk about ingredients is no list; a list with its own lines is read as it was")
    func leftAlone() {
        let talk = "Only 3 ingredients and 2 minutes for 4 people, the best recipe ever"
        #expect(DescriptionParser.restoringRunTogetherLists(talk) == talk)
        let list = "Ingredients:\n2 cups flour\n1 tsp salt\n1 cup water"
        #expect(DescriptionParser.restoringRunTogetherLists(list) == list)
        // Lower-case prose with a heading word and amounts, but no separator after it.
        let prose = "these ingredients 2 eggs and 3 apples make 4 servings"
        #expect(DescriptionParser.restoringRunTogetherLists(prose) == prose)
    }

    @Test("the heading named in a sentence before it; pictures, a part's name or a few words between heading and list")
    func headingsOfEveryShape() {
        // "…da man die Zutaten immer zu Hause hatte": the first "Zutaten" is talk, the second heads the list.
        #expect(
            Self.items(
                "Es wurde zubereitet, da man die Zutaten immer zu Hause hatte. Das sind die Zutaten:100g Biskuit 1000ml Milch 40g Zucker")
                == ["Biskuit", "Milch", "Zucker"])
        #expect(Self.items("DELICIOSA♡Ingredientes♡3 xícaras (chá) de farinha150g de manteiga2 gemas") == ["farinha", "manteiga", "gemas"])
        #expect(Self.items("Ingredients needed :Aval 1 cupGhee 2 tbspJaggery 1 cup") == ["Aval", "Ghee", "Jaggery"])
        // A part's name after the heading, the items after dashes glued to the item before them.
        let parts =
            "Curso online: http://example.com.brINGREDIENTES DO RECHEIO- 1 caixinha de leite condensado 395 gramas- 1/4 xícara (chá) de amido de milho 25 gramas- 100 gramas de coco ralado"
            + "INGREDIENTES DA MASSA- 3 ovos 150 gramas- 2 e 1/2 xícaras (chá) de farinha de trigo 340 g MODO DE FAZER - Acompanhe no vídeo."
        #expect(Self.items(parts) == ["leite condensado", "amido de milho", "coco", "ovos", "farinha de trigo"])
        #expect(DescriptionParser.restoringRunTogetherLists(parts).contains("\nINGREDIENTES DA MASSA\n"))
        // What is needed, and a recipe's name, head a list before a colon.
        #expect(Self.items("Und heute wird es süß. Dafür brauchst du:300 g Mehl75 g Kakao3 Eier") == ["Mehl", "Kakao", "Eier"])
        #expect(
            Self.items("Outdoor cooking: http://x.de/cRezept Carolina BBQ Soße:160g Senf 60g Honig 40g Essig") == [
                "Senf", "Honig", "Essig",
            ])
        // Without the colon such words are talk.
        let talk = "For this recipe you will need 2 eggs, 3 apples and 4 pears, nothing more."
        #expect(DescriptionParser.restoringRunTogetherLists(talk) == talk)
    }

    @Test("a part's heading, 'to taste', a closing parenthesis and a comma glued to the next item end the item before")
    func itemEnds() {
        #expect(
            Self.items(
                "Ingredientes 2 berinjelas fatiadas1colher(chá)de salSal e pimenta do reino a gosto Para empanar 2 ovos batidos,1pitada de sal"
            )
                == ["berinjelas", "sal", "Sal e pimenta do reino", "ovos batidos", "sal"])
        #expect(
            Self.items("Ingredientes:2 elotes3 papas1 taza de ejotes (el nombre varia del pais)cilantro al gustoTips: remover la grasa.")
                == ["elotes", "papas", "ejotes", "cilantro"])
        #expect(
            Self.items(
                "Ingredientes: 2 gemas1 lata de milhoCheiro-verde (a gosto)Orégano (a gosto)Sal (a gosto)3 colheres (sopa) de ketchup")
                == ["gemas", "milho", "Cheiro-verde", "Orégano", "Sal", "ketchup"])
        #expect(Self.items("Zutaten:300 g Mehl3 EierFür die Creme:400 g Kuvertüre240 ml Milch") == ["Mehl", "Eier", "Kuvertüre", "Milch"])
        // A unit in parentheses glued to "de" stays in its item; so does a size ("29x20cm").
        #expect(Self.items("Ingredientes1colher(chá)de sal1colher(café)de orégano2colheres(sopa)de água") == ["sal", "orégano", "água"])
        #expect(
            DescriptionParser.restoringRunTogetherLists("Zutaten:100g Biskuit 1000ml Milch 40g ZuckerMaße der Auflaufform: 29x20cm")
                .hasSuffix("\nMaße der Auflaufform: 29x20cm"))
        // A hostile run of headings is tried eight times at most, each try reading to the list's end.
        let headings = String(repeating: "Ingredients: a ", count: 20_000) + "Ingredients: 1 cup flour 2 eggs 3 tomatoes"
        #expect(Self.items(headings).isEmpty)
    }

    @Test("a run-together method: German headings and imperatives, abbreviations inside a sentence, one sentence without a known verb")
    func runTogetherMethod() {
        let german =
            "Dafür brauchst du:300 g Mehl75 g Kakao3 Eier300 ml MilchSo geht es:1. Als Erstes bereitest du die Creme zu. Erhitze die Milch auf ca. 60 °C und gieße sie über die Schokolade. 2. Verrühre alles mit einem Schneebesen."
        #expect(
            DescriptionParser.parse(german).stepLines == [
                "1. Als Erstes bereitest du die Creme zu.", "Erhitze die Milch auf ca. 60 °C und gieße sie über die Schokolade.",
                "2. Verrühre alles mit einem Schneebesen.",
            ])
        // Under a heading one sentence the vocabulary cannot read is kept between steps; two end the method.
        let held =
            "Ingredients: 1 cup milk, 2 tbsp sugar, 3 eggs. Method: Whisk the eggs with the sugar. I have taken a 6 inch tray. Pour the batter into the tray and bake for 30 minutes. Thanks for watching. See you next time. Stir the soup."
        #expect(
            DescriptionParser.parse(held).stepLines == [
                "Whisk the eggs with the sugar.", "I have taken a 6 inch tray.", "Pour the batter into the tray and bake for 30 minutes.",
            ])
        #expect(DescriptionParser.continuesAfterStop(Array(" 60 °C")[...]))
        #expect(DescriptionParser.continuesAfterStop(Array(" salt")[...]))
        #expect(!DescriptionParser.continuesAfterStop(Array(" 2. Stir")[...]))
        #expect(!DescriptionParser.continuesAfterStop(Array(" Stir")[...]))
    }
}
