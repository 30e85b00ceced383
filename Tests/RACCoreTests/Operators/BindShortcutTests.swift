import Testing
import RACCore

/// `-bind:` skips subscribing to an inner `+return:` or `+empty` signal when nobody traces
/// (RACSignal+Bind.swift, `forwardWithoutSubscribing`), and `-map:`/`-filter:` do not even
/// make that signal (`RACBindStep`). Each scenario runs on fresh runtimes traced by a
/// counting tracer that needs the inner subscriptions (the full path, as RAC runs it),
/// untraced with `takesBindShortcuts` off (the full path again), untraced (the shortcut) and
/// traced by a counting tracer that does not need them (the shortcut again), and must log
/// the same lines and use up the same object ids, so everything a snippet can print,
/// addresses included, is the same either way.
@Suite struct BindShortcutTests {
    final class Log {
        var lines: [String] = []
        func callAsFunction(_ line: String) { lines.append(line) }
    }

    final class Box<T> { var value: T? }

    private struct Outcome: Equatable {
        var lines: [String]
        var objectsMade: Int
    }

    private func outcome(tracer: RACTracer?, shortcuts: Bool = true, _ scenario: (Log) -> Void) -> Outcome {
        let log = Log()
        return RACRuntime.isolated(tracer: tracer) { runtime in
            runtime.takesBindShortcuts = shortcuts
            scenario(log)
            runtime.drainRunLoop()
            return Outcome(lines: log.lines, objectsMade: runtime.objectsMade)
        }
    }

    /// Runs `scenario` both ways, traced and untraced, and returns the shortcut's log after
    /// checking all four runs match.
    @discardableResult
    private func bothWays(_ scenario: (Log) -> Void) -> [String] {
        let full = outcome(tracer: RACCountingTracer(needsInnerSubscriptions: true), scenario)
        let untracedFull = outcome(tracer: nil, shortcuts: false, scenario)
        let shortcut = outcome(tracer: nil, scenario)
        let countedShortcut = outcome(tracer: RACCountingTracer(), scenario)
        #expect(shortcut == full)
        #expect(untracedFull == full)
        #expect(countedShortcut == full)
        return shortcut.lines
    }

    private func number(_ object: RACObject?) -> Int { Int((object as! ObjCNumber).integerValue) }

    /// `createSignal:` sending 1…count, then completing; its disposable logs when disposed.
    private func source(_ count: Int, _ log: Log) -> RACSignal {
        RACSignal.createSignal(RACDidSubscribeBlock("source") { subscriber in
            for i in 1...count {
                log("send \(i)")
                subscriber.sendNext(ObjCNumber(i))
            }
            subscriber.sendCompleted()
            return RACDisposable(block: RACVoidBlock("sourceDisposed") { log("source disposed") })
        })
    }

    private func subscribe(_ signal: RACSignal, _ log: Log, _ onNext: ((Int) -> Void)? = nil) -> RACDisposable? {
        signal.retain()
        defer { signal.release() }
        return signal.subscribe(
            next: RACValueBlock("next") { x in log("next \(x?.description ?? "nil")"); onNext?(self.number(x)) },
            error: RACValueBlock("error") { e in log("error \(e?.description ?? "nil")") },
            completed: RACVoidBlock("completed") { log("completed") })
    }

    @Test func mapAndFilterChain() {
        let lines = bothWays { log in
            _ = subscribe(source(4, log)
                .map(RACMapBlock("plusOne") { ObjCNumber(self.number($0) + 1) })
                .filter(RACPredicateBlock("even") { self.number($0) % 2 == 0 }), log)
        }
        // Each value goes through both binds before the next is sent; the source's
        // disposable is disposed when it is returned into an already-completed subscription.
        #expect(lines == ["send 1", "next 2", "send 2", "send 3", "next 4", "send 4", "completed", "source disposed"])
    }

    @Test func returnAndEmptyWithTake() {
        let lines = bothWays { log in
            _ = subscribe(source(5, log).flattenMap(RACFlattenMapBlock("oddOnly") { x in
                self.number(x) % 2 == 1 ? RACSignal.return(x) : RACSignal.empty()
            }).take(2), log)
        }
        // take: completes on the second value (3); the source keeps sending into a
        // disposed subscription until its block returns.
        #expect(lines == ["send 1", "next 1", "send 2", "send 3", "next 3", "completed", "send 4", "send 5", "source disposed"])
    }

    /// The full path makes its objects before it forwards a value, so a reader who makes and
    /// prints an object while handling the value sees the address it gets there. (The
    /// shortcut once used the ids up after forwarding: `%@` of a `+empty` made in a
    /// `subscribeNext:` block printed a different address traced and untraced.)
    @Test func objectsMadeWhileAValueIsForwardedGetTheirFullPathAddresses() {
        let lines = bothWays { log in
            let chain = source(3, log)
                .map(RACMapBlock("plusOne") { ObjCNumber(self.number($0) + 1) })
                .filter(RACPredicateBlock("even") { self.number($0) % 2 == 0 })
                .flattenMap(RACFlattenMapBlock("again") { x in RACSignal.return(x) })
            chain.retain()
            chain.subscribe(next: RACValueBlock("next") { x in
                log("next \(x?.description ?? "nil") made \(RACSignal.empty().address)")
            })
            chain.release()
        }
        #expect(lines.count == 6)
        #expect(lines.filter { $0.hasPrefix("next") }.map { $0.prefix(7) } == ["next 2 ", "next 4 "])
    }

