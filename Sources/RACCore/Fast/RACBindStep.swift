/// What one of RACCore's own binding blocks (`-map:`, `-filter:`) hands `-bind:` for a value
/// when it may take the shortcut (no tracer needs the inner subscriptions): the inner signal
/// RAC would make, described rather than made.
///
/// Those binding blocks always return a fresh `+return:` or `+empty` that nothing else ever
/// sees. On the shortcut, `-bind:` would only count it, forward its value, finish it and release it
/// (`forwardWithoutSubscribing`), so making it at all is wasted: two allocations per value
/// on a `map:`/`filter:` chain. A step keeps what the signal would have done to the rest of
/// the run — it uses up the signal's object id where the signal would have been made, and
/// holds the value exactly as long as the signal would have retained it.
enum RACBindStep {
    /// `+return: value`; the step holds `value` (+1) until `-bind:` releases it, where it
    /// would release the signal.
    case returned(RACObject?)
    /// `+return:` of the value the step was given, which the step holds (+1 in the model)
    /// until `-bind:` releases it. Apart from `returned` so that the value is not copied into
    /// the step: the caller holds it already.
    case returnedInput
    /// `+empty`.
    case empty

    /// Stands for `[RACSignal return:value]` made at this point.
    @inline(__always)
    static func returning(_ value: RACObject?) -> RACBindStep {
        RACRuntime.withCurrent { $0.skipObjectIDs(1) }
        value?.retain() // as RACReturnSignal's initialiser does
        return .returned(value)
    }

    /// Stands for `[RACSignal return:input]` made at this point, `input` being the value the
    /// step was called with.
    @inline(__always)
    static func returningInput(_ input: RACObject?) -> RACBindStep {
        RACRuntime.withCurrent { $0.skipObjectIDs(1) }
        input?.retain() // as RACReturnSignal's initialiser does
        return .returnedInput
    }

    /// Stands for `[RACSignal empty]` made at this point.
    @inline(__always)
    static func emptySignal() -> RACBindStep {
        RACRuntime.withCurrent { $0.skipObjectIDs(1) }
        return .empty
    }
}

/// A binding block's stand-in on the shortcut: called with the value instead of the block,
/// it does what the block does and returns the step in place of the signal. `-bind:` only
/// uses it when it may skip the inner subscription (no tracer needs it, on a scheduler).
typealias RACBindStepFunction = (RACObject?) -> RACBindStep
