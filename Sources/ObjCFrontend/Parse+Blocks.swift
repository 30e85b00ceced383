/// Block literals in every form articles use:
/// `^{…}`, `^(id x){…}`, `^void(id x){…}`, `^RACDisposable * _Nullable(id<RACSubscriber> _Nonnull s){…}`,
/// `^RACSignalBindBlock _Nonnull{…}`, `^BOOL(id x){…}`, `^(void){…}`.
extension Parser {
    mutating func parseBlockLiteral() throws -> BlockLiteral {
        try nested { parser in
            let caret = try parser.expect("^")
            var returnType: TypeName?
            if !parser.at("{") && !parser.at("(") {
                let specifiers = try parser.parseDeclarationSpecifiers()
                returnType = try parser.parseDeclarator(specifiers, allowsName: false).0
            }
            var parameters: [BlockLiteral.Parameter] = []
            if let open = parser.eat("(") {
                parameters = try parser.parseBlockParameters(open: open)
            }
            guard parser.at("{") else {
                throw parser.error(.expected("'{'"), at: parser.peek().range.start)
            }
            let label = BlockLabel.number(in: parser.peek(1).leadingComments)
            let body = try parser.parseCompoundStatement()
            return BlockLiteral(label: label, returnType: returnType, parameters: parameters, body: body,
                                range: SourceRange(start: caret.range.start, end: body.range.end))
        }
    }

    /// The parameters after `(`, through the `)`: named, typed, possibly block-typed themselves.
    private mutating func parseBlockParameters(open: Token) throws -> [BlockLiteral.Parameter] {
        if at("void"), peek(1).isPunctuatorOrKeyword(")") { eat() }
        var parameters: [BlockLiteral.Parameter] = []
        if !at(")") {
            repeat {
                let start = peek().range.start
                let specifiers = try parseDeclarationSpecifiers()
                let (type, name) = try parseDeclarator(specifiers, allowsName: true)
                guard let name else { throw error(.expectedIdentifier, at: peek().range.start) }
                parameters.append(.init(name: name.text, type: type, range: SourceRange(start: start, end: previousEnd)))
            } while eat(",") != nil
        }
        try expect(")", matching: open)
        return parameters
    }
}
