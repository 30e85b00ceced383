import Testing
@testable import CaptureCheck

/// Each rule on a small synthetic source. The declarations stand for RACCore's own (an
/// object hierarchy under `RACObject`, `RACBlock<Body>` and an alias of it, a wrapper taking a
/// `captures:` list with a default), so what the checker decides here is what it decides
/// there; each expected finding is the rule's sentence for the one difference the source
/// was written with.
@Suite struct CaptureCheckerTests {
    static let model = """
        open class RACObject {}
        class RACDisposable: RACObject {
            init() {}
            convenience init(_ name: RACBlockName, captures: [RACObject?] = [], _ body: @escaping () -> Void) { self.init() }
            func dispose() {}
        }
        protocol RACSubscriberProtocol: RACObject { func sendNext(_ value: RACObject?) }
        final class RACBlock<Body>: RACObject { init(_ name: RACBlockName, captures: [RACObject?] = [], _ body: Body) {} }
        final class RACBlockVariable<Value> { var value: Value; init(_ value: Value) { self.value = value } }
        struct RACBlockName { static let x = RACBlockName(); static let y = RACBlockName() }
        typealias RACVoidBlock = RACBlock<() -> Void>
        typealias RACDisposeBlock = RACBlock<(RACDisposable) -> Void>
        struct ARCScope { mutating func strong<Object: RACObject>(_ object: Object) -> Object { object } }
        func withARCScope<Result>(_ body: (inout ARCScope) -> Result) -> Result { fatalError() }
        func mystery() -> Mystery { fatalError() }

        """

    /// The findings for `code` appended to the model, as the executable prints them.
    static func findings(_ code: String) -> [String] {
        let report = CaptureChecker(sources: [("T.swift", model + code)]).check()
        return report.findings.flatMap { $0.description.split(separator: "\n").map(String.init) }
    }

    /// The model's line count, so that expected lines read as lines of `code`.
    static let offset = model.split(separator: "\n", omittingEmptySubsequences: false).count - 1

