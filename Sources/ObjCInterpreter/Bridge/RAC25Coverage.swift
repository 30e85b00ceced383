
/// What a `--rac 2.5` run may send: the API RACCore's ReactiveCocoa 2.5 layer covers
/// (`RACCore/RAC25/`, and the ReactiveObjC code it shares because 2.5's is the same line for
/// line). Anything else of RAC's is refused with `notInRAC25Layer` at the send, rather than run
/// on ReactiveObjC's code and reported as 2.5's.
enum RAC25Coverage {
    /// The signal messages 2.5's layer runs; every other selector of the signal table is refused.
    static let signalSelectors: Set<String> = [
        "subscribe:", "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
        "subscribeError:", "subscribeCompleted:", "subscribeError:completed:",
        "bind:", "concat:", "zipWith:", "flattenMap:", "map:", "filter:", "take:",
    ]

    /// `RACSignal`'s class messages 2.5's layer runs.
    static let signalClassSelectors: Set<String> = ["createSignal:", "return:", "empty", "error:", "concat:", "zip:"]

    /// The RAC classes a snippet may name under 2.5: the signal, the disposables, and the
    /// values signals carry. (Subjects, commands, schedulers, sequences and connections are
    /// not translated from 2.5.)
    static let classes: Set<String> = [
        "RACSignal", "RACDisposable", "RACCompoundDisposable", "RACSerialDisposable", "RACScopedDisposable",
        "RACTuple", "RACTupleNil", "RACUnit",
    ]

    /// For the error message.
    static let summary = "+createSignal:, +return:, +empty, +error:, -subscribe…:, -bind:, -concat:, -zipWith:, "
        + "-flattenMap:, -map:, -filter:, -take:, +concat:, +zip:, the subscribers and the disposables"

    /// The operators and time methods of a signal (its name methods, RACStream's, stay allowed).
    private static let signalTableSelectors = Set((Evaluator.signalMethods + Evaluator.signalTimeMethods).map(\.selector))

    static func refuses(_ selector: String, sentTo kind: ReceiverKind) -> Bool {
        if selector.hasPrefix("rac_") { return true }
        switch kind {
        case .signal: return signalTableSelectors.contains(selector) && !signalSelectors.contains(selector)
        case .subject, .groupedSignal, .testScheduler, .scheduler, .connection, .sequence, .command: return true
        default: return false
        }
    }

    static func refuses(_ selector: String, sentToClass className: String) -> Bool {
        guard className.hasPrefix("RAC") else { return false }
        if className == "RACSignal" { return !signalClassSelectors.contains(selector) }
        return !classes.contains(className)
    }
}
