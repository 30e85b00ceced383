/// `RACSerialDisposable`: holds one disposable that can be swapped; disposing the serial
/// disposable disposes the one it holds, and anything swapped in afterwards at once.
public final class RACSerialDisposable: RACDisposable {
    private var inner: RACDisposable?
    private var disposed = false

    public override init() {
        super.init()
    }

    /// `+serialDisposableWithDisposable:`.
    public convenience init(disposable: RACDisposable?) {
        self.init()
        self.disposable = disposable
    }

    /// `+disposableWithBlock:` / `-initWithBlock:`: a serial disposable holding a
    /// `RACDisposable` with `block` (disposing the inner one leaves the serial one armed).
    public override convenience init(block: RACVoidBlock) {
        self.init()
        disposable = RACDisposable(block: block)
    }

    public override var className: String { "RACSerialDisposable" }
    public override var isDisposed: Bool { disposed }

    /// `disposable`: the setter is `-swapInDisposable:`.
    public var disposable: RACDisposable? {
        get { inner }
        set { swapIn(newValue)?.release() }
    }

    /// `-swapInDisposable:`: returns the previous disposable, +1 for the caller (release it),
    /// or nil when the receiver was already disposed — then `newDisposable` is disposed.
    @discardableResult
    public func swapIn(_ newDisposable: RACDisposable?) -> RACDisposable? {
        if disposed {
            newDisposable?.dispose()
            return nil
        }
        newDisposable?.retain() // `_disposable = newDisposable`; the old one becomes the returned local (RACSerialDisposable.m:92-93)
        let existing = inner
        inner = newDisposable
        racTrace(.swapped(serial: RACLent(self), inner: newDisposable.map(RACLent.init)))
        return existing
    }

    public override func dispose() {
        guard !disposed else { return }
        disposed = true
        racTrace(.disposed(RACLent(self), ranBlock: false))
        let existing = inner
        inner = nil
        existing?.dispose()
        existing?.release() // the local `existingDisposable` (RACSerialDisposable.m:112) goes at the end
    }

    public override func dealloc() {
        let existing = inner
        inner = nil
        existing?.release() // `_disposable`, released by `.cxx_destruct`
        super.dealloc()
    }
}
