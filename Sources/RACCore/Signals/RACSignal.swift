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

    /// `setNameWithFormat:` as far as the trace is concerned: reports how RAC would name the
    /// signal, with `%@` standing for each argument (a signal's name, or a value's description).
    @discardableResult
    public final func named(_ format: @autoclosure () -> String, _ arguments: @autoclosure () -> [RACObject?]) -> Self {
        // Autoclosures: untraced, neither the format nor the argument array is ever built.
        if let tracer = RACRuntime.currentTracer {
            tracer.record(.named(RACLent(self), format: format(), arguments: .list(arguments())))
        }
        return self
    }

    /// `named(_:_:)` for a format with one `%@`, or none: no array is made.
    @discardableResult
    public final func named(_ format: @autoclosure () -> String, _ argument: RACObject?) -> Self {
        if let tracer = RACRuntime.currentTracer {
            tracer.record(.named(RACLent(self), format: format(), arguments: .one(argument.map(RACLent.init))))
        }
        return self
    }

    @discardableResult
    public final func named(_ format: @autoclosure () -> String) -> Self {
        if let tracer = RACRuntime.currentTracer {
            tracer.record(.named(RACLent(self), format: format(), arguments: .none))
        }
        return self
    }

    /// Reports a `subscribe:` call to the tracer.
    final func traceSubscribe(_ subscriber: RACSubscriberProtocol) {
        racTrace(.subscribe(signal: RACLent(self), subscriber: RACLent(subscriber)))
    }
}
