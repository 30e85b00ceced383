extension RACSubject {
    /// ReactiveCocoa 2.5's `-subscribe:`, translated from
    /// [RACSubject.m:54 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSubject.m#L54)
    /// line for line; the 2.5 engine answers `subscribe(_:)` with it (`RACEngine.reactiveCocoa25`).
    ///
    /// The same blocks as ReactiveObjC's, at the same lines (`RACBlockName.subjectRemoveSubscriber`,
    /// `RACBlockName.subjectRemoveSubscriberTest`, made by `RACSubject.removal`), but the disposable it returns is
    /// the removal block's own `RACDisposable`, not the passthrough subscriber's compound
    /// disposable with the removal added to it. Disposing it takes the subscriber out of
    /// `subscribers` and nothing more: the passthrough's disposable stays undisposed, so a
    /// subscriber disposed while the subject is sending a value (the subject sends to a copy
    /// of its list) still receives that value, where ReactiveObjC's passthrough drops it.
    func subscribe25(_ subscriber: RACSubscriberProtocol) -> RACDisposable {
        withARCScope { scope in
            let disposable = scope.strong(RACCompoundDisposable())
            let subscriber = scope.strong(RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable))

            let subscribers = self.subscribers
            subscribers.append(subscriber)

            return scope.returning(scope.strong(RACSubject.removal(of: subscriber, from: subscribers)))
        }
    }
}
