/// `RACSubscriptionScheduler`: runs subscription work at once when there is a current
/// scheduler (always, on the main thread), else on a background scheduler.
public final class RACSubscriptionScheduler: RACScheduler {
    private(set) lazy var backgroundScheduler = RACScheduler.scheduler()

    public init() {
        super.init(name: "org.reactivecocoa.ReactiveObjC.RACScheduler.subscriptionScheduler")
    }

    public override var className: String { "RACSubscriptionScheduler" }

    public override func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        guard RACRuntime.hasCurrentScheduler else { return backgroundScheduler.schedule(block) }
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

    /// `[RACScheduler.subscriptionScheduler schedule:…]` on this thread's runtime, the engine's
    /// fast path for subscription work: on a current scheduler the work runs in place, as RAC's
    /// does, without materialising a block; `holding` is what the block would have captured,
    /// kept alive only if the work has to be queued.
    public static func scheduleSubscription(holding captures: @autoclosure () -> [RACObject?],
                                            _ work: @escaping () -> Void) -> RACDisposable? {
        if RACRuntime.hasCurrentScheduler {
            work()
            return nil
        }
        return RACRuntime.current.subscriptionScheduler.backgroundScheduler
            .schedule(RACVoidBlock("subscriptionScheduler.schedule", captures: captures(), work))
    }
}
