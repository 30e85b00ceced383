import ObjCFrontend

/// A lexical scope: the variables a `{ … }`, a block invocation or a method body declares.
///
/// Leaving a scope releases its variables in reverse order of declaration, which is when ARC
/// releases locals — and so when a subscriber held only by a local is deallocated.
final class Scope {
    /// Set again when the evaluator reuses a scope that was left (`Evaluator.enterScope`).
    @exclusivity(unchecked) fileprivate(set) var parent: Scope?
    /// Most scopes bind one name or none (a block's parameter, a loop's counter, a `{ … }`
    /// body): the first binding lives inline, so such a scope allocates no array.
    @exclusivity(unchecked) private var first: Binding?
    /// Later bindings in declaration order. A redeclared name is appended, not replaced:
    /// lookups search from the latest, and both boxes are still released on leaving.
    @exclusivity(unchecked) private var rest: [Binding] = []
    /// The box of the first variable this scope declared, kept when the scope was left with
    /// nobody else holding it, for the next first declaration: a reused scope — a block call's
    /// parameter scope — then declares without allocating.
    @exclusivity(unchecked) private var spareBox: VariableBox?

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Binding? {
        firstInChain { $0.binding(named: name) }
    }

    /// The value of variable `name`, as `lookup(name)?.value` answers it, without copying the
    /// binding out: a read is the commonest use of a name, and each copied binding is a retain
    /// and a release of its box.
    func value(named name: String) -> Value? {
        firstInChain { $0.localValue(named: name) }
    }

    /// The first answer `find` gives, from this scope outwards. Walked without retaining:
    /// every scope on the chain is held by the one below it, and the innermost by the caller,
    /// for the whole walk.
    @inline(__always)
    private func firstInChain<T>(_ find: (Scope) -> T?) -> T? {
        unowned(unsafe) var scope = self
        while true {
            if let found = find(scope) { return found }
            guard let parent = scope.parent else { return nil }
            scope = parent
        }
    }

    /// `localBinding(named: name)?.value`, without copying the binding out.
    func localValue(named name: String) -> Value? {
        if !rest.isEmpty {
            let found = rest.withUnsafeBufferPointer { bindings -> Value? in
                for index in bindings.indices.reversed() where bindings[index].name == name { return bindings[index].value }
                return nil
            }
            if let found { return found }
        }
        switch first {
        case .declared(let box)?, .byReference(let box)?: return box.name == name ? box.value : nil
        case .byValue(let captured)?: return captured.name == name ? captured.value : nil
        case nil: return nil
        }
    }

    /// `binding(at: index)?.value`, without copying the binding out.
    func value(at index: Int) -> Value? {
        guard index == 0 else { return rest[index - 1].value }
        switch first {
        case .declared(let box)?, .byReference(let box)?: return box.value
        case .byValue(let captured)?: return captured.value
        case nil: return nil
        }
    }

    private func binding(named name: String) -> Binding? {
        if !rest.isEmpty {
            let found = rest.withUnsafeBufferPointer { bindings in
                bindings.lastIndex { $0.name == name }.map { bindings[$0] }
            }
            if let found { return found }
        }
        if let first, first.name == name { return first }
        return nil
    }

    /// The binding declared `index`-th in this scope: a block's parameter, by position.
    func binding(at index: Int) -> Binding? {
        index == 0 ? first : rest[index - 1]
    }

    /// The binding for `name` in this scope alone (a block's captures), ignoring its parents.
    func localBinding(named name: String) -> Binding? {
        binding(named: name)
    }

    private func add(_ binding: Binding) {
        if first == nil { first = binding } else { rest.append(binding) }
    }

    /// Declares a variable owned by this scope.
    @discardableResult
    func declare(_ name: String, type: TypeName?, isByReference: Bool, value: Value) -> VariableBox {
        let box: VariableBox
        if first == nil, let spare = spareBox {
            spareBox = nil
            spare.renew(name: name, type: type, isByReference: isByReference, value: value)
            box = spare
        } else {
            box = VariableBox(name: name, type: type, isByReference: isByReference, value: value)
        }
        box.retain()
        add(.declared(box))
        return box
    }

    /// Binds a name to storage owned elsewhere (a capture of the block being run).
    func bind(_ binding: Binding) {
        add(binding)
    }

    /// Releases the variables this scope owns, last declared first.
    func leave() {
        // A block call's scope often declares nothing.
        if first == nil, rest.isEmpty { return }
        let later = rest
        var head = first
        rest = []
        first = nil
        for case .declared(let box) in later.reversed() { box.release() }
        guard case .declared(var box)? = head else { return }
        head = nil
        box.release()
        if box.isRetired, isKnownUniquelyReferenced(&box) { spareBox = box }
    }
}

/// How a name is bound in a scope. Each case holds one reference, so a lookup copies one
/// reference, and a declaration allocates nothing beyond the variable's box.
enum Binding {
    /// A local variable or parameter, declared by the scope that holds the binding (which
    /// releases the box on leaving).
    case declared(VariableBox)
    /// A `__block` variable a block captured: the box it shares with the declaring scope.
    case byReference(VariableBox)
    /// A variable a block captured by value: a read-only copy, as in Objective-C.
    case byValue(CapturedValue)

    var name: String {
        switch self {
        case .declared(let box), .byReference(let box): box.name
        case .byValue(let captured): captured.name
        }
    }

    var type: TypeName? {
        switch self {
        case .declared(let box), .byReference(let box): box.type
        case .byValue(let captured): captured.type
        }
    }

    /// The variable's storage; nil for a by-value capture, which cannot be assigned.
    var box: VariableBox? {
        switch self {
        case .declared(let box), .byReference(let box): box
        case .byValue: nil
        }
    }

    /// The variable's current value.
    var value: Value {
        switch self {
        case .declared(let box), .byReference(let box): box.value
        case .byValue(let captured): captured.value
        }
    }
}

/// A by-value capture's copy.
final class CapturedValue {
    let name: String
    let type: TypeName?
    let value: Value

    init(name: String, type: TypeName?, value: Value) {
        self.name = name
        self.type = type
        self.value = value
    }
}

extension Evaluator {
    /// A new scope inside `parent`: a spare one when there is one. A block call enters a scope
    /// for its parameters, and allocating and freeing one per call cost a third of the call.
    func enterScope(parent: Scope?) -> Scope {
        if let scope = spareScopes.popLast() {
            scope.parent = parent
            return scope
        }
        return Scope(parent: parent)
    }

    /// Leaves `scope`, then keeps it for `enterScope` when nothing else refers to it.
    func leaveScope(_ scope: inout Scope) {
        scope.leave()
        guard isKnownUniquelyReferenced(&scope) else { return }
        keepSpare(scope)
    }

    /// Keeps a left scope nothing else refers to for `enterScope`.
    func keepSpare(_ scope: Scope) {
        scope.parent = nil
        spareScopes.append(scope)
    }
}
