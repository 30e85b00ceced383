/// ReactiveCocoa 2.5's `RACTuplePack(…)`, whose `RACTuplePack_` is
/// [RACTuple.h:116 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACTuple.h#L116):
/// `+[RACTuple tupleWithObjectsFromArray:]` of the arguments, each nil replaced by `RACTupleNil`.
/// 2.5 has no fixed-size subclasses (`RACOneTuple` … `RACFiveTuple` came with ReactiveObjC),
/// so every packed tuple — `-zipWith:`'s, `-combineLatestWith:`'s, the snippet's own — is a
/// plain `RACTuple`, and its description says so; the 2.5 engine answers `RACTuplePack` with it.
func reactiveCocoa25TuplePack(_ objects: [RACObject?]) -> RACTuple {
    RACTuple.tuple(withObjectsFrom: objects.map { $0 ?? RACTupleNil.tupleNil })
}
