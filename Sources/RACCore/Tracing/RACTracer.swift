/// Receives every step the engine takes, synchronously and in order.
///
/// Events hand over live objects for the length of the call. Keeping Swift references to
/// them is harmless — lifetimes in the model are the explicit retain counts of `RACObject`,
/// which a tracer never touches — but a tracer must not call back into the engine.
public protocol RACTracer: AnyObject {
    func record(_ event: RACTraceEvent)
}

/// One step of the engine.
public enum RACTraceEvent {
    /// A signal, subscriber or disposable was created.
    case created(RACObject)
    /// RAC named a signal (`setNameWithFormat:`): each `%@` in `format` stands for the
    /// object at the same position in `arguments`, so a tracer can name signals by the
    /// reader's variables (`[source] -bind:`).
    case named(RACSignal, format: String, arguments: [RACObject?])
    /// `-subscribe:` was called.
    case subscribe(signal: RACSignal, subscriber: RACObject)
    /// A passthrough subscriber now stands between `signal` and `inner`.
    case passthrough(RACPassthroughSubscriber, signal: RACSignal, inner: RACObject)
    /// A block was entered / left.
    case enter(RACObject, RACBlockInfo)
    case exit(RACObject, RACBlockInfo)
    /// `-sendNext:` on `receiver`; `dropped` when a disposed subscriber swallowed it.
    case next(receiver: RACObject, value: RACObject?, dropped: Bool)
    case error(receiver: RACObject, error: RACObject?, dropped: Bool)
    case completed(receiver: RACObject, dropped: Bool)
    /// A disposable was disposed for the first time; `ranBlock` when it had a block to run.
    case disposed(RACDisposable, ranBlock: Bool)
    /// Membership of the disposable tree changed.
    case added(parent: RACDisposable, child: RACDisposable)
    case removed(parent: RACDisposable, child: RACDisposable)
    case swapped(serial: RACSerialDisposable, inner: RACDisposable?)
    /// An object whose deallocation matters was deallocated (subscribers, scoped disposables).
    case dealloc(RACObject)
    /// Work was queued on `scheduler` for virtual time `time`.
    case scheduled(RACScheduler, time: Double)
    /// A line of console output.
    case log(String)
}

/// The probe every engine step goes through. With no tracer attached this is one
/// thread-local load and one branch: the event is an autoclosure, so nothing is built or
/// allocated. With one, the tracer is called without retaining it.
@inline(__always)
public func racTrace(_ event: @autoclosure () -> RACTraceEvent) {
    RACRuntime.withTracer { $0.record(event()) }
}
