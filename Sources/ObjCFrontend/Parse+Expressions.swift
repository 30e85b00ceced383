/// Expressions, by C precedence: comma, assignment, conditional, binary (precedence climbing),
/// unary and casts, postfix, primary.
extension Parser {
    /// A full expression, comma operator included (`for` steps, expression statements).
    mutating func parseExpression() throws -> Expression {
        var expression = try parseAssignment()
        while at(",") {
            eat()
            let rhs = try parseAssignment()
            expression = Expression(.binary(.comma, expression, rhs), range: expression.range.union(rhs.range))
        }
        return expression
    }

    /// An assignment-expression: what a function argument, initializer or keyword argument is.
    mutating func parseAssignment() throws -> Expression {
        try nested { parser in
            let target = try parser.parseConditional()
            guard parser.peek().kind == .punctuator, let op = AssignmentOperator(rawValue: parser.peek().text) else {
                return target
            }
            parser.eat()
            let value = try parser.parseAssignment()
            return Expression(.assignment(op, target: target, value: value), range: target.range.union(value.range))
        }
    }

    mutating func parseConditional() throws -> Expression {
        let condition = try parseBinary(minimumPrecedence: 1)
        guard let question = eat("?") else { return condition }
        var then: Expression?
        if eat(":") == nil {
            then = try parseExpression()
            try expect(":", .expected("':'"), matching: question)
        }
        let otherwise = try nested { try $0.parseConditional() }
        return Expression(.conditional(condition: condition, then: then, else: otherwise),
                          range: condition.range.union(otherwise.range))
    }

