import Foundation

/// `NSDate` on RACStep's virtual clock: what `[NSDate date]` and `+interval:onScheduler:`
/// hand out.
///
/// A date is a number of seconds since Foundation's reference date, 2001-01-01 00:00:00 UTC
/// (`timeIntervalSinceReferenceDate`). RACStep fixes its epoch there: virtual time 0 — the
/// start of every run — *is* the reference date, so a snippet's first `[NSDate date]` prints
/// `2001-01-01 00:00:00 +0000` and a date `t` virtual seconds later prints that plus `t`.
/// Deterministic by design: the real library prints the wall clock, which no lesson can show.
public final class ObjCDate: RACObject {
    /// Seconds since 2001-01-01 00:00:00 UTC, which is also the virtual time.
    public let timeIntervalSinceReferenceDate: Double

    /// `+dateWithTimeIntervalSinceReferenceDate:`.
    public init(timeIntervalSinceReferenceDate: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
        super.init()
    }

    /// `+[NSDate date]`: the virtual clock's current time.
    public static func now() -> ObjCDate {
        ObjCDate(timeIntervalSinceReferenceDate: RACRuntime.current.clock.now)
    }

    /// `+dateWithTimeIntervalSinceNow:`.
    public static func sinceNow(_ interval: Double) -> ObjCDate {
        ObjCDate(timeIntervalSinceReferenceDate: RACRuntime.current.clock.now + interval)
    }

    /// `NSTimeIntervalSince1970`: seconds from 1970 to the reference date.
    public static let referenceDateSince1970: Double = 978_307_200

    /// `-timeIntervalSince1970`.
    public var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + ObjCDate.referenceDateSince1970 }

    public override var className: String { "__NSDate" }

    /// `2001-01-01 00:00:01 +0000`: UTC, whole seconds (NSDate's description drops the
    /// fraction, rounding towards the past).
    public override var description: String {
        let seconds = Int64((timeIntervalSince1970).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = ObjCDate.civil(fromDaysSince1970: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + "\(year)" : "\(year)"
        return "\(yearText)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60)) +0000"
    }

    /// Proleptic Gregorian year, month and day of a day count from 1970-01-01
    /// (Howard Hinnant's `civil_from_days`).
    static func civil(fromDaysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `-isEqual:` / `-isEqualToDate:`: the same instant.
    public override func isEqual(_ other: RACObject?) -> Bool {
        (other as? ObjCDate)?.timeIntervalSinceReferenceDate == timeIntervalSinceReferenceDate
    }

    /// `-hash`: Foundation's (`NSDate`'s), the same on every run.
    public override var hashValue: Int { NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate).hash }
}
