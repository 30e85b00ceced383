/// A statement node with its range (from its first token to its `;` or closing `}`).
public struct Statement: Hashable, Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Hashable, Sendable {
        case expression(Expression)
        case declaration(Declaration)
        /// `RACTupleUnpack(NSString *a, NSNumber *b) = tuple;`
        case tupleUnpack(TupleUnpack)
        /// `{ … }`: a scope; locals declared in it are released at its end.
        case compound(CompoundStatement)
        case `if`(condition: Expression, then: Statement, else: Statement?)
        /// `for (init; condition; increment)`; every part may be missing.
        case `for`(initializer: Statement?, condition: Expression?, increment: Expression?, body: Statement)
        /// `for (id x in collection)`
        case forIn(element: ForInElement, collection: Expression, body: Statement)
        case `while`(condition: Expression, body: Statement)
        case doWhile(body: Statement, condition: Expression)
        case `switch`(subject: Expression, cases: [SwitchCase])
        case `return`(Expression?)
        case `break`
        case `continue`
        /// `@autoreleasepool { … }`
        case autoreleasepool(CompoundStatement)
        /// `@synchronized (lock) { … }`
        case synchronized(lock: Expression, body: CompoundStatement)
        /// `@weakify(self, other);`: a no-op in the evaluator, kept so traces can show the line.
        case weakify([String])
        /// `@strongify(self);`
        case strongify([String])
        /// A lone `;`.
        case empty
    }
}

/// `{ … }` with the range of its braces.
public struct CompoundStatement: Hashable, Sendable {
    public var statements: [Statement]
    public var range: SourceRange

    public init(statements: [Statement], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// The loop variable of a `for … in` loop: a fresh declaration or an existing variable.
public enum ForInElement: Hashable, Sendable {
    case declaration(Declarator)
    case variable(Expression)
}

/// `case value:` (or `default:` when `value` is nil) and the statements up to the next label.
/// Control falls through to the next case unless a statement breaks, as in C.
public struct SwitchCase: Hashable, Sendable {
    public var value: Expression?
    public var statements: [Statement]
    public var range: SourceRange

    public init(value: Expression?, statements: [Statement], range: SourceRange) {
        self.value = value
        self.statements = statements
        self.range = range
    }
}
