/// A compact S-expression rendering of the AST, for tests and for debugging the evaluator:
/// `[RACSignal return:@1]` dumps as `(send RACSignal return: (box 1))`.
///
/// Ranges are left out so a dump states structure only; tests check ranges separately.
extension TranslationUnit {
    public var dump: String {
        items.map { item in
            switch item {
            case .statement(let statement): statement.dump
            case .method(let method): method.dump
            case .function(let function): function.dump
            }
        }.joined(separator: "\n")
    }
}

extension MethodDefinition {
    public var dump: String {
        let parameters = parameters.map { "(\($0.selectorPart): \($0.type.dump) \($0.name))" }.joined(separator: " ")
        let owner = className.map { " @\($0)" } ?? ""
        return "(method\(owner) \(isClassMethod ? "+" : "-") \(returnType.dump) \(selector) (\(parameters)) \(body.dump))"
    }
}

extension FunctionDefinition {
    public var dump: String {
        let parameters = parameters.map { "(\($0.type.dump) \($0.name))" }.joined(separator: " ")
        return "(function \(returnType.dump) \(name) (\(parameters)) \(body.dump))"
    }
}

extension TypeName {
    /// `__block id<RACSubscriber>`, `RACSignal<NSNumber *> *`, `void (^)(id)`.
    public var dump: String {
        let prefix = Self.qualifierOrder.filter { qualifiers.contains($0.0) }.map { $0.1 + " " }.joined()
        if let block {
            return prefix + block.returnType.dump + " (^)(" + block.parameters.map(\.dump).joined(separator: ", ") + ")"
        }
        var text = prefix + name
        if !protocols.isEmpty { text += "<" + protocols.joined(separator: ", ") + ">" }
        if !genericArguments.isEmpty { text += "<" + genericArguments.map(\.dump).joined(separator: ", ") + ">" }
        if pointerDepth > 0 { text += " " + String(repeating: "*", count: pointerDepth) }
        return text
    }

    private static let qualifierOrder: [(TypeQualifiers, String)] = [
        (.static, "static"), (.extern, "extern"), (.block, "__block"), (.weak, "__weak"), (.strong, "__strong"),
        (.unsafeUnretained, "__unsafe_unretained"), (.autoreleasing, "__autoreleasing"), (.const, "const"),
        (.volatile, "volatile"), (.kindof, "__kindof"), (.nullable, "_Nullable"), (.nonnull, "_Nonnull"),
    ]
}

extension Statement {
    public var dump: String {
        switch kind {
        case .expression(let expression): expression.dump
        case .declaration(let declaration): "(decl " + declaration.declarators.map(\.dump).joined(separator: " ") + ")"
        case .tupleUnpack(let unpack):
            "(unpack " + unpack.variables.map(\.dump).joined(separator: " ") + " = " + unpack.tuple.dump + ")"
        case .compound(let compound): compound.dump
        case .if(let condition, let then, let otherwise):
            "(if \(condition.dump) \(then.dump)" + (otherwise.map { " " + $0.dump } ?? "") + ")"
        case .for(let initializer, let condition, let increment, let body):
            "(for \(initializer?.dump ?? "_") \(condition?.dump ?? "_") \(increment?.dump ?? "_") \(body.dump))"
        case .forIn(let element, let collection, let body):
            "(for-in \(element.dump) \(collection.dump) \(body.dump))"
        case .while(let condition, let body): "(while \(condition.dump) \(body.dump))"
        case .doWhile(let body, let condition): "(do \(body.dump) \(condition.dump))"
        case .switch(let subject, let cases): "(switch \(subject.dump)" + cases.map { " " + $0.dump }.joined() + ")"
        case .return(let value): value.map { "(return \($0.dump))" } ?? "(return)"
        case .break: "(break)"
        case .continue: "(continue)"
        case .autoreleasepool(let body): "(autoreleasepool \(body.dump))"
        case .synchronized(let lock, let body): "(synchronized \(lock.dump) \(body.dump))"
        case .weakify(let names): "(weakify " + names.joined(separator: " ") + ")"
        case .strongify(let names): "(strongify " + names.joined(separator: " ") + ")"
        case .empty: "(empty)"
        }
    }
}

