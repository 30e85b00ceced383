import RACTrace

/// ReactiveCocoa 2.5's `RACCommand`, translated from
/// [RACCommand.m at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACCommand.m);
/// the 2.5 engine makes it for `[[RACCommand alloc] init…]` (`RACEngine.makeCommand`).
///
/// The same interface as ReactiveObjC's (`RACCommand`), built otherwise: where ReactiveObjC
/// sends each execution on a subject, 2.5 keeps the executions in flight in an array,
/// `activeExecutionSignals`, posts a KVO change for every insertion and removal, and builds
/// `executionSignals` and `errors` from the insertions
/// (`-rac_valuesAndChangesForKeyPath:options:observer:`) and `executing` from the array's
/// value after each change (`RACObserve`). Foundation sends the after-change notifications
/// to the observers last registered first (`RACObservationInfo`).
public final class RACCommand25: RACObject, RACKeyValueObservable, RACCommanding {
    /// `_activeExecutionSignals`: the mutable array behind `activeExecutionSignals`.
    private let activeExecutionSignalsArray: ObjCArray
    /// `_allowsConcurrentExecution`.
    private var allowsConcurrentExecutionFlag = false
    public let signalBlock: RACCommandSignalBlock
    public private(set) var executionSignals: RACSignal!
    public private(set) var errors: RACSignal!
    public private(set) var executing: RACSignal!
    /// `immediateEnabled`: `enabled` without the hop to the main thread.
    public private(set) var immediateEnabled: RACSignal!
    public private(set) var enabled: RACSignal!
    private let deallocating = RACDeallocating()
    public let observationInfo = RACObservationInfo()

    /// `-initWithEnabled:signalBlock:` (RACCommand.m:129 at v2.5).
    public init(enabled enabledSignal: RACSignal?, signalBlock: RACCommandSignalBlock) {
        activeExecutionSignalsArray = ObjCArray([], mutable: true)
        activeExecutionSignalsArray.retain() // `_activeExecutionSignals = [[NSMutableArray alloc] init]` (:135)
        signalBlock.retain() // `_signalBlock = [signalBlock copy]` (:136)
        self.signalBlock = signalBlock
        super.init()
        // `+alloc`'s reference, which the initialiser holds while it runs: its KVO
        // observations retain and release `self` (a weak load), which must not let it go.
        // Handed to the caller at the end, as RACCore's initialisers hand what they make.
        retain()
        defer { releaseForReturn() }

        racTracingMethod(RACBlockName.commandInit, of: self) {
            withARCScope { scope in
                let main = RACScheduler.mainThreadScheduler

                // The signals added to `activeExecutionSignals`, one by one.
                let newActiveExecutionSignals = scope.strong(
                    rac_valuesAndChangesForKeyPath("activeExecutionSignals", options: .new, observer: nil)
                        .reduceEach(RACGenericReduceBlock(RACBlockName.command25NewActiveExecutionSignals) { arguments in
                            let change = arguments[1] as? ObjCDictionary
                            guard let signals = change?.value(forStringKey: RACKeyValueChangeKey.new) as? ObjCArray else {
                                return RACSignal.empty()
                            }

                            return signals.rac_sequence.signal(with: RACScheduler.immediateScheduler)
                        })
                        .concat()
                        .publish()
                        .autoconnect())

                setIvar(&executionSignals, newActiveExecutionSignals
                    .map(RACMapBlock(RACBlockName.commandExecutionSignalsMap) { signal in
                        (signal as! RACSignal).catchTo(RACSignal.empty())
                    })
                    .deliverOn(main)
                    .named("%@ -executionSignals", self))

                // `errors` is multicast so that it picks up every execution added, even one
                // started before `errors` is subscribed to.
                let errorsConnection = scope.strong(newActiveExecutionSignals
                    .flattenMap(RACFlattenMapBlock(RACBlockName.commandErrorsFlattenMap) { signal in
                        (signal as! RACSignal)
                            .ignoreValues()
                            .catch(RACFlattenMapBlock(RACBlockName.commandErrorsCatch) { error in
                                RACSignal.return(error)
                            })
                    })
                    .deliverOn(main)
                    .publish())

                setIvar(&errors, errorsConnection.signal.named("%@ -errors", self))
                errorsConnection.connect()

                let immediateExecuting = scope.strong(rac_valuesForKeyPath("activeExecutionSignals", observer: self)
                    .map(RACMapBlock(RACBlockName.command25ImmediateExecuting) { activeSignals in
                        ObjCNumber(((activeSignals as? ObjCArray)?.count ?? 0) > 0)
                    }))

                setIvar(&executing, immediateExecuting
                    .deliverOn(main)
                    // Useful before the first value arrives on the main thread.
                    .startWith(ObjCNumber(false))
                    .distinctUntilChanged()
                    .replayLast()
                    .named("%@ -executing", self))

                let moreExecutionsAllowed = scope.strong(RACSignal.if(
                    rac_valuesForKeyPath("allowsConcurrentExecution", observer: self),
                    then: RACSignal.return(ObjCNumber(true)),
                    else: immediateExecuting.not()))

                var enabledSignal = scope.strong(enabledSignal)
                if enabledSignal == nil {
                    scope.assign(&enabledSignal, RACSignal.return(ObjCNumber(true)))
                } else {
                    scope.assign(&enabledSignal, enabledSignal!
                        .startWith(ObjCNumber(true))
                        .takeUntil(rac_willDeallocSignal)
                        .replayLast())
                }

                setIvar(&immediateEnabled, RACSignal
                    .combineLatest([enabledSignal!, moreExecutionsAllowed])
                    .and())

                setIvar(&enabled, immediateEnabled
                    .take(1)
                    .concat(immediateEnabled.skip(1).deliverOn(main))
                    .distinctUntilChanged()
                    .replayLast()
                    .named("%@ -enabled", self))
            }
        }
    }

