extension RACSchedulerNames {
    /// ReactiveCocoa 2.5's, at v2.5's lines: RACScheduler.m:63 and :74, RACImmediateScheduler.m:17,
    /// RACSubscriptionScheduler.m:25, RACTestScheduler.m:76, RACTargetQueueScheduler.m:20 — the
    /// one difference `scripts/rac-method-bodies.py` finds in those methods.
    static let reactiveCocoa25 = RACSchedulerNames(
        mainThread: "com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
        immediate: "com.ReactiveCocoa.RACScheduler.immediateScheduler",
        background: "com.ReactiveCocoa.RACScheduler.backgroundScheduler",
        subscription: "com.ReactiveCocoa.RACScheduler.subscriptionScheduler",
        test: "org.reactivecocoa.ReactiveCocoa.RACTestScheduler",
        targetQueuePrefix: "com.ReactiveCocoa.RACTargetQueueScheduler")
}
