import RACTrace

/// `RACSubject`: a hot signal you send to by hand. Subscribers see only what is sent after
/// they subscribe.
///
/// As in RAC, the subject holds each subscription's passthrough subscriber in an array until
/// the subscription is disposed, so a subscriber to a subject stays alive (and subscribed)
/// without anyone else holding it.
open class RACSubject: RACSignal, RACSubscriberProtocol {
    /// `subscribers`, the `NSMutableArray` of passthrough subscribers (RACSubject.m:43). A
    /// modelled object of its own, not the subject's storage: each subscription's removal
    /// block retains it (RACSubject.m:60, :65–66), so it — and the passthroughs still in it —
    /// outlive the subject for as long as an undisposed subscription does.
    let subscribers: ObjCArray
    /// Disposes the subscriptions this subject is the subscriber of, when it terminates.
    public let disposable: RACCompoundDisposable

    /// `+subject`.
    public override init() {
        disposable = RACCompoundDisposable()
        disposable.retain() // `_disposable`, `_subscribers` (RACSubject.m:42-43), released after -dealloc's dispose
        subscribers = ObjCArray([], mutable: true)
        subscribers.retain()
        super.init()
        named("+subject")
    }

    open override var className: String { "RACSubject" }

    open override func dealloc() {
        disposable.dispose()
        subscribers.release()
        disposable.release()
    }

    /// `-subscribe:`, as the run's library writes it (`RACEngine.subjectSubscribe`):
    /// ReactiveObjC's (`reactiveObjCSubscribe(_:)`) or 2.5's (`subscribe25(_:)`).
    open override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACRuntime.current.engine.subjectSubscribe(self, subscriber)
    }

    /// `-subscribe:`'s `disposableWithBlock:` (RACSubject.m:65, the same line in 2.5): takes
    /// `subscriber` out of `subscribers` again, for either library's `-subscribe:`. RAC's
    /// block captures the array and the passthrough strongly, never the subject
    /// (RACSubject.m:60–75): it may run after the subject is gone.
    ///
    /// It is written where ReactiveObjC's `-subscribe:` was, so the lines traces show for
    /// this file's blocks stay where they were.
    static func removal(of subscriber: RACPassthroughSubscriber, from subscribers: ObjCArray) -> RACDisposable {
        let removal = RACDisposable(RACBlockName.subjectRemoveSubscriber, captures: [subscribers, subscriber]) {
            withARCScope { scope in
                // Newer subscribers are usually shorter-lived: search from the end. The
                // test is a block `-indexOfObjectWithOptions:passingTest:` calls per object,
                // the last first, until it says YES.
                let test = scope.strong(RACBlock<(RACObject) -> Bool>(RACBlockName.subjectRemoveSubscriberTest,
                                                                       captures: [subscriber]) { obj in
                    obj === subscriber
                })
                if let index = subscribers.items.lastIndex(where: { obj in test.call { $0(obj) } }) {
                    subscribers.remove(at: index)
                }
            }
        }
        // ReactiveObjC adds it to the passthrough's own disposable (a cycle that only disposal
        // breaks) and returns that; 2.5 returns it alone.
        return removal
    }

    /// `-enumerateSubscribersUsingBlock:` ([RACSubject.m:80](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L80)):
    /// calls `block` for each subscriber of a copy of `subscribers`. The copy holds them
    /// until the enumeration ends, and lets them go in order, as an `NSArray` does.
    private func enumerateSubscribers(using block: RACSubjectSubscriberBlock) {
        let subscribers = self.subscribers.items
        subscribers.forEach { $0.retain() } // the local `[self.subscribers copy]` (RACSubject.m:83)
        // The array holds only what `-subscribe:` put there: passthrough subscribers.
        for subscriber in subscribers {
            block.call { $0(subscriber as! RACPassthroughSubscriber) }
        }
        subscribers.forEach { $0.release() }
    }

    /// Hands `-enumerateSubscribersUsingBlock:` the block an event method writes in place
    /// (RACSubject.m:94, :102, :110): a block literal passed straight as an argument, which
    /// ARC does not copy: it lives, holding what it captured, until the statement ends.
    private func enumerateSubscribers(_ name: RACBlockName, captures: [RACObject?],
                                      file: StaticString = #filePath, line: UInt = #line,
                                      _ body: @escaping (RACPassthroughSubscriber) -> Void) {
        withARCScope { scope in
            let block = scope.strong(RACSubjectSubscriberBlock(name, captures: captures, file: file, line: line, body))
            enumerateSubscribers(using: block)
        }
    }

    /// `-sendNext:` ([RACSubject.m:93](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L93)).
    open func sendNext(_ value: RACObject?) {
        racTrace(.next(receiver: RACLent(self), value: value.map(RACLent.init), dropped: false))
        enumerateSubscribers(RACBlockName.subjectSendNext, captures: [value]) { subscriber in
            subscriber.sendNext(value)
        }
    }

    /// `-sendError:` ([RACSubject.m:99](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L99)).
    open func sendError(_ error: RACObject?) {
        racTrace(.error(receiver: RACLent(self), error: error.map(RACLent.init), dropped: false))
        disposable.dispose()
        enumerateSubscribers(RACBlockName.subjectSendError, captures: [error]) { subscriber in
            subscriber.sendError(error)
        }
    }

    /// `-sendCompleted` ([RACSubject.m:107](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L107)).
    open func sendCompleted() {
        racTrace(.completed(receiver: RACLent(self), dropped: false))
        disposable.dispose()
        enumerateSubscribers(RACBlockName.subjectSendCompleted, captures: []) { subscriber in
            subscriber.sendCompleted()
        }
    }

    /// `-didSubscribeWithDisposable:` ([RACSubject.m:115](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L115)).
    public func didSubscribe(with other: RACCompoundDisposable) {
        if other.isDisposed { return }
        disposable.add(other)
        // Weak captures in RAC: nothing retained.
        other.add(RACDisposable(RACBlockName.subjectPurge) { [weak self, weak other] in
            self?.disposable.remove(other)
        })
    }

    /// Subscribers currently held (for tests).
    public var subscriberCount: Int { subscribers.count }

    /// ReactiveObjC's `-subscribe:` ([RACSubject.m:54](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSubject.m#L54)):
    /// wraps the subscriber in a passthrough, adds it to `subscribers`, and returns the
    /// passthrough's own disposable, to which it adds the block that takes it out again.
    func reactiveObjCSubscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable {
        withARCScope { scope in
            let disposable = scope.strong(RACCompoundDisposable())
            let subscriber = scope.strong(RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable))

            let subscribers = self.subscribers
            subscribers.append(subscriber)

            disposable.add(RACSubject.removal(of: subscriber, from: subscribers))

            return scope.returning(disposable)
        }
    }
}

