import Testing
import RACCore

/// `ObjCDate`: NSDate on the virtual clock, epoch 2001-01-01 00:00:00 +0000 (the reference date).
@Suite struct ObjCDateTests {
    @Test(arguments: [
        (0.0, "2001-01-01 00:00:00 +0000"),
        (1.0, "2001-01-01 00:00:01 +0000"),
        (1.9, "2001-01-01 00:00:01 +0000"),   // NSDate prints whole seconds
        (86_399.0, "2001-01-01 23:59:59 +0000"),
        (31_536_000.0, "2002-01-01 00:00:00 +0000"),
        (-1.0, "2000-12-31 23:59:59 +0000"),
        (-978_307_200.0, "1970-01-01 00:00:00 +0000"),
        (5_097_600.0, "2001-03-01 00:00:00 +0000"), // 2001 is not a leap year: 59 days to March
        (63_113_904_000.0, "4001-01-01 00:00:00 +0000"), // +distantFuture
    ])
    func describesLikeNSDate(_ seconds: Double, _ expected: String) {
        RACRuntime.isolated { _ in
            #expect(ObjCDate(timeIntervalSinceReferenceDate: seconds).description == expected)
        }
    }

    @Test func nowFollowsTheVirtualClock() {
        let h = Harness.run { h in
            h.at(2.5) { h.log(ObjCDate.now().description) }
            h.log(ObjCDate.now().description)
        }
        #expect(h.output == ["2001-01-01 00:00:00 +0000", "2001-01-01 00:00:02 +0000"])
    }

    @Test func equalityIsTheInstant() {
        RACRuntime.isolated { _ in
            #expect(ObjCDate(timeIntervalSinceReferenceDate: 3).isEqual(ObjCDate(timeIntervalSinceReferenceDate: 3)))
            #expect(!ObjCDate(timeIntervalSinceReferenceDate: 3).isEqual(ObjCDate(timeIntervalSinceReferenceDate: 4)))
            #expect(ObjCDate(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970 == 978_307_200)
        }
    }
}
