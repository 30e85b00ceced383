/// `RACSignal`: the abstract class of the cluster. Subclasses implement `subscribe(_:)`;
/// everything else — the `subscribeNext:` family and every operator — is built on it, as in
/// ReactiveObjC.
open class RACSignal: RACStream {
    public override init() {
        super.init()
        racTrace(.created(RACLent(self)))
    }

    open override var className: String { "RACSignal" }

    /// `-description` (RACSignal.m:77): `<RACDynamicSignal: 0x…> name: ` (the name is empty
    /// unless set; a nil one prints `(null)`, as `%@` prints nil).
    open override var description: String { "<\(className): \(address)> name: \(name ?? "(null)")" }

    /// `-subscribe:`. Returns the subscription's disposable, not retained for the caller.
    open func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        preconditionFailure("RACSignal is abstract: subclasses implement -subscribe:")
    }

    /// `-subscribeNext:error:completed:` and its shorter forms (pass nil for what is absent).
    @discardableResult
    public final func subscribe(next: RACValueBlock? = nil, error: RACValueBlock? = nil,
                                completed: RACVoidBlock? = nil) -> RACDisposable? {
        let subscriber = RACSubscriber(next: next, error: error, completed: completed)
        // `o` is a local in RAC (RACSignal.m:292): it holds the subscriber until -subscribe:
        // returns, and then lets go — if nothing else holds it, it is deallocated right here.
        subscriber.retain()
        let disposable = subscribe(subscriber)
        disposable?.retain()
        subscriber.release()
        disposable?.releaseForReturn()
        return disposable
    }

    /// Reports a `subscribe:` call to the tracer.
    final func traceSubscribe(_ subscriber: RACSubscriberProtocol) {
        racTrace(.subscribe(signal: RACLent(self), subscriber: RACLent(subscriber)))
    }
}
