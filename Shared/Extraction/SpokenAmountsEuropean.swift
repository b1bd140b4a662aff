/// Amounts said in Spanish, French, Italian, Portuguese or German ("dos tazas y media de agua
/// tibia", "une cuillère à soupe de sucre", "un cucchiaio di olio"): the number words put in
/// digits, each phrase read as a list line is, and its name put into English by the glossary to
/// find the ingredient it measures. As in English, only where the name is said right after the
/// amount, and an ingredient said with two amounts gets none.
extension SpokenAmounts {
    /// Number words, folded, and the amounts they say; a half said after the unit ("dos tazas y
    /// media") joins the number before it.
    static let europeanNumbers: [String: [String: String]] = [
        "es": [
            "un": "1", "uno": "1", "una": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7",
            "ocho": "8", "nueve": "9", "diez": "10", "doce": "12", "quince": "15", "veinte": "20", "cien": "100", "doscientos": "200",
            "trescientos": "300", "quinientos": "500", "medio": "1/2", "media": "1/2", "once": "11", "catorce": "14",
            "treinta": "30", "cuarenta": "40", "cincuenta": "50", "sesenta": "60", "setenta": "70", "ochenta": "80", "noventa": "90",
            "ciento": "100", "veinticinco": "25", "cuatrocientos": "400", "setecientos": "700", "mil": "1000",
        ],
        "fr": [
            "un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6", "sept": "7", "huit": "8", "neuf": "9",
            "dix": "10", "douze": "12", "quinze": "15", "vingt": "20", "cent": "100", "demi": "1/2", "demie": "1/2", "trente": "30",
            "quarante": "40", "cinquante": "50", "soixante": "60", "cents": "100", "vingt-cinq": "25", "mille": "1000",
        ],
        "it": [
            "un": "1", "uno": "1", "una": "1", "due": "2", "tre": "3", "quattro": "4", "cinque": "5", "sei": "6", "sette": "7", "otto": "8",
            "nove": "9", "dieci": "10", "dodici": "12", "venti": "20", "cento": "100", "duecento": "200", "mezzo": "1/2", "mezza": "1/2",
            "quindici": "15", "venticinque": "25", "trenta": "30", "quaranta": "40", "cinquanta": "50", "sessanta": "60", "trecento": "300",
            "quattrocento": "400", "cinquecento": "500", "centocinquanta": "150", "duecentocinquanta": "250", "mille": "1000",
        ],
        "pt": [
            "um": "1", "uma": "1", "dois": "2", "duas": "2", "tres": "3", "quatro": "4", "cinco": "5", "seis": "6", "sete": "7",
            "oito": "8", "nove": "9", "dez": "10", "doze": "12", "vinte": "20", "cem": "100", "duzentos": "200", "meio": "1/2",
            "quinze": "15",
            "trinta": "30", "quarenta": "40", "cinquenta": "50", "sessenta": "60", "cento": "100", "trezentos": "300",
            "quatrocentos": "400", "quinhentos": "500", "mil": "1000",
            "meia": "1/2",
        ],
        "de": [
            "ein": "1", "eine": "1", "einen": "1", "zwei": "2", "drei": "3", "vier": "4", "funf": "5", "sechs": "6", "sieben": "7",
            "acht": "8", "neun": "9", "zehn": "10", "zwolf": "12", "zwanzig": "20", "hundert": "100", "zweihundert": "200",
            "funfzehn": "15", "dreissig": "30", "vierzig": "40", "funfzig": "50", "hundertfunfzig": "150", "zweihundertfunfzig": "250",
            "dreihundert": "300", "vierhundert": "400", "funfhundert": "500", "halbe": "1/2", "halben": "1/2",
        ],
        "ru": [
            "один": "1", "одна": "1", "одно": "1", "два": "2", "две": "2", "три": "3", "четыре": "4", "пять": "5", "шесть": "6",
            "семь": "7", "восемь": "8", "девять": "9", "десять": "10", "сто": "100", "двести": "200", "триста": "300",
            "четыреста": "400", "пятьсот": "500", "половина": "1/2", "пол": "1/2",
        ],
    ]

    static func european(_ transcript: String, language: String, names: [String]) -> [String: Amount] {
        // (The languages of `WorldSpeech` with digits only: their number words are not listed.)
        guard let numbers = europeanNumbers[language] ?? (TranscriptParser.worldLanguages.contains(language) ? [:] : nil),
            Glossary.tables[language] != nil
        else { return [:] }
        let wanted = Set(names)
        var heard = Heard()
        // (At most 400 sentences and 200 phrases with a number: a bounded cost on any transcript.)
        var tried = 0
        for sentence in TranscriptParser.sentenceSlices(transcript).prefix(400) where tried < 200 {
            let line = europeanDigits(String(sentence), numbers: numbers)
            guard line.contains(where: \.fastIsNumber) else { continue }
            let extra = StepIngredients.worldSeparatorWords[language] ?? []
            for phrase in StepIngredients.phrases(line, extra: extra).flatMap(amountRuns)
            where tried < 200 && phrase.contains(where: \.fastIsNumber) {
                tried += 1
                // ("fromage râpé": the parser made "râpé" a note; the name said is grated cheese.)
                guard let candidate = StepIngredients.amountPhrase(phrase), let parsed = IngredientParser.parse(candidate),
                    let quantity = parsed.quantity,
                    let english = parsed.notes.flatMap({ namePart(parsed.item + " " + $0, language: language) }).flatMap({
                        wanted.contains($0) ? $0 : nil
                    }) ?? namePart(parsed.item, language: language)
                else { continue }
                // "… quatro colheres de farinha, três de açúcar": the unit left unsaid is the
                // one before, which a count would misstate ("3 sugar").
                let said = candidate.split(separator: " ")
                if parsed.unit == nil, said.count > 1, ["de", "di", "du", "des", "d'", "do", "da"].contains(TextTools.fold(said[1])) {
                    continue
                }
                // The name said, or after words that only describe it ("agua tibia", lukewarm water).
                let name =
                    wanted.contains(english)
                    ? english
                    : wanted.filter { english.hasSuffix(" " + $0) }.max { $0.utf8.count < $1.utf8.count }.flatMap { name in
                        english.dropLast(name.utf8.count + 1).split(separator: " ").allSatisfy { describingWords.contains(String($0)) }
                            ? name : nil
                    }
                guard let name else { continue }
                let amount = Amount(quantity: quantity, unit: parsed.unit, size: nil)
                heard.add(amount, for: name)
            }
        }
        return heard.agreed
    }

