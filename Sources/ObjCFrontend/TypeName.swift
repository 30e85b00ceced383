/// A type as spelled in a declaration, cast, block literal or method signature.
///
/// `RACSignal<NSNumber *> * _Nullable` keeps its base name, generic arguments, pointer depth and
/// qualifiers; a block type (`void (^)(id)`) keeps its signature in `block`, with `name` empty.
/// `category` sorts the spelling into what the evaluator needs for C semantics.
public struct TypeName: Hashable, Sendable {
    /// The fields, behind one reference: the evaluator copies types with every variable
    /// binding it looks up, and a copy of the struct's many fields was a retain per string
    /// and array. Copied on write, so `TypeName` keeps value semantics.
    /// `@unchecked Sendable`: written only while uniquely referenced (`writable`), so never once shared.
    private final class Storage: @unchecked Sendable {
        var name: String
        var pointerDepth: Int
        var protocols: [String]
        var genericArguments: [TypeName]
        var qualifiers: TypeQualifiers
        var block: BlockSignature?
        var range: SourceRange
        var category: TypeCategory

        init(name: String, pointerDepth: Int, protocols: [String], genericArguments: [TypeName],
             qualifiers: TypeQualifiers, block: BlockSignature?, range: SourceRange) {
            self.name = name
            self.pointerDepth = pointerDepth
            self.protocols = protocols
            self.genericArguments = genericArguments
            self.qualifiers = qualifiers
            self.block = block
            self.range = range
            category = TypeName.categorize(name, pointerDepth, block)
        }

        func copy() -> Storage {
            Storage(name: name, pointerDepth: pointerDepth, protocols: protocols, genericArguments: genericArguments,
                    qualifiers: qualifiers, block: block, range: range)
        }
    }

    private var storage: Storage

    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The base spelling with C words normalised: `RACSignal`, `id`, `int`, `unsigned long`, `long long`.
    public var name: String {
        get { storage.name }
        set { writable.name = newValue; recategorize() }
    }
    public var pointerDepth: Int {
        get { storage.pointerDepth }
        set { writable.pointerDepth = newValue; recategorize() }
    }
    /// `id<RACSubscriber>` → `["RACSubscriber"]`.
    public var protocols: [String] {
        get { storage.protocols }
        set { writable.protocols = newValue }
    }
    /// `RACSignal<NSNumber *>` → `[NSNumber *]`.
    public var genericArguments: [TypeName] {
        get { storage.genericArguments }
        set { writable.genericArguments = newValue }
    }
    public var qualifiers: TypeQualifiers {
        get { storage.qualifiers }
        set { writable.qualifiers = newValue }
    }
    /// Present when this is a block type; the other fields then describe nothing.
    public var block: BlockSignature? {
        get { storage.block }
        set { writable.block = newValue; recategorize() }
    }
    public var range: SourceRange {
        get { storage.range }
        set { writable.range = newValue }
    }
    /// What the spelling means for evaluation. Kept up to date as the parser builds the type:
    /// the evaluator asks on every conversion, and working it out takes several table lookups.
    public var category: TypeCategory { storage.category }

    public init(name: String, pointerDepth: Int = 0, protocols: [String] = [], genericArguments: [TypeName] = [],
                qualifiers: TypeQualifiers = [], block: BlockSignature? = nil, range: SourceRange) {
        storage = Storage(name: name, pointerDepth: pointerDepth, protocols: protocols, genericArguments: genericArguments,
                          qualifiers: qualifiers, block: block, range: range)
    }

    private mutating func recategorize() {
        writable.category = Self.categorize(storage.name, storage.pointerDepth, storage.block)
    }

