/// Statements: compound scopes, control flow, `@autoreleasepool`, `@synchronized`, the
/// `@weakify`/`@strongify` macros, declarations and expression statements.
extension Parser {
    mutating func parseStatement() throws -> Statement {
        try nested { try $0.parseStatementBody() }
    }

    private mutating func parseStatementBody() throws -> Statement {
        let token = peek()
        let start = token.range.start
        func ending(_ kind: Statement.Kind) -> Statement {
            Statement(kind, range: SourceRange(start: start, end: previousEnd))
        }
        switch (token.kind, token.text) {
        case (.punctuator, "{"):
            return ending(.compound(try parseCompoundStatement()))
        case (.punctuator, ";"):
            eat()
            return ending(.empty)
        case (.punctuator, "}"):
            throw error(.extraneousClosingBrace, at: start)
        case (.keyword, "if"):
            eat()
            let condition = try parseParenthesizedCondition(after: "if")
            let then = try parseStatement()
            let otherwise = eat("else") != nil ? try parseStatement() : nil
            return ending(.if(condition: condition, then: then, else: otherwise))
        case (.keyword, "for"):
            return try parseFor()
        case (.keyword, "while"):
            eat()
            let condition = try parseParenthesizedCondition(after: "while")
            return ending(.while(condition: condition, body: try parseStatement()))
        case (.keyword, "do"):
            eat()
            let body = try parseStatement()
            try expect("while", .expected("'while' in do/while loop"))
            let condition = try parseParenthesizedCondition(after: "while")
            try expectSemicolon(.expectedSemicolonAfterStatement("do/while"))
            return ending(.doWhile(body: body, condition: condition))
        case (.keyword, "switch"):
            return try parseSwitch()
        case (.keyword, "return"):
            eat()
            let value = at(";") ? nil : try parseExpression()
            try expectSemicolon(.expectedSemicolonAfterStatement("return"))
            return ending(.return(value))
        case (.keyword, "break"), (.keyword, "continue"):
            eat()
            try expectSemicolon(.expectedSemicolonAfterStatement(token.text))
            return ending(token.text == "break" ? .break : .continue)
        case (.atKeyword, "@autoreleasepool"):
            eat()
            return ending(.autoreleasepool(try parseCompoundStatement()))
        case (.atKeyword, "@synchronized"):
            eat()
            let lock = try parseParenthesizedCondition(after: "@synchronized")
            return ending(.synchronized(lock: lock, body: try parseCompoundStatement()))
        case (.atKeyword, "@weakify"), (.atKeyword, "@strongify"):
            eat()
            let open = try expect("(", .expectedAfter("'('", after: "'\(token.text)'"))
            var names: [String] = []
            repeat { names.append(try expectIdentifier().text) } while eat(",") != nil
            try expect(")", matching: open)
            try expectSemicolon(.expectedSemicolonAfterExpression)
            return ending(token.text == "@weakify" ? .weakify(names) : .strongify(names))
        case (.keyword, "typedef"):
            eat()
            let specifiers = try parseDeclarationSpecifiers()
            let (type, name) = try parseDeclarator(specifiers, allowsName: true)
            guard let name else { throw error(.expectedIdentifier, at: peek().range.start) }
            try expectSemicolon(.expectedSemicolonAtEndOfDeclaration)
            // A typedef declares a name, not a variable: later declarations use its type.
            typedefs[name.text] = type
            return ending(.empty)
        case (.identifier, "RACTupleUnpack") where peek(1).isPunctuatorOrKeyword("("):
            return ending(.tupleUnpack(try parseTupleUnpack()))
        default:
            if isDeclarationStart() {
                return ending(.declaration(try parseDeclaration()))
            }
            let expression = try parseExpression()
            try expectSemicolon(.expectedSemicolonAfterExpression)
            return ending(.expression(expression))
        }
    }

