/// The `<RACSubscriber>` protocol: what a signal sends events to.
///
/// Named with a suffix because the concrete `RACSubscriber` class keeps RAC's name.
public protocol RACSubscriberProtocol: RACObject {
    /// `-sendNext:`.
    func sendNext(_ value: RACObject?)
    /// `-sendError:`. RAC types the argument `NSError *`; any object gets through at runtime.
    func sendError(_ error: RACObject?)
    /// `-sendCompleted`.
    func sendCompleted()
    /// `-didSubscribeWithDisposable:`: the subscription's disposable, as soon as it exists.
    func didSubscribe(with disposable: RACCompoundDisposable)
}
