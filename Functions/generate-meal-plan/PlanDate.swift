import Foundation

/// A calendar date (UTC), `YYYY-MM-DD`.
struct PlanDate: Sendable, Equatable {
    let date: Date

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1900...2999).contains(year),
            let date = Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
        else { return nil }
        // Rejects dates the calendar would roll over (2024-02-30 → March 1).
        let check = Self.calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == year, check.month == month, check.day == day else { return nil }
        self.date = date
    }

    init(_ instant: Date) {
        date = Self.calendar.startOfDay(for: instant)
    }

    /// `YYYY-MM-DD`
    var text: String { date.formatted(Self.format) }

    static let format = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!).year().month().day()

    func adding(days: Int) -> PlanDate {
        PlanDate(date: Self.calendar.date(byAdding: .day, value: days, to: date)!)
    }

    private init(date: Date) {
        self.date = date
    }
}
