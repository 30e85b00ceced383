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

    // MARK: - Time (RACSignal+Operations.m, RACScheduler.m, RACTestScheduler.m)

    // -delay: (RACSignal+Operations.m)
    public static let delay = "delay"
    public static let delayDidSubscribe = "delay.didSubscribe"
    /// `schedule`: queues an event after the interval on the current scheduler.
    public static let delaySchedule = "delay.schedule"
    public static let delaySourceNext = "delay.source.next"
    public static let delaySourceError = "delay.source.error"
    public static let delaySourceCompleted = "delay.source.completed"
    /// The queued blocks that finally send the delayed value / completion.
    public static let delaySendNext = "delay.sendNext"
    public static let delaySendCompleted = "delay.sendCompleted"

    // -throttle: and -throttle:valuesPassingTest: (RACSignal+Operations.m)
    public static let throttle = "throttle"
    /// `-throttle:`'s predicate, `^(id _) { return YES; }`.
    public static let throttlePassAll = "throttle.passAll"
    public static let throttleValuesPassingTest = "throttle.valuesPassingTest"
    public static let throttleDidSubscribe = "throttle.didSubscribe"
    /// `flushNext`: cancels the pending flush and sends (or drops) the buffered value.
    public static let throttleFlushNext = "throttle.flushNext"
    public static let throttleSourceNext = "throttle.source.next"
    public static let throttleSourceError = "throttle.source.error"
    public static let throttleSourceCompleted = "throttle.source.completed"
    /// The queued block that flushes the buffered value when the interval has passed.
    public static let throttleScheduledFlush = "throttle.scheduledFlush"

    // +interval:onScheduler:(withLeeway:) (RACSignal+Operations.m)
    public static let interval = "interval"
    public static let intervalWithLeeway = "interval.withLeeway"
    public static let intervalDidSubscribe = "interval.didSubscribe"
    /// The repeating block that sends `[NSDate date]`.
    public static let intervalTick = "interval.tick"

    // -timeout:onScheduler: (RACSignal+Operations.m)
    public static let timeout = "timeout"
    public static let timeoutDidSubscribe = "timeout.didSubscribe"
    /// The block scheduled after the interval: disposes and sends the timeout error.
    public static let timeoutFire = "timeout.fire"
    public static let timeoutSourceNext = "timeout.source.next"
    public static let timeoutSourceError = "timeout.source.error"
    public static let timeoutSourceCompleted = "timeout.source.completed"

    // -deliverOn: (RACSignal+Operations.m)
    public static let deliverOn = "deliverOn"
    public static let deliverOnDidSubscribe = "deliverOn.didSubscribe"
    public static let deliverOnSourceNext = "deliverOn.source.next"
    public static let deliverOnSourceError = "deliverOn.source.error"
    public static let deliverOnSourceCompleted = "deliverOn.source.completed"
    /// The blocks queued on the target scheduler.
    public static let deliverOnSendNext = "deliverOn.sendNext"
    public static let deliverOnSendError = "deliverOn.sendError"
    public static let deliverOnSendCompleted = "deliverOn.sendCompleted"

    // -subscribeOn: (RACSignal+Operations.m)
    public static let subscribeOn = "subscribeOn"
    public static let subscribeOnDidSubscribe = "subscribeOn.didSubscribe"
    /// The block queued on the target scheduler that subscribes to the receiver.
    public static let subscribeOnSubscribe = "subscribeOn.subscribe"

    // -scheduleRecursiveBlock: (RACScheduler.m)
    /// The block queued for each round of the recursion.
    public static let scheduleRecursive = "scheduler.scheduleRecursive"
    /// `reschedule`, the block handed to the recursive block.
    public static let scheduleRecursiveReschedule = "scheduler.scheduleRecursive.reschedule"

    // RACTestScheduler -after:repeatingEvery:withLeeway:schedule:
    /// `reschedulingBlock`: queues the next round, then runs the work.
    public static let testSchedulerReschedule = "testScheduler.reschedule"
}
