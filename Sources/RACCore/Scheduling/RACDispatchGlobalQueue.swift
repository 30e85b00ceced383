/// A GCD global queue, as `dispatch_get_global_queue` returns it: not a `RACScheduler`, so the
/// work `dispatch_async`ed to it runs on a thread where `+[RACScheduler currentScheduler]` is
/// nil ([RACScheduler.m:94](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACScheduler.m#L94)) — the one place a program reaches the subscription
/// scheduler's background branch ([RACSubscriptionScheduler.m:37](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubscriptionScheduler.m#L37)).
///
/// A global queue is concurrent: each block gets a worker thread of its own, so a block that
/// waits (`-first`) holds up no other. Blocks start in the order they were queued, on the
/// virtual clock like all queued work.
public final class RACDispatchGlobalQueue: RACObject {
    /// The queue's label (`com.apple.root.default-qos`).
    public let label: String

    init(label: String) {
        self.label = label
        super.init()
    }

    public override var className: String { "OS_dispatch_queue_global" }
    public override var description: String { "<\(className): \(label)>" }

    /// `dispatch_async(queue, block)`: queues `block` now, on a new worker thread with no
    /// current scheduler.
    public func async(_ block: RACVoidBlock) {
        let runtime = RACRuntime.current
        let worker = RACQueueScheduler(name: label, isMainThread: false)
        block.retain()
        runtime.clock.enqueue(at: runtime.clock.now, on: worker, asCurrentScheduler: false) {
            block.call { $0() }
            block.release()
        }
    }

    /// The labels of the queues `dispatch_get_global_queue` knows, by identifier: the
    /// `DISPATCH_QUEUE_PRIORITY_*` values and the `QOS_CLASS_*` ones that name the same queues.
    public static func label(forIdentifier identifier: Int) -> String? {
        switch identifier {
        case 2, 0x19: "com.apple.root.user-initiated-qos"
        case 0, 0x15: "com.apple.root.default-qos"
        case -2, 0x11: "com.apple.root.utility-qos"
        case Int(Int16.min), 0x09: "com.apple.root.background-qos"
        case 0x21: "com.apple.root.user-interactive-qos"
        default: nil
        }
    }
}
