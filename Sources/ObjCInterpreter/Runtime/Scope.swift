import ObjCFrontend
import RACCore

/// A lexical scope: the variables a `{ … }`, a block invocation or a method body declares.
///
/// Leaving a scope releases its variables in reverse order of declaration, which is when ARC
/// releases locals — and so when a subscriber held only by a local is deallocated.
final class Scope {
    /// How a name is bound in a scope.
    enum Binding {
        /// A local variable or parameter; `isByReference` for `__block` variables.
        case variable(VariableBox, type: TypeName?, isByReference: Bool)
        /// A variable a block captured by value: a read-only copy, as in Objective-C.
        case captured(Value, type: TypeName?)
    }

    let parent: Scope?
    /// A scope binds a handful of names: a list searched from the end (latest declaration
    /// first) beats hashing every lookup.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var bindings: [Binding] = []
    /// Boxes this scope owns (one reference each), in declaration order.
    @exclusivity(unchecked) private var owned: [VariableBox] = []

    init(parent: Scope?) {
        self.parent = parent
    }

    func lookup(_ name: String) -> Binding? {
        var scope: Scope? = self
        while let current = scope {
            if let index = current.names.lastIndex(of: name) { return current.bindings[index] }
            scope = current.parent
        }
        return nil
    }

    private func set(_ name: String, _ binding: Binding) {
        if let index = names.lastIndex(of: name) {
            bindings[index] = binding
        } else {
            names.append(name)
            bindings.append(binding)
        }
    }

    /// Declares a variable owned by this scope.
    @discardableResult
    func declare(_ name: String, type: TypeName?, isByReference: Bool, value: Value) -> VariableBox {
        let box = VariableBox(name: name, value: value)
        box.retain()
        owned.append(box)
        set(name, .variable(box, type: type, isByReference: isByReference))
        return box
    }

    /// Binds a name to storage owned elsewhere (a `__block` box a block captured).
    func bind(_ name: String, _ binding: Binding) {
        set(name, binding)
    }

    /// Releases the variables this scope owns, last declared first.
    func leave() {
        let boxes = owned
        owned = []
        for box in boxes.reversed() { box.release() }
    }
}
