import ObjCFrontend
import RACCore

/// `@(integer expression)` compiled to make its `NSNumber` directly from the unboxed integer
/// (`CompiledInteger`).
///
/// Where a boxed number goes into an expression, it is a temporary of its statement, released
/// when the statement ends, as ARC releases the autoreleased `+numberWithLong:` result. Two
/// consumers take the new number into their own keeping instead — `return @(…)` (the return
/// retains it) and `[subscriber sendNext:@(…)]` (held for the send, released after it: the
/// last temporary of its statement, so released first) — and skip the temporaries list. Only
/// the model count of a number nobody else has seen differs in between; a number's
/// deallocation is not observable.
typealias CompiledNumber = (Evaluator, Scope) throws -> ObjCNumber

extension Evaluator {
    func compileNumber(_ expression: Expression) -> CompiledNumber? {
        guard case .boxed(let inner) = expression.kind, let integer = compileInteger(inner) else { return nil }
        let range = expression.range, type = integer.type, code = integer.code
        return { evaluator, scope in
            try evaluator.tick(range)
            return ObjCNumber(try code(evaluator, scope), of: type)
        }
    }
}

extension ObjCNumber {
    /// The `NSNumber` `@(n)` makes of an integer of C type `type`.
    convenience init(_ value: Int64, of type: IntegerType) {
        self.init(type.isSigned ? .int(value) : .unsigned(UInt64(bitPattern: value)))
    }
}
