import RACCore

/// `RACGroupedSignal`'s own API (RACGroupedSignal.h): the key `-groupBy:` gave it; the rest
/// is a subject's.
extension Evaluator {
    static let groupedSignalMethods: [BridgeMethod<RACObject>] = ([
        .method("key") { call in call.receiver.key.map(Value.object) ?? .null },
    ] as [BridgeMethod<RACGroupedSignal>]).map(BridgeMethod<RACObject>.lifting)
}
