import Testing
@testable import ObjCInterpreter

/// `NSDate`'s arithmetic on the virtual clock: a snippet starts at the reference date
/// (virtual time 0), and each method is Foundation's arithmetic on
/// `timeIntervalSinceReferenceDate` (NSDate.h documents each as such).
@Suite struct DateMethodsTests {
    @Test func addingAnIntervalMakesALaterDate() {
        // -dateByAddingTimeInterval: is the receiver's interval plus the argument; the
        // description prints whole seconds in UTC (ObjCDateTests).
        let output = Snippet.output("""
            NSDate *start = [NSDate date];
            NSDate *later = [start dateByAddingTimeInterval:90.5];
            NSDate *earlier = [start dateByAddingTimeInterval:-1];
            NSLog(@"%@ | %@ | %@", start, later, earlier);
            """)
        #expect(output == ["2001-01-01 00:00:00 +0000 | 2001-01-01 00:01:30 +0000 | 2000-12-31 23:59:59 +0000"])
    }

    @Test func intervalsBetweenDates() {
        // -timeIntervalSinceDate: is receiver minus argument, a double (%f prints six places).
        let output = Snippet.output("""
            NSDate *start = [NSDate date];
            NSDate *later = [start dateByAddingTimeInterval:2.25];
            NSLog(@"%f %f", [later timeIntervalSinceDate:start], [start timeIntervalSinceDate:later]);
            NSLog(@"%f %d", [later timeIntervalSinceNow], [later isEqualToDate:[NSDate dateWithTimeIntervalSinceNow:2.25]]);
            """)
        #expect(output == ["2.250000 -2.250000", "2.250000 1"])
    }

    @Test func intervalsFollowTheVirtualClock() {
        // A date taken when a scheduled block runs is that block's virtual time later.
        let output = Snippet.output("""
            NSDate *start = [NSDate date];
            [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{
                NSLog(@"%.1f", [[NSDate date] timeIntervalSinceDate:start]);
            }];
            """)
        #expect(output == ["1.5"])
    }

    @Test func datesFromIntervalsSince1970AndTheReferenceDate() {
        // NSTimeIntervalSince1970 is 978307200 s (NSDate.h): 1970 + 86400 s is 1970-01-02, and
        // the reference date + 60 s is 2001-01-01 00:01:00; -compare: orders by interval,
        // -earlierDate:/-laterDate: answer the earlier/later one.
        let output = Snippet.output("""
            NSDate *a = [NSDate dateWithTimeIntervalSince1970:86400];
            NSDate *b = [[NSDate alloc] initWithTimeIntervalSinceReferenceDate:60];
            NSLog(@"%@ | %@ | %.0f", a, b, [b timeIntervalSince1970]);
            NSLog(@"%ld %ld %d %d", (long)[a compare:b], (long)[b compare:a], [[a earlierDate:b] isEqualToDate:a], [[a laterDate:b] isEqualToDate:b]);
            """)
        #expect(output == ["1970-01-02 00:00:00 +0000 | 2001-01-01 00:01:00 +0000 | 978307260", "-1 1 1 1"])
    }
}
