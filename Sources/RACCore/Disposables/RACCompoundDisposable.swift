/// `RACCompoundDisposable`: disposes many disposables together.
///
/// Kept faithful down to its storage, because storage decides dispose order and so the
/// dispose log: ReactiveObjC keeps the first two disposables in two inline slots, which a
/// removal frees for the next addition, and the rest in an array; `-dispose` runs the two
/// slots first, then the array in order. Adding to a disposed compound disposable disposes
/// the newcomer at once; adding one that is already disposed does nothing.
public final class RACCompoundDisposable: RACDisposable {
    private static let inlineCount = 2
    private var slot0: RACDisposable?
    private var slot1: RACDisposable?
    private var overflow: [RACDisposable]?
    private var disposed = false

    /// `+compoundDisposable`.
    public override init() {
        super.init()
    }

    /// `+compoundDisposableWithDisposables:`.
    public convenience init(disposables: [RACDisposable]) {
        self.init()
        for (index, disposable) in disposables.enumerated() {
            disposable.retain() // the inline slots, then the CFArray (RACCompoundDisposable.m:95, :107)
            switch index {
            case 0: slot0 = disposable
            case 1: slot1 = disposable
            default: overflow = (overflow ?? []) + [disposable]
            }
            racTrace(.added(parent: RACLent(self), child: RACLent(disposable)))
        }
    }

    /// `+disposableWithBlock:` / `-initWithBlock:`: a compound disposable whose first member
    /// is a `RACDisposable` with `block`.
    public override convenience init(block: RACVoidBlock) {
        self.init(disposables: [RACDisposable(block: block)])
    }

    public override var className: String { "RACCompoundDisposable" }
    public override var isDisposed: Bool { disposed }

    /// `-addDisposable:`.
    public func add(_ disposable: RACDisposable?) {
        guard let disposable, disposable !== self, !disposable.isDisposed else { return }
        if disposed {
            disposable.dispose()
            return
        }
        disposable.retain() // an inline slot or the CFArray entry (RACCompoundDisposable.m:150, :157)
        if slot0 == nil {
            slot0 = disposable
        } else if slot1 == nil {
            slot1 = disposable
        } else {
            if overflow == nil { overflow = [] }
            overflow!.append(disposable)
        }
        racTrace(.added(parent: RACLent(self), child: RACLent(disposable)))
    }

    /// `-removeDisposable:`.
    public func remove(_ disposable: RACDisposable?) {
        guard let disposable, !disposed else { return }
        // Every removed entry is `disposable` itself: count them rather than collect them.
        var removed = 0
        if slot0 === disposable { removed += 1; slot0 = nil }
        if slot1 === disposable { removed += 1; slot1 = nil }
        if overflow != nil {
            var index = overflow!.count - 1
            while index >= 0 {
                if overflow![index] === disposable { overflow!.remove(at: index); removed += 1 }
                index -= 1
            }
        }
        guard removed > 0 else { return }
        racTrace(.removed(parent: RACLent(self), child: RACLent(disposable)))
        for _ in 0..<removed { disposable.release() } // the slots and entries cleared (RACCompoundDisposable.m:183, :192)
    }

    public override func dispose() {
        let firstTime = !disposed
        disposed = true
        let inline0 = slot0, inline1 = slot1
        slot0 = nil
        slot1 = nil
        let remaining = overflow
        overflow = nil
        if firstTime { racTrace(.disposed(RACLent(self), ranBlock: false)) }
        inline0?.dispose()
        inline1?.dispose()
        if let remaining {
            for disposable in remaining { disposable.dispose() }
            for disposable in remaining { disposable.release() } // CFRelease(remainingDisposables) (RACCompoundDisposable.m:247)
        }
        // The inline copies are locals in RAC, destroyed last, in reverse order.
        inline1?.release()
        inline0?.release()
    }

    /// The slots, then the array (RACCompoundDisposable.m:121, :126).
    public override func dealloc() {
        let inline0 = slot0, inline1 = slot1, remaining = overflow
        slot0 = nil
        slot1 = nil
        overflow = nil
        inline0?.release()
        inline1?.release()
        remaining?.forEach { $0.release() }
        super.dealloc()
    }

    /// The disposables held now, in dispose order (for tests and the disposable tree).
    public var children: [RACDisposable] {
        [slot0, slot1].compactMap { $0 } + (overflow ?? [])
    }
}
