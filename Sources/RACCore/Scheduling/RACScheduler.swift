/// `RACScheduler`: where and when work runs.
///
/// RACStep models a program on the main thread with a virtual clock (`RACVirtualClock`):
/// queued work runs in time order when the run loop drains, never waiting for real time.
/// Background schedulers (`+scheduler`) run on the same clock, so a snippet that hops
/// threads still gives one deterministic order — the order the due times give.
open class RACScheduler: RACObject {
    public let name: String

    public init(name: String) {
        self.name = name
        super.init()
    }

    open override var className: String { "RACScheduler" }
    open override var description: String { "<\(className): \(address)> \(name)" }

    /// `+mainThreadScheduler`.
    public static var mainThreadScheduler: RACScheduler { RACRuntime.current.mainThreadScheduler }
    /// `+immediateScheduler`.
    public static var immediateScheduler: RACScheduler { RACRuntime.current.immediateScheduler }
    /// `+subscriptionScheduler`.
    public static var subscriptionScheduler: RACSubscriptionScheduler { RACRuntime.current.subscriptionScheduler }
    /// `+currentScheduler`: nil off any scheduler; the main-thread scheduler on the main thread.
    public static var currentScheduler: RACScheduler? { RACRuntime.current.currentScheduler }

    /// `+scheduler` / `+schedulerWithPriority:`: a new background scheduler.
    public static func scheduler(name: String = "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler") -> RACScheduler {
        RACQueueScheduler(name: name, isMainThread: false)
    }

    /// The current virtual time (`[NSDate date]`), in seconds since the run started.
    public static var now: Double { RACRuntime.current.clock.now }

    /// `-schedule:`.
    @discardableResult
    open func schedule(_ block: RACVoidBlock) -> RACDisposable? {
        preconditionFailure("RACScheduler is abstract")
    }

    /// `-after:schedule:`.
    @discardableResult
    open func after(_ date: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        preconditionFailure("RACScheduler is abstract")
    }

    /// `-after:repeatingEvery:withLeeway:schedule:`.
    @discardableResult
    open func after(_ date: Double, repeatingEvery interval: Double, withLeeway leeway: Double,
                    schedule block: RACVoidBlock) -> RACDisposable? {
        preconditionFailure("RACScheduler is abstract")
    }

    /// `-afterDelay:schedule:`.
    @discardableResult
    public final func afterDelay(_ delay: Double, schedule block: RACVoidBlock) -> RACDisposable? {
        after(RACRuntime.current.clock.now + delay, schedule: block)
    }

    /// Engine convenience: schedules `work` as the internal block `name` holding `captures`.
    @discardableResult
    public final func schedule(_ name: String, holding captures: [RACObject?],
                               _ work: @escaping () -> Void) -> RACDisposable? {
        schedule(RACVoidBlock(name, captures: captures, work))
    }
}