    @Test func matchingListPasses() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, b]) { a.dispose(); b.dispose() }
            }
            """) == [])
    }

    @Test func missingCapture() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a]) {
                    a.dispose()
                    b.dispose()
                }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x uses `b` (line \(Self.offset + 4)) but does not list it"])
    }

    @Test func extraCapture() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, b]) { a.dispose() }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x lists `b`, which the closure does not use"])
    }

    /// A wrapper whose `captures:` the call leaves to its default is a block with an empty list.
    @Test func wrapperWithDefaultCaptures() {
        #expect(Self.findings("""
            func f(a: RACDisposable) {
                _ = RACDisposable(RACBlockName.x) { a.dispose() }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x uses `a` (line \(Self.offset + 2)) but does not list it"])
    }

    /// An inner block's captures are the outer block's too; the inner block's own parameter
    /// (typed from `RACDisposeBlock`'s body) and a local of the outer closure are not.
    @Test func nestedBlockCapturesAreTheOuterBlocks() {
        #expect(Self.findings("""
            func f(a: RACDisposable, c: RACDisposable) {
                _ = RACDisposeBlock(RACBlockName.x, captures: [a]) { d in
                    let local = RACDisposable()
                    _ = RACVoidBlock(RACBlockName.y, captures: [d, c, local]) { d.dispose(); c.dispose(); local.dispose() }
                    a.dispose()
                }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x uses `c` (line \(Self.offset + 4)) but does not list it"])
    }

    /// A plain Swift closure inside a block (`withARCScope`) is part of the block's body.
    @Test func nestedSwiftClosureUsesCount() {
        #expect(Self.findings("""
            func f(a: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: []) {
                    withARCScope { scope in
                        let kept = scope.strong(RACDisposable())
                        kept.dispose()
                        a.dispose()
                    }
                }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x uses `a` (line \(Self.offset + 6)) but does not list it"])
    }

    /// `[weak x]` (RAC's `__weak`) marks a deliberate omission; listing it is the error.
    @Test func weakMarker() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a]) { [weak b] in a.dispose(); b?.dispose() }
                weak var w = b
                _ = RACVoidBlock(RACBlockName.y, captures: []) { w?.dispose() }
            }
            """) == [])
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, b]) { [weak b] in a.dispose(); b?.dispose() }
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x lists `b`, which the closure holds weakly (as RAC's `__weak`/`@weakify` does)"])
    }

    /// Values that are not objects of the model are never captures: numbers, strings, block
    /// names, `__block` scalars (`RACBlockVariable`), Swift closures, static members, types,
    /// and metatypes (`Class class = self.class`: a class is never deallocated).
    @Test func nonObjectsExcluded() {
        #expect(Self.findings("""
            func f(a: RACDisposable, work: @escaping () -> Void) {
                let count = RACBlockVariable(0)
                let streamClass: RACDisposable.Type = type(of: a)
                let limit = 3
                let title = "t"
                let name = RACBlockName.y
                _ = RACVoidBlock(RACBlockName.x, captures: [a]) {
                    count.value += limit
                    _ = (title, name, RACBlockName.x, streamClass)
                    work()
                    a.dispose()
                }
            }
            """) == [])
    }

    /// `self` in a method of an object class is a capture, written or implied; in a static
    /// method it is a type, never retained.
    @Test func selfWrittenImpliedAndStatic() {
        #expect(Self.findings("""
            class Signal: RACObject {
                var inner = RACDisposable()
                func explicit() {
                    _ = RACVoidBlock(RACBlockName.x, captures: []) { self.inner.dispose() }
                }
                func implied() {
                    _ = RACVoidBlock(RACBlockName.y, captures: []) { [self] in inner.dispose() }
                }
                static func make() {
                    _ = RACVoidBlock(RACBlockName.x, captures: []) { _ = self }
                }
            }
            """) == [
                "T.swift:\(Self.offset + 4):13: error: block x uses `self` (line \(Self.offset + 4)) but does not list it",
                "T.swift:\(Self.offset + 7):13: error: block y uses `self` (line \(Self.offset + 7)) but does not list it",
            ])
    }

    /// A name whose type the checker cannot decide is reported, unless listed.
    @Test func unknownTypeIsConservative() {
        #expect(Self.findings("""
            func f() {
                let thing = mystery()
                _ = RACVoidBlock(RACBlockName.x, captures: []) { _ = thing }
                _ = RACVoidBlock(RACBlockName.y, captures: [thing]) { _ = thing }
            }
            """) == [
                "T.swift:\(Self.offset + 3):9: error: block x uses `thing` (line \(Self.offset + 3)), which may be an object: "
                    + "type `Mystery` is not declared in the scanned files; write its type, or list it",
            ])
    }

    /// An object RAC's block captures for a use the Swift body lacks is accepted only under a
    /// `capture-check: retains` comment, and the comment must be true.
    @Test func retainsMarker() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, b]) {
                    // capture-check: retains b (RAC's assertion message names it)
                    a.dispose()
                }
            }
            """) == [])
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, b]) { // capture-check: retains a (wrongly: the closure uses it)
                    _ = RACVoidBlock(RACBlockName.y, captures: [b]) { b.dispose() } // capture-check: retains a (not the outer's)
                    a.dispose()
                }
            }
            """) == [
                "T.swift:\(Self.offset + 2):9: error: block x says `capture-check: retains a`, but the closure uses it",
                "T.swift:\(Self.offset + 3):13: error: block y says `capture-check: retains a`, but does not list it",
            ])
    }

    @Test func duplicateAndUnreadableLists() {
        #expect(Self.findings("""
            func f(a: RACDisposable, list: [RACObject?]) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a, a]) { a.dispose() }
                _ = RACVoidBlock(RACBlockName.y, captures: list) { }
            }
            """) == [
                "T.swift:\(Self.offset + 2):9: error: block x lists `a` twice",
                "T.swift:\(Self.offset + 3):9: error: block y has captures `list`, which is not a list the checker can read",
            ])
    }
}

extension CaptureCheckerTests {
    /// A use the comment says RAC's block does not retain (its `__weak` variable read here
    /// through a strong name) is accepted; the comment must name a use that is not listed.
    @Test func doesNotRetainMarker() {
        #expect(Self.findings("""
            func f(a: RACDisposable, b: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a]) {
                    // capture-check: does not retain b (RAC reads it through a __weak variable)
                    a.dispose(); b.dispose()
                }
            }
            """) == [])
        #expect(Self.findings("""
            func f(a: RACDisposable) {
                _ = RACVoidBlock(RACBlockName.x, captures: [a]) { a.dispose() } // capture-check: does not retain a (wrong)
            }
            """) == ["T.swift:\(Self.offset + 2):9: error: block x says `capture-check: does not retain a`, but lists it"])
    }

    /// Types inferred from initializers: a ternary's branch, a generic identity
    /// (`scope.strong(x)`), a property of `self`, a method's declared return type.
    @Test func inferredTypes() {
        #expect(Self.findings("""
            class Box: RACObject {
                var flag = false
                var held = RACDisposable()
                func make() -> RACDisposable { held }
                func f() {
                    withARCScope { scope in
                        let chosen = flag ? RACDisposable() : held
                        let kept = scope.strong(held)
                        let made = make()
                        let property = self.held
                        _ = RACVoidBlock(RACBlockName.x, captures: [chosen, kept, made]) {
                            chosen.dispose(); kept.dispose(); made.dispose(); property.dispose()
                        }
                    }
                }
            }
            """) == ["T.swift:\(Self.offset + 11):17: error: block x uses `property` (line \(Self.offset + 12)) but does not list it"])
    }
}
