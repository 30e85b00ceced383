import SwiftParser
import SwiftSyntax

/// Compares each modelled block's `captures:` list with the objects its closure uses.
///
/// A use is a name in the closure, nested closures and nested blocks included (an inner
/// block literal's captures are the outer block's too, as in Objective-C), that is declared
/// outside the closure (a local or parameter of the enclosing code, or `self`, written or
/// implied) and whose type is an object of the model (`Objectness`). What the code declares
/// `weak`/`unowned` (`[weak x]`, `weak var x`: RAC's `__weak`, `@weakify`) is a use the block
/// does not retain, and must not be listed. Where the Swift body is shaped differently from
/// RAC's block, a comment in the call (or just above its statement) says so, with RAC's line:
/// `capture-check: retains NAME` for a listed object the closure does not use (RAC's
/// `@synchronized (x)`, a statement after an assertion), `capture-check: does not retain NAME`
/// for a used object RAC's block holds weakly or not at all (a `__weak` variable read through
/// a strong box). A name whose type cannot be decided must be listed or given a type.
public struct CaptureChecker {
    public struct Report {
        public var findings: [Finding] = []
        /// Blocks read.
        public var blockCount = 0
        /// Names used in them whose type the checker could not decide, each as a
        /// `file:line:col: note:` line (those not listed are findings too).
        public var undecided: [String] = []
    }

    private let files: [(path: String, tree: SourceFileSyntax)]
    private let resolver: Resolver

    /// `sources`: each file's path (as the diagnostics name it) and text. Every file's
    /// declarations are indexed before any is checked.
    public init(sources: [(path: String, text: String)]) {
        files = sources.map { ($0.path, Parser.parse(source: $0.text)) }
        var index = SourceIndex()
        for file in files { index.add(file.tree) }
        resolver = Resolver(index: index)
    }

    public func check() -> Report {
        var report = Report()
        for file in files {
            let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
            let sites = BlockSite.all(in: file.tree, resolver: resolver)
            for site in sites {
                report.blockCount += 1
                let nested = sites.filter { $0.call.id != site.call.id && site.call.range.contains($0.call.position) }
                let (finding, undecided) = check(site, nested: nested.map(\.call.range), converter: converter)
                report.undecided += undecided
                if let finding { report.findings.append(finding) }
            }
        }
        return report
    }

    private func check(_ site: BlockSite, nested: [Range<AbsolutePosition>],
                       converter: SourceLocationConverter) -> (Finding?, [String]) {
        let location = site.call.startLocation(converter: converter)
        var finding = Finding(file: location.file, line: location.line, column: location.column, block: site.name)
        if let unreadable = site.unreadableCaptures {
            finding.problems.append("has captures `\(unreadable.trimmedDescription)`, which is not a list the checker can read")
            return (finding, [])
        }
        let uses = self.uses(in: site.closure)
        var listed: [String] = []
        for element in site.captures {
            let name = Self.capturedName(element)
            if listed.contains(name) { finding.problems.append("lists `\(name)` twice") }
            listed.append(name)
        }
        let (retainedUnused, usedUnretained) = Self.markers(in: site.call, excluding: nested)

        for use in uses.objects where !listed.contains(use.name) && !usedUnretained.contains(use.name) {
            finding.problems.append("uses `\(use.name)` (line \(use.node.startLocation(converter: converter).line)) but does not list it")
        }
        for use in uses.unknown where !listed.contains(use.name) {
            finding.problems.append("uses `\(use.name)` (line \(use.node.startLocation(converter: converter).line)), "
                                    + "which may be an object: \(use.reason); write its type, or list it")
        }
        for name in listed where uses.weak.contains(name) {
            finding.problems.append("lists `\(name)`, which the closure holds weakly (as RAC's `__weak`/`@weakify` does)")
        }
        let used = Set(uses.objects.map(\.name) + uses.unknown.map(\.name) + uses.weak)
        for name in listed where !used.contains(name) && !retainedUnused.contains(name) {
            finding.problems.append("lists `\(name)`, which the closure does not use")
        }
        for name in retainedUnused where !listed.contains(name) || used.contains(name) {
            finding.problems.append("says `capture-check: retains \(name)`, but "
                                    + (listed.contains(name) ? "the closure uses it" : "does not list it"))
        }
        for name in usedUnretained where listed.contains(name) || !uses.objects.contains(where: { $0.name == name }) {
            finding.problems.append("says `capture-check: does not retain \(name)`, but "
                                    + (listed.contains(name) ? "lists it" : "the closure does not use it"))
        }
        let undecided = uses.unknown.map { use in
            let at = use.node.startLocation(converter: converter)
            return "\(at.file):\(at.line):\(at.column): note: block \(site.name) uses `\(use.name)`, of undecided type: \(use.reason)"
                + (listed.contains(use.name) ? " (listed)" : "")
        }
        return (finding.problems.isEmpty ? nil : finding, undecided)
    }

