import Foundation
import FunctionRuntime
import Recipes
import Testing

@testable import Extraction

@Suite("Heuristic extractor")
struct ExtractorTests {
    let glossaryOnly = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))

    func extract(_ extractor: HeuristicExtractor? = nil, title: String?, description: String?, transcript: String? = nil)
        -> ExtractionOutput
    {
        (extractor ?? glossaryOnly).extractSync(
            ExtractionInput(
                videoID: "abcdefghijk", title: title, description: description, transcript: transcript,
                chapters: ExtractionInput.chapters(in: description ?? "")))
    }

    @Test("a recipe video whose description only links to the recipe is incomplete, with the link: never an empty ready recipe")
    func linkOnlyRecipe() throws {
        let output = extract(
            title: "PEACH MACARONS - The Scran Line",
            description: "Grab the RECIPE here: http://thescranline.com/2017/11/peach-macarons.html\n\nFollow me on Instagram!")
        guard case .incomplete(let reason, let missing, let url) = output.result else {
            Issue.record("expected incomplete, got \(output.result)")
            return
        }
        #expect(url == "http://thescranline.com/2017/11/peach-macarons.html")
        #expect(missing == ["ingredients", "steps"])
        #expect(reason.contains("links to the written recipe"))
        #expect(RecipeSchema.validate(output.result.json).isEmpty, "\(RecipeSchema.validate(output.result.json))")
        #expect(try RecipeResult(json: output.result.json) == output.result)
    }

    @Test("recipe links: the URL on the line that names the recipe, else one whose address does, else none")
    func recipeLinks() {
        #expect(
            RecipeLinks.find(in: "Shop: https://shop.example.com\nFull recette : https://chef.fr/tarte (printable)")
                == "https://chef.fr/tarte")
        #expect(RecipeLinks.find(in: "More at https://example.com/recipes/pie.") == "https://example.com/recipes/pie")
        #expect(RecipeLinks.find(in: "Subscribe https://youtube.com/chef") == nil)
        #expect(RecipeLinks.find(in: "recipe link in bio") == nil)
        // Addresses glued to the next word in descriptions that lost their line breaks.
        #expect(RecipeLinks.find(in: "Recipe: https://amzn.to/3bvtsaJ🥘 HAUPTSACHE") == "https://amzn.to/3bvtsaJ")
        #expect(RecipeLinks.find(in: "Receitas: http://cursosonline.com.brFAZENDO ASSIM") == "http://cursosonline.com.br")
        #expect(RecipeLinks.find(in: "Rezept: https://chef.de/bbq/sosse.htmlMc.Ellis") == "https://chef.de/bbq/sosse.html")
        #expect(RecipeLinks.find(in: "Recipe: https://www.YouTube.com/chef") == "https://www.YouTube.com/chef")
        // In such a description, the link after the recipe word, not the sponsor's first.
        let sponsor =
            "Use code CHEF80 for $80 off https://bit.ly/sponsor and follow https://instagram.com/chef. "
            + String(repeating: "We love baking bread at home with the family. ", count: 8)
            + "Get the full recipe here: https://chef.example/cloud-bread Thanks!"
        #expect(RecipeLinks.find(in: sponsor) == "https://chef.example/cloud-bread")
        #expect(
            RecipeLinks.find(
                in: sponsor.replacingOccurrences(
                    of: "Get the full recipe here: https://chef.example/cloud-bread", with: "I used a TikTok recipe.")) == nil)
    }

    @Test("an English recipe: ingredients, numbered steps, servings, times, stated nutrition")
    func englishRecipe() throws {
        let output = extract(
            title: "Easy Banana Bread Recipe",
            description: """
                The best banana bread! Serves 8. Prep time: 15 minutes. Bake time: 1 hour.
                Each slice: 210 kcal, protein: 4g.

                Ingredients:
                3 ripe bananas, mashed
                75g butter, melted
                150g caster sugar
                1 egg, beaten
                1 tsp bicarbonate of soda
                190g plain flour

                Method:
                1. Preheat the oven to 180C.
                2. Mix the bananas with the melted butter.
                3. Stir in the sugar, egg and flour, then bake for 1 hour.

                Follow me on Instagram: https://instagram.com/example
                """)
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.ingredients.count == 6)
        #expect(recipe.ingredients[0] == .init(item: "ripe bananas", quantity: "3", unit: nil, notes: "mashed"))
        #expect(recipe.steps.map(\.order) == [1, 2, 3])
        #expect(recipe.steps[0].text == "Preheat the oven to 180C.")
        #expect(recipe.meta.servings == "8")
        #expect(recipe.meta.prepTime == "15 min")
        #expect(recipe.meta.cookTime == "1 hour")
        #expect(recipe.nutrition.calories == 210)
        #expect(recipe.nutrition.protein == "4 g")
        #expect(recipe.flags.isEstimated == false)
        #expect(recipe.flags.translation == "not_needed")
        #expect(output.inputsUsed == ["description"])
        #expect(RecipeSchema.validate(output.result.json).isEmpty)
    }

    @Test("nutrition the video does not state is estimated from the ingredients and marked, never silently")
    func estimatedNutrition() {
        // 200 g pasta ≈ 710 kcal, 2 eggs ≈ 145, 50 g parmesan ≈ 190; protein 24 + 13 + 12.
        let output = extract(title: "Pasta recipe", description: "Serves 2\nIngredients:\n200g spaghetti\n2 eggs\n50g parmesan")
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.nutrition.calories == 520)
        #expect(recipe.nutrition.protein == "25 g")
        #expect(recipe.nutrition.note?.hasPrefix("Estimated per serving (2 servings) from 3 of 3 ingredients") == true)
        #expect(recipe.flags.isEstimated == true)
        #expect(RecipeSchema.validate(output.result.json).isEmpty)
    }

    @Test("no estimate when most ingredients cannot be weighed")
    func noNutrition() {
        let output = extract(
            title: "Pasta recipe", description: "Ingredients:\n200g spaghetti\nsome dragon fruit\na handful of samphire\nyuzu kosho")
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.nutrition == .init(calories: nil, protein: nil, note: nil))
        #expect(recipe.flags.isEstimated == false)
    }

    @Test(
        "reviews, taste tests and challenges are not recipes even when they list foods",
        arguments: [
            ("Trying Every Burger at the Most Expensive Restaurant", "We ordered:\n- 2 burgers\n- fries\n- 1 milkshake\nWhat a challenge!"),
            ("5 Ice Cream Gadgets put to the Test", "Which gadget makes the best ice cream? 2 cups cream, 1 cup sugar..."),
            ("2 Weeks with iPhone X", "My review after two weeks."),
            // Made with a "recette" and "ingrédients", but not food: the title says what it is.
            (
                "Slime XXL : la recette facile",
                "La recette du slime. Ingrédients : 200 ml de colle, 1 c. à café de bicarbonate, 2 c. à soupe de lessive."
            ),
            (
                "Burger Chain Will No Longer Serve Its Famous Milkshake",
                "The chain quietly discontinued the shake this summer. Read more: https://example.com/news"
            ),
            (
                "Sauce Clip | Chicken Nugget Rally Testing",
                "Our sauce holder clips to your car vent. We drove it hard with nuggets and sauce."
            ),
        ])
    func notRecipes(title: String, description: String) {
        let output = extract(title: title, description: description)
        guard case .notRecipe(let reason) = output.result else {
            Issue.record("expected not a recipe")
            return
        }
        #expect(!reason.isEmpty)
        #expect(RecipeSchema.validate(output.result.json).isEmpty)
    }

    func score(title: String, description: String = "") -> Int {
        RecipeClassifier().classify(
            .init(
                title: title, sections: DescriptionParser.parse(description), descriptionText: description, transcript: "",
                transcriptLanguage: "en")
        ).score
    }

    @Test("title signals: a negated recipe word, a homemade comparison, gardening, and the words of other scripts")
    func classifierTitleSignals() {
        // "Without a recipe" takes the recipe word back; "no recipe" likewise.
        #expect(score(title: "Bread Without A Recipe") < score(title: "Bread Recipe"))
        #expect(score(title: "No Recipe Bread") < score(title: "Recipe Bread"))
        // Next to "homemade", "vs" and "restaurant" compare a dish the video makes: no penalty.
        #expect(score(title: "Restaurant Vs. Homemade Cinnamon Rolls") == score(title: "Homemade Cinnamon Rolls"))
        #expect(score(title: "Restaurant Vs. Store-bought Cinnamon Rolls") < score(title: "Store-bought Cinnamon Rolls"))
        // Growing food is gardening; meeting someone is not cooking.
        #expect(score(title: "How to Grow Okra at Home") < score(title: "How to Cook Okra at Home"))
        #expect(score(title: "Uncle Meets Egg Fried Rice Lady") < score(title: "Uncle's Egg Fried Rice"))
        // Japanese and Arabic: making and meals count; eating challenges and cleaning count against.
        // (Descriptions of these videos often repeat the title, as here.)
        for (title, isRecipe) in [
            ("アナゴを捌いて、お寿司屋さんが作る煮アナゴを作った", true), ("巨大ピザを作って食べたら【大食いチャレンジ】", false),
            ("يوميات في الدار: بيصارة زعلوك", true), ("يوميات في الدار: تنظيف المطبخ و عشاء", false),
        ] {
            #expect((score(title: title, description: title) >= RecipeClassifier.threshold) == isRecipe, "\(title)")
        }
        // The classifier skips ASCII-only text when it looks for these words.
        for word in Vocabulary.scriptRecipeWords + Vocabulary.scriptCookingWords + Vocabulary.scriptNotRecipeWords {
            #expect(word.utf8.contains { $0 >= 0x80 }, "\(word)")
        }
        // A cooking word with a dish in an Indian-language title counts one more than either.
        #expect(score(title: "முதல் சமையல் வீடியோ குழம்பு") > score(title: "குழம்பு"))
        // Prose about a dish counts in Spanish and Portuguese as in English and French.
        #expect(
            score(title: "Postres", description: "Postres deliciosos, con mucho sabor y sabrosos")
                > score(title: "Postres", description: "Postres"))
        // A description's challenge and review words count against in Korean as in English.
        #expect(
            score(title: "요리", description: "편의점 요리 챌린지 도전") < score(title: "요리", description: "편의점 요리"))
        // A cooking channel's gear list counts from two tools, each with all its words; one tool
        // (a knife in a camping video) does not.
        let gear = "Mi equipo: Dutch oven: https://amzn.to/x Cuchillo: https://amzn.to/y"
        #expect(score(title: "Chilaquiles", description: gear) == score(title: "Chilaquiles", description: "Mi equipo") + 1)
        #expect(score(title: "Camping", description: "My knife: https://amzn.to/y") == score(title: "Camping", description: "My gear"))
    }

    @Test("a recipe heading on one line and its address on the next links out; a recipe word far from any address does not")
    func linkOnNextLine() {
        let heading = DescriptionParser.parse("Clear pumpkin pie is a thing.\n\nFULL RECIPE DETAILS:\nhttp://example.com/clear-pumpkin\n")
        #expect(heading.linksOutForRecipe)
        // Line breaks lost (one long line): "recipe" a sentence away from a subscribe link, or
        // inside another address, is not a link to the recipe.
        let chatter =
            String(
                repeating: "Uncle Roger meets the egg fried rice lady and they talk. ", count: 3)
            + "He shares his recipe for the perfect quarantine sandwich and much more besides that!Subscribe to us: http://example.com/sub"
            + " Photo: https://www.instagram.com/norecipes/ thanks"
        #expect(!DescriptionParser.parse(chatter).linksOutForRecipe)
        let glued =
            String(repeating: "Check out our sponsor today for a gift when you join. ", count: 3)
            + "Recipe: https://example.com/recipes/paunch-burger Music: https://example.com/music"
        #expect(DescriptionParser.parse(glued).linksOutForRecipe)
        // A megabyte of recipe words without a space is read once, not once per word.
        #expect(!RecipeLinks.recipeWordBeforeLink(String(repeating: "recipe", count: 200_000)))
        // A line ending in 50,000 parentheses is trimmed in one pass (it took minutes, one
        // character at a time, while a Substring's dropLast() walked the whole line).
        #expect(ExtractionInput.chapters(in: "0:00 Intro " + String(repeating: "(", count: 50_000)).count == 1)
        #expect(("a" + String(repeating: "(", count: 50_000)).trimmingEdges { $0 == "(" } == "a")
        // A run-together list of 25,000 glued capitals: each heading check reads a short word.
        let capitals = "Ingredients: 1 cup flour 2 eggs 3 tomatoes " + String(repeating: "aB", count: 25_000)
        #expect(DescriptionParser.parse(capitals).ingredientLines.count >= 2)
    }

    @Test("an ingredient section keeps lines with long notes, lists on one line and names before their amounts; drops orders")
    func ingredientSectionLines() {
        let description = """
            Ingrédients :
            - poivrons rouges, huile d'olive, 150 g de feta, 2 yaourts grecs, une cuillère à soupe de paprika, une gousse d'ail.
            1/2 càc de fumée liquide (remplacer par du paprika fumé, en revanche le goût sera moins prononcé et la couleur plus pâle)
            Black pepper (काली मिर्च )  - 1/2 tsp coarsely ground
            Jus de 3 citrons jaunes (+ zeste de 2 citrons)
            Vinegar (सिरका )  - 2 tbsp
            - Goûtez régulièrement pour rectifier l'assaisonnement.
            """
        let lines = DescriptionParser.parse(description).ingredientLines
        #expect(
            lines == [
                "poivrons rouges", "huile d'olive", "150 g de feta", "2 yaourts grecs", "une cuillère à soupe de paprika",
                "une gousse d'ail",
                "1/2 càc de fumée liquide (remplacer par du paprika fumé, en revanche le goût sera moins prononcé et la couleur plus pâle)",
                "Black pepper (काली मिर्च )  - 1/2 tsp coarsely ground", "Jus de 3 citrons jaunes (+ zeste de 2 citrons)",
                "Vinegar (सिरका )  - 2 tbsp",
            ])
        // A line that introduces something else ends the list; what follows is not an ingredient.
        let address = DescriptionParser.parse("Ingredients:\n2 eggs\nWrite to us at: (not a home address)\nBP 19010\n")
        #expect(address.ingredientLines == ["2 eggs"])
    }

    @Test("lists without an ingredient heading: rules and headings without a colon, items without amounts beside the amounts")
    func listsWithoutHeading() {
        // A rule under the heading does not end the section; "pour les briques" heads a part.
        let underlined = DescriptionParser.parse(
            """
            ingredients
            -------------------
            pour les lentilles corail
            ------------------------------------
            250 g de lentilles corail
            de la coriandre

            pour les briques
            un paquet de feuilles de brique
            du thon
            """)
        #expect(
            underlined.ingredientLines == ["250 g de lentilles corail", "de la coriandre", "un paquet de feuilles de brique", "du thon"])

        // Several recipes, no heading: each list is a run of amounts, with the items without an
        // amount that touch it; not the capitalised title above it, nor a line after a gap.
        let lines = DescriptionParser.parse(
            """
            Suivez-moi : https://instagram.com/someone
            —————————————————————
            TARTE AU CITRON MERINGUÉE | VEGAN

            Crème au Citron:
            Jus d’1 Citron Vert
            200g de Crème de Coco (On ne sentira pas du tout le parfum de coco, promis, même pas un peu)
            150g de Sucre
            1/2 càc de Curcuma
            Sel & Poivre

            Merci d'avoir regardé
            """
        ).ingredientLines
        #expect(
            lines == [
                "Jus d’1 Citron Vert", "200g de Crème de Coco (On ne sentira pas du tout le parfum de coco, promis, même pas un peu)",
                "150g de Sucre", "1/2 càc de Curcuma", "Sel & Poivre",
            ])
        // Two amounts are not a list: a short item beside them stays prose.
        #expect(DescriptionParser.parse("Hello!\n2 days in Paris\n3 friends\nGood times").ingredientLines.isEmpty)
    }

    /// A line that reads like no ingredient inside a list had ended it, and every ingredient after
    /// it was dropped (1,743 lines of recipe sites put into a list of four: 18 lost the list's end
    /// under a heading, 18 the whole list without one).
    @Test("a line that reads like no ingredient inside a list is an item when the list goes on, and ends it when it does not")
    func unusualLinesInsideLists() {
        let underHeading = DescriptionParser.parse(
            """
            INGREDIENTS
            - 2 cups flour
            - Vegetable oil, for frying, preferably oil previously used for frying fish or chicken
            - 2 eggs
            - Coconut, shredded or flaked, sweetened or unsweetened, toasted or not
            - 1 tsp salt
            """)
        #expect(
            underHeading.ingredientLines == [
                "- 2 cups flour", "- Vegetable oil, for frying, preferably oil previously used for frying fish or chicken", "- 2 eggs",
                "- Coconut, shredded or flaked, sweetened or unsweetened, toasted or not", "- 1 tsp salt",
            ])
        // "About" opens an "About me" section, not an amount of almonds.
        let about = DescriptionParser.parse("Ingredients:\n- 2 cups flour\n- About ½ cup toasted almonds\n- 1 tsp salt\n\nAbout\nI cook.")
        #expect(about.ingredientLines == ["- 2 cups flour", "- About ½ cup toasted almonds", "- 1 tsp salt"])
        // No heading: the run of amounts keeps a long line between two of its lines.
        let headless = DescriptionParser.parse(
            """
            Today we make an easy dinner.

            2 cups flour
            1 cup milk
            About ½ pound Napa cabbage, preferably from the stem end, thinly sliced (4 cups loosely packed)
            2 eggs
            """)
        #expect(
            headless.ingredientLines == [
                "2 cups flour", "1 cup milk",
                "About ½ pound Napa cabbage, preferably from the stem end, thinly sliced (4 cups loosely packed)",
                "2 eggs",
            ])
        // Not when a blank comes before the line (the next recipe's title) or no ingredient after it.
        let nextRecipe = DescriptionParser.parse(
            "Ingredients:\n- 2 eggs\n- 1 cup milk\n\nCrevettes et champignons à la sauce tomate et son riz aux petits pois\n- 400 g de crevettes\n- 3 échalotes\n- 2 tomates"
        )
        #expect(!nextRecipe.ingredientLines.contains("Crevettes et champignons à la sauce tomate et son riz aux petits pois"))
        #expect(nextRecipe.ingredientLines.contains("- 400 g de crevettes"))
        let trailing = DescriptionParser.parse(
            "Ingredients:\n- 2 eggs\n- 1 cup milk\nThanks so much for watching this video, see you all very soon\nSubscribe!")
        #expect(trailing.ingredientLines == ["- 2 eggs", "- 1 cup milk"])
    }

    @Test("a description with Windows or old Mac line endings reads as the same recipe")
    func lineEndings() throws {
        let description =
            "Easy pancakes\n\nIngredients:\n- 2 cups flour\n- 2 eggs\n- 1 cup milk\n\nMethod:\n1. Whisk everything.\n2. Fry in butter."
        let extractor = HeuristicExtractor(translator: OfflineTranslator(apertiumPath: nil))
        func ingredients(_ text: String) -> [String] {
            let output = extractor.extractSync(ExtractionInput(videoID: "v", title: "Pancakes", description: text, transcript: nil))
            guard case .recipe(let document) = output.result else { return [] }
            return document.ingredients.map(\.item)
        }
        let expected = ingredients(description)
        #expect(expected == ["flour", "eggs", "milk"])
        #expect(ingredients(description.replacingAll("\n", with: "\r\n")) == expected)
        #expect(ingredients(description.replacingAll("\n", with: "\r")) == expected)
    }

    @Test("a description that only links to the recipe: a recipe video, no invented ingredients, the link kept")
    func linkOnly() {
        let output = extract(
            title: "Chocolate Cake - Test Kitchen", description: "Get the full recipe here: https://example.com/cake\nSubscribe!")
        guard case .incomplete(_, _, let url) = output.result else {
            Issue.record("expected an incomplete recipe, got \(output.result)")
            return
        }
        #expect(url == "https://example.com/cake")
    }

    @Test("transcript steps keep the actions and drop the chatter")
    func transcriptSteps() {
        let output = extract(
            title: nil, description: nil,
            transcript: """
                hey guys welcome back to my channel.
                so today we 're going to make pancakes.
                first , we 're going to whisk two eggs with a cup of milk.
                and then you want to add the flour and a pinch of salt.
                thanks for watching , see you next time.
                """)
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.steps.map(\.text) == ["Whisk two eggs with a cup of milk.", "Add the flour and a pinch of salt."])
        #expect(output.inputsUsed == ["transcript"])
        #expect(recipe.title == "Pancakes")
        // Lead-ins of speech go however they are chained.
        #expect(
            TranscriptParser.actionSentence("so next thing we 're going to do is saute the onions and garlic.")
                == "Saute the onions and garlic.")
        #expect(TranscriptParser.actionSentence("but you just boil them gently.") == "Boil them gently.")
    }

    @Test("French ingredient names through the glossary; unknown text kept and marked, never passed off as English")
    func frenchGlossary() {
        let output = extract(
            title: "Recette de gâteau",
            description: """
                Ingrédients :
                200g de farine
                100g de sucre en poudre
                35g de chocolat noir
                1 pincée de sel
                2 cuillères à soupe de xérès amontillado
                """)
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.ingredients.map(\.item).prefix(4) == ["flour", "caster sugar", "dark chocolate", "salt"])
        #expect(recipe.ingredients[0].originalLanguage == nil)
        #expect(recipe.ingredients[4].item == "xérès amontillado")
        #expect(recipe.ingredients[4].originalLanguage == "fr")
        #expect(recipe.flags.translation == "partial")
        #expect(recipe.sourceLanguage == "fr")
    }

    @Test("Apertium translates sentences when installed (Spanish, and French through Catalan)")
    func apertium() throws {
        let translator = OfflineTranslator()
        try #require(OfflineTranslator.installedApertium() != nil, "apertium is not installed")
        let spanish = translator.translate(["Bate los huevos con el azúcar."], from: "es", as: .sentence)
        #expect(spanish[0]?.lowercased().contains("eggs") == true)
        let french = translator.translate(["Mélanger la farine et le sucre."], from: "fr", as: .sentence)
        #expect(french[0]?.lowercased().contains("flour") == true)
        // (Korean has had a glossary since 1.28.0, Arabic since 1.33.0; Hebrew has neither
        // glossary nor Apertium pair.)
        #expect(translator.supports("ar") == true)
        #expect(translator.supports("he") == false)
        // Indian languages: ingredient names through the lexicon, sentences not at all.
        #expect(translator.supports("bn") == true)
        #expect(translator.translate(["তেল গরম করে পেঁয়াজ ভাজুন।"], from: "bn", as: .sentence) == [nil])
        // Texts translated together stay apart: Apertium's reordering ran across a line break, and
        // "pour purée" then "grosse" came back "for big" then "purée".
        let notes = translator.translate(["pour purée", "grosse", "hachées finement"], from: "fr", as: .sentence)
        #expect(notes.count == 3)
        #expect(notes[0]?.lowercased().contains("purée") == true)
        #expect(notes[1]?.lowercased() == "big")
    }

    @Test("Bengali, Hindi and Telugu sentences cannot be translated offline: kept, marked, translation unavailable")
    func untranslatable() {
        let output = extract(
            title: "Peanut Chutney Recipe", description: "Authentic peanut chutney recipe.",
            transcript: """
                [00:00:27] ముందుగా పల్లీలను వేయించి పొట్టు తీసి పక్కన పెట్టుకోండి.
                [00:00:36] ఒక బాణలిలో నూనె వేడి చేసి ఎండుమిర్చి, ఉల్లిపాయ ముక్కలు వేసి రెండు నిమిషాల పాటు వేయించండి.
                """)
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.steps.count == 2)
        #expect(recipe.steps.allSatisfy { $0.originalLanguage == "te" })
        #expect(recipe.flags.translation == "unavailable")
        // The ingredients it names come in English, in the order said, without amounts.
        #expect(recipe.ingredients.map(\.item) == ["peanuts", "oil", "dried red chilli", "onion"])
        #expect(recipe.ingredients.allSatisfy { $0.quantity == nil && $0.originalLanguage == nil })
        #expect(recipe.meta.source == ["description", "transcript"])
    }

    @Test("a transcript's ingredients when the description lists none: English names as said, Indian names through the lexicon")
    func transcriptIngredients() {
        #expect(
            TranscriptParser.namedIngredients(
                "so we take some chicken breast and a little olive oil, then the onion. more olive oil. then salt", language: "en")
                == ["chicken breast", "olive oil", "onion", "salt"])
        // Names run together stay apart; "fish" after a name is that name's.
        #expect(
            TranscriptParser.namedIngredients("some tuna fish with mayonnaise then olive oil salt; it cuts like butter", language: "en")
                == ["tuna", "mayonnaise", "olive oil", "salt"])
        // Said in Bengali: potato, onion, turmeric; in French through the glossary (1.27.1);
        // nothing when the language has neither lexicon nor glossary (Hebrew; Korean and Arabic,
        // used here until 1.28.0 and 1.33.0, have glossaries since).
        #expect(TranscriptParser.namedIngredients("আলু কেটে নিন। পেঁয়াজ আর হলুদ দিন।", language: "bn") == ["potato", "onion", "turmeric"])
        #expect(TranscriptParser.namedIngredients("poulet et oignon", language: "fr") == ["chicken", "onion"])
        #expect(TranscriptParser.namedIngredients("עוף ובצל", language: "he").isEmpty)
        #expect(TranscriptParser.namedIngredients("salt, pepper, oil, onion, garlic", language: "en", limit: 2) == ["salt", "pepper"])

        // An English description with no list and a Telugu transcript: the names were put into
        // English, so the recipe says it was translated.
        let output = extract(
            title: "Sambar Recipe", description: "Hotel style sambar, step by step.",
            transcript: "ఒక బాణలిలో నూనె వేడి చేసి ఎండుమిర్చి, ఉల్లిపాయ ముక్కలు వేసి వేయించండి.")
        guard case .recipe(let recipe) = output.result else {
            Issue.record("expected a recipe")
            return
        }
        #expect(recipe.ingredients.map(\.item) == ["oil", "dried red chilli", "onion"])
        #expect(recipe.flags.translation != "not_needed")
        // A description that lists ingredients keeps its own list; the transcript adds nothing.
        let listed = extract(
            title: "Sambar Recipe", description: "Ingredients:\n1 cup toor dal\n2 tomatoes\n1 tsp salt",
            transcript: "ఒక బాణలిలో నూనె వేడి చేసి ఎండుమిర్చి వేయించండి.")
        if case .recipe(let recipe) = listed.result {
            #expect(recipe.ingredients.map(\.item) == ["toor dal", "tomatoes", "salt"])
        } else {
            Issue.record("expected a recipe")
        }
    }
}

