import SwiftSyntax

/// Finds what a name refers to by walking outward through the scopes around it, as Swift's
/// own lookup does for locals (declarations earlier in a statement list, parameters, optional
/// bindings, closure capture lists), then the enclosing type's instance members (implicit
/// `self`); and infers a declaration's type from its annotation or initializer.
struct Resolver {
    let index: SourceIndex

    func resolve(_ name: String, from node: Syntax) -> Referent {
        var child = node
        var isStatic = false
        while let scope = child.parent {
            defer { child = scope }
            if let list = scope.as(CodeBlockItemListSyntax.self) {
                if let found = declaration(of: name, in: list, before: child) { return .local(found) }
            } else if let closure = scope.as(ClosureExprSyntax.self) {
                if let found = declaration(of: name, in: closure) { return .local(found) }
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                if let found = parameter(name, in: function.signature) { return .local(found) }
                isStatic = isStatic || function.modifiers.containsStatic
            } else if let initializer = scope.as(InitializerDeclSyntax.self) {
                if let found = parameter(name, in: initializer.signature) { return .local(found) }
            } else if let accessor = scope.as(AccessorDeclSyntax.self) {
                if name == (accessor.parameters?.name.text ?? "newValue"),
                   accessor.accessorSpecifier.tokenKind == .keyword(.set) || accessor.accessorSpecifier.tokenKind == .keyword(.willSet) {
                    return .local(Declaration(name: name, position: accessor.position, isWeak: false))
                }
            } else if let variable = scope.as(VariableDeclSyntax.self) {
                isStatic = isStatic || variable.modifiers.containsStatic
            } else if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                if let found = binding(of: name, in: ifExpression.conditions) { return .local(found) }
            } else if let whileStatement = scope.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
                if let found = binding(of: name, in: whileStatement.conditions) { return .local(found) }
            } else if let forStatement = scope.as(ForStmtSyntax.self), child.id == forStatement.body.id {
                if forStatement.pattern.identifiers.contains(name) {
                    return .local(Declaration(name: name, position: forStatement.pattern.position,
                                              type: elementType(of: forStatement.sequence), isWeak: false))
                }
            } else if let switchCase = scope.as(SwitchCaseSyntax.self) {
                if switchCase.label.identifiers.contains(name) {
                    return .local(Declaration(name: name, position: switchCase.label.position, isWeak: false))
                }
            } else if let catchClause = scope.as(CatchClauseSyntax.self), child.id == catchClause.body.id {
                if name == "error" { return .local(Declaration(name: name, position: catchClause.position, type: "Error", isWeak: false)) }
            } else if let type = scope.enclosingTypeName {
                if name == "self" { return .selfValue(type: isStatic ? nil : type) }
                if !isStatic, index.isInstanceMember(name, of: type) { return .selfValue(type: type) }
                return .outside
            }
        }
        return .outside
    }

    // MARK: Scopes

    /// A `let`/`var`, a local function, or a `guard let` before `child` in a statement list.
    private func declaration(of name: String, in list: CodeBlockItemListSyntax, before child: Syntax) -> Declaration? {
        for item in list.reversed() {
            if item.position >= child.position { continue }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.identifiers.contains(name) {
                    return Declaration(name: name, position: binding.pattern.position,
                                       type: binding.typeAnnotation?.type.trimmedDescription,
                                       initializer: binding.initializer?.value,
                                       isWeak: variable.modifiers.containsWeak)
                }
            } else if let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name {
                return Declaration(name: name, position: function.name.position, type: "() -> ()", isWeak: false)
            } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                if let found = binding(of: name, in: guardStatement.conditions) { return found }
            }
        }
        return nil
    }

    /// A closure's capture-list entry or parameter named `name`. A strong `[x]` entry is the
    /// outer `x` itself and is left to the outer scopes.
    private func declaration(of name: String, in closure: ClosureExprSyntax) -> Declaration? {
        guard let signature = closure.signature else {
            return nil
        }
        for capture in signature.capture?.items ?? [] where capture.name.text == name {
            if capture.specifier != nil {
                return Declaration(name: name, position: capture.position, isWeak: true, weakCapture: closure)
            }
            if let value = capture.initializer?.value {
                return Declaration(name: name, position: capture.position, initializer: value, isWeak: false)
            }
        }
        let types = parameterTypes(of: closure)
        switch signature.parameterClause {
        case .simpleInput(let list):
            for (offset, parameter) in list.enumerated() where parameter.name.text == name {
                return Declaration(name: name, position: parameter.position, type: types?[safe: offset], isWeak: false)
            }
        case .parameterClause(let clause):
            for (offset, parameter) in clause.parameters.enumerated() where (parameter.secondName ?? parameter.firstName).text == name {
                return Declaration(name: name, position: parameter.position,
                                   type: parameter.type?.trimmedDescription ?? types?[safe: offset], isWeak: false)
            }
        case nil:
            break
        }
        return nil
    }

    private func parameter(_ name: String, in signature: FunctionSignatureSyntax) -> Declaration? {
        for parameter in signature.parameterClause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return Declaration(name: name, position: parameter.position, type: parameter.type.trimmedDescription, isWeak: false)
        }
        return nil
    }

    /// `if let x = e`, `if let x`, `guard case .some(let x) = e` (the last without a type).
    private func binding(of name: String, in conditions: ConditionElementListSyntax) -> Declaration? {
        for condition in conditions {
            switch condition.condition {
            case .optionalBinding(let binding) where binding.pattern.identifiers.contains(name):
                if let value = binding.initializer?.value {
                    return Declaration(name: name, position: binding.position,
                                       type: binding.typeAnnotation?.type.trimmedDescription, initializer: value, isWeak: false)
                }
                return Declaration(name: name, position: binding.position, shadowing: Syntax(condition), isWeak: false)
            case .matchingPattern(let pattern) where pattern.pattern.identifiers.contains(name):
                return Declaration(name: name, position: pattern.position, isWeak: false)
            default:
                continue
            }
        }
        return nil
    }

    // MARK: Closure parameters

    /// The types of a closure's parameters, from what it is passed to: a block's `Body`
    /// (`RACDidSubscribeBlock(…) { subscriber in` → `RACSubscriberProtocol`), or a function
    /// declared in the scanned files (`withARCScope { scope in` → `inout ARCScope`), or
    /// `withoutActuallyEscaping`.
    func parameterTypes(of closure: ClosureExprSyntax) -> [String]? {
        guard let (call, label) = closure.callPassingIt else { return nil }
        // The standard library's `withoutActuallyEscaping(f) { f in … }`: the same closure type.
        if call.calledExpression.calleeName == "withoutActuallyEscaping", let first = call.arguments.first {
            return type(of: first.expression).map { [$0] }
        }
        if let type = TypeName.constructedType(call.calledExpression), let body = blockBody(ofType: type) {
            return TypeName.parameters(ofFunction: body)
        }
        let signatures: [SourceIndex.Signature]
        if let type = TypeName.constructedType(call.calledExpression) {
            signatures = index.initializers[TypeName.base(of: type)] ?? []
        } else if let name = call.calledExpression.calleeName {
            signatures = index.functions[name] ?? []
        } else {
            signatures = []
        }
        for signature in signatures {
            let functionParameters = signature.parameters.filter { TypeName.isFunction($0.type) }
            let chosen = label == nil ? functionParameters.last : functionParameters.first { $0.label == label }
            if let chosen, let types = TypeName.parameters(ofFunction: chosen.type) { return types }
        }
        return nil
    }

    /// `Body` of a `RACBlock<Body>` type, through aliases (`RACValueBlock`); nil for any other type.
    func blockBody(ofType text: String) -> String? {
        var type = text
        for _ in 0..<8 {
            if TypeName.base(of: type) == "RACBlock" { return TypeName.genericArgument(of: type) }
            guard let alias = index.aliases[TypeName.base(of: type)] else { return nil }
            type = alias
        }
        return nil
    }

    // MARK: Types

    /// A declaration's type: written, or inferred from what initializes it.
    func type(of declaration: Declaration, depth: Int = 0) -> String? {
        if let type = declaration.type { return type }
        if depth > 24 { return nil }
        if let value = declaration.initializer { return type(of: value, depth: depth + 1) }
        if let shadowed = declaration.shadowing {
            if case .local(let outer) = resolve(declaration.name, from: shadowed) { return type(of: outer, depth: depth + 1) }
            if case .selfValue(let selfType) = resolve(declaration.name, from: shadowed) {
                return selfType.flatMap { index.memberType(declaration.name, in: $0) }
            }
        }
        return nil
    }

    /// The type of an expression, as far as declarations say it: enough for the initializers
    /// RACCore writes (`RACCompoundDisposable()`, `scope.strong(x)`, `self.subscribers`,
    /// `RACSignal.createSignal(…)`).
    func type(of expression: ExprSyntax, depth: Int = 0) -> String? {
        if depth > 24 { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let type = TypeName.constructedType(call.calledExpression) { return type }
            return returnType(of: call, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch resolve(reference.baseName.text, from: Syntax(reference)) {
            case .local(let declaration): return type(of: declaration, depth: depth + 1)
            case .selfValue(let type):
                if reference.baseName.text == "self" { return type }
                return type.flatMap { index.memberType(reference.baseName.text, in: $0) }
            case .outside: return nil
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let baseType = typeOrTypeName(base, depth: depth) else { return nil }
            return index.memberType(member.declName.baseName.text, in: baseType)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return type(of: unwrap.expression, depth: depth + 1) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return type(of: chain.expression, depth: depth + 1) }
        if let tryExpression = expression.as(TryExprSyntax.self) { return type(of: tryExpression.expression, depth: depth + 1) }
        if let cast = expression.as(AsExprSyntax.self) { return cast.type.trimmedDescription }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return type(of: only.expression, depth: depth + 1)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) { return type(of: ternary.thenExpression, depth: depth + 1) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return type(ofSequence: sequence, depth: depth) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let base = type(of: subscriptCall.calledExpression, depth: depth + 1) {
            let stripped = TypeName.stripped(base)
            return stripped.hasPrefix("[") && !stripped.contains(":") ? String(stripped.dropFirst().dropLast()) : nil
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return "[" + (array.elements.first.flatMap { type(of: $0.expression, depth: depth + 1) } ?? "Int") + "]"
        }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(ClosureExprSyntax.self) { return "() -> ()" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "!" ? "Bool" : type(of: prefix.expression, depth: depth + 1)
        }
        return nil
    }

    private static let booleanOperators: Set<String> = ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||"]

    /// An unfolded operator sequence: a ternary is its first branch's type, a comparison a
    /// `Bool`, arithmetic its first operand's type.
    private func type(ofSequence sequence: SequenceExprSyntax, depth: Int) -> String? {
        // `c ? a : b`, unfolded: the type of `a`.
        if let ternary = sequence.elements.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first {
            return type(of: ternary.thenExpression, depth: depth + 1)
        }
        let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if operators.contains(where: Self.booleanOperators.contains) { return "Bool" }
        if sequence.elements.contains(where: { $0.is(AsExprSyntax.self) || $0.is(UnresolvedAsExprSyntax.self) }),
           let typeExpression = sequence.elements.last?.as(TypeExprSyntax.self) {
            return typeExpression.type.trimmedDescription
        }
        return sequence.elements.first.flatMap { type(of: $0, depth: depth + 1) }
    }

    /// A base that is a type's name (`RACSignal.createSignal`) or a value.
    private func typeOrTypeName(_ base: ExprSyntax, depth: Int) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let generic = base.as(GenericSpecializationExprSyntax.self) { return generic.trimmedDescription }
        return type(of: base, depth: depth + 1)
    }

    /// What a call to a declared function returns; for a generic identity such as
    /// `scope.strong(x)` (returns its parameter's type), the type of the argument.
    private func returnType(of call: FunctionCallExprSyntax, depth: Int) -> String? {
        let name: String
        var candidates: [SourceIndex.Signature] = []
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            // `block.call { $0(…) }`: what the block's body returns.
            if name == "call" || name == "callRetained", let base = member.base,
               let blockType = type(of: base, depth: depth + 1), let body = blockBody(ofType: blockType) {
                return TypeName.returnType(ofFunction: body)
            }
            if let base = member.base, let baseType = typeOrTypeName(base, depth: depth) {
                for type in index.lineage(of: TypeName.base(of: baseType)) {
                    if let declared = index.memberTypes[type]?[name] {
                        let signatures = (index.functions[name] ?? []).filter { $0.returnType == declared }
                        candidates = signatures.isEmpty ? [.init(parameters: [], returnType: declared, genericParameters: [])] : signatures
                        break
                    }
                }
            }
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        if candidates.isEmpty { candidates = index.functions[name] ?? [] }
        let types = candidates.compactMap { signature -> String? in
            guard let returnType = signature.returnType else { return nil }
            if signature.genericParameters.contains(TypeName.base(of: returnType)) {
                return call.arguments.first.flatMap { type(of: $0.expression, depth: depth + 1) }
            }
            return returnType
        }
        guard let first = types.first else { return nil }
        // Overloads that disagree on whether they return an object decide nothing.
        return types.allSatisfy({ index.objectness(of: $0) == index.objectness(of: first) }) ? first : nil
    }

    /// `for x in xs`: the element type of an array `xs`, if known.
    private func elementType(of sequence: ExprSyntax) -> String? {
        guard let type = type(of: sequence) else { return nil }
        let stripped = TypeName.stripped(type)
        return stripped.hasPrefix("[") && !stripped.contains(":") ? String(stripped.dropFirst().dropLast()) : nil
    }
}

