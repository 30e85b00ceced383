import SwiftSyntax

/// What the scanned files declare, read without a type checker: which types are classes and
/// what they inherit, which names are aliases, and the declared types of members and the
/// return types of functions. The checker needs it to tell whether a name a block uses is an
/// object the model retains (`RACObject` and its subclasses, the `RACBlock` kinds) or
/// something a block never retains in the model (an `Int`, a `RACBlockVariable`, a Swift
/// closure).
public struct SourceIndex {
    /// A function or initializer: its parameters' types by position and its return type.
    struct Signature {
        var parameters: [(label: String?, type: String)]
        var returnType: String?
        var genericParameters: Set<String>
    }

    /// Class and protocol names to the names they inherit.
    var supertypes: [String: [String]] = [:]
    /// Structs, enums and actors: never objects of the model.
    var valueTypes: Set<String> = []
    /// Every class declared (objects of the model or not).
    var classes: Set<String> = []
    var aliases: [String: String] = [:]
    /// Members of a type (declared in it or an extension): a property's declared type, or a
    /// method's return type.
    var memberTypes: [String: [String: String]] = [:]
    /// Instance members by type, for unqualified uses inside a method (implicit `self`).
    var instanceMembers: [String: Set<String>] = [:]
    /// Every function and method by base name, whatever its type.
    var functions: [String: [Signature]] = [:]
    /// Initializers by type name.
    var initializers: [String: [Signature]] = [:]

    public init() {}

    /// Adds the declarations of one parsed file.
    public mutating func add(_ file: SourceFileSyntax) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (name, inherited) in collector.index.supertypes { supertypes[name, default: []] += inherited }
        valueTypes.formUnion(collector.index.valueTypes)
        classes.formUnion(collector.index.classes)
        aliases.merge(collector.index.aliases) { old, _ in old }
        for (type, members) in collector.index.memberTypes { memberTypes[type, default: [:]].merge(members) { old, _ in old } }
        for (type, names) in collector.index.instanceMembers { instanceMembers[type, default: []].formUnion(names) }
        for (name, signatures) in collector.index.functions { functions[name, default: []] += signatures }
        for (name, signatures) in collector.index.initializers { initializers[name, default: []] += signatures }
    }

    /// The type `name` and its supertypes, nearest first.
    func lineage(of name: String) -> [String] {
        var seen: [String] = []
        var queue = [name]
        while let next = queue.first {
            queue.removeFirst()
            if seen.contains(next) { continue }
            seen.append(next)
            queue += supertypes[next] ?? []
        }
        return seen
    }

    /// A member's declared type, looked up in `type` and its supertypes.
    func memberType(_ member: String, in type: String) -> String? {
        for candidate in lineage(of: TypeName.base(of: type)) {
            if let found = memberTypes[candidate]?[member] { return found }
        }
        return nil
    }

    func isInstanceMember(_ member: String, of type: String) -> Bool {
        lineage(of: TypeName.base(of: type)).contains { instanceMembers[$0]?.contains(member) == true }
    }
}

/// Walks one file and records its declarations.
private final class DeclarationCollector: SyntaxVisitor {
    var index = SourceIndex()
    /// The types whose member blocks the walk is in, innermost last.
    private var types: [String] = []

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { TypeName.base(of: $0.type.trimmedDescription) } ?? []
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        index.classes.insert(name)
        index.supertypes[name, default: []] += inherited(node.inheritanceClause)
        types.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        index.supertypes[node.name.text, default: []] += inherited(node.inheritanceClause)
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        index.valueTypes.insert(node.name.text)
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        index.valueTypes.insert(node.name.text)
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeName.base(of: node.extendedType.trimmedDescription)
        index.supertypes[name, default: []] += inherited(node.inheritanceClause)
        types.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        index.aliases[node.name.text] = node.initializer.value.trimmedDescription
        return .skipChildren
    }

    /// Only a type's own stored and computed properties: locals are the resolver's business.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = types.last, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotation = binding.typeAnnotation?.type.trimmedDescription {
                index.memberTypes[type, default: [:]][name] = annotation
            } else if let value = binding.initializer?.value, let inferred = TypeName.ofConstructor(value) {
                index.memberTypes[type, default: [:]][name] = inferred
            }
            if !isStatic { index.instanceMembers[type, default: []].insert(name) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let signature = Self.signature(node.signature, generics: node.genericParameterClause)
        index.functions[node.name.text, default: []].append(signature)
        if let type = types.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
            if let returnType = signature.returnType { index.memberTypes[type, default: [:]][node.name.text] = returnType }
            let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            if !isStatic { index.instanceMembers[type, default: []].insert(node.name.text) }
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = types.last {
            var signature = Self.signature(node.signature, generics: node.genericParameterClause)
            signature.returnType = type
            index.initializers[type, default: []].append(signature)
        }
        return .skipChildren
    }

    static func signature(_ node: FunctionSignatureSyntax, generics: GenericParameterClauseSyntax?) -> SourceIndex.Signature {
        SourceIndex.Signature(
            parameters: node.parameterClause.parameters.map { parameter in
                (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, parameter.type.trimmedDescription)
            },
            returnType: node.returnClause?.type.trimmedDescription,
            genericParameters: Set(generics?.parameters.map(\.name.text) ?? [])
        )
    }
}
