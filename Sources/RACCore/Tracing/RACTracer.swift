/// Receives every step the engine takes, synchronously and in order.
///
/// Events hand over live objects for the length of the call. Keeping Swift references to
/// them is harmless — lifetimes in the model are the explicit retain counts of `RACObject`,
/// which a tracer never touches — but a tracer must not call back into the engine.
public protocol RACTracer: AnyObject {
    func record(_ event: RACTraceEvent)
}

/// One step of the engine. Objects are lent (`RACLent`): valid for the `record(_:)` call.
public enum RACTraceEvent {
    /// A signal, subscriber or disposable was created.
    case created(RACLent<RACObject>)
    /// RAC named a signal (`setNameWithFormat:`): each `%@` in `format` stands for the
    /// object at the same position in `arguments`, so a tracer can name signals by the
    /// reader's variables (`[source] -bind:`).
    case named(RACLent<RACSignal>, format: String, arguments: RACNameArguments)
    /// `-subscribe:` was called.
    case subscribe(signal: RACLent<RACSignal>, subscriber: RACLent<RACObject>)
    /// A passthrough subscriber now stands between `signal` and `inner`.
    case passthrough(RACLent<RACPassthroughSubscriber>, signal: RACLent<RACSignal>, inner: RACLent<RACObject>)
    /// A block was entered / left.
    /// `calledFrom`: where engine code called the block, when it did; the block
    /// (`RACLocatedBlock`) knows where it is written.
    case enter(RACLent<RACObject>, RACBlockInfo, calledFrom: RACCodeLocation? = nil)
    /// A method of the engine's (`-bind:`, `+interval:…`) was entered on `receiver`; `at` is
    /// where RACCore writes it. Left with `exit`.
    case enterMethod(RACLent<RACObject>, RACBlockInfo, at: RACCodeLocation)
    case exit(RACLent<RACObject>, RACBlockInfo)
    /// `-sendNext:` on `receiver`; `dropped` when a disposed subscriber swallowed it.
    case next(receiver: RACLent<RACObject>, value: RACLent<RACObject>?, dropped: Bool)
    case error(receiver: RACLent<RACObject>, error: RACLent<RACObject>?, dropped: Bool)
    case completed(receiver: RACLent<RACObject>, dropped: Bool)
    /// A disposable was disposed for the first time; `ranBlock` when it had a block to run.
    case disposed(RACLent<RACDisposable>, ranBlock: Bool)
    /// Membership of the disposable tree changed.
    case added(parent: RACLent<RACDisposable>, child: RACLent<RACDisposable>)
    /// `owner` holds `disposable` as its own: a subscriber its compound disposable, a
    /// passthrough subscriber the subscription's.
    case owned(RACLent<RACDisposable>, by: RACLent<RACObject>)
    case removed(parent: RACLent<RACDisposable>, child: RACLent<RACDisposable>)
    case swapped(serial: RACLent<RACSerialDisposable>, inner: RACLent<RACDisposable>?)
    /// An object whose deallocation matters was deallocated (subscribers, scoped disposables).
    case dealloc(RACLent<RACObject>)
    /// Work was queued on `scheduler` for virtual time `time`.
    case scheduled(RACLent<RACScheduler>, time: Double)
    /// A line of console output.
    case log(String)
}

/// The probe every engine step goes through. With no tracer attached this is one
/// thread-local load and one branch: the event is an autoclosure, so nothing is built or
/// allocated.
public func racTrace(_ event: @autoclosure () -> RACTraceEvent) {
    RACThreadState.tracer?.record(event())
}
