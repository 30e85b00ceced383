import Foundation

/// The world a RAC program runs in: the main thread, its run loop on a virtual clock, the
/// object ids, and the tracer watching.
///
/// ReactiveObjC keeps this state in process globals (`+mainThreadScheduler`, the current
/// thread's scheduler). RACStep models one program on the main thread at a time:
/// `isolated(_:)` installs a fresh runtime for the length of a closure and serialises such
/// runs process-wide, so tests may run in parallel without sharing state.
///
/// Nothing waits for real time. Work scheduled on a scheduler is queued on `clock` and runs,
/// in virtual-time order, when the run loop is drained — as work `dispatch_async`ed to the
/// main queue runs after the current code returns.
public final class RACRuntime {
    /// The runtime the engine reports to and schedules on.
    ///
    /// Read by every probe, so it opts out of dynamic exclusivity checking (a
    /// `swift_beginAccess` per read): it is only written by `isolated(_:)`, under its lock.
    @exclusivity(unchecked)
    nonisolated(unsafe) public private(set) static var current = RACRuntime()

    private static let isolation = NSRecursiveLock()

    /// Who is watching. `nil` costs one load and one branch per probe.
    @exclusivity(unchecked)
    public var tracer: RACTracer?

    /// Virtual time and the queue of scheduled work.
    public let clock = RACVirtualClock()

    private var lastObjectID = 0
    private var singletons: [ObjectIdentifier: RACObject] = [:]

    /// `RACScheduler.currentScheduler`: the scheduler whose work is running. Code outside any
    /// scheduled block runs on the main thread, as a snippet in `-viewDidLoad` would.
    public internal(set) var currentScheduler: RACScheduler?

    /// `+[RACScheduler mainThreadScheduler]`.
    public private(set) lazy var mainThreadScheduler = RACQueueScheduler(
        name: "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler", isMainThread: true)

    /// `+[RACScheduler immediateScheduler]`.
    public private(set) lazy var immediateScheduler = RACImmediateScheduler()

    /// `+[RACScheduler subscriptionScheduler]`.
    public private(set) lazy var subscriptionScheduler = RACSubscriptionScheduler()

    public init(tracer: RACTracer? = nil) {
        self.tracer = tracer
    }

    func makeObjectID() -> Int {
        lastObjectID += 1
        return lastObjectID
    }

    /// A per-run singleton (`+defaultUnit`, `+tupleNil`), held for the whole run.
    func singleton<T: RACObject>(_ type: T.Type, _ make: () -> T) -> T {
        if let existing = singletons[ObjectIdentifier(type)] { return existing as! T }
        let made = make()
        made.retain()
        singletons[ObjectIdentifier(type)] = made
        return made
    }

    /// Runs `body` on a fresh runtime (with `tracer` attached) as if on the main thread, then
    /// restores the previous runtime. Runs are serialised across threads.
    public static func isolated<T>(tracer: RACTracer? = nil, _ body: (RACRuntime) throws -> T) rethrows -> T {
        isolation.lock()
        defer { isolation.unlock() }
        let previous = current
        let runtime = RACRuntime(tracer: tracer)
        current = runtime
        defer { current = previous }
        runtime.currentScheduler = runtime.mainThreadScheduler
        return try body(runtime)
    }

    /// Runs queued scheduler work in virtual-time order until none is left, the next item is
    /// later than `until`, or `maxItems` items have run. Returns why it stopped.
    @discardableResult
    public func drainRunLoop(until limit: Double = .infinity, maxItems: Int = .max) -> RACRunLoopOutcome {
        var ran = 0
        while let next = clock.peekTime() {
            if next > limit { return .timeLimit }
            if ran >= maxItems { return .itemLimit }
            let item = clock.popFirst()!
            ran += 1
            run(item)
        }
        return .idle
    }

    func run(_ item: RACVirtualClock.Item) {
        if item.time > clock.now { clock.now = item.time }
        let previous = currentScheduler
        currentScheduler = item.scheduler
        defer { currentScheduler = previous }
        item.run()
    }
}

/// Why `RACRuntime.drainRunLoop` stopped.
public enum RACRunLoopOutcome: Equatable, Sendable {
    /// Nothing is left to run.
    case idle
    /// The next item is due after the time limit (an endless `interval:` for example).
    case timeLimit
    /// The item limit was reached.
    case itemLimit
}
