/// A GCD queue, as `dispatch_get_main_queue` and `dispatch_get_global_queue` return it: not a
/// `RACScheduler`, so nothing RAC does runs through it. A block `dispatch_async`ed to the main
/// queue runs on the main thread, where `+[RACScheduler currentScheduler]` answers the
/// main-thread scheduler ([RACScheduler.m:97](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACScheduler.m#L97)); one sent to a global queue runs on a
/// worker thread where it is nil ([RACScheduler.m:94](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACScheduler.m#L94)) — the one place a program reaches the
/// subscription scheduler's background branch ([RACSubscriptionScheduler.m:37](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubscriptionScheduler.m#L37)).
///
/// A global queue is concurrent: each block gets a worker thread of its own, so a block that
/// waits (`-first`) holds up no other. Blocks start in the order they were queued, on the
/// virtual clock like all queued work; the main queue's take their turn with the main
/// thread's other work.
///
/// Where we differ: GCD's description goes on after the label with the queue's address and
/// state (`xref`, `width`, …), which change from run to run; ours stops at the label.
public final class RACDispatchQueue: RACObject {
    public enum Kind: Sendable {
        case main, global
    }

    /// The queue's label (`com.apple.main-thread`, `com.apple.root.default-qos`).
    public let label: String
    public let kind: Kind

    init(label: String, kind: Kind) {
        self.label = label
        self.kind = kind
        super.init()
    }

    public override var className: String {
        switch kind {
        case .main: "OS_dispatch_queue_main"
        case .global: "OS_dispatch_queue_global"
        }
    }

    public override var description: String { "<\(className): \(label)>" }

    /// `dispatch_async(queue, block)`: queues `block` now, on the main thread or on a new
    /// worker thread with no current scheduler.
    public func async(_ block: RACVoidBlock) {
        let runtime = RACRuntime.current
        let thread = kind == .main ? runtime.mainThreadScheduler : RACQueueScheduler(name: label, isMainThread: false)
        block.retain() // dispatch_async copies the block and lets go of it once it has run
        runtime.clock.enqueue(at: runtime.clock.now, on: thread, asCurrentScheduler: kind == .main) {
            block.call { $0() }
            block.release()
        }
    }

    /// The main queue's label.
    static let mainLabel = "com.apple.main-thread"

    /// The labels of the global queues `dispatch_get_global_queue` knows, by identifier: the
    /// `DISPATCH_QUEUE_PRIORITY_*` values and the `QOS_CLASS_*` ones that name the same queues.
    public static func globalLabel(forIdentifier identifier: Int) -> String? {
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