extension DeclModifierListSyntax {
    var containsStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
    var containsWeak: Bool {
        contains { $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned) }
    }
}

extension SyntaxProtocol {
    /// Every name a pattern (or a case label) binds.
    var identifiers: Set<String> {
        Set(tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind, token.parent?.is(IdentifierPatternSyntax.self) == true else { return nil }
            return text
        })
    }
}

extension Syntax {
    /// The name of the type whose body this is: a class, struct, enum, protocol, or the
    /// type an extension extends.
    var enclosingTypeName: String? {
        if let node = self.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = self.as(StructDeclSyntax.self) { return node.name.text }
        if let node = self.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = self.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = self.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = self.as(ExtensionDeclSyntax.self) { return TypeName.base(of: node.extendedType.trimmedDescription) }
        return nil
    }
}

extension ClosureExprSyntax {
    /// The call this closure is an argument of, and the argument's label (nil for a trailing
    /// closure or an unlabelled argument).
    var callPassingIt: (FunctionCallExprSyntax, String?)? {
        if let call = parent?.as(FunctionCallExprSyntax.self) { return (call, nil) }
        if let argument = parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, argument.label?.text)
        }
        return nil
    }
}

extension ExprSyntax {
    /// `f` in `f(…)` and `x.f(…)`.
    var calleeName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
