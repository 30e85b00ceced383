/// The names a library gives the schedulers it makes, which a scheduler's `-description`
/// prints: ReactiveObjC's start `org.reactivecocoa.ReactiveObjC.`, ReactiveCocoa 2.5's
/// `com.ReactiveCocoa.` (`RACSchedulerNames+RAC25.swift`). The run's engine has one
/// (`RACEngine.schedulerNames`).
public struct RACSchedulerNames: Sendable {
    /// `+mainThreadScheduler`'s (RACScheduler.m:62).
    public let mainThread: String
    /// `+immediateScheduler`'s (RACImmediateScheduler.m:17).
    public let immediate: String
    /// `+scheduler` and `+schedulerWithPriority:`'s (RACScheduler.m:73).
    public let background: String
    /// `+subscriptionScheduler`'s (RACSubscriptionScheduler.m:25).
    public let subscription: String
    /// `RACTestScheduler -init`'s (RACTestScheduler.m:76).
    public let test: String
    /// A `RACTargetQueueScheduler` given no name: this prefix, then the target queue's label in
    /// parentheses (RACTargetQueueScheduler.m:20).
    public let targetQueuePrefix: String

    /// ReactiveObjC's, at the lines above.
    static let reactiveObjC = RACSchedulerNames(
        mainThread: "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler",
        immediate: "org.reactivecocoa.ReactiveObjC.RACScheduler.immediateScheduler",
        background: "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler",
        subscription: "org.reactivecocoa.ReactiveObjC.RACScheduler.subscriptionScheduler",
        test: "org.reactivecocoa.ReactiveObjC.RACTestScheduler",
        targetQueuePrefix: "org.reactivecocoa.ReactiveObjC.RACTargetQueueScheduler")

    /// The name of a target-queue scheduler made without one, for the queue labelled `label`.
    public func targetQueue(_ label: String) -> String { "\(targetQueuePrefix)(\(label))" }

    /// The run's (`RACEngine.schedulerNames`).
    public static var current: RACSchedulerNames { RACRuntime.current.engine.schedulerNames }
}
