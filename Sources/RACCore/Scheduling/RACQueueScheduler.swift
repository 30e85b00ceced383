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

    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        enqueue(at: RACRuntime.current.clock.now, block)
    }

    public override func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        enqueue(at: max(date, RACRuntime.current.clock.now), block)
    }

    public override func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                               schedule block: RACVoidBlock) -> RACDisposable? {
        // RAC hands the block to a dispatch timer and returns a disposable whose block cancels
        // the timer, which lets go of the block.
        let timer = RepeatingTimer(block)
        repeatEvery(max(interval, 0), from: max(date, RACRuntime.current.clock.now), timer)
        return RACDisposable(RACBlockName.schedulerCancelTimer) { timer.cancel() }
    }

    private func enqueue(at time: Double, _ block: RACVoidBlock) -> RACDisposable {
        let disposable = RACDisposable()
        // The queued block holds the work and the cancellation flag until it runs.
        block.retain()
        disposable.retain()
        racTrace(.scheduled(RACLent(self), time: time))
        RACRuntime.current.clock.enqueue(at: time, on: self) {
            if !disposable.isDisposed { block.call { $0() } }
            block.release()
            disposable.release()
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
        block.retain()
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
    /// The returned disposable's block: cancels the timer, releasing the scheduled block.
    public static let schedulerCancelTimer = RACBlockName("scheduler.cancelTimer", rac: "RACQueueScheduler.m", 101)
}
