import RACTrace

/// `RACSubscriber`: the object `-subscribeNext:error:completed:` wraps around your blocks.
///
/// Faithful to ReactiveObjC in the ways that decide a trace:
/// - it owns a compound disposable whose first member clears its blocks, so a disposed
///   subscriber never calls them again;
/// - `sendError:` and `sendCompleted` dispose that compound disposable — and with it the
///   subscription — *before* calling your block (the block is held for the call);
/// - it disposes the compound disposable when it is deallocated, which is what ends a
///   subscription to a never-terminating signal once nothing can send to it any more.
public final class RACSubscriber: RACObject, RACSubscriberProtocol {
    private var next: RACValueBlock?
    private var error: RACValueBlock?
    private var completed: RACVoidBlock?

    /// Disposed when the subscriber terminates or is deallocated.
    public let disposable: RACCompoundDisposable

    /// `+subscriberWithNext:error:completed:`.
    public init(next: RACValueBlock?, error: RACValueBlock?, completed: RACVoidBlock?) {
        next?.retain() // `_next = [next copy]` and its two siblings (RACSubscriber.m:32-34): let go when cleared
        error?.retain()
        completed?.retain()
        self.next = next
        self.error = error
        self.completed = completed
        // RAC makes the block-clearing disposable first, then the compound one (the order shows
        // in object ids); the block captures self by `@unsafeify(self)` (RACSubscriber.m:42).
        let unretainedSelf = UnretainedReference<RACSubscriber>()
        let clear = RACDisposable(RACBlockName.subscriberClearBlocks) { unretainedSelf.object?.clearBlocks() }
        disposable = RACCompoundDisposable()
        disposable.retain() // `_disposable` (RACSubscriber.m:54), released after -dealloc's dispose
        super.init()
        unretainedSelf.object = self
        racTrace(.created(RACLent(self)))
        racTrace(.owned(RACLent(disposable), by: RACLent(self)))
        disposable.add(clear)
    }

    public override var className: String { "RACSubscriber" }
    public override var tracesDeallocation: Bool { true }

    private func clearBlocks() {
        let next = self.next, error = self.error, completed = self.completed
        self.next = nil
        self.error = nil
        self.completed = nil
        next?.release() // the properties set to nil (RACSubscriber.m:48-50)
        error?.release()
        completed?.release()
    }

    public override func dealloc() {
        disposable.dispose()
        clearBlocks()
        disposable.release()
    }

    /// `-sendNext:` copies the block into a local before calling it, so a block cleared
    /// during its own call (its subscription disposed from inside it) lives until it returns.
    public func sendNext(_ value: RACObject?) {
        guard let nextBlock = next else {
            racTrace(.next(receiver: RACLent(self), value: value.map(RACLent.init), dropped: true))
            return
        }
        racTrace(.next(receiver: RACLent(self), value: value.map(RACLent.init), dropped: false))
        nextBlock.callRetained { $0(value) }
    }

    public func sendError(_ error: RACObject?) {
        let block = self.error
        racTrace(.error(receiver: RACLent(self), error: error.map(RACLent.init), dropped: block == nil))
        block?.retain() // the local copy `errorBlock` (RACSubscriber.m:77), let go when the method returns
        disposable.dispose()
        guard let block else { return }
        block.call { $0(error) }
        block.release()
    }

    public func sendCompleted() {
        let block = completed
        racTrace(.completed(receiver: RACLent(self), dropped: block == nil))
        block?.retain() // the local copy `completedBlock` (RACSubscriber.m:87)
        disposable.dispose()
        guard let block else { return }
        block.call { $0() }
        block.release()
    }

    public func didSubscribe(with otherDisposable: RACCompoundDisposable) {
        if otherDisposable.isDisposed { return }
        let selfDisposable = disposable
        selfDisposable.add(otherDisposable)
        // A subscription that ends on its own leaves ours. RAC captures otherDisposable by
        // `@unsafeify` (RACSubscriber.m:101), hence `unowned(unsafe)`, and selfDisposable strongly.
        let purge = RACDisposable(RACBlockName.subscriberPurge, captures: [selfDisposable]) {
            [unowned(unsafe) otherDisposable] in
            selfDisposable.remove(otherDisposable)
        }
        otherDisposable.add(purge)
    }
}

/// `@unsafeify(self)`: a reference a block holds without owning, set once the object exists.
/// `unowned(unsafe)` stands for RAC's own `@unsafeify` (RACSubscriber.m:42) and is used for
/// nothing else.
final class UnretainedReference<T: AnyObject> {
    unowned(unsafe) var object: T?
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The first member of a subscriber's compound disposable: clears its blocks.
    public static let subscriberClearBlocks = RACBlockName("subscriber.clearBlocks", rac: "RACSubscriber.m", 44, rac25: 45)
    /// Added to a subscription's disposable: removes it from the subscriber's once disposed.
    public static let subscriberPurge = RACBlockName("subscriber.purge", rac: "RACSubscriber.m", 105, rac25: 106)
}
