/// The code a run takes where RACCore has more than one: the one table of variants, of which
/// the runtime picks one, once, where it settles the run (`RACRuntime.engine`). Nothing else
/// chooses; the translations themselves never ask which run they are in.
///
/// - `reactiveObjC`: ReactiveObjC's translation (`Operators/`, `Stream/`, …): every run of
///   ReactiveObjC takes it.
/// - `reactiveCocoa25`: ReactiveCocoa 2.5 (`RAC25/`): its own `-bind:`, `-concat:`,
///   `RACSubject -subscribe:`, `RACReplaySubject -sendNext:`, `RACTuplePack`,
///   `-flatten:`, the asynchronous waits, `RACSequence -foldRightWithStart:reduce:`,
///   `RACCommand` and scheduler names, the code it shares with
///   ReactiveObjC line for line, and only that (`coverage`).
public struct RACEngine: Sendable {
    /// `-bind:` as the library translates it: what every send of `bind(_:)` runs, a program's
    /// or RACCore's own (RACStream.m's `-flattenMap:` sends `-bind:`), as a program linked
    /// against one RAC runs that RAC's method whoever sends it.
    let bind: @Sendable (RACSignal, RACBindBlockFactory) -> RACSignal
    /// `-concat:`, the same way (`+concat:` sends it).
    let concat: @Sendable (RACSignal, RACSignal) -> RACSignal
    /// `RACTuplePack(…)`, the macro: which class its tuple has.
    let tuplePack: @Sendable ([RACObject?]) -> RACTuple
    /// `-[RACSubject subscribe:]`, after its trace: what the disposable it returns holds.
    let subjectSubscribe: @Sendable (RACSubject, RACSubscriberProtocol) -> RACDisposable
    /// `-[RACReplaySubject sendNext:]`, after its trace: when it trims the values it keeps.
    let replaySubjectSendNext: @Sendable (RACReplaySubject, RACObject?) -> Void
    /// `-flatten:`, the same way (`-concat` and `+merge:` send it): who lets go of its
    /// recursive block.
    let flatten: @Sendable (RACSignal, UInt) -> RACSignal
    /// `-asynchronousFirstOrDefault:success:error:` and `-asynchronouslyWaitUntilCompleted:`:
    /// whether a `timeout:` method lies between them and the wait.
    let asynchronousFirstOrDefault: @Sendable (RACSignal, RACObject?) -> RACFirstResult
    let asynchronouslyWaitUntilCompleted: @Sendable (RACSignal) -> (success: Bool, error: RACObject?)
    /// `-[RACSequence foldRightWithStart:reduce:]`: what `rest` gives at a nil tail.
    let sequenceFoldRight: @Sendable (RACSequence, RACObject?, RACFoldRightBlock) -> RACObject?
    /// `-[RACCommand initWithEnabled:signalBlock:]`: on subjects (ReactiveObjC) or on KVO (2.5).
    let makeCommand: @Sendable (RACSignal?, RACCommandSignalBlock) -> RACCommanding
    /// The names the library gives the schedulers it makes.
    let schedulerNames: RACSchedulerNames
    /// What the library's layer translates, for the interpreter to refuse the rest; nil: all
    /// of what RACCore models (ReactiveObjC).
    public let coverage: RACLibraryCoverage?

    /// ReactiveObjC's translation.
    static let reactiveObjC = RACEngine(
        bind: { $0.reactiveObjCBind($1) },
        concat: { $0.reactiveObjCConcat($1) },
        tuplePack: { reactiveObjCTuplePack($0) },
        subjectSubscribe: { $0.reactiveObjCSubscribe($1) },
        replaySubjectSendNext: { $0.reactiveObjCSendNext($1) },
        flatten: { $0.reactiveObjCFlatten($1) },
        asynchronousFirstOrDefault: { $0.reactiveObjCAsynchronousFirstOrDefault($1) },
        asynchronouslyWaitUntilCompleted: { $0.reactiveObjCAsynchronouslyWaitUntilCompleted() },
        sequenceFoldRight: { $0.reactiveObjCFoldRight(start: $1, reduce: $2) },
        makeCommand: { RACCommand(enabled: $0, signalBlock: $1) },
        schedulerNames: .reactiveObjC,
        coverage: nil)
}

extension RACSignal {
    /// `-bind:`, as every caller sends it: the run's engine answers (`RACEngine.bind`).
    public func bind(_ block: RACBindBlockFactory) -> RACSignal {
        RACRuntime.current.engine.bind(self, block)
    }

    /// `-concat:`, as every caller sends it: the run's engine answers (`RACEngine.concat`).
    public func concat(_ signal: RACSignal) -> RACSignal {
        RACRuntime.current.engine.concat(self, signal)
    }
}

/// `RACTuplePack(…)`, as every caller writes it: the run's engine answers (`RACEngine.tuplePack`).
public func RACTuplePack(_ objects: [RACObject?]) -> RACTuple {
    RACRuntime.current.engine.tuplePack(objects)
}
