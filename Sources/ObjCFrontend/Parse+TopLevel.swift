/// The file level: top-level statements, method definitions, `@implementation … @end`, C
/// function definitions and prototypes, and `@interface`/`@protocol … @end` blocks, which are
/// skipped because snippets only run code (as are prototypes: a call finds the definition).
extension Parser {
    mutating func parseItems() throws -> [TranslationUnit.Item] {
        var items: [TranslationUnit.Item] = []
        while !atEnd {
            let token = peek()
            if token.kind == .atKeyword, token.text == "@implementation" {
                items += try parseImplementation()
            } else if token.kind == .atKeyword, token.text == "@interface" || token.text == "@protocol" {
                try skipToEnd(from: token)
            } else if isMethodStart() {
                items.append(.method(try parseMethod(className: nil)))
            } else if isFunctionStart() {
                if let function = try parseFunction() { items.append(.function(function)) }
            } else {
                items.append(.statement(try parseStatement()))
            }
        }
        return items
    }

    /// `-` or `+` followed by `(type)` at the start of an item: a method, not a negation.
    private func isMethodStart() -> Bool {
        (at("-") || at("+")) && peek(1).isPunctuatorOrKeyword("(")
            && (isTypeKeyword(peek(2)) || (peek(2).kind == .identifier && CTypes.mayBeTypeName(peek(2).text)))
            && peek().range.start == lineStartOffset(of: peek())
    }

    /// A type, a name and `(` at file level: a C function, not a variable or a call. Decided
    /// by parsing the type and the name ahead, then rewinding.
    private mutating func isFunctionStart() -> Bool {
        guard isDeclarationStart() else { return false }
        let start = position
        defer { restore(start) }
        guard let specifiers = try? parseDeclarationSpecifiers(),
              let (type, name) = try? parseDeclarator(specifiers, allowsName: true) else { return false }
        return name != nil && type.block == nil && at("(")
    }

    /// `NSInteger twice(NSInteger x) { … }`, or a prototype `NSInteger twice(NSInteger x);`,
    /// which declares only and gives nil.
    private mutating func parseFunction() throws -> FunctionDefinition? {
        let start = peek().range.start
        let (returnType, nameToken) = try parseDeclarator(try parseDeclarationSpecifiers(), allowsName: true)
        guard let nameToken else { throw error(.expectedIdentifier, at: peek().range.start) }
        let open = try expect("(")
        var parameters: [Declarator] = []
        if at("void"), peek(1).isPunctuatorOrKeyword(")") { eat() }
        if !at(")") {
            repeat {
                let parameterStart = peek().range.start
                var (type, name) = try parseDeclarator(try parseDeclarationSpecifiers(), allowsName: true)
                // `char *argv[]`: a parameter declared as an array is a pointer (C11 §6.7.6.3p7).
                if let open = eat("[") {
                    if !at("]") { _ = try parseAssignment() }
                    try expect("]", matching: open)
                    type.pointerDepth += 1
                }
                // A prototype may leave a parameter unnamed; a definition's body could not use it.
                parameters.append(Declarator(name: name?.text ?? "", nameRange: name?.range ?? .point(previousEnd), type: type,
                                             initializer: nil, range: SourceRange(start: parameterStart, end: previousEnd)))
            } while eat(",") != nil
        }
        try expect(")", matching: open)
        if eat(";") != nil { return nil }
        guard at("{") else { throw error(.expected("'{' or ';' after the function's parameters"), at: peek().range.start) }
        let body = try parseCompoundStatement()
        return FunctionDefinition(returnType: returnType, name: nameToken.text, nameRange: nameToken.range,
                                  parameters: parameters, body: body, range: SourceRange(start: start, end: body.range.end))
    }

    /// The offset of the first non-blank byte on the token's line; methods begin lines.
    private func lineStartOffset(of token: Token) -> Int {
        let line = file.location(of: token.range.start).line
        var offset = file.offset(ofLine: line) ?? 0
        while offset < token.range.start, file.bytes[offset] == UInt8(ascii: " ") || file.bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        return offset
    }

    private mutating func parseImplementation() throws -> [TranslationUnit.Item] {
        let keyword = eat()
        let name = try expectIdentifier()
        if let open = eat("(") {
            _ = peek().kind == .identifier ? eat() : nil
            try expect(")", matching: open)
        }
        if eat(":") != nil { _ = try expectIdentifier() }
        if at("{") { try skipBraces() }
        var items: [TranslationUnit.Item] = []
        while !(peek().kind == .atKeyword && peek().text == "@end") {
            if atEnd {
                throw error(.missingEnd, at: peek().range.start,
                            notes: [.init(.implementationStartedHere, range: .point(keyword.range.start))])
            }
            guard isMethodStart() else { throw error(.expected("method definition"), at: peek().range.start) }
            items.append(.method(try parseMethod(className: name.text)))
        }
        eat()
        return items
    }

    /// `- (RACSignal *)foo:(id)a bar:(NSInteger)b { … }`
    private mutating func parseMethod(className: String?) throws -> MethodDefinition {
        let sign = eat()
        let open = try expect("(")
        let returnType = try parseTypeName()
        try expect(")", matching: open)
        var selector = ""
        var parameters: [MethodDefinition.Parameter] = []
        guard peek().kind == .identifier || peek().kind == .keyword else { throw error(.expectedSelector, at: peek().range.start) }
        let first = eat()
        if at(":") {
            var part = first
            while true {
                let partStart = part.range.start
                try expect(":")
                let typeOpen = try expect("(")
                let type = try parseTypeName()
                try expect(")", matching: typeOpen)
                let name = try expectIdentifier()
                parameters.append(.init(selectorPart: part.text, type: type, name: name.text,
                                        range: SourceRange(start: partStart, end: name.range.end)))
                selector += part.text + ":"
                guard (peek().kind == .identifier || peek().kind == .keyword), peek(1).isPunctuatorOrKeyword(":") else { break }
                part = eat()
            }
        } else {
            selector = first.text
        }
        _ = eat(";")
        guard at("{") else { throw error(.expectedMethodBody, at: peek().range.start) }
        let body = try parseCompoundStatement()
        return MethodDefinition(isClassMethod: sign.text == "+", returnType: returnType, selector: selector,
                                parameters: parameters, body: body, className: className,
                                range: SourceRange(start: sign.range.start, end: body.range.end))
    }

    private mutating func skipToEnd(from keyword: Token) throws {
        eat()
        while !(peek().kind == .atKeyword && peek().text == "@end") {
            if atEnd {
                throw error(.missingEnd, at: peek().range.start,
                            notes: [.init(.implementationStartedHere, range: .point(keyword.range.start))])
            }
            eat()
        }
        eat()
    }

    /// Skips an instance-variable block `{ … }`, which the evaluator does not need.
    private mutating func skipBraces() throws {
        let open = eat()
        var level = 1
        while level > 0 {
            if atEnd { throw error(.expected("'}'"), at: peek().range.start, notes: [.init(.toMatch("'{'"), range: .point(open.range.start))]) }
            if at("{") { level += 1 }
            if at("}") { level -= 1 }
            eat()
        }
    }
}
