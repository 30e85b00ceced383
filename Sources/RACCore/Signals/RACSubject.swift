import RACTrace

/// `RACSubject`: a hot signal you send to by hand. Subscribers see only what is sent after
/// they subscribe.
///
/// As in RAC, the subject holds each subscription's passthrough subscriber in an array until
/// the subscription is disposed, so a subscriber to a subject stays alive (and subscribed)
/// without anyone else holding it.
open class RACSubject: RACSignal, RACSubscriberProtocol {
    private var subscribers: [RACPassthroughSubscriber] = []
    /// Disposes the subscriptions this subject is the subscriber of, when it terminates.
    public let disposable: RACCompoundDisposable

    /// `+subject`.
    public override init() {
        disposable = RACCompoundDisposable()
        disposable.retain()
        super.init()
        named("+subject")
    }

    open override var className: String { "RACSubject" }

    open override func dealloc() {
        disposable.dispose()
        let held = subscribers
        subscribers = []
        held.forEach { $0.release() }
        disposable.release()
    }

    open override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        let disposable = RACCompoundDisposable()
        disposable.retain()
        let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable)
        passthrough.retain()
        passthrough.retain()
        subscribers.append(passthrough)
        // RAC's block captures the array and the passthrough strongly: a cycle through the
        // passthrough's own disposable that only disposal breaks.
        disposable.add(RACDisposable(RACBlockName.subjectRemoveSubscriber, captures: [passthrough]) { [unowned(unsafe) self] in
            if let index = self.subscribers.lastIndex(where: { $0 === passthrough }) {
                self.subscribers.remove(at: index).release()
            }
        })
        passthrough.release()
        disposable.releaseForReturn()
        return disposable
    }

    /// Sends to a snapshot of the subscribers, as `-enumerateSubscribersUsingBlock:` does.
    private func forEachSubscriber(_ body: (RACPassthroughSubscriber) -> Void) {
        let snapshot = subscribers
        snapshot.forEach { $0.retain() }
        for subscriber in snapshot { body(subscriber) }
        snapshot.forEach { $0.release() }
    }

    open func sendNext(_ value: RACObject?) {
        racTrace(.next(receiver: RACLent(self), value: value.map(RACLent.init), dropped: false))
        forEachSubscriber { $0.sendNext(value) }
    }

    open func sendError(_ error: RACObject?) {
        racTrace(.error(receiver: RACLent(self), error: error.map(RACLent.init), dropped: false))
        disposable.dispose()
        forEachSubscriber { $0.sendError(error) }
    }

    open func sendCompleted() {
        racTrace(.completed(receiver: RACLent(self), dropped: false))
        disposable.dispose()
        forEachSubscriber { $0.sendCompleted() }
    }

    public func didSubscribe(with other: RACCompoundDisposable) {
        if other.isDisposed { return }
        disposable.add(other)
        // Weak captures in RAC: nothing retained.
        other.add(RACDisposable(RACBlockName.subjectPurge) { [weak self, unowned(unsafe) other] in
            self?.disposable.remove(other)
        })
    }

    /// Subscribers currently held (for tests).
    public var subscriberCount: Int { subscribers.count }
}
