/// `RACDisposable`: a one-shot piece of cleanup.
///
/// As in ReactiveObjC, the dispose block is released right after it runs, so whatever it
/// captured is released at that moment — and a disposable without a block is merely marked
/// disposed.
open class RACDisposable: RACObject {
    private enum State {
        case armed(RACVoidBlock?)
        case disposed
    }

    private var state: State

    /// `-init`: a disposable with nothing to run.
    public override init() {
        state = .armed(nil)
        super.init()
        racTrace(.created(RACLent(self)))
    }

    /// `+disposableWithBlock:`.
    public init(block: RACVoidBlock) {
        block.retain() // `_disposeBlock = CFBridgingRetain([block copy])` (RACDisposable.m:48)
        state = .armed(block)
        super.init()
        racTrace(.created(RACLent(self)))
    }

    /// An engine disposable whose block is named `name` and captures `captures`.
    public convenience init(_ name: RACBlockName, captures: [RACObject?] = [],
                            file: StaticString = #filePath, line: UInt = #line, _ body: @escaping () -> Void) {
        self.init(block: RACVoidBlock(name, captures: captures, file: file, line: line, body))
    }

    open override var className: String { "RACDisposable" }

    /// `-isDisposed`.
    open var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    /// `-dispose`: runs the block once, then releases it.
    open func dispose() {
        guard case .armed(let block) = state else { return }
        state = .disposed
        racTrace(.disposed(RACLent(self), ranBlock: block != nil))
        guard let block else { return }
        block.call { $0() }
        block.release() // the local `disposeBlock` took it over (RACDisposable.m:74) and goes at the end
    }

    open override func dealloc() {
        if case .armed(let block?) = state {
            state = .armed(nil)
            block.release() // CFRelease in -dealloc (RACDisposable.m:61)
        }
    }

    /// `-asScopedDisposable`.
    open func asScopedDisposable() -> RACScopedDisposable {
        RACScopedDisposable(disposing: self)
    }
}

// Imported below the class rather than above it so that the class keeps the line numbers
// recorded traces cite as callers (`-dispose` calling its block).
import RACTrace

extension RACDisposable {
    /// A Swift caller's own disposable (a test's), its block named `name`, with no ReactiveObjC
    /// counterpart.
    public convenience init(named name: String, captures: [RACObject?] = [],
                            file: StaticString = #filePath, line: UInt = #line, _ body: @escaping () -> Void) {
        self.init(block: RACVoidBlock(named: name, captures: captures, file: file, line: line, body))
    }
}
