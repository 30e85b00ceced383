import Testing
@testable import RACCore

/// The fast layer (Sources/RACCore/Fast, `RACEngineLayer`) against the faithful one: every
/// scenario runs on a fresh runtime on each layer, watched by `ObservableHistory`, a tracer
/// that leaves the run on its layer. Both runs must log the same lines and use up the same
/// object ids (so everything a snippet prints, addresses included, is the same), and the fast
/// run's history — events, disposals, deallocations, blocks entered, subscriptions — must be
/// the faithful run's with only steps about objects the fast layer never made left out
/// (SignalContracts §7: those objects run no block of the reader's, hold the last reference to
/// nothing the reader sees, and dispose nothing that has a block).
@Suite struct FastLayerEquivalenceTests {
    final class Log {
        var lines: [String] = []
        func callAsFunction(_ line: String) { lines.append(line) }
    }

    final class Box<T> { var value: T? }

    /// Every step as text naming objects by id (`#12`), without holding any.
    final class ObservableHistory: RACTracer {
        var events: [String] = []
        var needsFaithfulLayer: Bool { false }

        func record(_ event: RACTraceEvent) {
            func id(_ object: RACObject) -> String { "#\(object.objectID)" }
            switch event {
            case .created(let object): events.append("created \(id(object.object)) \(object.object.className)")
            case .named: break
            case .subscribe(let signal, let subscriber): events.append("subscribe \(id(signal.object)) ← \(id(subscriber.object))")
            case .passthrough(let passthrough, let signal, let inner):
                events.append("passthrough \(id(passthrough.object)) \(id(signal.object)) \(id(inner.object))")
            case .enter(let block, let info, _): events.append("enter \(info.name) \(id(block.object))")
            case .enterMethod(let receiver, let info, _): events.append("enter \(info.name) \(id(receiver.object))")
            case .exit(let block, let info): events.append("exit \(info.name) \(id(block.object))")
            case .next(let receiver, let value, let dropped):
                events.append("next \(value?.object.description ?? "nil") → \(id(receiver.object)) \(dropped)")
            case .error(let receiver, let error, let dropped):
                events.append("error \(error?.object.description ?? "nil") → \(id(receiver.object)) \(dropped)")
            case .completed(let receiver, let dropped): events.append("completed → \(id(receiver.object)) \(dropped)")
            case .disposed(let disposable, let ranBlock): events.append("disposed \(id(disposable.object)) \(ranBlock)")
            case .added(let parent, let child): events.append("added \(id(parent.object)) \(id(child.object))")
            case .owned(let disposable, let owner): events.append("owned \(id(disposable.object)) \(id(owner.object))")
            case .removed(let parent, let child): events.append("removed \(id(parent.object)) \(id(child.object))")
            case .swapped(let serial, let inner): events.append("swapped \(id(serial.object)) \(inner.map { id($0.object) } ?? "nil")")
            case .dealloc(let object): events.append("dealloc \(id(object.object))")
            case .scheduled(let scheduler, let time): events.append("scheduled \(id(scheduler.object)) \(time)")
            case .log(let text): events.append("log \(text)")
            }
        }
    }

    struct Outcome {
        var lines: [String]
        var objectsMade: Int
        var events: [String]
    }

    static func outcome(_ layer: RACEngineLayer, _ scenario: (Log) -> Void) -> Outcome {
        let log = Log()
        let history = ObservableHistory()
        return RACRuntime.isolated(tracer: history) { runtime in
            runtime.layer = layer
            scenario(log)
            runtime.drainRunLoop(maxItems: 10_000)
            return Outcome(lines: log.lines, objectsMade: runtime.objectsMade, events: history.events)
        }
    }

    /// The object ids an event names.
    static func ids(_ event: String) -> Set<Substring> {
        Set(event.split(separator: " ").filter { $0.hasPrefix("#") })
    }

