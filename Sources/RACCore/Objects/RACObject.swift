import CRACThreadLocal

/// The modelled Objective-C object: `NSObject` as RAC sees it.
///
/// Deallocation is observable in RAC — a `RACSubscriber` disposes its subscription in
/// `-dealloc`, a `RACScopedDisposable` disposes itself — so RACStep cannot leave it to Swift's
/// ARC, whose release points move between debug and release builds. Every modelled object
/// instead carries an explicit retain count, kept exactly where ARC would keep one in
/// ReactiveObjC: by ivars, by blocks that capture the object, by the frames of the methods
/// that hold it, and by the interpreter's variables. When the count drops to zero the object
/// is deallocated (`dealloc()`), at that moment and in every build.
///
/// An object starts with no owner (count 0) and is never deallocated until someone retains
/// and then releases it; whoever creates an object and cares about its lifetime retains it.
/// Swift memory is managed separately and is of no interest to the trace.
open class RACObject: CustomStringConvertible {
    /// A small integer, unique within a run, in creation order. Traces name objects by it.
    public let objectID: Int
    /// Strong references held in the model.
    public final var retainCount: Int { modelRetainCount }
    /// Set once the model count reached zero and `dealloc()` ran.
    public final var isDeallocated: Bool { modelDeallocated }

    final var modelRetainCount = 0
    final var modelDeallocated = false

    public init() {
        objectID = RACRuntime.withCurrent { $0.makeObjectID() }
    }

    /// Takes a strong reference.
    public final func retain() {
        if modelDeallocated { return }
        modelRetainCount &+= 1
    }

    /// Gives up a strong reference; the last one deallocates the object.
    public final func release() {
        if modelDeallocated { return }
        assert(modelRetainCount > 0, "over-release of \(Self.self) #\(objectID)")
        modelRetainCount &-= 1
        if modelRetainCount == 0 { deallocate() }
    }

    /// Gives up a local strong reference to an object being returned, without deallocating
    /// it: ARC hands a returned object to the caller (`objc_autoreleaseReturnValue`), which
    /// either keeps it or lets it go at the end of its statement.
    public final func releaseForReturn() {
        if modelRetainCount > 0 { modelRetainCount &-= 1 }
    }

    /// Deallocates, as ARC does, inside the release that let the object go: an object's
    /// `-dealloc` releases what it holds, which may deallocate in turn, one inside another as
    /// deep as the program chained them. Below the thread's stack floor
    /// (`RACRuntime.withStackFloor`) that would overflow the stack — a fold of 3,000,000
    /// `-concat:`s let go after its run stopped did — so there the object waits, and the
    /// deallocation above the floor deallocates the waiting ones once its own is done, one
    /// after another. Only deallocations nested as deep as the floor take that path, hundreds
    /// of megabytes of stack down: far deeper than an app's 8 MiB main thread would survive.
    final func deallocate() {
        modelDeallocated = true
        if rac_thread_stack_is_exhausted() {
            RACRuntime.withCurrent { $0.deferredDeallocations.append(self) }
            return
        }
        runDealloc()
        // Only a thread with a floor can have left any waiting.
        guard rac_thread_stack_floor() != 0 else { return }
        while let waiting = RACRuntime.withCurrent({ $0.deferredDeallocations.popLast() }) {
            waiting.runDealloc()
        }
    }

    private final func runDealloc() {
        if RACRuntime.isTraced, tracesDeallocation {
            racTrace(.dealloc(RACLent(self)))
        }
        dealloc()
    }

    /// `-dealloc`: release what the object holds and do what the RAC class does on dealloc.
    open func dealloc() {}

    /// Whether the trace reports this object's deallocation (subscribers, scoped disposables).
    open var tracesDeallocation: Bool { false }

    /// The Objective-C class name, as `-class` would print it.
    open var className: String { "NSObject" }

    /// A deterministic stand-in for the object's address, as `%p` prints it.
    public final var address: String { ObjCDescription.address(objectID) }

    /// `-description`.
    open var description: String { "<\(className): \(address)>" }

    /// `-isEqual:`: identity unless the class says otherwise.
    open func isEqual(_ other: RACObject?) -> Bool { other === self }

    /// `-hash`.
    open var hashValue: Int { objectID }
}

/// `a == b` in Objective-C terms: both nil, or `[a isEqual:b]`.
public func objcEqual(_ a: RACObject?, _ b: RACObject?) -> Bool {
    if a === b { return true }
    guard let a else { return false }
    return a.isEqual(b)
}

/// Assigns a strong slot as an ARC setter does: retain the new value, store, release the old.
public func objcAssign<T: RACObject>(_ slot: inout T?, _ newValue: T?) {
    newValue?.retain()
    let old = slot
    slot = newValue
    old?.release()
}
