import ObjCFrontend

/// The names a block literal uses from outside itself: what it captures.
///
/// A block captures only the variables it mentions — which matters here more than anywhere,
/// because a block that captured a subscriber it never mentions would keep it alive and
/// change when its subscription is disposed. Names the block declares itself (parameters and
/// locals, including those of nested blocks) are not captures.
enum FreeVariables {
    static func of(_ block: BlockLiteral) -> [String] {
        var walker = Walker()
        for parameter in block.parameters { walker.declared.insert(parameter.name) }
        walker.visit(block.body)
        return walker.used.filter { !walker.declared.contains($0) }
    }

    /// The names a block literal's body declares itself (locals, loop and unpacked variables),
    /// its parameters and nested blocks' names aside.
    static func declared(in block: BlockLiteral) -> Set<String> {
        var walker = Walker()
        walker.visit(block.body)
        return walker.declared
    }

    private struct Walker {
        var used: [String] = []
        private var seen: Set<String> = []
        var declared: Set<String> = []

        mutating func use(_ name: String) {
            if seen.insert(name).inserted { used.append(name) }
        }

        mutating func visit(_ compound: CompoundStatement) {
            for statement in compound.statements { visit(statement) }
        }

        mutating func visit(_ statement: Statement) {
            switch statement.kind {
            case .expression(let expression): visit(expression)
            case .declaration(let declaration):
                for declarator in declaration.declarators {
                    declared.insert(declarator.name)
                    if let initializer = declarator.initializer { visit(initializer) }
                }
            case .tupleUnpack(let unpack):
                for variable in unpack.variables { declared.insert(variable.name) }
                visit(unpack.tuple)
            case .compound(let compound), .autoreleasepool(let compound): visit(compound)
            case .if(let condition, let then, let otherwise):
                visit(condition); visit(then)
                if let otherwise { visit(otherwise) }
            case .for(let initializer, let condition, let increment, let body):
                if let initializer { visit(initializer) }
                if let condition { visit(condition) }
                if let increment { visit(increment) }
                visit(body)
            case .forIn(let element, let collection, let body):
                switch element {
                case .declaration(let declarator): declared.insert(declarator.name)
                case .variable(let expression): visit(expression)
                }
                visit(collection); visit(body)
            case .while(let condition, let body), .doWhile(let body, let condition):
                visit(condition); visit(body)
            case .switch(let subject, let cases):
                visit(subject)
                for item in cases {
                    if let value = item.value { visit(value) }
                    for statement in item.statements { visit(statement) }
                }
            case .return(let value):
                if let value { visit(value) }
            case .synchronized(let lock, let body):
                visit(lock); visit(body)
            case .weakify, .strongify, .break, .continue, .empty:
                break
            }
        }

        mutating func visit(_ expression: Expression) {
            switch expression.kind {
            case .identifier(let name): use(name)
            case .block(let literal):
                // A nested block's captures are captured by this block too.
                var inner = Walker()
                for parameter in literal.parameters { inner.declared.insert(parameter.name) }
                inner.visit(literal.body)
                for name in inner.used where !inner.declared.contains(name) { use(name) }
            case .messageSend(let send):
                // `[super …]` uses `self`.
                if case .expression = send.receiver {} else { use("self") }
                expression.forEachSubexpression { visit($0) }
            default:
                expression.forEachSubexpression { visit($0) }
            }
        }
    }
}
