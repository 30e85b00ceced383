import SwiftSyntax

/// A modelled Objective-C block made in the scanned code: a call that makes a `RACBlock` (or
/// a function that makes one from a `captures:` list, such as `RACDisposable(_:captures:_:)`
/// or `schedule(_:holding:_:)`) with a closure literal for its body.
struct BlockSite {
    let call: FunctionCallExprSyntax
    let closure: ClosureExprSyntax
    /// The `captures:` (or `holding:`) list's elements; empty when the call leaves it out.
    let captures: [ExprSyntax]
    /// The argument, when it is not an array literal the checker can read.
    let unreadableCaptures: ExprSyntax?
    /// The block's `RACBlockName` (or `named:` string) as written, for the diagnostic.
    let name: String

    /// The labels under which a function takes the objects a block it makes retains.
    static let captureLabels: Set<String> = ["captures", "holding"]

    /// Every block site in `file`.
    static func all(in file: SourceFileSyntax, resolver: Resolver) -> [BlockSite] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.calls.compactMap { BlockSite(call: $0, resolver: resolver) }
    }

    init?(call: FunctionCallExprSyntax, resolver: Resolver) {
        guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return nil }
        let capturesArgument = call.arguments.first { $0.label.map { Self.captureLabels.contains($0.text) } ?? false }
        guard capturesArgument != nil || Self.makesBlock(call, resolver: resolver) else { return nil }
        self.call = call
        self.closure = closure
        if let argument = capturesArgument {
            if let array = argument.expression.as(ArrayExprSyntax.self) {
                captures = array.elements.map(\.expression)
                unreadableCaptures = nil
            } else {
                captures = []
                unreadableCaptures = argument.expression
            }
        } else {
            captures = []
            unreadableCaptures = nil
        }
        let first = call.arguments.first { $0.label == nil || $0.label?.text == "named" }
        let written = first?.expression.trimmedDescription ?? "?"
        name = written.hasPrefix("RACBlockName.") ? String(written.dropFirst("RACBlockName.".count)) : written
    }

    /// A call of a `RACBlock` type (`RACValueBlock(…)`, `RACBlock<(X) -> Y>(…)`), or of a
    /// function or type whose declaration takes a `captures:` list (whose default, `[]`, the
    /// call leaves implicit: `RACDisposable(RACBlockName.subjectPurge) { … }`).
    private static func makesBlock(_ call: FunctionCallExprSyntax, resolver: Resolver) -> Bool {
        let signatures: [SourceIndex.Signature]
        if let type = TypeName.constructedType(call.calledExpression) {
            if resolver.blockBody(ofType: type) != nil { return true }
            signatures = resolver.index.initializers[TypeName.base(of: type)] ?? []
        } else if let name = call.calledExpression.calleeName {
            signatures = resolver.index.functions[name] ?? []
        } else {
            return false
        }
        return signatures.contains { signature in
            signature.parameters.contains { $0.label.map(captureLabels.contains) ?? false }
        }
    }

    private final class Finder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }
}
