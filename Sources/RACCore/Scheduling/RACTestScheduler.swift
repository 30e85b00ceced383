import RACTrace

/// `RACTestScheduler`: a scheduler whose work runs only when the test steps it.
///
/// Work waits in the scheduler's own queue — never on the virtual clock the run loop drains —
/// ordered by date, and `step`, `step(_:)` and `stepAll` run it one action at a time, with the
/// test scheduler as the current scheduler. As in ReactiveObjC:
/// - stepping never waits and never moves time: `[NSDate date]` inside a stepped block is the
///   clock's time when the step happened, and the dates only decide the order;
/// - `-schedule:` dates its blocks `n` seconds after the reference date (the `n`th such
///   block). In any real run that lies decades before now, so directly scheduled blocks run
///   before all dated ones; RACStep's clock *starts* at the reference date (see `ObjCDate`),
///   so the queue orders the two kinds explicitly to keep that outcome;
/// - a repeating action reschedules itself from its own date, not from now;
/// - deallocating the scheduler steps through everything left.
///
/// Where we differ: RAC keeps its actions in a `CFBinaryHeap`, which does not promise an
/// order among equal dates; RACStep runs equal dates in the order they were scheduled.
public final class RACTestScheduler: RACScheduler {
    /// `RACTestSchedulerAction`: a date, a block, and a disposable that cancels it.
    private struct Action {
        /// 0 for `-schedule:`, 1 for dated actions: see the type's comment.
        let phase: Int
        let date: Double
        let sequence: Int
        let block: RACVoidBlock
        let disposable: RACDisposable

        func precedes(_ other: Action) -> Bool {
            if phase != other.phase { return phase < other.phase }
            if date != other.date { return date < other.date }
            return sequence < other.sequence
        }
    }

    private var actions: [Action] = []
    private var numberOfDirectlyScheduledBlocks = 0
    private var lastSequence = 0

    /// `-init`.
    public init() {
        super.init(name: RACSchedulerNames.current.test)
    }

    public override var className: String { "RACTestScheduler" }

    /// Actions waiting to run (cancelled ones included until they are stepped past).
    public var pendingCount: Int { actions.count }

    public override func dealloc() {
        stepAll()
    }

    // MARK: Execution

    /// `-step`: runs the earliest action.
    public func step() { step(1) }

    /// `-step:`: runs up to `ticks` actions; a cancelled action is dropped but counts as a tick.
    public func step(_ ticks: Int) {
        var remaining = ticks
        let runtime = RACRuntime.current
        while remaining > 0, !actions.isEmpty {
            guard runtime.testSchedulerBudget > 0 else {
                runtime.testSchedulerBudgetExhausted = true
                return
            }
            runtime.testSchedulerBudget -= 1
            remaining -= 1
            let action = actions.removeFirst()
            // The action is a strong local while it runs (RACTestScheduler.m:111), then goes away
            // with its block.
            defer {
                action.block.release()
                action.disposable.release()
            }
            if action.disposable.isDisposed { continue }
            let previous = runtime.currentScheduler
            runtime.currentScheduler = self
            action.block.call { $0() }
            runtime.currentScheduler = previous
        }
    }

    /// `-stepAll`.
    public func stepAll() { step(.max) }

    // MARK: RACScheduler

    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        let date = Double(numberOfDirectlyScheduledBlocks)
        numberOfDirectlyScheduledBlocks += 1
        return enqueue(phase: 0, date: date, block)
    }

    public override func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        enqueue(phase: 1, date: date, block)
    }

    public override func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                               schedule block: RACVoidBlock) -> RACDisposable? {
        precondition(interval >= 0 && leeway >= 0, "-after:repeatingEvery:withLeeway:schedule: needs non-negative times")
        let compoundDisposable = RACCompoundDisposable()
        compoundDisposable.retain() // the local (RACTestScheduler.m:168), returned (:193)
        // RAC's `__block RACDisposable *thisDisposable`, set to the action's disposable once the
        // action exists; the action makes the disposable first here so the block can hold it.
        let thisDisposable = RACDisposable()
        let reschedulingBlock = RACVoidBlock(RACBlockName.testSchedulerReschedule,
                                             captures: [compoundDisposable, thisDisposable, block]) {
            [weak self] in // @weakify(self)
            compoundDisposable.remove(thisDisposable)
            let schedulingDisposable = self?.after(date + interval, repeatingEvery: interval, withLeeway: leeway,
                                                  schedule: block)
            compoundDisposable.add(schedulingDisposable)
            block.call { $0() }
        }
        _ = enqueue(phase: 1, date: date, reschedulingBlock, disposable: thisDisposable)
        compoundDisposable.add(thisDisposable)
        compoundDisposable.releaseForReturn()
        return compoundDisposable
    }

    private func enqueue(phase: Int, date: Double, _ block: RACVoidBlock,
                         disposable: RACDisposable? = nil) -> RACDisposable {
        let disposable = disposable ?? RACDisposable()
        block.retain() // the action's `_block = [block copy]` and `_disposable` (RACTestScheduler.m:209-210)
        disposable.retain()
        lastSequence += 1
        let action = Action(phase: phase, date: date, sequence: lastSequence, block: block, disposable: disposable)
        let index = actions.firstIndex { action.precedes($0) } ?? actions.count
        actions.insert(action, at: index)
        racTrace(.scheduled(RACLent(self), time: date))
        return disposable
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `reschedulingBlock`: queues the next round, then runs the work.
    public static let testSchedulerReschedule = RACBlockName("testScheduler.reschedule", rac: "RACTestScheduler.m", 174, rac25: 175)
}
