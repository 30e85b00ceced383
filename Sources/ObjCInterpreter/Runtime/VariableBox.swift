import ObjCFrontend
import RACCore

/// A variable's storage. Locals live in a box owned by their scope; a `__block` variable's
/// box is also retained by every block that captures it, exactly like the heap box clang
/// makes, so the object it holds lives as long as the last of them (`05-lifetime`'s
/// `keeper`). Storing into the box retains the new object and releases the old one.
final class VariableBox: RACObject {
    let name: String
    /// The declared type, which assignments convert to; nil for the interpreter's own boxes.
    let type: TypeName?
    /// `__block`: blocks capture the box itself rather than a copy of its value.
    let isByReference: Bool
    @exclusivity(unchecked) private(set) var value: Value

    init(name: String, type: TypeName? = nil, isByReference: Bool = false, value: Value = .null) {
        self.name = name
        self.type = type
        self.isByReference = isByReference
        self.value = .null
        super.init()
        store(value)
    }

    override var className: String { "__block_byref" }

    func store(_ newValue: Value) {
        newValue.object?.retain()
        let old = value
        value = newValue
        old.object?.release()
    }

    override func dealloc() {
        let old = value
        value = .null
        old.object?.release()
    }
}