    public static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.name == rhs.name && lhs.pointerDepth == rhs.pointerDepth && lhs.protocols == rhs.protocols
            && lhs.genericArguments == rhs.genericArguments && lhs.qualifiers == rhs.qualifiers
            && lhs.block == rhs.block && lhs.range == rhs.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pointerDepth)
        hasher.combine(protocols)
        hasher.combine(genericArguments)
        hasher.combine(qualifiers)
        hasher.combine(block)
        hasher.combine(range)
    }

    /// `__block` variables are captured by reference; everything else by value.
    public var isBlockQualified: Bool { qualifiers.contains(.block) }

    fileprivate static func categorize(_ name: String, _ pointerDepth: Int, _ block: BlockSignature?) -> TypeCategory {
        if block != nil { return .block }
        if pointerDepth > 0 {
            return CTypes.isScalar(name) || name == "void" || pointerDepth > 1 ? .pointer : .object
        }
        if name == "void" { return .void }
        if let integer = CTypes.integers[name] { return .integer(integer) }
        if CTypes.floatingWidths[name] != nil { return .floating(bitWidth: CTypes.floatingWidths[name]!) }
        if CTypes.booleans.contains(name) { return .bool }
        if name == "SEL" { return .selector }
        // `id`, `Class`, `instancetype` and typedefs of block or object types.
        return .object
    }
}

/// What a type means for evaluation.
public enum TypeCategory: Hashable, Sendable {
    case void
    /// `int`, `long`, `NSUInteger`, `char`, `int32_t`, …: arithmetic truncates and wraps.
    case integer(IntegerType)
    /// `double`, `float`, `CGFloat`, `NSTimeInterval`.
    case floating(bitWidth: Int)
    /// `BOOL`, `bool`, `_Bool`.
    case bool
    /// An object pointer, `id`, `Class`, `instancetype`, or a typedef of one (`RACSignalBindBlock`).
    case object
    case block
    case selector
    /// A C pointer to a non-object (`BOOL *stop`, `char *`, `NSError **`).
    case pointer
}

/// A C integer type's width and signedness, as on 64-bit Apple platforms (LP64).
public struct IntegerType: Hashable, Sendable {
    public var bitWidth: Int
    public var isSigned: Bool

    public init(bitWidth: Int, isSigned: Bool) {
        self.bitWidth = bitWidth
        self.isSigned = isSigned
    }
}

/// The words around a type that change storage or meaning but not the base type.
public struct TypeQualifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let block = TypeQualifiers(rawValue: 1 << 0)
    public static let weak = TypeQualifiers(rawValue: 1 << 1)
    public static let strong = TypeQualifiers(rawValue: 1 << 2)
    public static let unsafeUnretained = TypeQualifiers(rawValue: 1 << 3)
    public static let autoreleasing = TypeQualifiers(rawValue: 1 << 4)
    public static let const = TypeQualifiers(rawValue: 1 << 5)
    public static let volatile = TypeQualifiers(rawValue: 1 << 6)
    public static let `static` = TypeQualifiers(rawValue: 1 << 7)
    public static let extern = TypeQualifiers(rawValue: 1 << 8)
    public static let kindof = TypeQualifiers(rawValue: 1 << 9)
    public static let nullable = TypeQualifiers(rawValue: 1 << 10)
    public static let nonnull = TypeQualifiers(rawValue: 1 << 11)

    /// The qualifier each spelling sets; nullability has six spellings and `_Null_unspecified` sets none.
    static let spellings: [String: TypeQualifiers] = [
        "__block": .block, "__weak": .weak, "__strong": .strong, "__unsafe_unretained": .unsafeUnretained,
        "__autoreleasing": .autoreleasing, "const": .const, "volatile": .volatile, "static": .static,
        "extern": .extern, "register": [], "inline": [], "restrict": [], "auto": [], "__kindof": .kindof,
        "_Nullable": .nullable, "nullable": .nullable, "__nullable": .nullable,
        "_Nonnull": .nonnull, "nonnull": .nonnull, "__nonnull": .nonnull,
        "_Null_unspecified": [], "null_unspecified": [],
    ]
}

/// A block type's return and parameter types. An enum only so that it can hold `TypeName`s recursively.
public indirect enum BlockSignature: Hashable, Sendable {
    case signature(returnType: TypeName, parameters: [TypeName])

    public var returnType: TypeName {
        switch self { case .signature(let returnType, _): returnType }
    }

    /// Empty for both `(void)` and `()`.
    public var parameters: [TypeName] {
        switch self { case .signature(_, let parameters): parameters }
    }
}
