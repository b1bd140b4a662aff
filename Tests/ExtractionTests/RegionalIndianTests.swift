import Recipes
import Testing

@testable import Extraction

/// Indian lists beyond Hindi, Bengali, Telugu and Tamil, and the words those lists write after an
/// amount (none from the corpus): Kannada and Malayalam were no recipe at all, Marathi names
/// stayed in Marathi, and a note after the amount kept the whole line unread.
@Suite("Kannada, Malayalam and Marathi lists")
struct RegionalIndianTests {
    @Test("a Kannada list under ಬೇಕಾಗುವ ಸಾಮಗ್ರಿಗಳು and its method under ಮಾಡುವ ವಿಧಾನ")
    func kannada() throws {
        let uppittu = try #require(
            Offline.recipe(
                title: "ಉಪ್ಪಿಟ್ಟು ಮಾಡುವ ವಿಧಾನ",
                description:
                    "ಉಪ್ಪಿಟ್ಟು\n\nಬೇಕಾಗುವ ಸಾಮಗ್ರಿಗಳು:\nರವೆ - 1 ಕಪ್\nಈರುಳ್ಳಿ - 1\nಹಸಿಮೆಣಸಿನಕಾಯಿ - 2\nಸಾಸಿವೆ - 1 ಚಮಚ\nಕರಿಬೇವು - ಸ್ವಲ್ಪ\nಉಪ್ಪು - ರುಚಿಗೆ ತಕ್ಕಷ್ಟು\nಎಣ್ಣೆ - 2 ಚಮಚ\n\nಮಾಡುವ ವಿಧಾನ:\nರವೆಯನ್ನು ಹುರಿದುಕೊಳ್ಳಿ. ಎಣ್ಣೆ ಬಿಸಿ ಮಾಡಿ ಸಾಸಿವೆ ಹಾಕಿ. ನೀರು ಹಾಕಿ ಕುದಿಸಿ ರವೆ ಸೇರಿಸಿ."
            ))
        #expect(uppittu.ingredients.map(\.item) == ["semolina", "onion", "green chilli", "mustard seeds", "curry leaves", "salt", "oil"])
        #expect(uppittu.ingredients.map { $0.unit ?? "-" } == ["cup", "-", "-", "spoon", "-", "-", "spoon"])
        #expect(uppittu.ingredients.map { $0.notes ?? "-" } == ["-", "-", "-", "-", "a little", "to taste", "-"])
        #expect(uppittu.steps.count == 3)
        #expect(uppittu.steps.allSatisfy { $0.originalLanguage == "kn" })
    }

    @Test("a Malayalam list under ചേരുവകൾ: cloves, pieces, spoons and 'as needed'")
    func malayalam() throws {
        let curry = try #require(
            Offline.recipe(
                title: "ചിക്കൻ കറി",
                description:
                    "ചേരുവകൾ:\nചിക്കൻ - 1 കിലോ\nസവാള - 3\nഇഞ്ചി - 1 കഷണം\nവെളുത്തുള്ളി - 10 അല്ലി\nമഞ്ഞൾപ്പൊടി - 1/2 ടീസ്പൂൺ\nവെളിച്ചെണ്ണ - 3 ടേബിൾസ്പൂൺ\nഉപ്പ് - ആവശ്യത്തിന്\n\nതയ്യാറാക്കുന്ന വിധം:\nസവാള വഴറ്റുക. മസാല ചേർത്ത് ചിക്കൻ ഇട്ട് വേവിക്കുക."
            ))
        #expect(curry.ingredients.map(\.item) == ["chicken", "onion", "ginger", "garlic", "turmeric powder", "coconut oil", "salt"])
        #expect(curry.ingredients.map { $0.unit ?? "-" } == ["kg", "-", "piece", "clove", "tsp", "tbsp", "-"])
        #expect(curry.ingredients.last?.notes == "as needed")
        #expect(curry.steps.count == 2)
    }

    @Test("Marathi names, a Hindi cutting note after the amount, 'as needed' and inches")
    func notesAfterTheAmount() throws {
        let poha = try #require(
            Offline.recipe(
                title: "पोहे रेसिपी",
                description:
                    "साहित्य:\nपोहे - 2 वाटी\nकांदा - 1 बारीक चिरलेला\nहिरवी मिरची - 2\nमोहरी - 1 चमचा\nहळद - 1/2 चमचा\nतेल - 2 चमचे\n\nकृती:\nपोहे धुवून घ्या. कढईत तेल गरम करून मोहरी घाला. हळद आणि पोहे घालून मिक्स करा."
            ))
        #expect(poha.ingredients.map(\.item) == ["flattened rice", "onion", "green chilli", "mustard seeds", "turmeric", "oil"])
        #expect(poha.ingredients.map { $0.unit ?? "-" } == ["cup", "-", "-", "spoon", "spoon", "spoon"])
        #expect(poha.ingredients[1].notes == "finely chopped")
        let paratha = try #require(
            Offline.recipe(
                title: "आलू पराठा",
                description:
                    "सामग्री:\nगेहूं का आटा - 2 कप\nहरी मिर्च - 2 बारीक कटी\nअदरक - 1 इंच\nघी - आवश्यकतानुसार\n\nविधि:\nआटा गूंथ लें। आलू मिला लें। घी लगाकर सेक लें।"
            ))
        #expect(paratha.ingredients.map(\.item) == ["wheat flour", "green chilli", "ginger", "ghee"])
        #expect(paratha.ingredients.map { $0.quantity ?? "-" } == ["2", "2", "1", "-"])
        #expect(paratha.ingredients.map { $0.unit ?? "-" } == ["cup", "-", "inch", "-"])
        #expect(paratha.ingredients.map { $0.notes ?? "-" } == ["-", "finely chopped", "-", "as needed"])
        // A word that only starts like a cutting word, or a name after the amount, is not a note.
        #expect(IngredientParser.indianPreparation(["बारीक", "कटी"]) == "finely chopped")
        #expect(IngredientParser.indianPreparation(["आलू"]) == nil)
        #expect(IngredientParser.indianPreparation(["finely", "chopped"]) == nil)
    }

    @Test("a cutting note after a Bengali count ending, after a Telugu amount, and in parentheses in Tamil")
    func cuttingNotes() throws {
        let bengali = try #require(
            Offline.recipe(
                title: "ডিম কারি",
                description:
                    "উপকরণ:\nডিম - ৪টি\nপেঁয়াজ - ২টি কুচি করা\nআদা বাটা - ১ চা চামচ\nতেল - পরিমাণমতো\n\nপ্রণালী:\nডিম সেদ্ধ করে নিন। তেলে পেঁয়াজ ভেজে মশলা দিন।"
            ))
        #expect(bengali.ingredients.map(\.item) == ["egg", "onion", "ginger paste", "oil"])
        #expect(bengali.ingredients.map { $0.quantity ?? "-" } == ["4", "2", "1", "-"])
        #expect(bengali.ingredients.map { $0.notes ?? "-" } == ["-", "finely chopped", "-", "as needed"])
        let telugu = try #require(
            Offline.recipe(
                title: "టమాటా పప్పు",
                description:
                    "కావలసిన పదార్థాలు:\nకందిపప్పు - 1 కప్పు\nఉల్లిపాయ - 1 సన్నగా తరిగినది\nఉప్పు - తగినంత\n\nతయారీ విధానం:\nపప్పును ఉడికించండి. పోపు పెట్టండి."
            ))
        #expect(telugu.ingredients.map { $0.notes ?? "-" } == ["-", "finely chopped", "as needed"])
        let tamil = try #require(
            Offline.recipe(
                title: "வெங்காய சட்னி",
                description:
                    "தேவையான பொருட்கள்:\nவெங்காயம் - 2 (பொடியாக நறுக்கியது)\nபுளி - சிறிது\nஎண்ணெய் - 1 டேபிள்ஸ்பூன்\n\nசெய்முறை:\nஎண்ணெய் ஊற்றி வெங்காயம் வதக்கவும். ஆறியதும் அரைக்கவும்."
            ))
        #expect(tamil.ingredients.map(\.item) == ["onion", "tamarind", "oil"])
        #expect(tamil.ingredients.map { $0.notes ?? "-" } == ["finely chopped", "a little", "-"])
    }

    @Test("headings in brackets: [재료], <만드는 법>, 「材料」, and a Korean yield")
    func bracketedHeadings() throws {
        for (ingredients, method) in [("[재료]", "[만드는 법]"), ("<재료>", "<만드는 법>"), ("재료 2인분", "만드는 법"), ("[재료] 2인분", "[만드는 법]")] {
            let recipe = try #require(
                Offline.recipe(
                    title: "제육볶음",
                    description:
                        "\(ingredients)\n돼지고기 600g\n양파 1개\n고추장 2큰술\n간장 3큰술\n\n\(method)\n1. 양파를 썰어 주세요.\n2. 팬에 돼지고기를 넣고 볶아 주세요."
                ), "\(ingredients)")
            #expect(recipe.ingredients.count == 4, "\(ingredients)")
            #expect(recipe.steps.count == 2, "\(ingredients)")
        }
        #expect(DescriptionParser.headingText("「材料」") == "材料")
    }
}
