import RACTrace

extension RACSignal {
    /// `+merge:` (RACSignal+Operations.m): a signal of the given signals, `-flatten`ed. Its
    /// `createSignal:` block sends each signal in order, then completes; `-flatten` subscribes
    /// to each as it arrives, so the result completes when every signal has completed and
    /// errors as soon as one errors.
    ///
    /// ```swift
    /// let either = RACSignal.merge([clicks, taps])
    /// ```
    public static func merge(_ signals: [RACSignal]) -> RACSignal {
        // RAC copies the enumeration into an NSMutableArray the block captures.
        let copiedSignals = ObjCArray(signals, mutable: true)
        let didSubscribe = RACDidSubscribeBlock(RACBlockName.mergeDidSubscribe, captures: [copiedSignals]) { subscriber in
            for signal in copiedSignals.items { subscriber.sendNext(signal) }
            subscriber.sendCompleted()
            return nil
        }
        return RACSignal.createSignal(didSubscribe).flatten().named("+merge: %@", copiedSignals)
    }

    /// `-merge:` (RACSignal+Operations.m): `+merge:` of the receiver and `signal`.
    ///
    /// ```swift
    /// let either = clicks.merge(taps)
    /// ```
    public func merge(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.merge) {
            RACSignal.merge([self, signal]).named("[%@] -merge: %@", [self, signal])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let merge = RACBlockName("merge", rac: "RACSignal+Operations.m", 469, rac25: 461)
    /// The `createSignal:` block `+merge:` flattens: sends each signal, then completes.
    public static let mergeDidSubscribe = RACBlockName("merge.didSubscribe", rac: "RACSignal+Operations.m", 482, rac25: 474)
}