    /// Left-associative binary operators from `||` (1) up to `*` (10).
    private mutating func parseBinary(minimumPrecedence: Int) throws -> Expression {
        var lhs = try parseUnary()
        while peek().kind == .punctuator, let op = BinaryOperator(rawValue: peek().text),
              op != .comma, op.precedence >= minimumPrecedence {
            eat()
            let rhs = try parseBinary(minimumPrecedence: op.precedence + 1)
            lhs = Expression(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range))
        }
        return lhs
    }

    private static let prefixOperators: [String: UnaryOperator] = [
        "!": .logicalNot, "-": .negate, "+": .plus, "~": .bitwiseNot, "*": .dereference, "&": .addressOf,
        "++": .preIncrement, "--": .preDecrement,
    ]

    mutating func parseUnary() throws -> Expression {
        try nested { parser in
            let start = parser.peek().range.start
            if parser.peek().kind == .punctuator, let op = Self.prefixOperators[parser.peek().text] {
                parser.eat()
                let operand = try parser.parseUnary()
                return Expression(.unary(op, operand), range: SourceRange(start: start, end: operand.range.end))
            }
            if parser.eat("sizeof") != nil {
                if parser.at("("), parser.isTypeInParentheses() {
                    parser.eat()
                    let type = try parser.parseTypeName()
                    let close = try parser.expect(")")
                    return Expression(.sizeofType(type), range: SourceRange(start: start, end: close.range.end))
                }
                let operand = try parser.parseUnary()
                return Expression(.sizeofExpression(operand), range: SourceRange(start: start, end: operand.range.end))
            }
            if parser.at("("), parser.isTypeInParentheses() {
                let open = parser.eat()
                let type = try parser.parseTypeName()
                try parser.expect(")", matching: open)
                let operand = try parser.parseUnary()
                return Expression(.cast(type, operand), range: SourceRange(start: start, end: operand.range.end))
            }
            return try parser.parsePostfix()
        }
    }

    private mutating func parsePostfix() throws -> Expression {
        var expression = try parsePrimary()
        while true {
            if let open = eat("(") {
                var arguments: [Expression] = []
                if !at(")") {
                    repeat { arguments.append(try parseAssignment()) } while eat(",") != nil
                }
                let close = try expect(")", matching: open)
                expression = Expression(.call(callee: expression, arguments: arguments),
                                        range: SourceRange(start: expression.range.start, end: close.range.end))
            } else if let open = eat("[") {
                let index = try parseExpression()
                let close = try expect("]", matching: open)
                expression = Expression(.subscript(base: expression, index: index),
                                        range: SourceRange(start: expression.range.start, end: close.range.end))
            } else if at(".") || at("->") {
                let isArrow = eat().text == "->"
                guard peek().kind == .identifier || peek().kind == .keyword else {
                    throw error(.expectedIdentifier, at: peek().range.start)
                }
                let name = eat()
                expression = Expression(.member(base: expression, name: name.text, nameRange: name.range, isArrow: isArrow),
                                        range: SourceRange(start: expression.range.start, end: name.range.end))
            } else if at("++") || at("--") {
                let op = eat()
                expression = Expression(.unary(op.text == "++" ? .postIncrement : .postDecrement, expression),
                                        range: SourceRange(start: expression.range.start, end: op.range.end))
            } else {
                return expression
            }
        }
    }

    private mutating func parsePrimary() throws -> Expression {
        let token = peek()
        switch token.kind {
        case .identifier:
            eat()
            return Expression(Self.namedConstant(token.text) ?? .identifier(token.text), range: token.range)
        case .integerLiteral:
            eat()
            return Expression(.integer(try LiteralDecoder.decodeInteger(token.text, range: token.range)), range: token.range)
        case .floatLiteral:
            eat()
            let (value, isFloat) = try LiteralDecoder.decodeFloat(token.text, range: token.range)
            return Expression(.floating(value, isFloat: isFloat), range: token.range)
        case .characterLiteral:
            eat()
            return Expression(.character(try LiteralDecoder.decodeCharacter(token.text, range: token.range)), range: token.range)
        case .stringLiteral, .atString:
            return try parseStringLiterals()
        case .atKeyword:
            return try parseAtKeywordExpression()
        case .punctuator where token.text == "@":
            return try parseObjCLiteral()
        case .punctuator where token.text == "(":
            let open = eat()
            let inner = try parseExpression()
            let close = try expect(")", matching: open)
            return Expression(inner.kind, range: SourceRange(start: open.range.start, end: close.range.end))
        case .punctuator where token.text == "[":
            return try parseMessageSend()
        case .punctuator where token.text == "^":
            let block = try parseBlockLiteral()
            return Expression(.block(block), range: block.range)
        default:
            throw error(.expectedExpression, at: token.range.start)
        }
    }

    /// The macros and identifiers that are really constants.
    private static func namedConstant(_ name: String) -> Expression.Kind? {
        switch name {
        case "YES", "true": .bool(true)
        case "NO", "false": .bool(false)
        case "nil": .null(.nilObject)
        case "Nil": .null(.nilClass)
        case "NULL": .null(.null)
        default: nil
        }
    }

    /// Adjacent string literals concatenate; one `@` makes the whole run an `NSString`.
    private mutating func parseStringLiterals() throws -> Expression {
        var bytes: [UInt8] = []
        var isObjC = false
        let start = peek().range.start
        while peek().kind == .stringLiteral || peek().kind == .atString {
            let token = eat()
            isObjC = isObjC || token.kind == .atString
            bytes += try LiteralDecoder.decodeQuoted(token.text, at: token.range.start)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return Expression(isObjC ? .objcString(text) : .cString(text), range: SourceRange(start: start, end: previousEnd))
    }

    /// `@YES`, `@NO`, `@true`, `@false`, `@selector(…)`.
    private mutating func parseAtKeywordExpression() throws -> Expression {
        let token = eat()
        switch token.text {
        case "@YES", "@true", "@NO", "@false":
            let value = token.text == "@YES" || token.text == "@true"
            let inner = Expression(.bool(value), range: SourceRange(start: token.range.start + 1, end: token.range.end))
            return Expression(.boxed(inner), range: token.range)
        case "@selector":
            let open = try expect("(")
            var selector = ""
            while !at(")") {
                if peek().kind == .identifier || peek().kind == .keyword {
                    selector += eat().text
                } else if at(":") {
                    selector += eat().text
                } else {
                    throw error(selector.isEmpty ? .expectedSelector : .expected("')'"), at: peek().range.start)
                }
            }
            let close = try expect(")", matching: open)
            return Expression(.selector(selector), range: SourceRange(start: token.range.start, end: close.range.end))
        default:
            throw error(.unexpectedAt, at: token.range.start)
        }
    }

    /// `@1`, `@-1`, `@2.5`, `@'c'`, `@(expr)`, `@[…]`, `@{…}` after a lone `@`.
    private mutating func parseObjCLiteral() throws -> Expression {
        let atSign = eat()
        let next = peek()
        func ending(_ kind: Expression.Kind) -> Expression {
            Expression(kind, range: SourceRange(start: atSign.range.start, end: previousEnd))
        }
        switch next.kind {
        case .integerLiteral, .floatLiteral, .characterLiteral:
            return ending(.boxed(try parsePrimary()))
        case .punctuator where (next.text == "-" || next.text == "+")
            && [.integerLiteral, .floatLiteral].contains(peek(1).kind):
            let sign = eat()
            let number = try parsePrimary()
            let op: UnaryOperator = sign.text == "-" ? .negate : .plus
            return ending(.boxed(Expression(.unary(op, number), range: sign.range.union(number.range))))
        case .punctuator where next.text == "(":
            return ending(.boxed(try parsePrimary()))
        case .punctuator where next.text == "[":
            let open = eat()
            var elements: [Expression] = []
            while !at("]") {
                elements.append(try parseAssignment())
                if eat(",") == nil { break }
            }
            try expect("]", matching: open)
            return ending(.array(elements))
        case .punctuator where next.text == "{":
            let open = eat()
            var entries: [DictionaryEntry] = []
            while !at("}") {
                let key = try parseAssignment()
                try expect(":", .expected("':'"))
                entries.append(DictionaryEntry(key: key, value: try parseAssignment()))
                if eat(",") == nil { break }
            }
            try expect("}", matching: open)
            return ending(.dictionary(entries))
        default:
            throw error(.unexpectedAt, at: atSign.range.start)
        }
    }

    /// `[receiver selector]`, `[receiver key:arg key:arg, variadic…]`, `[super …]`.
    private mutating func parseMessageSend() throws -> Expression {
        let open = eat()
        let receiver: MessageSend.Receiver
        if peek().kind == .identifier, peek().text == "super" {
            receiver = .super(eat().range)
        } else {
            receiver = .expression(try parseAssignment())
        }
        var parts: [SelectorPart] = []
        var variadic: [Expression] = []
        guard peek().kind == .identifier || peek().kind == .keyword || at(":") else {
            throw error(at("]") ? .expectedSelector : .expected("']'"), at: peek().range.start,
                        notes: [.init(.toMatch("'['"), range: .point(open.range.start))])
        }
        if !peek(1).isPunctuatorOrKeyword(":") && !at(":") {
            let name = eat()
            parts.append(SelectorPart(name: name.text, nameRange: name.range, argument: nil))
        } else {
            while (peek().kind == .identifier || peek().kind == .keyword) && peek(1).isPunctuatorOrKeyword(":") || at(":") {
                let name = at(":") ? Token(kind: .identifier, text: "", range: .point(peek().range.start)) : eat()
                eat()
                let argument = try parseAssignment()
                parts.append(SelectorPart(name: name.text, nameRange: name.range, argument: argument))
            }
            while eat(",") != nil { variadic.append(try parseAssignment()) }
        }
        let close = try expect("]", matching: open)
        let selector = parts.count == 1 && parts[0].argument == nil ? parts[0].name : parts.map { $0.name + ":" }.joined()
        let send = MessageSend(receiver: receiver, selector: selector, parts: parts, variadicArguments: variadic)
        return Expression(.messageSend(send), range: SourceRange(start: open.range.start, end: close.range.end))
    }
}