    /// A strong ivar assigned once, in the initialiser: `_executionSignals` (RACCommand.m:151
    /// at v2.5), `_errors` (:174), `_executing` (:181), `_immediateEnabled` (:203), `_enabled` (:207).
    private func setIvar(_ ivar: inout RACSignal?, _ signal: RACSignal) {
        signal.retain()
        ivar = signal
    }

    public override var className: String { "RACCommand" }

    public var rac_deallocDisposable: RACCompoundDisposable { deallocating.deallocDisposable }
    public var rac_willDeallocSignal: RACSignal { deallocating.willDeallocSignal }

    /// 2.5's RACCommand has no `-dealloc` of its own. Every command asks for
    /// `rac_deallocDisposable` (the KVO wrapper does), so the class is swizzled: the `newDealloc`
    /// block (NSObject+RACDeallocating.m:37 at v2.5, `RACBlockName.swizzledDealloc`) runs. It
    /// disposes the observations, then NSObject's lets the ivars and then the associated
    /// objects go.
    public override func dealloc() {
        deallocating.swizzledDealloc {
            // `.cxx_destruct` releases the ivars the last declared first: the class
            // extension's `_activeExecutionSignals` (:31) before the synthesized ones, which
            // follow the @property order, RACCommand.h's (:38, :48, :62, :72 at v2.5) before the
            // extension's (RACCommand.m:41, :46, :49).
            signalBlock.release()
            immediateEnabled.release()
            errors.release()
            enabled.release()
            executing.release()
            executionSignals.release()
            activeExecutionSignalsArray.release()
            deallocating.release()
        }
    }

    /// `allowsConcurrentExecution` (RACCommand.m:64, :68 at v2.5): setting it posts a KVO
    /// change, which `RACObserve(self, allowsConcurrentExecution)` turns into a value.
    public var allowsConcurrentExecution: Bool {
        get { allowsConcurrentExecutionFlag }
        set {
            willChangeValue(forKey: "allowsConcurrentExecution")
            allowsConcurrentExecutionFlag = newValue
            didChangeValue(forKey: "allowsConcurrentExecution")
        }
    }

    /// `-valueForKey:` of the two observed keys: `-activeExecutionSignals` (:80, a copy of the
    /// array) and `-allowsConcurrentExecution` (as an NSNumber).
    public func observableValue(forKey key: String) -> RACObject? {
        switch key {
        case "activeExecutionSignals": ObjCArray(activeExecutionSignalsArray.items)
        case "allowsConcurrentExecution": ObjCNumber(allowsConcurrentExecutionFlag)
        default: nil
        }
    }

    /// `-addActiveExecutionSignal:` (:86 at v2.5): an insertion at the end, posted to KVO.
    private func addActiveExecutionSignal(_ signal: RACSignal) {
        racTracingMethod(RACBlockName.command25AddActiveExecutionSignal, of: self) {
            withARCScope { scope in
                let indexes = scope.strong(ObjCIndexSet([activeExecutionSignalsArray.count]))
                willChange(.insertion, valuesAt: indexes, forKey: "activeExecutionSignals")
                activeExecutionSignalsArray.append(signal)
                didChange(.insertion, valuesAt: indexes, forKey: "activeExecutionSignals")
            }
        }
    }

