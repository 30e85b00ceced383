/// An expression node: what it is, and the source it came from.
///
/// Every node has a range so the evaluator can report `file:line:col` runtime errors and
/// attribute trace steps to source lines. Parentheses leave no node; they widen the range.
public struct Expression: Hashable, Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Hashable, Sendable {
        /// A variable, function, class or constant name, including `self`.
        case identifier(String)
        case integer(IntegerLiteral)
        /// A floating constant; `isFloat` for an `f` suffix.
        case floating(Double, isFloat: Bool)
        case character(UInt32)
        /// A C string (`"…"`), adjacent literals joined.
        case cString(String)
        /// An `NSString` literal (`@"…"`), adjacent literals joined.
        case objcString(String)
        /// `YES`, `NO`, `true`, `false`.
        case bool(Bool)
        /// `nil`, `Nil`, `NULL`.
        case null(NullKind)
        /// `@1`, `@-1`, `@2.5`, `@YES`, `@'c'`, `@(expr)`: box a scalar into an `NSNumber` (or a
        /// C string into an `NSString`).
        case boxed(Expression)
        /// `@[a, b]`
        case array([Expression])
        /// `@{k: v}`
        case dictionary([DictionaryEntry])
        /// `@selector(subscribeNext:error:)`
        case selector(String)
        case messageSend(MessageSend)
        /// `f(a, b)`, `block(1)`, `NSLog(@"%@", x)`, `RACObserve(self, name)`.
        case call(callee: Expression, arguments: [Expression])
        /// `value.integerValue` (`isArrow: false`) or `p->field` (`isArrow: true`).
        case member(base: Expression, name: String, nameRange: SourceRange, isArrow: Bool)
        case `subscript`(base: Expression, index: Expression)
        case unary(UnaryOperator, Expression)
        case binary(BinaryOperator, Expression, Expression)
        /// `target = value`, `target += value`, …
        case assignment(AssignmentOperator, target: Expression, value: Expression)
        /// `c ? a : b`; `then` is nil for GNU `c ?: b`, which yields `c` itself when it is true.
        case conditional(condition: Expression, then: Expression?, else: Expression)
        case cast(TypeName, Expression)
        case sizeofType(TypeName)
        case sizeofExpression(Expression)
        case block(BlockLiteral)
    }
}

/// An integer constant with the type its suffix gives it.
public struct IntegerLiteral: Hashable, Sendable {
    public var value: UInt64
    public var isUnsigned: Bool
    /// 0 for no `l`, 1 for `l`, 2 for `ll`.
    public var longness: Int
    public var spelling: String

    public init(value: UInt64, isUnsigned: Bool = false, longness: Int = 0, spelling: String) {
        self.value = value
        self.isUnsigned = isUnsigned
        self.longness = longness
        self.spelling = spelling
    }
}

public enum NullKind: String, Hashable, Sendable {
    case nilObject = "nil"
    case nilClass = "Nil"
    case null = "NULL"
}

public struct DictionaryEntry: Hashable, Sendable {
    public var key: Expression
    public var value: Expression

    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

public enum UnaryOperator: String, Hashable, Sendable {
    case logicalNot = "!"
    case negate = "-"
    case plus = "+"
    case bitwiseNot = "~"
    case dereference = "*"
    case addressOf = "&"
    case preIncrement = "++"
    case preDecrement = "--"
    case postIncrement = "post++"
    case postDecrement = "post--"
}

/// Binary operators with their C precedence (higher binds tighter).
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case multiply = "*", divide = "/", remainder = "%"
    case add = "+", subtract = "-"
    case shiftLeft = "<<", shiftRight = ">>"
    case less = "<", greater = ">", lessEqual = "<=", greaterEqual = ">="
    case equal = "==", notEqual = "!="
    case bitwiseAnd = "&", bitwiseXor = "^", bitwiseOr = "|"
    case logicalAnd = "&&", logicalOr = "||"
    case comma = ","

    public var precedence: Int {
        switch self {
        case .multiply, .divide, .remainder: 10
        case .add, .subtract: 9
        case .shiftLeft, .shiftRight: 8
        case .less, .greater, .lessEqual, .greaterEqual: 7
        case .equal, .notEqual: 6
        case .bitwiseAnd: 5
        case .bitwiseXor: 4
        case .bitwiseOr: 3
        case .logicalAnd: 2
        case .logicalOr: 1
        case .comma: 0
        }
    }
}

public enum AssignmentOperator: String, Hashable, Sendable, CaseIterable {
    case assign = "="
    case add = "+=", subtract = "-=", multiply = "*=", divide = "/=", remainder = "%="
    case bitwiseAnd = "&=", bitwiseOr = "|=", bitwiseXor = "^=", shiftLeft = "<<=", shiftRight = ">>="

    /// The binary operator a compound assignment applies; nil for plain `=`.
    public var binaryOperator: BinaryOperator? {
        switch self {
        case .assign: nil
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .remainder: .remainder
        case .bitwiseAnd: .bitwiseAnd
        case .bitwiseOr: .bitwiseOr
        case .bitwiseXor: .bitwiseXor
        case .shiftLeft: .shiftLeft
        case .shiftRight: .shiftRight
        }
    }
}
