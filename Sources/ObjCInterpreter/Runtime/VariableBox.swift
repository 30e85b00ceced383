import ObjCFrontend
import RACCore

/// A variable's storage. Locals live in a box owned by their scope; a `__block` variable's
/// box is also retained by every block that captures it, exactly like the heap box clang
/// makes, so the object it holds lives as long as the last of them (`05-lifetime`'s
/// `keeper`). Storing into the box retains the new object and releases the old one.
///
/// A box counts its holders itself rather than being a `RACObject`: nothing in RAC ever sees
/// one, and a scope that is left can then hand its box, once nobody holds it, to the next
/// variable it declares (`renew`) instead of freeing it and allocating another — a block call
/// declares a box per parameter. It still takes an object id, as it did when it was one,
/// so the ids and addresses of the objects made around it stay as they were.
final class VariableBox {
    /// What `%p` prints for `&variable` is derived from it.
    private(set) var objectID: Int
    private(set) var name: String
    /// The declared type, which assignments convert to; nil for the interpreter's own boxes.
    private(set) var type: TypeName?
    /// `type`'s category, kept apart: a store converts by it, and reading it off the type
    /// would retain and release the type's storage on every store.
    private(set) var category: TypeCategory?
    /// `__block`: blocks capture the box itself rather than a copy of its value.
    private(set) var isByReference: Bool
    @exclusivity(unchecked) private(set) var value: Value
    /// The scope that declared the box and the blocks that captured it.
    @exclusivity(unchecked) private var holders = 0

    init(name: String, type: TypeName? = nil, isByReference: Bool = false, value: Value = .null) {
        objectID = RACRuntime.reserveObjectID()
        self.name = name
        self.type = type
        category = type?.category
        self.isByReference = isByReference
        self.value = .null
        store(value)
    }

    /// Makes a box nobody holds any more (`isRetired`) the storage of a new variable, as if
    /// it had just been initialised.
    func renew(name: String, type: TypeName?, isByReference: Bool, value: Value) {
        objectID = RACRuntime.reserveObjectID()
        self.name = name
        self.type = type
        category = type?.category
        self.isByReference = isByReference
        store(value)
    }

    func store(_ newValue: Value) {
        newValue.object?.retain()
        let old = value
        value = newValue
        old.object?.release()
    }

    @inline(__always)
    func retain() {
        holders &+= 1
    }

    /// The last holder letting go releases the object the variable holds.
    func release() {
        holders &-= 1
        guard holders == 0 else { return }
        let old = value
        value = .null
        old.object?.release()
    }

    /// Nobody holds the box: its variable is gone.
    var isRetired: Bool { holders == 0 }
}
