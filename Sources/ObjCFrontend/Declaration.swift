/// `int a = 1, *b;` — one or more declarators sharing a declaration's specifiers.
public struct Declaration: Hashable, Sendable {
    public var declarators: [Declarator]
    public var range: SourceRange

    public init(declarators: [Declarator], range: SourceRange) {
        self.declarators = declarators
        self.range = range
    }
}

/// One declared variable with its complete type: in `int *p, n;`, `p` is `int *` and `n` is `int`.
public struct Declarator: Hashable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// The full type, including storage and ownership qualifiers such as `__block` and `__weak`.
    public var type: TypeName
    public var initializer: Expression?
    public var range: SourceRange

    public init(name: String, nameRange: SourceRange, type: TypeName, initializer: Expression?, range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.type = type
        self.initializer = initializer
        self.range = range
    }

    /// Whether blocks capture this variable by reference: a `__block` variable's box, or a
    /// static local, whose storage a block refers to directly (clang's Block ABI: variables of
    /// static storage are not imported into the block).
    public var isCapturedByReference: Bool { type.isBlockQualified || isStatic }

    /// `static`: one variable for the whole program, initialised once.
    public var isStatic: Bool { type.qualifiers.contains(.static) }
}

/// `RACTupleUnpack(NSString *a, NSNumber *b) = tuple;`: declares each variable and assigns it the
/// tuple's element at its position. RAC's macro expands to exactly that.
public struct TupleUnpack: Hashable, Sendable {
    /// The declared variables, without initializers.
    public var variables: [Declarator]
    public var tuple: Expression

    public init(variables: [Declarator], tuple: Expression) {
        self.variables = variables
        self.tuple = tuple
    }
}
