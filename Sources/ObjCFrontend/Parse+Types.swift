/// Type spellings: specifiers and qualifiers, `<…>` protocol and generic lists, pointers, and
/// block declarators `(^name)(params)`. Also the guesses that tell a type from an expression.
extension Parser {
    /// A type name with an abstract declarator, as in casts, block return types and `sizeof`.
    mutating func parseTypeName() throws -> TypeName {
        let specifiers = try parseDeclarationSpecifiers()
        let (type, name) = try parseDeclarator(specifiers, allowsName: false)
        if let name { throw error(.expected("')'"), at: name.range.start) }
        return type
    }

    /// The base type and qualifiers before any `*`: `__block RACSignal<NSNumber *>`, `unsigned long`.
    mutating func parseDeclarationSpecifiers() throws -> TypeName {
        let start = peek().range.start
        var qualifiers: TypeQualifiers = []
        var words: [String] = []
        var named: TypeName?
        while true {
            let token = peek()
            if let qualifier = TypeQualifiers.spellings[token.text],
               token.kind == .keyword || (token.kind == .identifier && (token.text == "nullable" || token.text == "nonnull")) {
                eat()
                qualifiers.formUnion(qualifier)
            } else if token.kind == .keyword, CTypes.baseWords.contains(token.text), named == nil {
                eat()
                words.append(token.text)
            } else if token.kind == .keyword, ["struct", "enum", "union"].contains(token.text), named == nil, words.isEmpty {
                eat()
                let tag = try expectIdentifier()
                named = TypeName(name: "\(token.text) \(tag.text)", range: SourceRange(start: token.range.start, end: tag.range.end))
            } else if token.kind == .keyword, Self.typeofSpellings.contains(token.text), named == nil, words.isEmpty {
                eat()
                let open = try expect("(")
                let operand = try parseExpression()
                try expect(")", matching: open)
                // The evaluator only needs to know it is the operand's type, which for `self` is an object.
                let range = SourceRange(start: token.range.start, end: previousEnd)
                named = TypeName(name: "typeof(\(file.text(in: operand.range)))", range: range)
            } else if token.kind == .identifier, named == nil, words.isEmpty, let alias = typedefs[token.text] {
                eat()
                named = alias
            } else if token.kind == .identifier, named == nil, words.isEmpty {
                eat()
                named = try parseAngleBrackets(after: token)
            } else {
                break
            }
        }
        var type: TypeName
        if let named {
            type = named
        } else if !words.isEmpty {
            type = TypeName(name: CTypes.normalize(words), range: .point(start))
        } else {
            throw error(.expectedType, at: peek().range.start)
        }
        type.qualifiers.formUnion(qualifiers)
        type.range = SourceRange(start: start, end: previousEnd)
        return type
    }

    /// `id<RACSubscriber>` (protocols) or `RACSignal<NSNumber *>` (generic arguments) after a name.
    private mutating func parseAngleBrackets(after name: Token) throws -> TypeName {
        var type = TypeName(name: name.text, range: name.range)
        guard let open = eat("<") else { return type }
        var arguments: [TypeName] = []
        repeat { arguments.append(try parseTypeName()) } while eat(",") != nil
        try expect(">", matching: open)
        let isProtocolList = name.text == "id" || name.text == "Class"
            || arguments.allSatisfy { $0.pointerDepth == 0 && $0.block == nil && !CTypes.knownNames.contains($0.name) }
        if isProtocolList {
            type.protocols = arguments.map(\.name)
        } else {
            type.genericArguments = arguments
        }
        return type
    }

    /// Pointers and an optional name or block declarator after the specifiers: `* _Nullable x`,
    /// `(^name)(NSString *)`. Returns the complete type and the declared name, if any.
    mutating func parseDeclarator(_ specifiers: TypeName, allowsName: Bool) throws -> (TypeName, Token?) {
        var type = specifiers
        while at("*") || isPointerQualifier(peek()) {
            if eat("*") != nil {
                type.pointerDepth += 1
            } else {
                type.qualifiers.formUnion(TypeQualifiers.spellings[eat().text] ?? [])
            }
        }
        type.range = type.range.union(.point(previousEnd))
        if at("("), peek(1).isPunctuatorOrKeyword("^") {
            let open = eat()
            eat()
            var qualifiers: TypeQualifiers = []
            while isPointerQualifier(peek()) { qualifiers.formUnion(TypeQualifiers.spellings[eat().text] ?? []) }
            let name = peek().kind == .identifier && allowsName ? eat() : nil
            try expect(")", matching: open)
            let parameters = try parseBlockTypeParameters()
            // Ownership written before the return type (`__block void (^b)(void)`) belongs to the variable.
            let storage: TypeQualifiers = [.block, .weak, .strong, .static, .const, .extern]
            var returnType = type
            returnType.qualifiers.subtract(storage)
            let block = TypeName(name: "", qualifiers: qualifiers.union(type.qualifiers.intersection(storage)),
                                 block: .signature(returnType: returnType, parameters: parameters),
                                 range: SourceRange(start: type.range.start, end: previousEnd))
            return (block, name)
        }
        if allowsName, peek().kind == .identifier {
            return (type, eat())
        }
        return (type, nil)
    }

