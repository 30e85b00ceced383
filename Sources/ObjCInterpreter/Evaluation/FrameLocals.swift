import ObjCFrontend

/// The C scalar locals of a block body that can live in the evaluator's argument stack, after
/// the parameters (`BlockCode.frameLocalCount`), instead of in a variable box in a scope: a
/// loop counter read and written on every iteration is then found by position, not by name.
///
/// Where a scalar is stored is invisible to the snippet: it holds no object, so leaving its
/// scope releases nothing, and its declaration still uses up the object id its box would have
/// taken. What must hold is that every use means this variable, and needs only its value: the
/// name is declared once in the body, by a declaration (not `__block`: blocks capture those
/// as their box), every mention of it lies inside that declaration's scope, after it — so no
/// use can mean a capture, a parameter or a global of the same name — and the body neither
/// takes its address nor mentions it in a nested block, which would capture it from a scope.
struct FrameLocals {
    /// The body's locals that qualify, in order of declaration, with their declared types.
    let locals: [(name: String, type: TypeName)]
    /// Names the body needs as variables in a scope: their address taken (`&x`), or captured
    /// by a nested block. A parameter among them keeps every parameter in a scope
    /// (`BlockNames.parametersInFrame`).
    let escaping: Set<String>

    init(_ literal: BlockLiteral) {
        var walker = Walker()
        walker.scopes = [Set(literal.parameters.map(\.name))]
        walker.visit(literal.body)
        locals = walker.scalars.filter { local in
            walker.declarationCount[local.name] == 1 && !walker.disqualified.contains(local.name)
                && !walker.escaping.contains(local.name)
        }
        escaping = walker.escaping
    }

    private struct Walker {
        /// The names declared in each scope open at this point, innermost last.
        var scopes: [Set<String>] = []
        var declarationCount: [String: Int] = [:]
        /// Scalar, not `__block`, declared by a declaration statement: in order, once each.
        var scalars: [(name: String, type: TypeName)] = []
        /// Mentioned outside the scope of a declaration.
        var disqualified: Set<String> = []
        /// Address taken, or mentioned inside a nested block.
        var escaping: Set<String> = []

        mutating func visit(_ compound: CompoundStatement) {
            scopes.append([])
            for statement in compound.statements { visit(statement) }
            scopes.removeLast()
        }

        /// A statement in a position that is its own scope in C (a loop's or `if`'s body).
        mutating func visitNested(_ statement: Statement) {
            scopes.append([])
            visit(statement)
            scopes.removeLast()
        }

        mutating func declare(_ declarator: Declarator, byStatement: Bool) {
            declarationCount[declarator.name, default: 0] += 1
            if byStatement, !declarator.isCapturedByReference, declarationCount[declarator.name] == 1 {
                switch declarator.type.category {
                case .integer, .floating, .bool: scalars.append((declarator.name, declarator.type))
                default: break
                }
            }
            scopes[scopes.count - 1].insert(declarator.name)
        }

        mutating func visit(_ statement: Statement) {
            switch statement.kind {
            case .expression(let expression): visit(expression)
            case .declaration(let declaration):
                for declarator in declaration.declarators {
                    // The initializer runs before the name is declared (`int i = i;` reads an outer `i`).
                    if let initializer = declarator.initializer { visit(initializer) }
                    declare(declarator, byStatement: true)
                }
            case .tupleUnpack(let unpack):
                visit(unpack.tuple)
                for variable in unpack.variables { declare(variable, byStatement: false) }
            case .compound(let compound), .autoreleasepool(let compound): visit(compound)
            case .if(let condition, let then, let otherwise):
                visit(condition)
                visitNested(then)
                if let otherwise { visitNested(otherwise) }
            case .for(let initializer, let condition, let increment, let body):
                scopes.append([])
                if let initializer { visit(initializer) }
                if let condition { visit(condition) }
                if let increment { visit(increment) }
                visitNested(body)
                scopes.removeLast()
            case .forIn(let element, let collection, let body):
                visit(collection)
                scopes.append([])
                switch element {
                case .declaration(let declarator): declare(declarator, byStatement: false)
                case .variable(let expression): visit(expression)
                }
                visitNested(body)
                scopes.removeLast()
            case .while(let condition, let body), .doWhile(let body, let condition):
                visit(condition)
                visitNested(body)
            case .switch(let subject, let cases):
                visit(subject)
                scopes.append([])
                for item in cases {
                    if let value = item.value { visit(value) }
                    for statement in item.statements { visit(statement) }
                }
                scopes.removeLast()
            case .return(let value):
                if let value { visit(value) }
            case .synchronized(let lock, let body):
                visit(lock)
                visit(body)
            case .weakify, .strongify, .break, .continue, .empty:
                break
            }
        }

        mutating func visit(_ expression: Expression) {
            switch expression.kind {
            case .identifier(let name):
                if !scopes.contains(where: { $0.contains(name) }) { disqualified.insert(name) }
            case .block(let literal):
                escaping.formUnion(FreeVariables.of(literal))
            case .unary(.addressOf, let operand):
                if case .identifier(let name) = operand.kind { escaping.insert(name) }
                visit(operand)
            default:
                expression.forEachSubexpression { visit($0) }
            }
        }
    }
}
