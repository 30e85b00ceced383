/// `__weak`: a reference the model does not count, which reads nil once the object has begun
/// to deallocate (ARC's weak load fails for an object in its `-dealloc`).
public struct RACWeakReference<Object: RACObject> {
    private weak var object: Object?

    public init(_ object: Object?) {
        self.object = object
    }

    /// The object, or nil if it is gone or going.
    public var value: Object? {
        guard let object, !object.isDeallocated else { return nil }
        return object
    }
}
