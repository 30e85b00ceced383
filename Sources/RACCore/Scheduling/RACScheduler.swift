import RACTrace

/// `RACScheduler`: where and when work runs.
///
/// RACStep models a program on the main thread with a virtual clock (`RACVirtualClock`):
/// queued work runs in time order when the run loop drains, never waiting for real time.
/// Background schedulers (`+scheduler`) run on the same clock, so a snippet that hops
/// threads still gives one deterministic order — the order the due times give.
open class RACScheduler: RACObject {
    public internal(set) var name: String

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
    public static func scheduler(name: String? = nil) -> RACScheduler {
        RACQueueScheduler(name: name ?? RACSchedulerNames.current.background, isMainThread: false)
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

    /// `-scheduleRecursiveBlock:`, from
    /// [RACScheduler.m:123](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACScheduler.m#L123):
    /// schedules `recursiveBlock`, handing it a `reschedule` block that schedules it again.
    /// Calls to `reschedule` made while the block runs are counted and scheduled after it
    /// returns (so an immediate scheduler unrolls the recursion instead of nesting it inside
    /// the caller); later calls reschedule at once. Disposing the returned disposable stops
    /// the recursion.
    @discardableResult
    public final func scheduleRecursiveBlock(_ recursiveBlock: RACRecursiveBlock) -> RACDisposable? {
        withARCScope { scope in
            let disposable = scope.strong(RACCompoundDisposable())

            scheduleRecursiveBlock(recursiveBlock, addingTo: disposable)
            return scope.returning(disposable)
        }
    }

    /// `-scheduleRecursiveBlock:addingToDisposable:`, from
    /// [RACScheduler.m:130](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACScheduler.m#L130).
    /// RAC's `reallyReschedule` and the block it hands `recursiveBlock` are one block here
    /// (`reschedule`), and it lives until the synchronous reschedules are done.
    private final func scheduleRecursiveBlock(_ recursiveBlock: RACRecursiveBlock, addingTo disposable: RACCompoundDisposable) {
        withARCScope { scope in // RAC's @autoreleasepool
            let selfDisposable = scope.strong(RACCompoundDisposable())
            disposable.add(selfDisposable)

            // RAC captures selfDisposable weakly: no model reference.
            let schedulingDisposable = schedule(RACVoidBlock(RACBlockName.scheduleRecursive,
                                                             captures: [disposable, recursiveBlock, self]) {
                [weak selfDisposable] in
                // We have been invoked, so our disposable is useless now.
                disposable.remove(selfDisposable)

                if disposable.isDisposed { return }

                let rescheduleCount = RACBlockVariable(0)
                // Set once the synchronous run is over: later reschedules happen at once.
                let rescheduleImmediately = RACBlockVariable(false)

                withARCScope { scope in
                    let reschedule = scope.strong(RACVoidBlock(RACBlockName.scheduleRecursiveReschedule,
                                                               captures: [disposable, recursiveBlock, self]) {
                        if !rescheduleImmediately.value {
                            rescheduleCount.value += 1
                        } else if !disposable.isDisposed {
                            self.scheduleRecursiveBlock(recursiveBlock, addingTo: disposable)
                        }
                    })
                    recursiveBlock.call { $0(reschedule) }

                    let synchronousCount = rescheduleCount.value
                    rescheduleImmediately.value = true

                    for _ in 0..<synchronousCount where !disposable.isDisposed {
                        self.scheduleRecursiveBlock(recursiveBlock, addingTo: disposable)
                    }
                }
            })

            selfDisposable.add(schedulingDisposable)
        }
    }

    /// Engine convenience: schedules `work` as the internal block `name` holding `captures`.
    @discardableResult
    public final func schedule(_ name: RACBlockName, holding captures: [RACObject?],
                               _ work: @escaping () -> Void) -> RACDisposable? {
        schedule(RACVoidBlock(name, captures: captures, work))
    }
}

/// `RACSchedulerRecursiveBlock`: `^(void (^reschedule)(void))`.
public typealias RACRecursiveBlock = RACBlock<(RACVoidBlock) -> Void>

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The block queued for each round of the recursion.
    public static let scheduleRecursive = RACBlockName("scheduler.scheduleRecursive", rac: "RACScheduler.m", 137, rac25: 138)
    /// `reschedule`, the block handed to the recursive block.
    public static let scheduleRecursiveReschedule = RACBlockName("scheduler.scheduleRecursive.reschedule", rac: "RACScheduler.m", 165, rac25: 166)
}
