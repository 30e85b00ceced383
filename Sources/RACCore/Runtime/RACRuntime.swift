import RACTrace
import Foundation

/// The world a RAC program runs in: the main thread, its run loop on a virtual clock, the
/// object ids, and the tracer watching.
///
/// ReactiveObjC keeps this state in process globals (`+mainThreadScheduler`, the current
/// thread's scheduler). RACStep runs many programs in one process — tests in parallel, the
/// site's snippets — so each thread has its own runtime: `isolated(_:)` installs a fresh one
/// on the calling thread for the length of a closure, and engine code on a thread only ever
/// sees that thread's runtime. Two threads never share engine state, so nothing needs a lock.
///
/// Nothing waits for real time. Work scheduled on a scheduler is queued on `clock` and runs,
/// in virtual-time order, when the run loop is drained — as work `dispatch_async`ed to the
/// main queue runs after the current code returns. The thread's runtime and tracer sit in C
/// thread-local slots (`RACThreadState`).
public final class RACRuntime {
    /// The runtime the engine on this thread reports to and schedules on: the one the
    /// innermost `isolated(_:)` on this thread installed, or else the thread's own default
    /// runtime, made on first use and released when the thread exits.
    ///
    /// One thread-local load (`RACThreadState`).
    public static var current: RACRuntime {
        RACThreadState.runtime ?? installThreadDefault()
    }

    /// Calls `body` with this thread's runtime.
    public static func withCurrent<R>(_ body: (RACRuntime) throws -> R) rethrows -> R {
        try body(current)
    }

    /// The tracer of this thread's runtime.
    public static var currentTracer: RACTracer? { RACThreadState.tracer }

    /// Whether this thread's runtime has a tracer: one thread-local load.
    public static var isTraced: Bool { RACThreadState.isTraced }

    /// Whether code on this thread runs on a scheduler (`RACScheduler.currentScheduler != nil`),
    /// which decides whether subscription work runs in place.
    public static var hasCurrentScheduler: Bool { current.currentScheduler != nil }

    /// Makes this thread's default runtime, which lives until the thread exits.
    private static func installThreadDefault() -> RACRuntime {
        let runtime = RACRuntime()
        runtime.installedThread = pthread_self()
        RACThreadState.installDefault(runtime)
        return runtime
    }

    /// Who is watching. While this runtime is installed on a thread, the thread's tracer
    /// pointer follows it, so an untraced probe costs one thread-local load and one branch.
    public var tracer: RACTracer? {
        didSet {
            // The old slot is freed here; a thread still pointing at it would crash later.
            if let thread = installedThread, pthread_equal(thread, pthread_self()) == 0 {
                preconditionFailure("RACRuntime.tracer changed on another thread than the one the runtime is installed on")
            }
            tracerSlot = tracer.map(RACTracerSlot.init)
            // Installed and innermost on this thread: the probes read the new slot at once.
            // (Under a nested `isolated`, the slot is picked up again when this runtime is restored.)
            if RACThreadState.isInstalled(self) {
                RACThreadState.installTracer(tracerSlot)
            }
        }
    }

    /// `tracer` in a box with a `let`, which the thread's tracer slot points at.
    private(set) var tracerSlot: RACTracerSlot?

    /// The thread this runtime is installed on (by `isolated(_:)`, or as its default).
    private var installedThread: pthread_t?

    /// The RAC the run translates (`RACLibrary`), set once, before the run: ReactiveCocoa 2.5
    /// takes its own engine (`RACEngine.reactiveCocoa25`).
    public var library = RACLibrary.reactiveObjC {
        didSet { updateEngine() }
    }

    /// The code the run takes where RACCore has variants (`RACEngine`), from `library`: the
    /// one place a variant is chosen.
    public private(set) var engine = RACEngine.reactiveObjC

    private func updateEngine() {
        switch library {
        case .reactiveObjC: engine = .reactiveObjC
        case .reactiveCocoa25: engine = .reactiveCocoa25
        }
        // The main-thread scheduler is made with the run (`isolated`), before the run settles
        // its library: it takes the library's name here.
        madeMainThreadScheduler?.name = engine.schedulerNames.mainThread
    }

    /// How many more actions `RACTestScheduler`s may run. An action that reschedules itself
    /// (`-after:repeatingEvery:…`) keeps `-stepAll` — and the scheduler's `-dealloc`, which
    /// steps all — going for 2⁶⁴ steps, in RAC as here; the interpreter sets its scheduled-item
    /// limit, and zero once a run has failed. `testSchedulerBudgetExhausted` says it ran out.
    public var testSchedulerBudget = Int.max
    public internal(set) var testSchedulerBudgetExhausted = false

    /// Receives the exceptions RAC raises (`RACException`); nil stops the program on one.
    public var exceptionHandler: ((RACException) -> Void)?

    /// Receives the name of a wait that would block its thread forever
    /// (`reportBlockedForever`); nil stops the program.
    public var blockedForeverHandler: ((String) -> Void)?

    /// Told when engine work reaches the thread's stack floor (`withStackFloor`), each time a
    /// block is not run for it: it stops the run. Needed wherever a floor is set.
    public var stackLimitHandler: (() -> Void)?