@Suite("Recipe schema v1")
struct RecipeSchemaTests {
    static let valid: JSONValue = [
        "title": "Pasta", "title_original_language": nil, "language": "en", "source_language": "en",
        "ingredients": [["item": "spaghetti", "quantity": "200", "unit": "g", "notes": nil, "original_language": nil]],
        "steps": [["order": 1, "text": "Boil.", "original_language": nil]],
        "nutrition": ["calories": nil, "protein": nil, "note": nil],
        "meta": ["servings": nil, "prep_time": nil, "cook_time": nil, "total_time": nil, "source": ["description"]],
        "flags": ["is_recipe": true, "is_estimated": false, "translation": "not_needed"],
    ]

    func with(_ path: [String], _ value: JSONValue?) -> JSONValue {
        func set(_ node: JSONValue, _ path: ArraySlice<String>) -> JSONValue {
            guard let key = path.first, case .object(var members) = node else { return value ?? .null }
            if path.count == 1 {
                members[key] = value
            } else {
                members[key] = set(members[key] ?? [:], path.dropFirst())
            }
            return .object(members)
        }
        return set(Self.valid, path[...])
    }

    @Test("the recipe and the not-a-recipe shapes validate")
    func valid() {
        #expect(RecipeSchema.validate(Self.valid).isEmpty)
        #expect(RecipeSchema.validate(["flags": ["is_recipe": false], "reason": "A vlog"]).isEmpty)
    }

