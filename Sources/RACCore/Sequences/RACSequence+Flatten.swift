import RACTrace

extension RACSequence {
    /// `-flatten` ([RACStream.m:86](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L86)) on a
    /// sequence of sequences: `-flattenMap:` with the identity.
    public func flatten() -> RACSequence {
        flattenMap(RACSequenceFlattenMapBlock(RACBlockName.flattenBlock) { value in
            guard let value else { return nil }
            // RAC asserts the value is a stream (NSCAssert in -flattenMap:); the stand-in
            // ends the sequence there, as nil would.
            guard let sequence = value as? RACSequence else {
                RACRuntime.raise(.assertion("Value returned from -flattenMap: is not a stream: \(value.description)"))
                return nil
            }
            return sequence
        })
    }
}