    /// `-removeActiveExecutionSignal:` (:99 at v2.5): the removal of every entry that is
    /// `signal`, posted to KVO; nothing when there is none.
    private func removeActiveExecutionSignal(_ signal: RACSignal) {
        racTracingMethod(RACBlockName.command25RemoveActiveExecutionSignal, of: self) {
            withARCScope { scope in
                let test = scope.strong(RACPredicateBlock(RACBlockName.command25RemoveActiveExecutionSignalTest, captures: [signal]) { object in
                    object === signal
                })
                let indexes = scope.strong(ObjCIndexSet(activeExecutionSignalsArray.items.indices.filter { index in
                    test.call { $0(activeExecutionSignalsArray.items[index]) }
                }))

                if indexes.count == 0 { return }

                willChange(.removal, valuesAt: indexes, forKey: "activeExecutionSignals")
                for index in indexes.indexes.reversed() { activeExecutionSignalsArray.remove(at: index) }
                didChange(.removal, valuesAt: indexes, forKey: "activeExecutionSignals")
            }
        }
    }

    /// `-execute:` (RACCommand.m:219 at v2.5): when enabled, calls the signal block and
    /// shares its signal through a replay subject, subscribed on the main-thread scheduler —
    /// after the signal has been added to `activeExecutionSignals` — and removes it when it
    /// errs or completes; when not, an error signal (`RACCommandErrorNotEnabled`).
    @discardableResult
    public func execute(_ input: RACObject?) -> RACSignal {
        racTracingMethod(RACBlockName.commandExecute, of: self) {
            withARCScope { scope in
                // `immediateEnabled` sends a value upon subscription, so -first does not wait.
                let enabled = (immediateEnabled.first() as? ObjCNumber)?.boolValue ?? false
                if !enabled {
                    let userInfo = scope.strong(ObjCDictionary([
                        (key: ObjCString("NSLocalizedDescription"), value: ObjCString("The command is disabled and cannot be executed")),
                        (key: ObjCString("RACUnderlyingCommandErrorKey"), value: self),
                    ]))
                    let error = scope.strong(ObjCError(domain: RACCommand.errorDomain, code: RACCommand.errorNotEnabled, userInfo: userInfo))

                    return RACSignal.error(error)
                }

                let signal = scope.strong(signalBlock.call { $0(input) })
                guard let signal else {
                    // NSCAssert(signal != nil, …); the stand-in executes nothing.
                    RACRuntime.raise(.assertion("nil signal returned from signal block for value: \(input?.description ?? "(null)")"))
                    return RACSignal.empty()
                }

                // Subscribed on the main thread so that it happens after
                // -addActiveExecutionSignal: below: `executing` and `enabled` update before
                // the signal starts its work.
                let connection = scope.strong(signal
                    .subscribeOn(RACScheduler.mainThreadScheduler)
                    .multicast(RACReplaySubject()))

                // @weakify(self)
                let weakSelf = RACWeakReference<RACCommand25>(self)

                addActiveExecutionSignal(connection.signal)
                connection.signal.subscribe(
                    error: RACValueBlock(RACBlockName.command25ExecuteError, captures: [connection]) { _ in
                        weakSelf.value?.removeActiveExecutionSignal(connection.signal)
                    },
                    completed: RACVoidBlock(RACBlockName.command25ExecuteCompleted, captures: [connection]) {
                        weakSelf.value?.removeActiveExecutionSignal(connection.signal)
                    })

                connection.connect()
                return connection.signal.named("%@ -execute: %@", [self, input])
            }
        }
    }
}

// Where this file's blocks begin in ReactiveCocoa 2.5; those it shares with ReactiveObjC's
// RACCommand are declared there (`commandInit`, `commandExecute`, the maps and catches).
extension RACBlockName {
    /// The insertions' new signals, as a signal each (`reduceEach:` of the KVO changes).
    public static let command25NewActiveExecutionSignals = RACBlockName("command.newActiveExecutionSignals.reduceEach", rac25: "RACCommand.m", 141)
    /// `immediateExecuting`'s map: whether any execution is active.
    public static let command25ImmediateExecuting = RACBlockName("command.immediateExecuting.map", rac25: "RACCommand.m", 177)
    public static let command25AddActiveExecutionSignal = RACBlockName("addActiveExecutionSignal", rac25: "RACCommand.m", 86)
    public static let command25RemoveActiveExecutionSignal = RACBlockName("removeActiveExecutionSignal", rac25: "RACCommand.m", 99)
    /// `-indexesOfObjectsPassingTest:`'s block: the entries that are the signal.
    public static let command25RemoveActiveExecutionSignalTest = RACBlockName("removeActiveExecutionSignal.indexesOfObjectsPassingTest", rac25: "RACCommand.m", 106)
    /// `-execute:`'s blocks: remove the execution once it errs or completes.
    public static let command25ExecuteError = RACBlockName("command.execute.error", rac25: "RACCommand.m", 247)
    public static let command25ExecuteCompleted = RACBlockName("command.execute.completed", rac25: "RACCommand.m", 250)
}
