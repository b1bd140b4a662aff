extension StringProtocol {
    /// The text without leading and trailing whitespace (including newlines).
    /// FoundationEssentials has no `trimmingCharacters`; functions avoid full Foundation.
    public var trimmed: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}

extension Double {
    /// This number as an `Int` when it is a whole number a double holds exactly (|x| < 2^53);
    /// otherwise nil. Request and stored numbers go through this, never `Int(_:)`, which traps on
    /// 1e19 or infinity.
    public var exactInt: Int? {
        guard isFinite, rounded() == self, abs(self) < 9_007_199_254_740_992 else { return nil }
        return Int(self)
    }
}