    /// Runs `scenario` on both layers, checks what the fast layer may leave out and nothing
    /// else, and returns the log.
    @discardableResult
    static func bothWays(_ scenario: (Log) -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let faithful = outcome(.faithful, scenario)
        let fast = outcome(.fast, scenario)
        #expect(fast.lines == faithful.lines, sourceLocation: sourceLocation)
        #expect(fast.objectsMade == faithful.objectsMade, sourceLocation: sourceLocation)
        let seenOnFast = fast.events.reduce(into: Set<Substring>()) { $0.formUnion(ids($1)) }
        var next = fast.events.startIndex
        var leftOut: [String] = []
        for event in faithful.events {
            if next < fast.events.endIndex, fast.events[next] == event {
                next += 1
            } else {
                leftOut.append(event)
            }
        }
        // The fast history is the faithful one in order, less some steps…
        #expect(next == fast.events.endIndex, "fast step not on the faithful path: \(next < fast.events.endIndex ? fast.events[next] : "")",
                sourceLocation: sourceLocation)
        // …each about an object the fast layer never made (or never showed).
        let aboutVisibleObjects = leftOut.filter { ids($0).isSubset(of: seenOnFast) }
        #expect(aboutVisibleObjects.isEmpty, "faithful steps the fast layer left out: \(aboutVisibleObjects)",
                sourceLocation: sourceLocation)
        return faithful.lines
    }

    func number(_ object: RACObject?) -> Int { Int((object as! ObjCNumber).integerValue) }

    /// `createSignal:` sending 1…count, then completing; its disposable logs when disposed.
    func source(_ count: Int, _ log: Log) -> RACSignal {
        RACSignal.layeredCreateSignal(RACDidSubscribeBlock(named: "source") { subscriber in
            for i in 1...count {
                log("send \(i)")
                subscriber.sendNext(ObjCNumber(i))
            }
            subscriber.sendCompleted()
            return RACDisposable(block: RACVoidBlock(named: "sourceDisposed") { log("source disposed") })
        })
    }

    func subscribe(_ signal: RACSignal, _ log: Log, _ onNext: ((Int) -> Void)? = nil) -> RACDisposable? {
        signal.retain()
        defer { signal.release() }
        return signal.subscribe(
            next: RACValueBlock(named: "next") { x in log("next \(x?.description ?? "nil")"); onNext?(self.number(x)) },
            error: RACValueBlock(named: "error") { e in log("error \(e?.description ?? "nil")") },
            completed: RACVoidBlock(named: "completed") { log("completed") })
    }

    @Test func mapAndFilterChain() {
        let lines = Self.bothWays { log in
            _ = subscribe(source(4, log)
                .layered.map(RACMapBlock(named: "plusOne") { ObjCNumber(self.number($0) + 1) })
                .layered.filter(RACPredicateBlock(named: "even") { self.number($0) % 2 == 0 }), log)
        }
        // Each value goes through both binds before the next is sent; the source's
        // disposable is disposed when it is returned into an already-completed subscription.
        #expect(lines == ["send 1", "next 2", "send 2", "send 3", "next 4", "send 4", "completed", "source disposed"])
    }

    @Test func returnAndEmptyWithTake() {
        let lines = Self.bothWays { log in
            _ = subscribe(source(5, log).layered.flattenMap(RACFlattenMapBlock(named: "oddOnly") { x in
                self.number(x) % 2 == 1 ? RACSignal.return(x) : RACSignal.empty()
            }).take(2), log)
        }
        // take: completes on the second value (3); the source keeps sending into a
        // disposed subscription until its block returns.
        #expect(lines == ["send 1", "next 1", "send 2", "send 3", "next 3", "completed", "send 4", "send 5", "source disposed"])
    }

    /// The faithful layer makes its objects before it forwards a value, so a reader who makes and
    /// prints an object while handling the value sees the address it gets there. (The
    /// shortcut once used the ids up after forwarding: `%@` of a `+empty` made in a
    /// `subscribeNext:` block printed a different address traced and untraced.)
    @Test func objectsMadeWhileAValueIsForwardedGetTheirFullPathAddresses() {
        let lines = Self.bothWays { log in
            let chain = source(3, log)
                .layered.map(RACMapBlock(named: "plusOne") { ObjCNumber(self.number($0) + 1) })
                .layered.filter(RACPredicateBlock(named: "even") { self.number($0) % 2 == 0 })
                .layered.flattenMap(RACFlattenMapBlock(named: "again") { x in RACSignal.return(x) })
            chain.retain()
            chain.subscribe(next: RACValueBlock(named: "next") { x in
                log("next \(x?.description ?? "nil") made \(RACSignal.empty().address)")
            })
            chain.release()
        }
        #expect(lines.count == 6)
        #expect(lines.filter { $0.hasPrefix("next") }.map { $0.prefix(7) } == ["next 2 ", "next 4 "])
    }

    @Test func downstreamDisposesWhileAValueIsForwarded() {
        let lines = Self.bothWays { log in
            let subject = RACSubject()
            subject.retain()
            let disposable = Box<RACDisposable>()
            let mapped = subject.layered.map(RACMapBlock(named: "times10") { ObjCNumber(self.number($0) * 10) })
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
        let lines = Self.bothWays { log in
            let subject = RACSubject()
            subject.retain()
            let plus100 = subject.layered.flattenMap(RACFlattenMapBlock(named: "plus100") { x in RACSignal.return(ObjCNumber(self.number(x) + 100)) })
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
        let lines = Self.bothWays { log in
            _ = subscribe(source(4, log).layered.flattenMap(RACFlattenMapBlock(named: "failOn3") { x in
                self.number(x) == 3 ? RACSignal.error(ObjCNumber(-3)) : RACSignal.return(x)
            }), log)
        }
        #expect(lines == ["send 1", "next 1", "send 2", "next 2", "send 3", "error -3", "send 4", "source disposed"])
    }

    @Test func scheduledValuesAndNestedBinds() {
        let lines = Self.bothWays { log in
            let delivered = source(3, log).deliverOn(RACScheduler.mainThreadScheduler)
            _ = subscribe(delivered.layered.flattenMap(RACFlattenMapBlock(named: "nested") { x in
                RACSignal.return(x).layered.map(RACMapBlock(named: "double") { ObjCNumber(self.number($0) * 2) })
            }), log)
        }
        #expect(lines == ["send 1", "send 2", "send 3", "source disposed", "next 2", "next 4", "next 6", "completed"])
    }

    /// Every operator RACCore models, fed by values that went through the fast layer's
    /// `-map:` and followed by its `-filter:` and `-flattenMap:`, so each meets the shortcuts
    /// on its way in and out.
    static let operators = [
        "bind", "flattenMap", "map", "filter", "concat", "zipWith", "take", "skip", "takeLast",
        "takeUntilBlock", "takeWhileBlock", "skipUntilBlock", "skipWhileBlock", "distinctUntilChanged",
        "scanWithStart", "aggregateWithStart", "collect", "ignore", "ignoreValues", "mapReplace",
        "reduceEach", "startWith", "merge", "+merge", "combineLatestWith", "+combineLatest", "catch",
        "catchTo", "doNext", "doError", "doCompleted", "materialize", "dematerialize", "then",
        "flatten", "+defer", "delay", "deliverOn", "subscribeOn", "throttle", "timeout", "replay",
        "replayLast", "replayLazily", "publish", "+interval",
    ]

    func apply(_ name: String, to source: RACSignal, _ log: Log) -> RACSignal {
        let double = RACMapBlock(named: "double") { ObjCNumber(self.number($0) * 2) }
        let isSmall = RACPredicateBlock(named: "isSmall") { self.number($0) < 5 }
        let main = RACScheduler.mainThreadScheduler
        switch name {
        case "bind":
            return source.layered.bind(RACBindBlockFactory(named: "bindBlock") {
                RACBindingBlock(named: "binding") { value, stop in
                    if self.number(value) == 6 { stop = true }
                    return RACSignal.return(value)
                }
            })
        case "flattenMap": return source.layered.flattenMap(RACFlattenMapBlock(named: "twice") { x in RACSignal.return(x).concat(.return(x)) })
        case "map": return source.layered.map(double)
        case "filter": return source.layered.filter(isSmall)
        case "concat": return source.concat(RACSignal.return(ObjCNumber(100)).layered.map(double))
        case "zipWith": return source.zipWith(source.layered.map(double)).reduceEach(RACGenericReduceBlock(named: "sum") { values in
            ObjCNumber(values.map { self.number($0) }.reduce(0, +))
        })
        case "take": return source.take(2)
        case "skip": return source.skip(2)
        case "takeLast": return source.takeLast(2)
        case "takeUntilBlock": return source.takeUntilBlock(RACPredicateBlock(named: "isSix") { self.number($0) == 6 })
        case "takeWhileBlock": return source.takeWhileBlock(isSmall)
        case "skipUntilBlock": return source.skipUntilBlock(RACPredicateBlock(named: "isSix") { self.number($0) == 6 })
        case "skipWhileBlock": return source.skipWhileBlock(isSmall)
        case "distinctUntilChanged": return source.layered.map(RACMapBlock(named: "half") { ObjCNumber(self.number($0) / 4) }).distinctUntilChanged()
        case "scanWithStart": return source.scanWithStart(ObjCNumber(0), reduce: RACReduceBlock(named: "sum") { ObjCNumber(self.number($0) + self.number($1)) })
        case "aggregateWithStart": return source.aggregateWithStart(ObjCNumber(0), reduce: RACReduceBlock(named: "sum") { ObjCNumber(self.number($0) + self.number($1)) })
        case "collect": return source.collect().layered.map(RACMapBlock(named: "count") { ObjCNumber(($0 as! ObjCArray).count) })
        case "ignore": return source.ignore(ObjCNumber(4))
        case "ignoreValues": return source.ignoreValues()
        case "mapReplace": return source.mapReplace(ObjCNumber(7))
        case "reduceEach": return source.zipWith(source).reduceEach(RACGenericReduceBlock(named: "first") { $0[0] })
        case "startWith": return source.startWith(ObjCNumber(0))
        case "merge": return source.merge(source.layered.map(double))
        case "+merge": return RACSignal.merge([source, RACSignal.return(ObjCNumber(1)).layered.map(double)])
        case "combineLatestWith": return source.combineLatestWith(source).reduceEach(RACGenericReduceBlock(named: "first") { $0[0] })
        case "+combineLatest": return RACSignal.combineLatest([source, source.layered.map(double)]).reduceEach(RACGenericReduceBlock(named: "second") { $0[1] })
        case "catch": return source.layered.flattenMap(RACFlattenMapBlock(named: "failOn6") { x in
            self.number(x) == 6 ? RACSignal.error(ObjCNumber(-1)) : RACSignal.return(x)
        }).catch(RACFlattenMapBlock(named: "recover") { _ in RACSignal.return(ObjCNumber(99)).layered.map(double) })
        case "catchTo": return RACSignal.error(ObjCNumber(-1)).catchTo(source)
        case "doNext": return source.doNext(RACValueBlock(named: "sawNext") { log("saw \($0?.description ?? "nil")") })
        case "doError": return source.concat(RACSignal.error(ObjCNumber(-2))).doError(RACValueBlock(named: "sawError") { _ in log("saw error") })
        case "doCompleted": return source.doCompleted(RACVoidBlock(named: "sawCompleted") { log("saw completed") })
        case "materialize": return source.materialize().layered.map(RACMapBlock(named: "describe") { ObjCString($0?.description ?? "nil") })
        case "dematerialize": return source.materialize().dematerialize()
        case "then": return source.then(RACSignalFactoryBlock(named: "next") { RACSignal.return(ObjCNumber(5)).layered.map(double) })
        case "flatten": return source.layered.map(RACMapBlock(named: "wrap") { RACSignal.return($0).layered.map(double) }).flatten()
        case "+defer": return RACSignal.defer(RACSignalFactoryBlock(named: "make") { source })
        case "delay": return source.delay(1)
        case "deliverOn": return source.deliverOn(main)
        case "subscribeOn": return source.subscribeOn(RACScheduler.scheduler())
        case "throttle": return source.throttle(1)
        case "timeout": return RACSignal.never().timeout(2, onScheduler: main).catchTo(source)
        case "replay": return source.replay()
        case "replayLast": return source.replayLast()
        case "replayLazily": return source.replayLazily()
        case "publish": return source.publish().autoconnect().layered.map(double)
        case "+interval": return RACSignal.interval(1, onScheduler: main).take(3).layered.map(RACMapBlock(named: "tick") { _ in ObjCNumber(1) })
        default: preconditionFailure("no scenario for \(name)")
        }
    }

    @Test(arguments: operators)
    func everyOperatorGivesTheSameHistoryOnBothLayers(_ name: String) {
        let lines = Self.bothWays { log in
            let source = source(4, log).layered.map(RACMapBlock(named: "double") { ObjCNumber(self.number($0) * 2) })
            let result = apply(name, to: source, log)
                .layered.filter(RACPredicateBlock(named: "notNine") { ($0 as? ObjCNumber)?.integerValue != 9 })
                .layered.flattenMap(RACFlattenMapBlock(named: "again") { x in RACSignal.return(x) })
            _ = subscribe(result, log)
        }
        // Every scenario does something: it sends or it ends.
        #expect(lines.contains { $0.hasPrefix("next") || $0 == "completed" || $0.hasPrefix("error") }, "\(lines)")
    }

    /// Counts `-subscribe:` calls and notes which of the scenario's own blocks are entered.
    final class StepLog: RACTracer {
        let needsFaithfulLayer = false
        var subscriptions = 0
        var entered: [String] = []
        var events = 0
        func record(_ event: RACTraceEvent) {
            events += 1
            switch event {
            case .subscribe: subscriptions += 1
            case .enter(_, let info, _) where ["source", "plusOne", "even", "next", "completed"].contains(info.name):
                entered.append(info.name)
            default: break
            }
        }
    }

    /// On the fast layer every block of the snippet is entered as on the faithful one, in the
    /// same order, but the four values of a `map:`/`filter:` chain cost no `-subscribe:` of
    /// their own. On the faithful layer each value
    /// subscribes to `map:`'s `+return:` and to `filter:`'s `+return:` or `+empty` (RACStream's
    /// `-filter:` returns one or the other, and `-bind:`'s `addSignal` subscribes to either),
    /// besides the three subscriptions the chain makes once (filter's bind, map's bind, the
    /// source).
    @Test func theFastLayerSkipsTheInnerSubscriptions() {
        func run(_ layer: RACEngineLayer) -> StepLog {
            let tracer = StepLog()
            RACRuntime.isolated(tracer: tracer) { runtime in
                runtime.layer = layer
                _ = subscribe(source(4, Log())
                    .layered.map(RACMapBlock(named: "plusOne") { ObjCNumber(self.number($0) + 1) })
                    .layered.filter(RACPredicateBlock(named: "even") { self.number($0) % 2 == 0 }), Log())
            }
            return tracer
        }
        let full = run(.faithful), shortcut = run(.fast)
        #expect(shortcut.entered == full.entered)
        #expect(shortcut.entered.filter { $0 == "plusOne" }.count == 4)
        #expect(full.subscriptions == 3 + 4 + 4)
        #expect(shortcut.subscriptions == 3)
        #expect(shortcut.events < full.events)
    }
}
