/// A parsed file: top-level statements (a snippet) and/or method definitions (a view
/// controller), and the C functions either calls.
public struct TranslationUnit: Hashable, Sendable {
    public var items: [Item]
    public var file: SourceFile

    public init(items: [Item], file: SourceFile) {
        self.items = items
        self.file = file
    }

    public enum Item: Hashable, Sendable {
        case statement(Statement)
        case method(MethodDefinition)
        case function(FunctionDefinition)
    }

    public var statements: [Statement] {
        items.compactMap { if case .statement(let statement) = $0 { statement } else { nil } }
    }

    public var methods: [MethodDefinition] {
        items.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }

    public var functions: [FunctionDefinition] {
        items.compactMap { if case .function(let function) = $0 { function } else { nil } }
    }
}

/// A C function defined at file level: `static NSInteger twice(NSInteger x) { return x * 2; }`.
/// Its parameters are declarators without initializers.
public struct FunctionDefinition: Hashable, Sendable {
    public var returnType: TypeName
    public var name: String
    public var nameRange: SourceRange
    public var parameters: [Declarator]
    public var body: CompoundStatement
    public var range: SourceRange

    public init(returnType: TypeName, name: String, nameRange: SourceRange, parameters: [Declarator],
                body: CompoundStatement, range: SourceRange) {
        self.returnType = returnType
        self.name = name
        self.nameRange = nameRange
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

/// `- (void)viewDidLoad { … }` or `+ (RACSignal *)foo:(id)a bar:(NSInteger)b { … }`.
public struct MethodDefinition: Hashable, Sendable {
    public var isClassMethod: Bool
    public var returnType: TypeName
    /// The full selector: `viewDidLoad`, `foo:bar:`.
    public var selector: String
    public var parameters: [Parameter]
    public var body: CompoundStatement
    /// The `@implementation` the method appears in, if any.
    public var className: String?
    public var range: SourceRange

    public init(isClassMethod: Bool, returnType: TypeName, selector: String, parameters: [Parameter],
                body: CompoundStatement, className: String?, range: SourceRange) {
        self.isClassMethod = isClassMethod
        self.returnType = returnType
        self.selector = selector
        self.parameters = parameters
        self.body = body
        self.className = className
        self.range = range
    }

    /// `bar:(NSInteger)b`
    public struct Parameter: Hashable, Sendable {
        public var selectorPart: String
        public var type: TypeName
        public var name: String
        public var range: SourceRange

        public init(selectorPart: String, type: TypeName, name: String, range: SourceRange) {
            self.selectorPart = selectorPart
            self.type = type
            self.name = name
            self.range = range
        }
    }
}