    @Test func downstreamDisposesWhileAValueIsForwarded() {
        let lines = bothWays { log in
            let subject = RACSubject()
            subject.retain()
            let disposable = Box<RACDisposable>()
            let mapped = subject.map(RACMapBlock("times10") { ObjCNumber(self.number($0) * 10) })
            disposable.value = subscribe(mapped, log) { x in if x == 20 { disposable.value?.dispose() } }
            disposable.value?.retain()
            for i in 1...3 { subject.sendNext(ObjCNumber(i)) }
            subject.sendCompleted()
            disposable.value?.release()
            subject.release()
        }
        #expect(lines == ["next 10", "next 20"])
    }

    @Test func reentrantValueDuringForwarding() {
        let lines = bothWays { log in
            let subject = RACSubject()
            subject.retain()
            let plus100 = subject.flattenMap(RACFlattenMapBlock("plus100") { x in RACSignal.return(ObjCNumber(self.number(x) + 100)) })
            _ = subscribe(plus100, log) { x in if x == 101 { subject.sendNext(ObjCNumber(5)) } }
            subject.sendNext(ObjCNumber(1))
            subject.sendNext(ObjCNumber(2))
            subject.sendCompleted()
            subject.release()
        }
        // The subject delivers synchronously, so 105 arrives while 101 is being forwarded.
        #expect(lines == ["next 101", "next 105", "next 102", "completed"])
    }

    @Test func innerErrorsStillTakeTheFullPath() {
        let lines = bothWays { log in
            _ = subscribe(source(4, log).flattenMap(RACFlattenMapBlock("failOn3") { x in
                self.number(x) == 3 ? RACSignal.error(ObjCNumber(-3)) : RACSignal.return(x)
            }), log)
        }
        #expect(lines == ["send 1", "next 1", "send 2", "next 2", "send 3", "error -3", "send 4", "source disposed"])
    }

    @Test func scheduledValuesAndNestedBinds() {
        let lines = bothWays { log in
            let delivered = source(3, log).deliverOn(RACScheduler.mainThreadScheduler)
            _ = subscribe(delivered.flattenMap(RACFlattenMapBlock("nested") { x in
                RACSignal.return(x).map(RACMapBlock("double") { ObjCNumber(self.number($0) * 2) })
            }), log)
        }
        #expect(lines == ["send 1", "send 2", "send 3", "source disposed", "next 2", "next 4", "next 6", "completed"])
    }

    /// Counts `-subscribe:` calls and notes which of the scenario's own blocks are entered.
    final class StepLog: RACTracer {
        let needsInnerSubscriptions: Bool
        var subscriptions = 0
        var entered: [String] = []
        var events = 0
        init(needsInnerSubscriptions: Bool) { self.needsInnerSubscriptions = needsInnerSubscriptions }
        func record(_ event: RACTraceEvent) {
            events += 1
            switch event {
            case .subscribe: subscriptions += 1
            case .enter(_, let info) where ["source", "plusOne", "even", "next", "completed"].contains(info.name):
                entered.append(info.name)
            default: break
            }
        }
    }

    /// A tracer that needs no inner subscription gets the shortcut: every block of the
    /// snippet is entered as on the full path, in the same order, but the four values of a
    /// `map:`/`filter:` chain cost no `-subscribe:` of their own. On the full path each value
    /// subscribes to `map:`'s `+return:` and to `filter:`'s `+return:` or `+empty` (RACStream's
    /// `-filter:` returns one or the other, and `-bind:`'s `addSignal` subscribes to either),
    /// besides the three subscriptions the chain makes once (filter's bind, map's bind, the
    /// source).
    @Test func aTracerThatNeedsNoInnerSubscriptionGetsTheShortcut() {
        func run(_ tracer: StepLog) {
            _ = outcome(tracer: tracer) { log in
                _ = subscribe(source(4, log)
                    .map(RACMapBlock("plusOne") { ObjCNumber(self.number($0) + 1) })
                    .filter(RACPredicateBlock("even") { self.number($0) % 2 == 0 }), log)
            }
        }
        let full = StepLog(needsInnerSubscriptions: true), shortcut = StepLog(needsInnerSubscriptions: false)
        run(full)
        run(shortcut)
        #expect(shortcut.entered == full.entered)
        #expect(shortcut.entered.filter { $0 == "plusOne" }.count == 4)
        #expect(full.subscriptions == 3 + 4 + 4)
        #expect(shortcut.subscriptions == 3)
        #expect(shortcut.events < full.events)
    }
}