    /// The item's name in English, or that of the item without one or two words that close it
    /// and name nothing: German puts the verb's particle or an adverb last ("100 Gramm Zucker
    /// schaumig", "ein Päckchen Backpulver dazu").
    static func namePart(_ item: String, language: String) -> String? {
        var words = item.split(separator: " ")
        for _ in 0..<3 where !words.isEmpty {
            if let english = Glossary.translateName(words.joined(separator: " "), from: language) { return english }
            words.removeLast()
        }
        return nil
    }

    /// The sentence with its number words in digits, a half said after the unit joined to the
    /// number ("dos tazas y media de agua" → "2 1/2 tazas de agua"), and "un/una" left alone
    /// where no unit or name follows to make it a count (it is also the article).
    static func europeanDigits(_ sentence: String, numbers: [String: String]) -> String {
        var words = sentence.split(whereSeparator: \.fastIsWhitespace).map(String.init)
        for index in words.indices {
            let folded = TextTools.fold(words[index]).trimmingEdges { !$0.isLetter }
            guard let number = numbers[folded], folded == TextTools.fold(words[index]) else { continue }
            words[index] = number
            // "dos tazas y media", "deux cuillères et demie": the half after the unit.
            if index + 3 < words.count, ["y", "e", "et", "und"].contains(TextTools.fold(words[index + 2])),
                numbers[TextTools.fold(words[index + 3]).trimmingEdges { !$0.isLetter }] == "1/2", number != "1/2"
            {
                words[index] = number + " 1/2"
                words[index + 2] = ""
                words[index + 3] = ""
            }
        }
        return composedNumbers(words.filter { !$0.isEmpty }, numbers: numbers).joined(separator: " ")
    }

    /// A phrase cut before each amount that follows a word ("en 1 bol 2 huevos" → "en", "1 bol",
    /// "2 huevos": the bowl's "1" had taken the eggs as its name), not one that follows a number
    /// or "de" ("1 lata de 400 g").
    static func amountRuns(_ phrase: String) -> [String] {
        var runs: [[Substring]] = [[]]
        for word in phrase.split(separator: " ") {
            if let previous = runs[runs.count - 1].last, word.first?.fastIsNumber == true,
                previous.contains(where: \.fastIsLetter),
                !["de", "di", "do", "da", "du", "of", "von"].contains(TextTools.fold(previous))
            {
                runs.append([])
            }
            runs[runs.count - 1].append(word)
        }
        return runs.map { $0.joined(separator: " ") }
    }

    /// Numbers said in several words, once each word is in digits: "ciento cincuenta" (100 50)
    /// is 150, "doscientos cincuenta" 250, "deux cents" (2 100) 200, "treinta y cinco" (30 y 5)
    /// 35. Only numbers said in words are joined: "2 huevos y 3 tazas" stays as it is.
    static func composedNumbers(_ words: [String], numbers: [String: String]) -> [String] {
        let spokenValues = Set(numbers.values)
        var result: [String] = []
        var index = 0
        while index < words.count {
            guard let value = Int(words[index]), spokenValues.contains(words[index]) else {
                result.append(words[index])
                index += 1
                continue
            }
            var total = value
            var next = index + 1
            // A count of hundreds or thousands: "deux cents", "dos mil".
            if next < words.count, let scale = Int(words[next]), [100, 1000].contains(scale), (1...9).contains(total) {
                total *= scale
                next += 1
            }
            // Tens or units after hundreds: "ciento cincuenta", "doscientos cinco".
            if total >= 100, total % 100 == 0, next < words.count, let rest = Int(words[next]), spokenValues.contains(words[next]),
                (1...99).contains(rest)
            {
                total += rest
                next += 1
            }
            // Units after tens joined by "and": "treinta y cinco", "trinta e cinco".
            if total % 10 == 0, total % 100 >= 20, next + 1 < words.count, ["y", "e"].contains(TextTools.fold(words[next])),
                let unit = Int(words[next + 1]), spokenValues.contains(words[next + 1]), (1...9).contains(unit)
            {
                total += unit
                next += 2
            }
            result.append(String(total))
            index = next
        }
        return result
    }
}