/// `^(id<RACSubscriber> subscriber)`: the block `-enumerateSubscribersUsingBlock:` calls
/// once per subscriber.
public typealias RACSubjectSubscriberBlock = RACBlock<(RACPassthroughSubscriber) -> Void>

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-sendNext:`'s block: sends the value to one subscriber.
    public static let subjectSendNext = RACBlockName("subject.sendNext", rac: "RACSubject.m", 94, rac25: 92)
    /// `-sendError:`'s block: sends the error to one subscriber.
    public static let subjectSendError = RACBlockName("subject.sendError", rac: "RACSubject.m", 102, rac25: 100)
    /// `-sendCompleted`'s block: completes one subscriber.
    public static let subjectSendCompleted = RACBlockName("subject.sendCompleted", rac: "RACSubject.m", 110, rac25: 108)
    /// Removes a subscriber from a subject when its subscription is disposed.
    public static let subjectRemoveSubscriber = RACBlockName("subject.removeSubscriber", rac: "RACSubject.m", 65, rac25: 65)
    /// Its test, called for each subscriber from the last until it finds the one to remove.
    public static let subjectRemoveSubscriberTest = RACBlockName("subject.removeSubscriber.test", rac: "RACSubject.m", 69, rac25: 69)
    /// Removes a finished subscription from the subject's own disposable.
    public static let subjectPurge = RACBlockName("subject.purge", rac: "RACSubject.m", 120, rac25: 118)
}
