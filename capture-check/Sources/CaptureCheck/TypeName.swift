import SwiftParser
import SwiftSyntax

/// Type names as written: what the checker compares, since it has no type checker.
enum TypeName {
    /// `RACBlock<(A) -> B>?` → `RACBlock`; `inout RACObject?` → `RACObject`;
    /// `any RACSubscriberProtocol` → `RACSubscriberProtocol`.
    static func base(of text: String) -> String {
        var type = stripped(text)
        if let angle = type.firstIndex(of: "<") { type = String(type[..<angle]) }
        return type
    }

    /// Without attributes, `inout`, `any`/`some`, optionality and surrounding space.
    static func stripped(_ text: String) -> String {
        var type = text.trimmingWhitespace()
        for prefix in ["@escaping ", "@Sendable ", "inout ", "any ", "some ", "__owned ", "borrowing ", "consuming "] {
            while type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)).trimmingWhitespace() }
        }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("("), type.hasSuffix(")"), !type.contains("->"), !type.contains(",") {
            type = stripped(String(type.dropFirst().dropLast()))
        }
        return type
    }

    /// `A -> B` (a Swift closure type), as written in a declaration.
    static func isFunction(_ text: String) -> Bool {
        let type = stripped(text)
        return type.contains("->") && !type.hasPrefix("[") && !type.contains("<")
            || type.hasPrefix("(") && type.contains(") ->") || type.hasPrefix("(") && type.contains(")->")
    }

    /// The type a constructor-looking expression makes: `RACCompoundDisposable()`,
    /// `RACBlock<(A) -> B>(…)`, `RACBlockVariable<Int>(0)`; nil for anything else.
    static func ofConstructor(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return constructedType(call.calledExpression)
    }

    /// The type named by a call's callee when the call is an initializer (`T(…)`, `T<U>(…)`,
    /// `T.init(…)`).
    static func constructedType(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return reference.baseName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), constructedType(generic.expression) != nil {
            return generic.trimmedDescription
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            return constructedType(base)
        }
        return nil
    }

    /// The parameter types of a function type as written: `(RACObject?, inout Bool) -> X`
    /// → `["RACObject?", "inout Bool"]`; nil when `text` is not one.
    static func parameters(ofFunction text: String) -> [String]? {
        guard let type = TypeSyntax(fromParsing: stripped(text)).as(FunctionTypeSyntax.self) else { return nil }
        return type.parameters.map { $0.type.trimmedDescription }
    }

    /// The return type of a function type as written.
    static func returnType(ofFunction text: String) -> String? {
        TypeSyntax(fromParsing: stripped(text)).as(FunctionTypeSyntax.self)?.returnClause.type.trimmedDescription
    }

    /// The `Body` of `RACBlock<Body>`.
    static func genericArgument(of text: String) -> String? {
        guard let type = TypeSyntax(fromParsing: stripped(text)).as(IdentifierTypeSyntax.self),
              let argument = type.genericArgumentClause?.arguments.first else { return nil }
        return argument.argument.trimmedDescription
    }
}

extension TypeSyntax {
    /// A type parsed from text, as written in a declaration.
    init(fromParsing text: String) {
        var parser = Parser(text)
        self = TypeSyntax.parse(from: &parser)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var result = Substring(self)
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return String(result)
    }
}
