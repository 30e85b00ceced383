import ObjCFrontend
import RACCore

/// A block literal from the snippet, evaluated: its code and what it captured.
///
/// Captured objects are retained by the block and released when it is deallocated, as a
/// copied Objective-C block does; `__block` variables are captured as their shared box.
final class InterpretedBlock: RACObject {
    let literal: BlockLiteral
    /// What every block made from the same literal shares: its captures' names, its compiled body.
    let code: BlockCode
    let info: RACBlockInfo
    let captures: [Binding]
    /// Every name the literal captures was found where the block was made, so capture `i` of
    /// `code.captureNames` is `captures[i]` and the body reads it by position. When one was
    /// not (a global the body mentions), the body looks captures up by name instead.
    let capturesAreAligned: Bool

    init(literal: BlockLiteral, code: BlockCode, info: RACBlockInfo, captures: [Binding]) {
        self.literal = literal
        self.code = code
        self.info = info
        self.captures = captures
        capturesAreAligned = captures.count == code.captureNames.count
        super.init()
        for binding in captures {
            if let box = binding.box { box.retain() } else { binding.value.object?.retain() }
        }
    }

    /// The captured names as a scope, built on the first call and shared by every call: a
    /// capture never changes after the block is made (by-value copies are read-only, `__block`
    /// ones are boxes), so each call only adds a scope for its parameters on top.
    private(set) lazy var captureScope: Scope = {
        let scope = Scope(parent: nil)
        for binding in captures { scope.bind(binding) }
        builtCaptureScope = Unmanaged.passUnretained(scope)
        return scope
    }()

    /// `captureScope` once built, unretained (the block holds it).
    @exclusivity(unchecked) private var builtCaptureScope: Unmanaged<Scope>?

    /// Runs `body` in `captureScope`, lent without the retain and release that reading the
    /// lazy property (or an unowned reference) costs: a call that needs no scope of its own
    /// (`BlockCode.needsCallScope` false) runs its body there.
    @inline(__always)
    func withCaptureScope<R>(_ body: (Scope) throws -> R) rethrows -> R {
        try (builtCaptureScope ?? Unmanaged.passUnretained(captureScope))._withUnsafeGuaranteedRef(body)
    }

    /// The scope of an earlier call (its parameters, or only the body's own variables when
    /// the parameters are in the frame), left, whose parent is already `captureScope`: the
    /// next call takes it rather than a spare scope it would have to re-parent (a retain and
    /// a release of the capture scope per call). A call made while another is running —
    /// recursion — finds none and takes a spare one.
    @exclusivity(unchecked) private var idleCallScope: Scope?

    /// A scope for one call, inside `captureScope`.
    func enterCallScope(_ evaluator: Evaluator) -> Scope {
        if let scope = idleCallScope {
            idleCallScope = nil
            return scope
        }
        return evaluator.enterScope(parent: captureScope)
    }

    /// Leaves a call's scope, keeping it for the next call when nothing else refers to it.
    func leaveCallScope(_ scope: inout Scope, _ evaluator: Evaluator) {
        scope.leave()
        guard isKnownUniquelyReferenced(&scope) else { return }
        if idleCallScope == nil {
            idleCallScope = scope
        } else {
            evaluator.keepSpare(scope)
        }
    }

    /// The value of capture `index`, without copying its binding out (a retain and a release).
    @inline(__always)
    func capturedValue(at index: Int) -> Value {
        switch captures[index] {
        case .declared(let box), .byReference(let box): return box.value
        case .byValue(let captured): return captured.value
        }
    }

    /// Runs `body` with the box of capture `index` when it is a `__block` variable's, lent:
    /// bound out of the captures as it is, the box was retained and released around the body
    /// (which calls out). The block holds the box for as long as it lives.
    @inline(__always)
    func withCapturedBox<R>(at index: Int, _ body: (VariableBox) throws -> R?) rethrows -> R? {
        let box: Unmanaged<VariableBox>? = captures.withUnsafeBufferPointer { captures in
            guard case .byReference(let box) = captures[index] else { return nil }
            return .passUnretained(box)
        }
        return try box?._withUnsafeGuaranteedRef(body)
    }

    override var className: String { "__NSMallocBlock__" }

    override func dealloc() {
        for binding in captures {
            if let box = binding.box { box.release() } else { binding.value.object?.release() }
        }
    }
}

/// A block literal's analysis, done the first time the literal is evaluated and kept for
/// every block made from it.
final class BlockCode {
    /// The names the literal uses from outside itself (`FreeVariables`).
    let captureNames: [String]
    let body: CompiledStatement
    /// The body reaches its parameters only by position, so a call keeps them in the
    /// evaluator's `argumentStack` instead of declaring a variable for each in a scope.
    let parametersInFrame: Bool
    /// Slots a call reserves after the parameters for the body's scalar locals (`FrameLocals`);
    /// 0 unless `parametersInFrame`.
    let frameLocalCount: Int
    /// A call needs a scope of its own, for parameters kept in a scope or for variables the
    /// body declares at its top level outside the frame. Without one, the body runs in the
    /// block's capture scope.
    let needsCallScope: Bool

    let parameterCount: Int
    /// The declared return type (nil when the literal leaves it to inference) and its
    /// category, kept here: reading them off the literal on every return copies its fields.
    let returnType: TypeName?
    private let returnCategory: TypeCategory?
    /// Bit `i` set: parameter `i` is an object or block pointer, which an object argument
    /// needs no conversion to (a mask rather than an array: read on every call).
    private let objectParameters: UInt64

    init(literal: BlockLiteral, captureNames: [String], body: @escaping CompiledStatement, parametersInFrame: Bool,
         frameLocalCount: Int, needsCallScope: Bool) {
        self.captureNames = captureNames
        self.body = body
        self.parametersInFrame = parametersInFrame
        self.frameLocalCount = frameLocalCount
        self.needsCallScope = needsCallScope
        parameterCount = literal.parameters.count
        returnType = literal.returnType
        returnCategory = literal.returnType?.category
        var mask: UInt64 = 0
        for (index, parameter) in literal.parameters.enumerated() where index < 64 {
            switch parameter.type.category {
            case .object, .block: mask |= 1 << UInt64(index)
            default: break
            }
        }
        objectParameters = mask
    }

    /// The returned value needs no conversion: no declared return type, an object (or nil)
    /// returned where an object or block goes, or a `BOOL` where a `BOOL` goes.
    @inline(__always)
    func returnsAsIs(_ value: Value) -> Bool {
        switch returnCategory {
        case nil: return true
        case .object?, .block?: return value.isObjectOrNil
        case .bool?: if case .bool = value { return true } else { return false }
        default: return false
        }
    }

    @inline(__always)
    func takesObject(at index: Int) -> Bool {
        index < 64 && objectParameters & (1 << UInt64(index)) != 0
    }
}
