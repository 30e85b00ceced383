/// `RACEmptySequence`, from [RACEmptySequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySequence.m): the empty
/// sequence, a singleton (one per run here).
public final class RACEmptySequence: RACSequence {
    /// `+empty` ([RACEmptySequence.m:15](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySequence.m#L15)).
    public static var empty: RACEmptySequence { RACRuntime.current.singleton(RACEmptySequence.self) { RACEmptySequence() } }

    public override var className: String { "RACEmptySequence" }
    public override var head: RACObject? { nil }
    public override var tail: RACSequence? { nil }

    /// `-bind:passingThroughValuesFromSequence:` ([RACEmptySequence.m:36](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySequence.m#L36)):
    /// nothing to bind, so what was passed through, or the empty sequence itself.
    public override func bind(_ bindBlock: RACSequenceBindBlock, passingThroughValuesFrom passthroughSequence: RACSequence?) -> RACSequence {
        passthroughSequence ?? self
    }

    /// `-description` ([RACEmptySequence.m:57](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySequence.m#L57)).
    public override var description: String { "<\(className): \(address)>{ name = \(name ?? "(null)") }" }
}
