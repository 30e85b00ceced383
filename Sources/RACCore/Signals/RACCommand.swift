import RACTrace

/// `^RACSignal *(id input)`: a command's signal block, shaped as `-flattenMap:`'s.
public typealias RACCommandSignalBlock = RACFlattenMapBlock

/// `RACCommand`, translated from [RACCommand.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACCommand.m): a signal block run on
/// demand (`-execute:`), with what it is doing as signals — `executionSignals`,
/// `executing`, `enabled`, `errors` — all composed, in `-initWithEnabled:signalBlock:`, from
/// one subject of the signals executions make (`addedExecutionSignalsSubject`) with RAC's
/// own operators. Every one of them delivers on the main-thread scheduler, so what a snippet
/// sees of an execution arrives after the snippet's body returns.
///
/// An execution's signal is subscribed once, through a multicast connection to a
/// `RACReplaySubject` (subscribed on the main-thread scheduler), whatever subscribes to
/// `-execute:`'s result or to `executionSignals`.
public final class RACCommand: RACObject {
    /// `_allowsConcurrentExecution`.
    private var allowsConcurrentExecutionFlag = false
    public let addedExecutionSignalsSubject: RACSubject
    public let allowsConcurrentExecutionSubject: RACSubject
    public let signalBlock: RACCommandSignalBlock
    public private(set) var executionSignals: RACSignal!
    public private(set) var errors: RACSignal!
    public private(set) var executing: RACSignal!
    /// `immediateEnabled`: `enabled` without the hop to the main thread.
    public private(set) var immediateEnabled: RACSignal!
    public private(set) var enabled: RACSignal!
    private let deallocating = RACDeallocating()

    /// `-initWithSignalBlock:` ([RACCommand.m:71](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACCommand.m#L71)).
    public convenience init(signalBlock: RACCommandSignalBlock) {
        self.init(enabled: nil, signalBlock: signalBlock)
    }

