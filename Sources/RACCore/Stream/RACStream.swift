/// `RACStream`: the abstract superclass of `RACSignal` and `RACSequence`, translated from
/// [RACStream.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m).
/// What the two share lives here: the name. Its five primitives (`+empty`, `+return:`,
/// `-bind:`, `-concat:`, `-zipWith:`) are each subclass's to implement — RACStream's own
/// raise (`abstractMethod(_:)`) — and its operations, written once on them as in RAC, are
/// `RACStreamPrimitives`' (`RACStream+Map.swift` and its neighbours), so a signal and a
/// sequence run the same code.
open class RACStream: RACObject {
    /// RAC's `name`: `-[RACStream init]` sets it to `@""` (RACStream.m:21), and
    /// `-setNameWithFormat:` changes it only when `RAC_DEBUG_SIGNAL_NAMES` is in the
    /// environment (RACStream.m:55), so it stays empty unless set explicitly (`-setName:nil`
    /// makes it nil); traces name signals themselves.
    public var name: String? = ""

    open override var className: String { "RACStream" }

    /// `-setNameWithFormat:` (RACStream.m:54) as far as the trace is concerned: reports how RAC
    /// would name a signal, with `%@` standing for each argument (a signal's name, or a value's
    /// description). The trace follows signals, so a sequence's name is not reported.
    @discardableResult
    public final func named(_ format: @autoclosure () -> String, _ arguments: @autoclosure () -> [RACObject?]) -> Self {
        // Autoclosures: untraced, neither the format nor the argument array is ever built.
        if let tracer = RACRuntime.currentTracer, let signal = self as? RACSignal {
            tracer.record(.named(RACLent(signal), format: format(), arguments: .list(arguments())))
        }
        return self
    }

    /// `named(_:_:)` for a format with one `%@`, or none: no array is made.
    @discardableResult
    public final func named(_ format: @autoclosure () -> String, _ argument: RACObject?) -> Self {
        if let tracer = RACRuntime.currentTracer, let signal = self as? RACSignal {
            tracer.record(.named(RACLent(signal), format: format(), arguments: .one(argument.map(RACLent.init))))
        }
        return self
    }

    @discardableResult
    public final func named(_ format: @autoclosure () -> String) -> Self {
        if let tracer = RACRuntime.currentTracer, let signal = self as? RACSignal {
            tracer.record(.named(RACLent(signal), format: format(), arguments: .none))
        }
        return self
    }

    /// What a primitive sent to `RACStream` itself raises: the `NSInternalInconsistencyException`
    /// RACStream.m's five abstract methods throw (L27-L50), `selector` as
    /// `NSStringFromSelector(_cmd)` prints it (no `+` or `-`).
    public static func abstractMethod(_ selector: String) -> RACException {
        RACException(name: "NSInternalInconsistencyException", reason: "\(selector) must be overridden by subclasses")
    }

    /// `+join:block:`'s last map block (RACStream.m:214), for signals and sequences alike:
    /// peels `(((1), 2), 3)` from the outside in into one plain `RACTuple` (whatever the
    /// count, RACStream.m:227, unlike `RACTuplePack`); a nil element is kept as `RACTupleNil`.
    public static func joinedTuple(_ value: RACObject?) -> RACTuple {
        var values: [RACObject] = []
        var xs = value as? RACTuple
        while let tuple = xs {
            values.insert(tuple.last ?? RACTupleNil.tupleNil, at: 0)
            xs = tuple.count > 1 ? tuple.first as? RACTuple : nil
        }
        return RACTuple.tuple(withObjectsFrom: values)
    }

    /// `-reduceEach:`'s map block (RACStream.m:146) up to the call: the tuple's elements as
    /// the reduce block's arguments. RAC asserts the value is a tuple (NSCAssert); the
    /// stand-in is nil, for the map to send.
    static func reduceEachArguments(_ value: RACObject?, from stream: RACStream) -> [RACObject?]? {
        guard let tuple = value as? RACTuple else {
            RACRuntime.raise(.assertion("Value from stream \(stream.description) is not a tuple: \(value?.description ?? "(null)")"))
            return nil
        }
        return (0..<tuple.count).map { tuple[$0] }
    }
}
