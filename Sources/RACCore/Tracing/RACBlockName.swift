/// The stable dotted names of the engine's internal blocks — the one place they are listed.
///
/// A trace reports each internal block by one of these names; a run's numbering map
/// (`RACBlockNumbering`) turns names into the block numbers articles use. The names follow
/// the operator (`bind`), then the local in ReactiveObjC's source (`completeSignal`), then
/// the event handler (`next`, `error`, `completed`) where the block is one.
public enum RACBlockName {
    // -bind: (RACSignal.m)
    /// The `-bind:` call itself.
    public static let bind = "bind"
    /// The `createSignal:` block `-bind:` returns: runs once per subscription.
    public static let bindDidSubscribe = "bind.didSubscribe"
    /// `completeSignal`: one signal (the source or an inner one) finished.
    public static let bindCompleteSignal = "bind.completeSignal"
    /// `addSignal`: subscribes to a signal the binding block returned.
    public static let bindAddSignal = "bind.addSignal"
    /// The inner signal's next/error/completed handlers inside `addSignal`.
    public static let bindAddSignalNext = "bind.addSignal.next"
    public static let bindAddSignalError = "bind.addSignal.error"
    public static let bindAddSignalCompleted = "bind.addSignal.completed"
    /// The source signal's next/error/completed handlers.
    public static let bindSourceNext = "bind.source.next"
    public static let bindSourceError = "bind.source.error"
    public static let bindSourceCompleted = "bind.source.completed"

    // -concat: (RACSignal.m)
    public static let concat = "concat"
    public static let concatDidSubscribe = "concat.didSubscribe"
    public static let concatSourceNext = "concat.source.next"
    public static let concatSourceError = "concat.source.error"
    /// Subscribes the second signal when the first completes.
    public static let concatSourceCompleted = "concat.source.completed"

    // -zipWith: (RACSignal.m)
    public static let zipWith = "zipWith"
    public static let zipWithDidSubscribe = "zipWith.didSubscribe"
    public static let zipWithSendNext = "zipWith.sendNext"
    public static let zipWithSendCompletedIfNecessary = "zipWith.sendCompletedIfNecessary"
    public static let zipWithSelfNext = "zipWith.self.next"
    public static let zipWithSelfError = "zipWith.self.error"
    public static let zipWithSelfCompleted = "zipWith.self.completed"
    public static let zipWithOtherNext = "zipWith.other.next"
    public static let zipWithOtherError = "zipWith.other.error"
    public static let zipWithOtherCompleted = "zipWith.other.completed"
    public static let zipWithDispose = "zipWith.dispose"
}
