import RACTrace

extension RACSequence {
    /// ReactiveCocoa 2.5's `-foldRightWithStart:reduce:`, translated from
    /// [RACSequence.m:216 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSequence.m#L216);
    /// the 2.5 engine answers `foldRight(start:reduce:)` with it (`RACEngine.reactiveCocoa25`).
    ///
    /// ReactiveObjC's `rest` folds the tail only if there is one and gives `start` otherwise;
    /// 2.5's sends the fold to the tail whatever it is, and a message to nil returns nil. So
    /// where the last element's tail is nil rather than an empty sequence (a `+return:`
    /// sequence, a dynamic sequence made without a tail block), the last `rest.head` is nil in
    /// 2.5 and `start` in ReactiveObjC.
    func foldRight25(start: RACObject?, reduce: RACFoldRightBlock) -> RACObject? {
        withARCScope { scope in
            if head == nil { return start }

            let rest = scope.strong(RACDynamicSequence(
                headBlock: RACObjectFactoryBlock(RACBlockName.sequenceFoldRightRest, captures: [self, start, reduce]) {
                    self.tail?.foldRight(start: start, reduce: reduce)
                },
                tailBlock: nil))

            return reduce.call { $0(self.head, rest) }
        }
    }
}
