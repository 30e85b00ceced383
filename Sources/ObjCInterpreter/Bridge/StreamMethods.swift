import RACCore

/// `RACStream`'s methods (RACStream.h), which signals and sequences inherit: the name, and
/// the class primitives sent to RACStream itself, which raise as RACStream.m's do. (A snippet
/// cannot make a bare RACStream: its `-init`, like RACSignal's, is not modelled, so the
/// instance primitives always reach RACSignal's or RACSequence's own.)
extension Evaluator {
    static let streamMethods: [BridgeMethod<RACObject>] = streamNameMethods.map(BridgeMethod<RACObject>.lifting)

    private static let streamNameMethods: [BridgeMethod<RACStream>] = [
        .method("name") { call in call.receiver.name.map { call.evaluator.string($0) } ?? .null },
        .method("setName:") { call in
            call.receiver.name = call.object(0)?.description
            return .void
        },
        // RAC ignores names unless RAC_DEBUG_SIGNAL_NAMES is set (RACStream.m:55).
        .method("setNameWithFormat:", variadic: true) { call in .object(call.receiver) },
    ]

    /// `+empty` and `+return:` sent to RACStream itself (RACStream.m#L27-L40).
    static let streamClassMethods: [BridgeMethod<String>] = ["empty", "return:"].map { selector in
        .method(selector) { call in
            let exception = RACStream.abstractMethod(selector)
            throw RuntimeFailure(.racException(name: exception.name, reason: exception.reason), at: call.context.range)
        }
    }
}
