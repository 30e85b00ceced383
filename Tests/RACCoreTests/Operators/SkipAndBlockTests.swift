import Testing
import RACCore

/// `-skip:`, `-takeUntilBlock:`, `-takeWhileBlock:`, `-skipUntilBlock:`, `-skipWhileBlock:`,
/// `-startWith:` (RACStream.m). Counters and flags are fresh per subscription because they
/// are made in the block passed to `-bind:`.
@Suite struct SkipAndBlockTests {
    private static func isTwo(_ x: RACObject?) -> Bool { (x as? ObjCNumber)?.integerValue == 2 }
    private static func lessThanThree(_ x: RACObject?) -> Bool { ((x as? ObjCNumber)?.integerValue ?? 0) < 3 }

    @Test(arguments: [
        // skip.binding: +empty while skipped < 2, then +return:.
        ("skip: 2", { @Sendable (s: RACSignal) in s.skip(2) }, ["3", "4", "completed"]),
        // takeUntilBlock.binding returns nil on 2: the source is stopped and bind completes.
        ("takeUntilBlock:", { s in s.takeUntilBlock(RACPredicateBlock(named: "isTwo") { isTwo($0) }) }, ["1", "completed"]),
        // takeWhileBlock: is takeUntilBlock: of the negation: stops at 3.
        ("takeWhileBlock:", { s in s.takeWhileBlock(RACPredicateBlock(named: "lt3") { lessThanThree($0) }) }, ["1", "2", "completed"]),
        // skipUntilBlock.binding: +empty until the predicate first passes, then everything.
        ("skipUntilBlock:", { s in s.skipUntilBlock(RACPredicateBlock(named: "isTwo") { isTwo($0) }) }, ["2", "3", "4", "completed"]),
        // skipWhileBlock: skips while < 3.
        ("skipWhileBlock:", { s in s.skipWhileBlock(RACPredicateBlock(named: "lt3") { lessThanThree($0) }) }, ["3", "4", "completed"]),
        // +return: 0 concat the receiver.
        ("startWith:", { s in s.startWith(num(0)) }, ["0", "1", "2", "3", "4", "completed"]),
    ] as [(String, @Sendable (RACSignal) -> RACSignal, [String])])
    func operatorSends(_ name: String, _ make: @Sendable (RACSignal) -> RACSignal, _ expected: [String]) {
        var first: Events?
        var second: Events?
        Harness.run { h in
            let signal = h.hold(make(h.hold(h.cold([num(1), num(2), num(3), num(4)]))))
            first = h.record(signal)
            second = h.record(signal) // a second subscription starts from fresh state
            h.releaseAll()
        }
        #expect(first?.log == expected, "\(name)")
        #expect(second?.log == expected, "\(name)")
    }

    @Test func startWithSubscribesToTheReceiverAfterTheValue() {
        // -concat: subscribes to the receiver in +return:'s completed handler.
        let h = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { s in
                h.log("subscribed")
                s.sendCompleted()
                return nil
            }))
            h.hold(source.startWith(num(0))).subscribe(next: h.next { h.log($0!.description) })
            h.releaseAll()
        }
        #expect(h.output == ["0", "subscribed"])
    }
}
