/// `RACKVOBlock`: `^(id target, id observer, NSDictionary *change)`.
public typealias RACKVOBlock = RACBlock<(RACObject?, RACObject?, ObjCDictionary) -> Void>

/// `RACKVOTrampoline`, translated from
/// [RACKVOTrampoline.m at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACKVOTrampoline.m):
/// one KVO observation as a disposable. It registers the shared `RACKVOProxy` as the
/// observer of `keyPath` on its target, itself as the context, calls its block with each
/// notification, and is disposed — the observation removed — when disposed, when it
/// deallocates, or when its target or observer deallocates (it is in their
/// `rac_deallocDisposable`).
///
/// Its `-dispose` does not call RACDisposable's, so it never reads as disposed: a compound
/// disposable takes it again after it has been disposed.
final class RACKVOTrampoline: RACDisposable, RACKeyValueObserver {
    private let keyPath: String
    private var block: RACKVOBlock?
    /// `unsafeTarget`, `__unsafe_unretained` in RAC: a reference the model does not count,
    /// which `-dispose` reads while the target deallocates (its weak reference reads nil then).
    private var unsafeTarget: RACKeyValueObservable?
    private let weakTarget: RACWeakReference<RACObject>
    private var observer: RACWeakReference<RACObject>

    /// `-initWithTarget:observer:keyPath:options:block:` (RACKVOTrampoline.m:32 at v2.5);
    /// nil when the target is already gone.
    init?(target: RACKeyValueObservable?, observer: RACKeyValueObservable?, keyPath: String,
          options: RACKeyValueObservingOptions, block: RACKVOBlock) {
        guard let strongTarget = target else { return nil }

        self.keyPath = keyPath
        block.retain() // `_block = [block copy]`
        self.block = block
        weakTarget = RACWeakReference(strongTarget)
        unsafeTarget = strongTarget
        self.observer = RACWeakReference(observer)
        super.init()

        RACKVOProxy.shared.addObserver(self, forContext: self)
        strongTarget.addObserver(RACKVOProxy.shared, forKeyPath: keyPath, options: options, context: self)

        strongTarget.rac_deallocDisposable.add(self)
        (self.observer.value as? RACKeyValueObservable)?.rac_deallocDisposable.add(self)
    }

    override var className: String { "RACKVOTrampoline" }

    /// `-dealloc` (:58): disposes.
    override func dealloc() {
        dispose()
        super.dealloc()
    }

    /// `-dispose` (:64): lets go of the block and removes the observation.
    override func dispose() {
        withARCScope { scope in
            if block != nil { racTrace(.disposed(RACLent(self), ranBlock: false)) }
            block?.release()
            block = nil

            // The target must still be there: its KVO observation is torn down below. The
            // weak reference reads nil by now, so the unsafe one is read.
            let target = scope.strong(unsafeTarget) as? RACKeyValueObservable
            let observer = scope.strong(self.observer.value) as? RACKeyValueObservable
            unsafeTarget = nil
            self.observer = RACWeakReference(nil)

            target?.rac_deallocDisposable.remove(self)
            observer?.rac_deallocDisposable.remove(self)

            target?.removeObserver(RACKVOProxy.shared, forKeyPath: keyPath, context: self)
            RACKVOProxy.shared.removeObserver(self, forContext: self)
        }
    }

    /// `-observeValueForKeyPath:ofObject:change:context:` (:89): calls the block, unless the
    /// trampoline was disposed or the target is going.
    func observeValue(forKeyPath keyPath: String, of object: RACObject, change: ObjCDictionary, context: RACObject) {
        withARCScope { scope in
            let block = scope.strong(self.block)
            let observer = scope.strong(self.observer.value)
            let target = scope.strong(weakTarget.value)

            guard let block, let target else { return }
            block.call { $0(target, observer, change) }
        }
    }
}
