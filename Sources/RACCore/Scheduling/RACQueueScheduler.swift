import RACTrace

/// A serial queue's scheduler — the main-thread scheduler or a background one — on the
/// virtual clock. Like `RACQueueScheduler`, cancelling is a disposable without a block whose
/// disposed flag the queued work checks before running.
public final class RACQueueScheduler: RACScheduler {
    public let isMainThread: Bool

    public init(name: String, isMainThread: Bool) {
        self.isMainThread = isMainThread
        super.init(name: name)
    }

    public override var className: String { "RACTargetQueueScheduler" }

    /// `-schedule:` ([RACQueueScheduler.m:60](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACQueueScheduler.m#L60)):
    /// `dispatch_async` of a block that runs `block` unless the returned disposable was
    /// disposed first.
    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        enqueue(at: RACRuntime.current.clock.now, RACBlockName.schedulerDispatchAsync, block)
    }

    /// `-after:schedule:` ([RACQueueScheduler.m:73](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACQueueScheduler.m#L73)):
    /// the same with `dispatch_after`.
    public override func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        enqueue(at: max(date, RACRuntime.current.clock.now), RACBlockName.schedulerDispatchAfter, block)
    }

    public override func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                               schedule block: RACVoidBlock) -> RACDisposable? {
        // RAC hands the block to a dispatch timer and returns a disposable whose block cancels
        // the timer, which lets go of the block.
        let timer = RepeatingTimer(block)
        repeatEvery(max(interval, 0), from: max(date, RACRuntime.current.clock.now), timer)
        return RACDisposable(RACBlockName.schedulerCancelTimer) { timer.cancel() }
    }

    /// Queues the block `-schedule:` and `-after:schedule:` hand to dispatch, `name` (RAC's
    /// lines 65 and 79): dispatch copies it, so it holds the cancellation flag, the scheduler and
    /// the work until it has run; it checks the flag, then runs the work as the current
    /// scheduler (`-performAsCurrentScheduler:`, which the clock's queue item stands for).
    private func enqueue(at time: Double, _ name: RACBlockName, _ block: RACVoidBlock,
                         file: StaticString = #filePath, line: UInt = #line) -> RACDisposable {
        let disposable = RACDisposable()
        let dispatched = RACVoidBlock(name, captures: [disposable, self, block], file: file, line: line) {
            // capture-check: retains self (RAC's `[self performAsCurrentScheduler:block]`, RACQueueScheduler.m:67, :81)
            if disposable.isDisposed { return }
            block.call { $0() }
        }
        dispatched.retain() // dispatch's copy (RACQueueScheduler.m:65, :79), let go once it has run
        racTrace(.scheduled(RACLent(self), time: time))
        RACRuntime.current.clock.enqueue(at: time, on: self) {
            dispatched.call { $0() }
            dispatched.release()
        }
        return disposable
    }

    private func repeatEvery(_ interval: Double, from time: Double, _ timer: RepeatingTimer) {
        racTrace(.scheduled(RACLent(self), time: time))
        RACRuntime.current.clock.enqueue(at: time, on: self) { [self] in
            guard let block = timer.block else { return }
            block.callRetained { $0() }
            if timer.block != nil { self.repeatEvery(interval, from: time + interval, timer) }
        }
    }
}

/// A dispatch timer's hold on its event handler, until it is cancelled.
private final class RepeatingTimer {
    private(set) var block: RACVoidBlock?

    init(_ block: RACVoidBlock) {
        block.retain() // dispatch_source_set_event_handler copies it (RACQueueScheduler.m:98)
        self.block = block
    }

    func cancel() {
        let held = block
        block = nil
        held?.release()
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-schedule:`'s block given to `dispatch_async`: runs the work unless cancelled.
    public static let schedulerDispatchAsync = RACBlockName("scheduler.dispatchAsync", rac: "RACQueueScheduler.m", 65, rac25: 66)
    /// `-after:schedule:`'s block given to `dispatch_after`: runs the work unless cancelled.
    public static let schedulerDispatchAfter = RACBlockName("scheduler.dispatchAfter", rac: "RACQueueScheduler.m", 79, rac25: 80)
    /// The returned disposable's block: cancels the timer, releasing the scheduled block.
    public static let schedulerCancelTimer = RACBlockName("scheduler.cancelTimer", rac: "RACQueueScheduler.m", 101, rac25: 102)
}
