import RACTrace

/// `RACReplaySubject`: a subject that remembers what it was sent (up to `capacity` values)
/// and replays it, terminal event included, to each new subscriber.
public final class RACReplaySubject: RACSubject {
    /// `RACReplaySubjectUnlimitedCapacity`.
    public static let unlimitedCapacity = Int.max

    public let capacity: Int
    private var valuesReceived: [RACObject?] = []
    private var hasCompleted = false
    private var hasError = false
    private var error: RACObject?

    /// `+replaySubjectWithCapacity:` (and `+subject` with unlimited capacity).
    public init(capacity: Int = RACReplaySubject.unlimitedCapacity) {
        self.capacity = capacity
        super.init()
    }

    public override var className: String { "RACReplaySubject" }

    /// RACReplaySubject has no `-dealloc`: RACSubject's runs first and disposes the subject's
    /// subscriptions (RACSubject.m:48); `.cxx_destruct` then releases this class's ivars, the
    /// last declared first (`_error`, then `_valuesReceived`, RACReplaySubject.m:26, :23),
    /// before RACSubject's. `super.dealloc()` finds its disposable disposed already.
    public override func dealloc() {
        disposable.dispose()
        error?.release()
        error = nil
        valuesReceived.forEach { $0?.release() }
        valuesReceived = []
        super.dealloc()
    }

    /// `-subscribe:` ([RACReplaySubject.m:54](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACReplaySubject.m#L54)):
    /// replays what was received, then subscribes as a subject unless already terminated.
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return withARCScope { scope in
            let compoundDisposable = scope.strong(RACCompoundDisposable())

            let schedulingDisposable = RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
                RACBlockName.replaySubjectSubscribe, captures: [self, subscriber, compoundDisposable]
            ) {
                for value in self.valuesReceived {
                    if compoundDisposable.isDisposed { return }
                    subscriber.sendNext(value)
                }

                if compoundDisposable.isDisposed { return }

                if self.hasCompleted {
                    subscriber.sendCompleted()
                } else if self.hasError {
                    subscriber.sendError(self.error)
                } else {
                    let subscriptionDisposable = super.subscribe(subscriber)
                    compoundDisposable.add(subscriptionDisposable)
                }
            })

            compoundDisposable.add(schedulingDisposable)
            return scope.returning(compoundDisposable)
        }
    }

    /// `-sendNext:`, as the run's library writes it (`RACEngine.replaySubjectSendNext`).
    public override func sendNext(_ value: RACObject?) {
        RACRuntime.current.engine.replaySubjectSendNext(self, value)
    }

    /// ReactiveObjC's `-sendNext:` ([RACReplaySubject.m:85](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACReplaySubject.m#L85)):
    /// keeps the value, trims to the capacity, then sends it on.
    func reactiveObjCSendNext(_ value: RACObject?) {
        receive(value)
        trimToCapacity()
        subjectSendNext(value)
    }

    /// `[self.valuesReceived addObject:value ?: RACTupleNil.tupleNil]` (RACReplaySubject.m:87):
    /// the array holds the value until the capacity drops it.
    func receive(_ value: RACObject?) {
        value?.retain()
        valuesReceived.append(value)
    }

    /// Drops the oldest values past `capacity` (RACReplaySubject.m:89-90), releasing them.
    func trimToCapacity() {
        if capacity != RACReplaySubject.unlimitedCapacity, valuesReceived.count > capacity {
            let dropped = valuesReceived.prefix(valuesReceived.count - capacity)
            valuesReceived.removeFirst(dropped.count)
            dropped.forEach { $0?.release() }
        }
    }

    /// RACSubject's `-sendNext:`, which `[super sendNext:]` in either library's method runs.
    func subjectSendNext(_ value: RACObject?) {
        super.sendNext(value)
    }

    public override func sendCompleted() {
        hasCompleted = true
        super.sendCompleted()
    }

    public override func sendError(_ error: RACObject?) {
        hasError = true
        objcAssign(&self.error, error)
        super.sendError(error)
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let replaySubjectSubscribe = RACBlockName("replaySubject.subscribe", rac: "RACReplaySubject.m", 57, rac25: 58)
}
