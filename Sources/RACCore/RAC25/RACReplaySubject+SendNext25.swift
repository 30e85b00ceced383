extension RACReplaySubject {
    /// ReactiveCocoa 2.5's `-sendNext:`, translated from
    /// [RACReplaySubject.m:86 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACReplaySubject.m#L86);
    /// the 2.5 engine answers `sendNext(_:)` with it (`RACEngine.reactiveCocoa25`).
    ///
    /// It sends the value on *before* trimming to the capacity (ReactiveObjC trims first,
    /// [RACReplaySubject.m:89](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACReplaySubject.m#L89)): a subscriber that subscribes while the value is being sent is
    /// replayed one value more than the capacity, and a value the capacity drops is released
    /// after the subscribers have seen the new one, not before.
    func sendNext25(_ value: RACObject?) {
        // 2.5 holds `@synchronized (self)` around all three; a run is on one thread.
        receive(value)
        subjectSendNext(value)
        trimToCapacity()
    }
}
