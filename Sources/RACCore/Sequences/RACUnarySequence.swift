/// `RACUnarySequence`, from [RACUnarySequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACUnarySequence.m): `+[RACSequence
/// return:]`, one value and no tail.
public final class RACUnarySequence: RACSequence {
    private let value: RACObject?

    private init(value: RACObject?) {
        value?.retain() // `sequence.head = value`, a strong property (RACUnarySequence.m:30)
        self.value = value
        super.init()
    }

    /// `+return:` ([RACUnarySequence.m:28](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACUnarySequence.m#L28)).
    public override class func `return`(_ value: RACObject?) -> RACSequence { RACUnarySequence(value: value) }

    public override var className: String { "RACUnarySequence" }

    public override func dealloc() {
        value?.release()
    }

    public override var head: RACObject? { value }
    public override var tail: RACSequence? { nil }

    /// `-bind:` ([RACUnarySequence.m:40](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACUnarySequence.m#L40)): calls the binding
    /// block on the one value at once — not lazily — and returns its sequence (or empty).
    public override func bind(_ block: RACSequenceBindBlockFactory) -> RACSequence {
        withARCScope { scope in
            let bindBlock = scope.strong(block.call { $0() })
            var stop = false
            let result = bindBlock?.call { $0(value, &stop) }
            return result ?? RACSequence.empty()
        }
    }

    /// `-description` ([RACUnarySequence.m:66](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACUnarySequence.m#L66)).
    public override var description: String {
        "<\(className): \(address)>{ name = \(name ?? "(null)"), head = \(value?.description ?? "(null)") }"
    }
}
