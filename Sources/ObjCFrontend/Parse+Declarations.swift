/// Variable declarations (`int a = 1, b = 2;`, `void (^name)(id) = ^{…};`) and RAC's
/// `RACTupleUnpack(…) = tuple;` form.
extension Parser {
    mutating func parseDeclaration() throws -> Declaration {
        let start = peek().range.start
        let specifiers = try parseDeclarationSpecifiers()
        let first = try parseDeclarator(specifiers: specifiers, start: start)
        return try parseDeclarationRest(specifiers: specifiers, first: first, start: start)
    }

    /// One declarator with its optional initializer; the name is required.
    mutating func parseDeclarator(specifiers: TypeName, start: Int) throws -> Declarator {
        let declaratorStart = peek().range.start
        let (type, name) = try parseDeclarator(specifiers, allowsName: true)
        guard let name else { throw error(.expectedIdentifier, at: peek().range.start) }
        let initializer = eat("=") != nil ? try parseAssignment() : nil
        return Declarator(name: name.text, nameRange: name.range, type: type, initializer: initializer,
                          range: SourceRange(start: min(start, declaratorStart), end: previousEnd))
    }

    /// The declarators after the first, and the closing `;`.
    mutating func parseDeclarationRest(specifiers: TypeName, first: Declarator, start: Int) throws -> Declaration {
        var declarators = [first]
        while eat(",") != nil {
            declarators.append(try parseDeclarator(specifiers: specifiers, start: peek().range.start))
        }
        try expectSemicolon(.expectedSemicolonAtEndOfDeclaration)
        return Declaration(declarators: declarators, range: SourceRange(start: start, end: previousEnd))
    }

    /// `RACTupleUnpack(NSString *a, NSNumber *b) = tuple;`
    mutating func parseTupleUnpack() throws -> TupleUnpack {
        eat()
        let open = try expect("(")
        var variables: [Declarator] = []
        repeat {
            let start = peek().range.start
            let (type, name) = try parseDeclarator(try parseDeclarationSpecifiers(), allowsName: true)
            guard let name else { throw error(.expectedIdentifier, at: peek().range.start) }
            variables.append(Declarator(name: name.text, nameRange: name.range, type: type, initializer: nil,
                                        range: SourceRange(start: start, end: previousEnd)))
        } while eat(",") != nil
        try expect(")", matching: open)
        try expect("=")
        let tuple = try parseAssignment()
        try expectSemicolon(.expectedSemicolonAtEndOfDeclaration)
        return TupleUnpack(variables: variables, tuple: tuple)
    }
}
