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
    ///
    /// The count and the flag are touched on every retain and release; they opt out of
    /// dynamic exclusivity checking (a `swift_beginAccess` per access), which they never need:
    /// they are only read and assigned, never passed `inout` or held across a call.
    @exclusivity(unchecked)
    public private(set) final var retainCount = 0
    /// Set once the model count reached zero and `dealloc()` ran.
    @exclusivity(unchecked)
    public private(set) final var isDeallocated = false

    public init() {
        objectID = RACRuntime.withCurrent { $0.makeObjectID() }
    }

    /// Takes a strong reference.
    @inline(__always)
    public final func retain() {
        if isDeallocated { return }
        retainCount &+= 1
    }

    /// Gives up a strong reference; the last one deallocates the object.
    @inline(__always)
    public final func release() {
        if isDeallocated { return }
        assert(retainCount > 0, "over-release of \(Self.self) #\(objectID)")
        retainCount &-= 1
        if retainCount == 0 { deallocate() }
    }

    /// Gives up a local strong reference to an object being returned, without deallocating
    /// it: ARC hands a returned object to the caller (`objc_autoreleaseReturnValue`), which
    /// either keeps it or lets it go at the end of its statement.
    @inline(__always)
    public final func releaseForReturn() {
        if retainCount > 0 { retainCount &-= 1 }
    }

    private final func deallocate() {
        isDeallocated = true
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
@inline(__always)
public func objcEqual(_ a: RACObject?, _ b: RACObject?) -> Bool {
    if a === b { return true }
    guard let a else { return false }
    return a.isEqual(b)
}

/// Assigns a strong slot as an ARC setter does: retain the new value, store, release the old.
@inline(__always)
public func objcAssign<T: RACObject>(_ slot: inout T?, _ newValue: T?) {
    newValue?.retain()
    let old = slot
    slot = newValue
    old?.release()
}
