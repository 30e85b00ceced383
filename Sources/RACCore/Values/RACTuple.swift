/// `RACTuple` and its fixed-size subclasses (`RACOneTuple` … `RACFiveTuple`, as
/// ReactiveObjC 3.x names them; RAC 2.5 printed plain `RACTuple`).
///
/// A nil element is stored as `RACTupleNil` and read back as nil.
public final class RACTuple: RACObject {
    private let backing: [RACObject]

    /// `+tupleWithObjectsFromArray:`; nil elements become `RACTupleNil`.
    public init(_ objects: [RACObject?]) {
        backing = objects.map { $0 ?? RACTupleNil.tupleNil }
        for object in backing { object.retain() }
        super.init()
    }

    public override var className: String {
        switch backing.count {
        case 1: return "RACOneTuple"
        case 2: return "RACTwoTuple"
        case 3: return "RACThreeTuple"
        case 4: return "RACFourTuple"
        case 5: return "RACFiveTuple"
        default: return "RACTuple"
        }
    }

    public override func dealloc() {
        for object in backing { object.release() }
    }

    public var count: Int { backing.count }

    /// `-objectAtIndex:`: nil past the end or for a stored nil.
    public subscript(index: Int) -> RACObject? {
        guard index >= 0, index < backing.count else { return nil }
        let object = backing[index]
        return object is RACTupleNil ? nil : object
    }

    public var first: RACObject? { self[0] }
    public var second: RACObject? { self[1] }
    public var third: RACObject? { self[2] }
    public var fourth: RACObject? { self[3] }
    public var fifth: RACObject? { self[4] }
    public var last: RACObject? { self[backing.count - 1] }

    /// `-allObjects`: nils as `NSNull`.
    public var allObjects: [RACObject] { backing.map { $0 is RACTupleNil ? ObjCNull.null : $0 } }

    /// `<RACTwoTuple: 0x…> (\n    1,\n    b\n)`: the class, the address, then `allObjects`.
    public override var description: String {
        "<\(className): \(address)> " + ObjCDescription.render(.array(allObjects.map(ObjCDescriptionNode.of)))
    }

    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? RACTuple, other.backing.count == backing.count else { return false }
        return zip(backing, other.backing).allSatisfy { objcEqual($0, $1) }
    }
}

/// `RACTupleNil`: the placeholder for nil inside tuples and RAC's queues.
public final class RACTupleNil: RACObject {
    /// `+tupleNil`, a singleton per run.
    public static var tupleNil: RACTupleNil { RACRuntime.current.singleton(RACTupleNil.self) { RACTupleNil() } }
    public override var className: String { "RACTupleNil" }
}

/// `NSNull`.
public final class ObjCNull: RACObject {
    /// `+[NSNull null]`, a singleton per run.
    public static var null: ObjCNull { RACRuntime.current.singleton(ObjCNull.self) { ObjCNull() } }
    public override var className: String { "NSNull" }
    public override var description: String { "<null>" }
}

/// `RACUnit`: the "nothing in particular" value (`+defaultUnit`).
public final class RACUnit: RACObject {
    /// `+defaultUnit`, a singleton per run.
    public static var defaultUnit: RACUnit { RACRuntime.current.singleton(RACUnit.self) { RACUnit() } }
    public override var className: String { "RACUnit" }
}