    /// The schedulers whose threads are blocked in a wait, innermost last (`wait(until:)`).
    var blockedSchedulers: [RACScheduler] = []

    /// Objects whose deallocation reached the thread's stack floor, to be deallocated by the
    /// deallocation above it once it is done (`RACObject.deallocate`).
    var deferredDeallocations: [RACObject] = []

    /// Calls a block object the program made (a snippet's block, found in a tuple) with the
    /// given arguments: what `RACBlockTrampoline` does with `NSInvocation`. Nil: no program
    /// blocks to call.
    public var blockInvoker: ((RACObject, [RACObject?]) -> RACObject?)?

    /// Receives the lines the library itself `NSLog`s (`-logNext` and friends): the
    /// interpreter's console. Nil prints them to standard output.
    public var logHandler: ((String) -> Void)?

    /// Virtual time and the queue of scheduled work.
    public let clock = RACVirtualClock()

    /// The last object id handed out.
    var lastObjectID = 0
    private var singletons: [ObjectIdentifier: RACObject] = [:]

    /// `RACScheduler.currentScheduler`: the scheduler whose work is running. Code outside any
    /// scheduled block runs on the main thread, as a snippet in `-viewDidLoad` would.
    public internal(set) var currentScheduler: RACScheduler?

    /// The queue whose thread is running queued work, or nil at the top level (the main
    /// thread). It differs from `currentScheduler` only on a GCD queue's thread, which has
    /// none (see `currentThreadQueue`).
    var currentThread: RACScheduler?

    /// The GCD global queues handed out so far, by label: `dispatch_get_global_queue` returns
    /// the same queue for the same quality of service.
    private var globalQueues: [String: RACDispatchQueue] = [:]

    /// `dispatch_get_global_queue`'s queue for `label`, made on first use and held for the run.
    public func globalQueue(label: String) -> RACDispatchQueue {
        if let queue = globalQueues[label] { return queue }
        let queue = RACDispatchQueue(label: label, kind: .global)
        queue.retain()
        globalQueues[label] = queue
        return queue
    }

    /// `dispatch_get_main_queue()`, made on first use and held for the run.
    public private(set) lazy var mainQueue: RACDispatchQueue = {
        let queue = RACDispatchQueue(label: RACDispatchQueue.mainLabel, kind: .main)
        queue.retain()
        return queue
    }()

    /// `+[RACScheduler mainThreadScheduler]`, made on first use and held for the run.
    public var mainThreadScheduler: RACQueueScheduler {
        if let made = madeMainThreadScheduler { return made }
        let scheduler = RACQueueScheduler(name: engine.schedulerNames.mainThread, isMainThread: true)
        madeMainThreadScheduler = scheduler
        return scheduler
    }

    private var madeMainThreadScheduler: RACQueueScheduler?

    /// `+[RACScheduler immediateScheduler]`.
    public private(set) lazy var immediateScheduler = RACImmediateScheduler()

    /// `+[RACScheduler subscriptionScheduler]`.
    public private(set) lazy var subscriptionScheduler = RACSubscriptionScheduler()

    public init(tracer: RACTracer? = nil) {
        self.tracer = tracer
        tracerSlot = tracer.map(RACTracerSlot.init)
    }

    func makeObjectID() -> Int {
        lastObjectID += 1
        return lastObjectID
    }

    /// An object id for a modelled object RACCore does not make: the interpreter's variable
    /// boxes, whose ids `%p` prints (`&stop`) and which use up ids as the objects made
    /// around them do.
    public func reserveObjectID() -> Int {
        makeObjectID()
    }

    /// `reserveObjectID()` on this thread's runtime (the interpreter uses up an id per block
    /// argument).
    public static func reserveObjectID() -> Int {
        withCurrent { $0.makeObjectID() }
    }

    /// How many objects this runtime has made (the last object id).
    public var objectsMade: Int { lastObjectID }

    /// Uses up `count` object ids for objects the engine skipped making (see `-bind:`'s
    /// shortcut), so the ids — and with them the addresses `%@` and `%p` print — of every
    /// later object are the same whether or not the run is traced.
    func skipObjectIDs(_ count: Int) {
        lastObjectID += count
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
    /// restores the runtime this thread had before. Other threads are unaffected.
    public static func isolated<T>(tracer: RACTracer? = nil, _ body: (RACRuntime) throws -> T) rethrows -> T {
        let previous = RACThreadState.runtime
        let runtime = RACRuntime(tracer: tracer)
        RACThreadState.install(runtime)
        runtime.installedThread = pthread_self()
        // `runtime` is used here, after `body`, so it lives until the slot points elsewhere.
        defer {
            runtime.installedThread = nil
            RACThreadState.install(previous)
        }
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
        let previous = currentScheduler, previousThread = currentThread
        currentScheduler = item.isCurrentScheduler ? item.scheduler : nil
        currentThread = item.scheduler
        defer {
            currentScheduler = previous
            currentThread = previousThread
        }
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

/// A tracer held by a `let`, which a probe may call through an unretained reference.
final class RACTracerSlot {
    let tracer: RACTracer
    init(_ tracer: RACTracer) { self.tracer = tracer }
}
