/// `RACPassthroughSubscriber`: stands between a signal and the subscriber given to
/// `-subscribe:`, and drops every event once the subscription's disposable is disposed.
/// That is why a `sendNext:` after `sendCompleted` in a `createSignal:` block goes nowhere.
public final class RACPassthroughSubscriber: RACObject, RACSubscriberProtocol {
    /// The subscriber events go to (strong in RAC).
    public let innerSubscriber: RACSubscriberProtocol
    /// The signal subscribed to. `unowned(unsafe)` because RAC declares it
    /// `unsafe_unretained` (RACPassthroughSubscriber.m:43): not a model reference, and, as in
    /// RAC (which reads it only for DTrace), never read after `init`, when the caller holds it.
    public unowned(unsafe) let signal: RACSignal
    /// The subscription's disposable (strong in RAC).
    public let disposable: RACCompoundDisposable

    public init(subscriber: RACSubscriberProtocol, signal: RACSignal, disposable: RACCompoundDisposable) {
        subscriber.retain() // `_innerSubscriber`, `_disposable` (RACPassthroughSubscriber.m:60, :62)
        disposable.retain()
        innerSubscriber = subscriber
        self.signal = signal
        self.disposable = disposable
        super.init()
        racTrace(.passthrough(RACLent(self), signal: RACLent(signal), inner: RACLent(subscriber)))
        racTrace(.owned(RACLent(disposable), by: RACLent(self)))
        subscriber.didSubscribe(with: disposable)
    }

    public override var className: String { "RACPassthroughSubscriber" }
    public override var tracesDeallocation: Bool { true }

    /// `.cxx_destruct` releases the strong ivars, the last declared first (RACPassthroughSubscriber.m:47, :36).
    public override func dealloc() {
        disposable.release()
        innerSubscriber.release()
    }

    public func sendNext(_ value: RACObject?) {
        let dropped = disposable.isDisposed
        racTrace(.next(receiver: RACLent(self), value: value.map(RACLent.init), dropped: dropped))
        if dropped { return }
        innerSubscriber.sendNext(value)
    }

    public func sendError(_ error: RACObject?) {
        let dropped = disposable.isDisposed
        racTrace(.error(receiver: RACLent(self), error: error.map(RACLent.init), dropped: dropped))
        if dropped { return }
        innerSubscriber.sendError(error)
    }

    public func sendCompleted() {
        let dropped = disposable.isDisposed
        racTrace(.completed(receiver: RACLent(self), dropped: dropped))
        if dropped { return }
        innerSubscriber.sendCompleted()
    }

    public func didSubscribe(with other: RACCompoundDisposable) {
        if other !== disposable { disposable.add(other) }
    }
}
