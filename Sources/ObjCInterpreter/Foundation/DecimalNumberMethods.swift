import RACCore

/// What a snippet reads off the NSDecimalNumber that `@sum` and `@avg` answer: its value as a
/// C scalar or a string, and NSNumber's comparisons.
extension Evaluator {
    static let decimalNumberMethods: [BridgeMethod<RACObject>] = ([
        .method("doubleValue", returns: .double) { call in .floating(call.receiver.doubleValue, bitWidth: 64) },
        .method("floatValue", returns: .float) { call in .floating(Double(Float(call.receiver.doubleValue)), bitWidth: 32) },
        .method("integerValue", returns: .long) { call in .integer(call.receiver.integerValue, Value.long) },
        .method("longLongValue", returns: .long) { call in .integer(call.receiver.integerValue, Value.long) },
        .method("intValue", returns: .int) { call in .integer(Int64(Int32(truncatingIfNeeded: call.receiver.integerValue)), Value.int) },
        .method("boolValue", returns: .bool) { call in .bool(!call.receiver.value.isZero) },
        .method("stringValue") { call in call.evaluator.string(call.receiver.description) },
        .method("isEqualToNumber:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        .method("compare:", returns: .long) { call in
            guard let other = ObjCDecimalNumber.decimal(of: call.object(0)) else { throw call.evaluator.unrecognized(call) }
            let value = call.receiver.value
            return .integer(value < other ? -1 : (value == other ? 0 : 1), Value.long)
        },
    ] as [BridgeMethod<ObjCDecimalNumber>]).map(BridgeMethod<RACObject>.lifting)
}