    @Test("strict: extra keys, missing keys, wrong types, bad values are all refused")
    func strict() {
        let broken: [JSONValue] = [
            with(["extra"], "x"),
            with(["steps"], nil),
            with(["language"], "fr"),
            with(["title"], ""),
            with(["nutrition", "calories"], "lots"),
            with(["flags", "translation"], "machine"),
            with(["meta", "source"], ["description", "description"]),
            with(["meta", "source"], ["website"]),
            with(["ingredients"], [["item": "x"]]),
            with(["steps"], [["order": 2, "text": "Boil.", "original_language": nil]]),
            with(["source_language"], "French"),
            ["flags": ["is_recipe": false]],
            ["flags": ["is_recipe": false], "reason": "x", "title": "y"],
            "not an object",
        ]
        for document in broken {
            #expect(!RecipeSchema.validate(document).isEmpty, "\(document)")
        }
    }

    @Test("the structured-output schema has an object root and no keywords strict mode rejects")
    func structuredOutput() throws {
        let schema = RecipeSchema.structuredOutputSchema
        #expect(schema["type"] == "object")
        let text = try JSONCoding.encodeToString(schema)
        for keyword in ["\"$ref\"", "\"minLength\"", "\"maxItems\"", "\"pattern\"", "\"const\"", "\"uniqueItems\""] {
            #expect(!text.contains(keyword), "\(keyword)")
        }
    }
}
