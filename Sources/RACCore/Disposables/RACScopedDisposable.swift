import RACTrace

/// `RACScopedDisposable`: disposes itself when it is deallocated — when the variable or
/// object holding it lets go.
public final class RACScopedDisposable: RACDisposable {
    /// `+scopedDisposableWithDisposable:`.
    public init(disposing disposable: RACDisposable) {
        super.init(block: RACVoidBlock(RACBlockName.scopedDisposableDispose, captures: [disposable]) {
            disposable.dispose()
        })
    }

    /// `+disposableWithBlock:`: a scoped disposable running `block`.
    public override init(block: RACVoidBlock) {
        super.init(block: block)
    }

    public override var className: String { "RACScopedDisposable" }
    public override var tracesDeallocation: Bool { true }

    public override func dealloc() {
        dispose()
        super.dealloc()
    }

    /// A scoped disposable is scoped already: it answers itself (RACScopedDisposable.m:27-30).
    public override func asScopedDisposable() -> RACScopedDisposable { self }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `+scopedDisposableWithDisposable:`'s block: disposes the wrapped disposable.
    public static let scopedDisposableDispose = RACBlockName("scopedDisposable.dispose", rac: "RACScopedDisposable.m", 16, rac25: 16)
}
