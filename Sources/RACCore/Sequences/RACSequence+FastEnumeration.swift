/// `NSFastEnumerationState`'s `state` field, which a `for … in` loop hands back to
/// `-countByEnumeratingWithState:objects:count:` on each call: what the sequence needs to go on.
public final class RACFastEnumerationState {
    public enum Progress {
        /// 0: the loop's first call (and RACSequence's state once it let its sequence go).
        case start
        /// RACSequence's: the sequence to read next, retained (`CFBridgingRetain`).
        case sequence(RACSequence)
        /// RACArraySequence's: the index of the next object in its backing array.
        case index(Int)
        /// RACSequence's `ULONG_MAX`: the enumeration is over.
        case completed
    }

    public var progress: Progress = .start

    public init() {}
}

extension RACSequence {
    /// The number of objects a `for … in` loop asks fast enumeration for at a time: the
    /// compiler's stack buffer holds 16.
    public static let fastEnumerationBatch = 16

    /// `for … in` over the sequence, as `-array` and the folds use it: each
    /// `countByEnumerating(_:count:)` call fills the loop's buffer with up to 16 objects, and
    /// only then does the loop body run for them — so a lazy sequence's blocks run 16
    /// elements ahead of the body.
    public func forEach(_ body: (RACObject) throws -> Void) rethrows {
        try forEach(while: { _ in true }, body)
    }

    /// Fast enumeration that a loop leaves early (`return` inside `for … in`): the body runs
    /// while `condition` holds for the next object; the batch already filled stays evaluated.
    public func forEach(while condition: (RACObject) -> Bool, _ body: (RACObject) throws -> Void) rethrows {
        let state = RACFastEnumerationState()
        while true {
            let batch = countByEnumerating(state, count: Self.fastEnumerationBatch)
            if batch.isEmpty { return }
            for object in batch {
                guard condition(object) else { return }
                try body(object)
            }
        }
    }
}
