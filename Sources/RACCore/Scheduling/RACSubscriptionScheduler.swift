/// `RACSubscriptionScheduler`: runs subscription work at once when there is a current
/// scheduler (always, on the main thread), else on a background scheduler.
public final class RACSubscriptionScheduler: RACScheduler {
    private(set) lazy var backgroundScheduler = RACScheduler.scheduler()

    public init() {
        super.init(name: RACSchedulerNames.current.subscription)
    }

    public override var className: String { "RACSubscriptionScheduler" }

    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        guard RACRuntime.hasCurrentScheduler else { return backgroundScheduler.schedule(block) }
        // Held for the call, as the caller's block literal is (RACSubscriptionScheduler.m:39).
        block.retain()
        block.call { $0() }
        block.release()
        return nil
    }

    public override func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        (RACRuntime.current.currentScheduler ?? backgroundScheduler).after(date, schedule: block)
    }

    public override func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                               schedule block: RACVoidBlock) -> RACDisposable? {
        (RACRuntime.current.currentScheduler ?? backgroundScheduler)
            .after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block)
    }
}