    /// `{ statements }`; a missing `}` is reported at the end of the file with a note at the `{`.
    mutating func parseCompoundStatement() throws -> CompoundStatement {
        let open = try expect("{")
        var statements: [Statement] = []
        while !at("}") {
            if atEnd {
                throw error(.expected("'}'"), at: peek().range.start, notes: [.init(.toMatch("'{'"), range: .point(open.range.start))])
            }
            statements.append(try parseStatement())
        }
        let close = eat()
        return CompoundStatement(statements: statements, range: SourceRange(start: open.range.start, end: close.range.end))
    }

    private mutating func parseParenthesizedCondition(after keyword: String) throws -> Expression {
        let open = try expect("(", .expectedAfter("'('", after: "'\(keyword)'"))
        let condition = try parseExpression()
        try expect(")", matching: open)
        return condition
    }

    /// `for (init; cond; step) body` or `for (Type x in collection) body` / `for (x in collection)`.
    private mutating func parseFor() throws -> Statement {
        let start = eat().range.start
        let open = try expect("(", .expectedAfter("'('", after: "'for'"))
        var initializer: Statement?
        if isDeclarationStart() {
            let declarationStart = peek().range.start
            let specifiers = try parseDeclarationSpecifiers()
            let first = try parseDeclarator(specifiers: specifiers, start: declarationStart)
            if peek().kind == .identifier, peek().text == "in" {
                return try parseForIn(.declaration(first), start: start, open: open)
            }
            let declaration = try parseDeclarationRest(specifiers: specifiers, first: first, start: declarationStart)
            initializer = Statement(.declaration(declaration), range: declaration.range)
        } else if !at(";") {
            let expression = try parseExpression()
            if peek().kind == .identifier, peek().text == "in" {
                return try parseForIn(.variable(expression), start: start, open: open)
            }
            try expectSemicolon(.expected("';' in 'for' statement specifier"))
            initializer = Statement(.expression(expression), range: expression.range)
        } else {
            eat()
        }
        let condition = at(";") ? nil : try parseExpression()
        try expectSemicolon(.expected("';' in 'for' statement specifier"))
        let increment = at(")") ? nil : try parseExpression()
        try expect(")", matching: open)
        let body = try parseStatement()
        return Statement(.for(initializer: initializer, condition: condition, increment: increment, body: body),
                         range: SourceRange(start: start, end: previousEnd))
    }

    private mutating func parseForIn(_ element: ForInElement, start: Int, open: Token) throws -> Statement {
        eat()
        let collection = try parseExpression()
        try expect(")", matching: open)
        let body = try parseStatement()
        return Statement(.forIn(element: element, collection: collection, body: body), range: SourceRange(start: start, end: previousEnd))
    }

    /// `switch (x) { case 1: …; default: … }`, grouped into cases that fall through as in C.
    private mutating func parseSwitch() throws -> Statement {
        let start = eat().range.start
        let subject = try parseParenthesizedCondition(after: "switch")
        let open = try expect("{")
        var cases: [SwitchCase] = []
        while !at("}") {
            if atEnd {
                throw error(.expected("'}'"), at: peek().range.start, notes: [.init(.toMatch("'{'"), range: .point(open.range.start))])
            }
            let labelStart = peek().range.start
            var value: Expression?
            if eat("case") != nil {
                value = try parseConditional()
            } else if eat("default") == nil {
                throw error(.expectedCaseOrDefault, at: labelStart)
            }
            try expect(":", .expectedAfter("':'", after: value == nil ? "'default'" : "'case'"))
            var statements: [Statement] = []
            while !at("case") && !at("default") && !at("}") && !atEnd {
                statements.append(try parseStatement())
            }
            cases.append(SwitchCase(value: value, statements: statements, range: SourceRange(start: labelStart, end: previousEnd)))
        }
        eat()
        return Statement(.switch(subject: subject, cases: cases), range: SourceRange(start: start, end: previousEnd))
    }
}