    /// `(NSString *)`, `(id x, BOOL *stop)`, `(void)`, `()` in a block type; names are dropped.
    private mutating func parseBlockTypeParameters() throws -> [TypeName] {
        let open = try expect("(")
        if at("void"), peek(1).isPunctuatorOrKeyword(")") { eat() }
        var parameters: [TypeName] = []
        if !at(")") {
            repeat {
                if eat("...") != nil { break }
                let specifiers = try parseDeclarationSpecifiers()
                parameters.append(try parseDeclarator(specifiers, allowsName: true).0)
            } while eat(",") != nil
        }
        try expect(")", matching: open)
        return parameters
    }

    private func isPointerQualifier(_ token: Token) -> Bool {
        guard TypeQualifiers.spellings[token.text] != nil else { return false }
        return token.kind == .keyword || token.text == "nullable" || token.text == "nonnull"
    }

    private static let typeofSpellings: Set<String> = ["typeof", "__typeof__", "__typeof"]

    // MARK: Telling types from expressions

    /// Whether a type can start at `peek(ahead)`: a type keyword, or a name known to be a type.
    func isTypeKeyword(_ token: Token) -> Bool {
        token.kind == .keyword && (CTypes.baseWords.contains(token.text) || TypeQualifiers.spellings[token.text] != nil
            || ["struct", "enum", "union"].contains(token.text) || Self.typeofSpellings.contains(token.text))
    }

    /// After `(`: whether this is a cast or `sizeof(type)` rather than a parenthesised expression.
    func isTypeInParentheses() -> Bool {
        let first = peek(1)
        if isTypeKeyword(first) { return true }
        guard first.kind == .identifier else { return false }
        if CTypes.knownNames.contains(first.text) { return true }
        guard CTypes.mayBeTypeName(first.text) else { return false }
        let after = peek(2)
        if after.isPunctuatorOrKeyword("*") || after.isPunctuatorOrKeyword("<") { return true }
        // `(Foo)x` is a cast only if something that can be an operand follows the `)`.
        guard after.isPunctuatorOrKeyword(")") else { return false }
        let operand = peek(3)
        switch operand.kind {
        case .identifier, .integerLiteral, .floatLiteral, .characterLiteral, .stringLiteral, .atString, .atKeyword: return true
        case .punctuator: return ["(", "@", "[", "^", "!", "~"].contains(operand.text)
        default: return false
        }
    }

    /// Whether a statement starting at the current token is a declaration: `RACSignal *s`,
    /// `id<P> x`, `NSInteger n`, `Foo bar`, `void (^b)(id)`, `__block id keeper`. `a * b;` with a
    /// lowercase `a` stays an expression, as articles mean it.
    func isDeclarationStart() -> Bool {
        let first = peek()
        if isTypeKeyword(first) { return true }
        if isPointerQualifier(first), peek(1).kind == .identifier { return true }
        guard first.kind == .identifier, CTypes.mayBeTypeName(first.text) || typedefs[first.text] != nil else { return false }
        var ahead = 1
        if peek(ahead).isPunctuatorOrKeyword("<") {
            var level = 0
            repeat {
                let token = peek(ahead)
                if token.isPunctuatorOrKeyword("<") { level += 1 }
                if token.isPunctuatorOrKeyword(">") { level -= 1 }
                if token.kind == .endOfFile || token.isPunctuatorOrKeyword(";") || token.isPunctuatorOrKeyword("{") { return false }
                ahead += 1
            } while level > 0
        }
        while peek(ahead).isPunctuatorOrKeyword("*") || isPointerQualifier(peek(ahead)) { ahead += 1 }
        let next = peek(ahead)
        if next.kind == .identifier { return true }
        return next.isPunctuatorOrKeyword("(") && peek(ahead + 1).isPunctuatorOrKeyword("^")
            && (ahead > 1 || CTypes.knownNames.contains(first.text) || peek(ahead + 2).kind == .identifier)
    }
}