    // MARK: Uses

    struct Use {
        var name: String
        var node: Syntax
    }

    struct UnknownUse {
        var name: String
        var node: Syntax
        var reason: String
    }

    struct Uses {
        /// Objects the block retains, each once, in order of first use.
        var objects: [Use] = []
        var unknown: [UnknownUse] = []
        /// Names the closure holds weakly.
        var weak: [String] = []
    }

    /// What `closure` uses from outside itself.
    func uses(in closure: ClosureExprSyntax) -> Uses {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(closure)
        var uses = Uses()
        var weak: [String] = []
        let range = closure.position..<closure.endPosition
        func classify(_ name: String, _ node: Syntax, type: String?) {
            if uses.objects.contains(where: { $0.name == name }) || uses.unknown.contains(where: { $0.name == name }) { return }
            guard let type else {
                uses.unknown.append(UnknownUse(name: name, node: node, reason: "its type is neither written nor inferred"))
                return
            }
            switch resolver.index.objectness(of: type) {
            case .object: uses.objects.append(Use(name: name, node: node))
            case .notObject: break
            case .unknown(let reason): uses.unknown.append(UnknownUse(name: name, node: node, reason: reason))
            }
        }
        for (name, node) in collector.references {
            if uses.objects.contains(where: { $0.name == name }) || uses.unknown.contains(where: { $0.name == name }) { continue }
            switch resolver.resolve(name, from: node) {
            case .outside:
                continue
            case .selfValue(let type):
                guard let type else { continue }
                classify("self", node, type: type)
            case .local(let declaration):
                if let capturing = declaration.weakCapture {
                    // `[weak x]`: a weak use of the outer `x`, if that is outside the block.
                    switch resolver.resolve(name, from: Syntax(capturing)) {
                    case .local(let outer) where range.contains(outer.position): continue
                    case .outside: continue
                    default: weak.append(name)
                    }
                    continue
                }
                if range.contains(declaration.position) { continue }
                if declaration.isWeak {
                    weak.append(name)
                    continue
                }
                classify(name, node, type: resolver.type(of: declaration))
            }
        }
        // A name used strongly anywhere in the block is a capture, even if held weakly elsewhere.
        uses.weak = weak.filter { name in !uses.objects.contains { $0.name == name } }
        return uses
    }

    /// `x`, `self`, or `x as RACObject?` in a captures list: the name it captures; anything
    /// else as written.
    static func capturedName(_ element: ExprSyntax) -> String {
        if let reference = element.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let cast = element.as(AsExprSyntax.self) { return capturedName(cast.expression) }
        if let sequence = element.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.contains(where: { $0.is(UnresolvedAsExprSyntax.self) }) {
            return capturedName(first)
        }
        return element.trimmedDescription
    }

    /// What the comments in a block's call (its arguments and closure, not the blocks made
    /// inside it) say of names: `capture-check: retains a, b (why)` for objects RAC's block
    /// captures that the Swift closure has no use of, `capture-check: does not retain a (why)`
    /// for objects the closure uses that RAC's block does not retain (a `__weak` variable read
    /// through a strong box).
    static func markers(in call: FunctionCallExprSyntax, excluding nested: [Range<AbsolutePosition>])
        -> (retains: [String], doesNotRetain: [String]) {
        var retains: [String] = []
        var doesNotRetain: [String] = []
        for token in call.tokens(viewMode: .sourceAccurate) where !nested.contains(where: { $0.contains(token.position) }) {
            for case .lineComment(let text) in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                if let names = names(after: "capture-check: retains ", in: text) { retains += names }
                if let names = names(after: "capture-check: does not retain ", in: text) { doesNotRetain += names }
            }
        }
        return (retains, doesNotRetain)
    }

    /// `a, b` in `… MARKER a, b (why)`.
    private static func names(after marker: String, in comment: String) -> [String]? {
        guard let range = comment.range(of: marker) else { return nil }
        let list = comment[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " }
        return list.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}

/// Every name referred to in a closure: each `DeclReferenceExpr` that is not a member's name
/// or an anonymous parameter, and each strong capture-list entry of a nested closure (`[x]`
/// captures the outer `x`).
private final class ReferenceCollector: SyntaxVisitor {
    var references: [(String, Syntax)] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        let name = node.baseName.text
        if name.hasPrefix("$") { return .visitChildren }
        references.append((name, Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        references.append(("self", Syntax(node)))
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if node.specifier == nil, node.initializer == nil, let closure = node.parent?.parent?.parent?.parent?.as(ClosureExprSyntax.self) {
            references.append((node.name.text, Syntax(closure)))
        }
        return .visitChildren
    }
}

extension StringProtocol {
    func range(of needle: String) -> Range<Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) { return start..<index(start, offsetBy: needle.count) }
            start = index(after: start)
        }
        return nil
    }
}
