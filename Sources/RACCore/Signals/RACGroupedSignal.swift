/// `RACGroupedSignal`, from [RACGroupedSignal.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACGroupedSignal.m): a subject that
/// carries the `key` `-groupBy:` gave its values.
public final class RACGroupedSignal: RACSubject {
    /// `key` (a copy in RAC: the keys a snippet makes — strings, numbers — are immutable);
    /// nil for one made with `+subject` or a nil key.
    public let key: RACObject?

    /// `+signalWithKey:` ([RACGroupedSignal.m:19](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACGroupedSignal.m#L19)).
    public init(key: RACObject?) {
        key?.retain() // `subject.key = key`, a copy property (RACGroupedSignal.m:21)
        self.key = key
        super.init()
    }

    public override var className: String { "RACGroupedSignal" }

    public override func dealloc() {
        super.dealloc()
        key?.release()
    }
}