    /// `-initWithEnabled:signalBlock:` (RACCommand.m (`RACBlockName.commandInit`)).
    public init(enabled enabledSignal: RACSignal?, signalBlock: RACCommandSignalBlock) {
        addedExecutionSignalsSubject = RACSubject()
        allowsConcurrentExecutionSubject = RACSubject()
        addedExecutionSignalsSubject.retain() // `_addedExecutionSignalsSubject`, the other subject, `_signalBlock` (RACCommand.m:85-87)
        allowsConcurrentExecutionSubject.retain()
        signalBlock.retain()
        self.signalBlock = signalBlock
        super.init()

        racTracingMethod(RACBlockName.commandInit, of: self) {
            withARCScope { scope in
                let main = RACScheduler.mainThreadScheduler

                setIvar(&executionSignals, addedExecutionSignalsSubject
                    .map(RACMapBlock(RACBlockName.commandExecutionSignalsMap) { signal in
                        (signal as! RACSignal).catchTo(RACSignal.empty())
                    })
                    .deliverOn(main)
                    .named("%@ -executionSignals", self))

                // `errors` is multicast so that it picks up every execution added, even one
                // started before `errors` is subscribed to.
                let errorsConnection = scope.strong(addedExecutionSignalsSubject
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

                let immediateExecuting = scope.strong(addedExecutionSignalsSubject
                    .flattenMap(RACFlattenMapBlock(RACBlockName.commandExecutingFlattenMap) { signal in
                        (signal as! RACSignal)
                            .catchTo(RACSignal.empty())
                            .then(RACSignalFactoryBlock(RACBlockName.commandExecutingThen) {
                                RACSignal.return(ObjCNumber(-1))
                            })
                            .startWith(ObjCNumber(1))
                    })
                    .scanWithStart(ObjCNumber(0), reduce: RACReduceBlock(RACBlockName.commandExecutingScan) { running, next in
                        ObjCNumber(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
                    })
                    .map(RACMapBlock(RACBlockName.commandExecutingMap) { count in
                        ObjCNumber((count as! ObjCNumber).integerValue > 0)
                    })
                    .startWith(ObjCNumber(false)))

                setIvar(&executing, immediateExecuting
                    .deliverOn(main)
                    // Useful before the first value arrives on the main thread.
                    .startWith(ObjCNumber(false))
                    .distinctUntilChanged()
                    .replayLast()
                    .named("%@ -executing", self))

                let moreExecutionsAllowed = scope.strong(RACSignal.if(
                    allowsConcurrentExecutionSubject.startWith(ObjCNumber(false)),
                    then: RACSignal.return(ObjCNumber(true)),
                    else: immediateExecuting.not()))

                var enabledSignal = scope.strong(enabledSignal)
                if enabledSignal == nil {
                    scope.assign(&enabledSignal, RACSignal.return(ObjCNumber(true)))
                } else {
                    scope.assign(&enabledSignal, enabledSignal!.startWith(ObjCNumber(true)))
                }

                setIvar(&immediateEnabled, RACSignal
                    .combineLatest([enabledSignal!, moreExecutionsAllowed])
                    .and()
                    .takeUntil(deallocating.willDeallocSignal)
                    .replayLast())

                setIvar(&enabled, immediateEnabled
                    .take(1)
                    .concat(immediateEnabled.skip(1).deliverOn(main))
                    .distinctUntilChanged()
                    .replayLast()
                    .named("%@ -enabled", self))
            }
        }
    }

    /// A strong ivar assigned once, in the initialiser.
    private func setIvar(_ ivar: inout RACSignal?, _ signal: RACSignal) {
        // `_executionSignals = …` and the four others, `_errors`, `_executing`, `_immediateEnabled`
        // and `_enabled` (RACCommand.m:89, :112, :132, :151, :157)
        signal.retain()
        ivar = signal
    }

    public override var className: String { "RACCommand" }

    /// `-dealloc` ([RACCommand.m:75](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACCommand.m#L75)), after the swizzled one that
    /// completes `rac_willDeallocSignal`: completes the two subjects, then the ivars go, then
    /// the associated objects.
    public override func dealloc() {
        // Every command asks for `rac_willDeallocSignal` (RACCommand.m:154), so RACCommand's
        // `-dealloc` is swizzled: the swizzled block runs this one inside it.
        deallocating.swizzledDealloc {
            addedExecutionSignalsSubject.sendCompleted()
            allowsConcurrentExecutionSubject.sendCompleted()

            // `.cxx_destruct` releases the ivars the last declared first. RACCommand.m's
            // class extension declares no object ivar in its braces (:25-28); the synthesized
            // ones follow the @property order, RACCommand.h's (:42, :52, :66, :76) before the
            // extension's (RACCommand.m:31, :34, :39, :42).
            signalBlock.release()
            immediateEnabled.release()
            allowsConcurrentExecutionSubject.release()
            addedExecutionSignalsSubject.release()
            errors.release()
            enabled.release()
            executing.release()
            executionSignals.release()
            deallocating.release()
        }
    }

    /// `allowsConcurrentExecution` ([RACCommand.m:50](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACCommand.m#L50), :54): setting it
    /// sends the new value on `allowsConcurrentExecutionSubject`, which switches `enabled`.
    public var allowsConcurrentExecution: Bool {
        get { allowsConcurrentExecutionFlag }
        set {
            allowsConcurrentExecutionFlag = newValue
            allowsConcurrentExecutionSubject.sendNext(ObjCNumber(newValue ? 1 : 0))
        }
    }

    /// `RACCommandErrorDomain`, and `RACCommandErrorNotEnabled`.
    public static let errorDomain = "RACCommandErrorDomain"
    public static let errorNotEnabled = 1

    /// `-execute:` (RACCommand.m (`RACBlockName.commandExecute`)): when enabled, calls the signal
    /// block and shares its signal through a replay subject, subscribed on the main-thread
    /// scheduler — after `executionSignals`, `executing` and `enabled` have seen the new
    /// execution; when not, an error signal (`RACCommandErrorNotEnabled`).
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

                // Subscribed on the main thread so that it happens after the sendNext: below:
                // `executing` and `enabled` update before the signal starts its work.
                let connection = scope.strong(signal
                    .subscribeOn(RACScheduler.mainThreadScheduler)
                    .multicast(RACReplaySubject()))

                addedExecutionSignalsSubject.sendNext(connection.signal)

                connection.connect()
                return connection.signal.named("%@ -execute: %@", [self, input])
            }
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let commandInit = RACBlockName("initWithEnabledSignalBlock", rac: "RACCommand.m", 80, rac25: 129)
    public static let commandExecute = RACBlockName("execute", rac: "RACCommand.m", 169, rac25: 219)
    /// `executionSignals`' map block: each execution's signal with its error caught.
    public static let commandExecutionSignalsMap = RACBlockName("command.executionSignals.map", rac: "RACCommand.m", 90, rac25: 152)
    public static let commandErrorsFlattenMap = RACBlockName("command.errors.flattenMap", rac: "RACCommand.m", 102, rac25: 164)
    public static let commandErrorsCatch = RACBlockName("command.errors.catch", rac: "RACCommand.m", 105, rac25: 167)
    /// `immediateExecuting`'s blocks: +1 when an execution starts, -1 when it ends, summed.
    public static let commandExecutingFlattenMap = RACBlockName("command.executing.flattenMap", rac: "RACCommand.m", 116)
    public static let commandExecutingThen = RACBlockName("command.executing.then", rac: "RACCommand.m", 119)
    public static let commandExecutingScan = RACBlockName("command.executing.scan", rac: "RACCommand.m", 124)
    public static let commandExecutingMap = RACBlockName("command.executing.map", rac: "RACCommand.m", 127)
}
