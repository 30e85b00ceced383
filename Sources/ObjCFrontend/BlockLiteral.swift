/// `^RACDisposable *(id<RACSubscriber> subscriber) { … }` and its shorter forms.
///
/// `label` comes from an article's `// block 3` comment at the start of the body; traces use it to
/// name the block the way the article does.
public struct BlockLiteral: Hashable, Sendable {
    /// The number in a leading `// block N` or `/* block N */` comment, or nil.
    public var label: Int?
    /// The written return type (`^BOOL(id x)`), or nil when it is inferred (`^(id x)`, `^{`).
    public var returnType: TypeName?
    /// Empty for `^{`, `^(void)` and `^()`.
    public var parameters: [Parameter]
    public var body: CompoundStatement
    /// From `^` to the closing `}`.
    public var range: SourceRange

    public init(label: Int?, returnType: TypeName?, parameters: [Parameter], body: CompoundStatement, range: SourceRange) {
        self.label = label
        self.returnType = returnType
        self.parameters = parameters
        self.body = body
        self.range = range
    }

    /// One named parameter of the literal.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var type: TypeName
        public var range: SourceRange

        public init(name: String, type: TypeName, range: SourceRange) {
            self.name = name
            self.type = type
            self.range = range
        }
    }
}
