/// The dish a cook introduces in Chinese, Korean or Thai speech ("今天教大家做番茄炒蛋", today I'll
/// teach you tomato and egg stir-fry; "오늘은 김치볶음밥을 만들어 볼게요"; "วันนี้จะมาทำผัดกะเพรา"), as
/// said: these languages write no spaces inside a phrase, so the name runs from the verb
/// "make" to the next space or punctuation (Korean: the word before "만들다", without its
/// ending). The glossary puts it into English where it holds it whole.
extension TranscriptTitle {
    static func spacelessDish(in opening: String) -> String? {
        let text = String(opening.prefix(400))
        for marker in chineseMakes {
            guard let range = text.firstRange(of: marker) else { continue }
            var rest = text[range.upperBound...]
            for filler in ["一道", "一个", "一款", "一份", "个"] where rest.hasPrefix(filler) { rest = rest.dropFirst(filler.count) }
            let name = rest.prefix { !$0.isWhitespace && !"，。！？,.!?的了吧啊呢".contains($0) }
            if (2...12).contains(name.count) { return String(name) }
        }
        let words = text.split(separator: " ")
        if let verb = words.firstIndex(where: { $0.hasPrefix("만들") }), verb > 0 {
            var name = words[verb - 1]
            if name.hasSuffix("을") || name.hasSuffix("를") { name = name.dropLast() }
            if name.count >= 2, !["오늘은", "오늘", "이거", "이걸", "같이", "함께"].contains(String(name)) { return String(name) }
        }
        for marker in ["จะมาทำ", "มาทำ", "วิธีทำ"] {
            guard let range = text.firstRange(of: marker) else { continue }
            let name = text[range.upperBound...].prefix { !$0.isWhitespace }
            if (2...30).contains(name.count) { return String(name) }
        }
        return nil
    }

    /// Chinese for "(I'll) make", as the introduction says it.
    static let chineseMakes = ["教大家做", "教你做", "今天做", "今天来做", "我们来做", "我们做", "来做", "分享一道", "分享一个"]
}