extension CompoundStatement {
    public var dump: String {
        "{" + statements.map(\.dump).joined(separator: " ") + "}"
    }
}

extension Declarator {
    /// `(RACSignal * s = init)`
    public var dump: String {
        "(\(type.dump) \(name)" + (initializer.map { " = " + $0.dump } ?? "") + ")"
    }
}

extension ForInElement {
    var dump: String {
        switch self {
        case .declaration(let declarator): declarator.dump
        case .variable(let expression): expression.dump
        }
    }
}

extension SwitchCase {
    var dump: String {
        let label = value.map { "(case \($0.dump)" } ?? "(default"
        return label + statements.map { " " + $0.dump }.joined() + ")"
    }
}

extension Expression {
    public var dump: String {
        switch kind {
        case .identifier(let name): name
        case .integer(let literal): literal.spelling
        case .floating(let value, let isFloat): "\(value)" + (isFloat ? "f" : "")
        case .character(let value): "(char \(value))"
        case .cString(let text): text.debugDescription
        case .objcString(let text): "@" + text.debugDescription
        case .bool(let value): value ? "YES" : "NO"
        case .null(let kind): kind.rawValue
        case .boxed(let inner): "(box \(inner.dump))"
        case .array(let elements): "(array" + elements.map { " " + $0.dump }.joined() + ")"
        case .dictionary(let entries): "(dict" + entries.map { " (\($0.key.dump) \($0.value.dump))" }.joined() + ")"
        case .selector(let name): "(selector \(name))"
        case .messageSend(let send): send.dump
        case .call(let callee, let arguments): "(call \(callee.dump)" + arguments.map { " " + $0.dump }.joined() + ")"
        case .member(let base, let name, _, let isArrow): "(\(isArrow ? "->" : ".") \(base.dump) \(name))"
        case .subscript(let base, let index): "(index \(base.dump) \(index.dump))"
        case .unary(let op, let operand): "(\(op.rawValue) \(operand.dump))"
        case .binary(let op, let lhs, let rhs): "(\(op.rawValue) \(lhs.dump) \(rhs.dump))"
        case .assignment(let op, let target, let value): "(\(op.rawValue) \(target.dump) \(value.dump))"
        case .conditional(let condition, let then, let otherwise):
            then.map { "(? \(condition.dump) \($0.dump) \(otherwise.dump))" } ?? "(?: \(condition.dump) \(otherwise.dump))"
        case .cast(let type, let operand): "(cast \(type.dump) \(operand.dump))"
        case .sizeofType(let type): "(sizeof \(type.dump))"
        case .sizeofExpression(let operand): "(sizeof \(operand.dump))"
        case .block(let block): block.dump
        }
    }
}

extension MessageSend {
    /// `(send recv subscribeNext:completed: a b)`, with `(variadic …)` when there are extra arguments.
    public var dump: String {
        let receiverText: String
        switch receiver {
        case .super: receiverText = "super"
        case .expression(let expression): receiverText = expression.dump
        }
        let variadic = variadicArguments.isEmpty ? "" : " (variadic" + variadicArguments.map { " " + $0.dump }.joined() + ")"
        return "(send \(receiverText) \(selector)" + parts.compactMap(\.argument).map { " " + $0.dump }.joined() + variadic + ")"
    }
}

extension BlockLiteral {
    /// `(block#3 RACDisposable * ((id<RACSubscriber> subscriber)) {…})`; `_` for an inferred return type.
    public var dump: String {
        let name = label.map { "block#\($0)" } ?? "block"
        let parameters = parameters.map { "(\($0.type.dump) \($0.name))" }.joined(separator: " ")
        return "(\(name) \(returnType?.dump ?? "_") (\(parameters)) \(body.dump))"
    }
}
