import ObjCFrontend
import RACCore

/// C's conversions on values: constants' types, boxing, a store's conversion to its
/// variable's type, casts.
extension Evaluator {
    func integerLiteral(_ literal: IntegerLiteral) -> Value {
        // C gives a constant the first of int, long, … that holds it.
        let value = literal.value
        if literal.isUnsigned {
            let type = literal.longness == 0 && value <= UInt64(UInt32.max) ? IntegerType(bitWidth: 32, isSigned: false) : Value.unsignedLong
            return .integer(Int64(bitPattern: value), type)
        }
        if literal.longness == 0 && value <= UInt64(Int32.max) { return .integer(Int64(value), Value.int) }
        if value <= UInt64(Int64.max) { return .integer(Int64(value), Value.long) }
        return .integer(Int64(bitPattern: value), Value.unsignedLong)
    }

    /// `@(expr)`: an `NSNumber` of the scalar's type, or an `NSString` from a C string.
    func box(_ value: Value, at range: SourceRange) throws -> Value {
        switch value {
        case .integer(let number, let type):
            return temporary(.object(ObjCNumber(number, of: type)))
        case .floating(let number, _):
            return temporary(.object(ObjCNumber(.double(number))))
        case .bool(let flag):
            return temporary(.object(ObjCNumber(.bool(flag))))
        case .cString(let text):
            return temporary(.object(ObjCString(text)))
        case .object, .null:
            return value
        default:
            throw RuntimeFailure(.cannotBox(value.typeDescription), at: range)
        }
    }

    /// Assigns to variable `name`, bound to `binding` (nil when no variable has the name).
    func assign(_ value: Value, to binding: Binding?, named name: String, at range: SourceRange) throws -> Value {
        guard let binding else {
            if name == "self" { throw RuntimeFailure(.assignmentToSelf, at: range) }
            throw RuntimeFailure(.undeclaredIdentifier(name), at: range)
        }
        guard let box = binding.box else {
            throw RuntimeFailure(.missingBlockSpecifier(variable: name), at: range)
        }
        let converted = try convert(value, toTypeOf: box, at: range)
        nameForTrace(converted, name)
        box.store(converted)
        return converted
    }

    /// `convert(value, to: box.type, at: range)`, answering the commonest stores — an object
    /// into an object variable, an integer into an integer one — from the box's category.
    @inline(__always)
    func convert(_ value: Value, toTypeOf box: VariableBox, at range: SourceRange) throws -> Value {
        switch (box.category, value) {
        case (nil, _): return value
        case (.object?, .object), (.object?, .null), (.block?, .object), (.block?, .null): return value
        case (.integer(let type)?, .integer(let number, _)): return .integer(cInteger(number, type), type)
        default: return try convert(value, to: box.type, at: range)
        }
    }

    /// Converts a value for storage in a variable of `type`, as C's implicit conversions do.
    ///
    /// Inlined for the commonest case, an object (or nil) stored where an object goes, which
    /// every block parameter and object local meets and which converts to itself.
    @inline(__always)
    func convert(_ value: Value, to type: TypeName?, at range: SourceRange) throws -> Value {
        guard let type else { return value }
        switch value {
        case .object, .null:
            switch type.category {
            case .object, .block: return value
            default: break
            }
        default: break
        }
        return try convertScalarOrMismatch(value, to: type, at: range)
    }

    /// `convert` for every other pair of value and type.
    private func convertScalarOrMismatch(_ value: Value, to type: TypeName, at range: SourceRange) throws -> Value {
        switch type.category {
        case .integer(let integerType):
            switch promoted(value) {
            case .integer(let number, _): return .integer(cInteger(number, integerType), integerType)
            case .floating(let number, _):
                return .integer(cInteger(number.isFinite && abs(number) < 9.2e18 ? Int64(number) : 0, integerType), integerType)
            case .null: return .integer(0, integerType)
            default: throw incompatible(value, type, at: range)
            }
        case .floating(let width):
            switch promoted(value) {
            case .integer(let number, let t): return .floating(t.isSigned ? Double(number) : Double(UInt64(bitPattern: number)), bitWidth: width)
            case .floating(let number, _): return .floating(width == 32 ? Double(Float(number)) : number, bitWidth: width)
            default: throw incompatible(value, type, at: range)
            }
        case .bool:
            switch value {
            case .object, .classObject, .pointer, .cString, .selector: throw incompatible(value, type, at: range)
            default: return .bool(value.truth)
            }
        case .object, .block:
            switch value {
            case .object, .null, .classObject: return value
            case .integer(0, _): return .null
            default: throw incompatible(value, type, at: range)
            }
        case .void, .selector, .pointer:
            return value
        }
    }

    private func incompatible(_ value: Value, _ type: TypeName, at range: SourceRange) -> RuntimeFailure {
        RuntimeFailure(.incompatibleInitialization(type: spelling(type), got: value.typeDescription), at: range)
    }

    func spelling(_ type: TypeName) -> String {
        if type.block != nil { return "block" }
        return type.name + (type.pointerDepth > 0 ? " " + String(repeating: "*", count: type.pointerDepth) : "")
    }

    /// An explicit cast: C conversions for scalars; object casts change nothing at runtime.
    func cast(_ value: Value, to type: TypeName, at range: SourceRange) throws -> Value {
        switch type.category {
        case .integer, .floating, .bool:
            if case .object = value { throw incompatible(value, type, at: range) }
            return try convert(value, to: type, at: range)
        default:
            return value
        }
    }

    func size(of type: TypeName) -> Int {
        switch type.category {
        case .integer(let integerType): return integerType.bitWidth / 8
        case .floating(let width): return width / 8
        case .bool: return 1
        default: return 8
        }
    }
}
