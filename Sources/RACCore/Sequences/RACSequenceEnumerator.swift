/// `RACSequenceEnumerator`, declared and implemented inside [RACSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L21):
/// the `NSEnumerator` that `-[RACSequence objectEnumerator]` answers. It holds the rest of
/// the sequence and walks it one `head` and one `tail` per `-nextObject`, so a lazy
/// sequence's blocks run one element at a time, as the caller asks — where `for … in` over
/// the sequence itself reads 16 ahead (`RACSequence+FastEnumeration.swift`).
public final class RACSequenceEnumerator: RACObject {
    /// The sequence still to enumerate, held strongly (RAC's `strong` property); nil once a
    /// tail was nil, as an empty sequence's is.
    public private(set) var sequence: RACSequence?

    init(sequence: RACSequence) {
        sequence.retain()
        self.sequence = sequence
        super.init()
    }

    public override var className: String { "RACSequenceEnumerator" }

    public override func dealloc() {
        let held = sequence
        sequence = nil
        held?.release()
    }

    /// `-nextObject` ([RACSequence.m:45](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L45)):
    /// the head, then the sequence moves to its tail (RAC's `@synchronized` has nothing to
    /// guard on RACStep's one thread). Past the end, `sequence` is nil and so is the head.
    public func nextObject() -> RACObject? {
        withARCScope { scope in
            let object = scope.strong(sequence?.head)
            let tail = sequence?.tail
            tail?.retain()
            let old = sequence
            sequence = tail
            old?.release()
            return object.map { scope.returning($0) }
        }
    }

    /// `-allObjects`, NSEnumerator's: `-nextObject` until it answers nil — the objects not
    /// yet enumerated, as Apple's documentation says.
    public var allObjects: [RACObject] {
        var objects: [RACObject] = []
        while let object = nextObject() { objects.append(object) }
        return objects
    }

    /// NSEnumerator's `-countByEnumeratingWithState:objects:count:`: up to `len` objects by
    /// `-nextObject`, so `for … in` over an enumerator reads a batch ahead of its body as it
    /// does over a sequence, but through `head` and `tail` one at a time.
    public func countByEnumerating(count len: Int) -> [RACObject] {
        var buffer: [RACObject] = []
        while buffer.count < len, let object = nextObject() { buffer.append(object) }
        return buffer
    }
}

extension RACSequence {
    /// `-objectEnumerator` ([RACSequence.m:176](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L176)):
    /// a new enumerator over the whole sequence.
    public var objectEnumerator: RACSequenceEnumerator { RACSequenceEnumerator(sequence: self) }
}
