/// `RACImmediateScheduler`: runs work at once, on the calling thread. `-after:schedule:`
/// sleeps until the date first — on the virtual clock, by moving time forward.
public final class RACImmediateScheduler: RACScheduler {
    public init() {
        super.init(name: RACSchedulerNames.current.immediate)
    }

    public override var className: String { "RACImmediateScheduler" }

    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        // RAC calls the block it is handed (RACImmediateScheduler.m:25): a literal of the
        // caller's, alive until the caller's statement ends, just after this returns.
        block.retain()
        block.call { $0() }
        block.release()
        return nil
    }

    public override func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        let clock = RACRuntime.current.clock
        if date > clock.now { clock.now = date }
        return schedule(block)
    }

    public override func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                               schedule block: RACVoidBlock) -> RACDisposable? {
        preconditionFailure("+[RACScheduler immediateScheduler] does not support repeating work (as in RAC)")
    }
}
