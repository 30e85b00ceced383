/// `RACTuple` and its fixed-size subclasses `RACOneTuple` … `RACFiveTuple`, from
/// [RACTuple.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m).
///
/// Which class a tuple has depends on how it was made, not on its size, and a snippet sees
/// the difference in the description: `RACTuplePack(…)` picks the class by the number of
/// arguments (`RACTuplePack_class_name`, RACTuple.h:208), while
/// `+[RACTuple tupleWithObjectsFromArray:]` makes the class it is sent to — a plain `RACTuple`
/// from `+combineLatest:` and `+zip:` (RACStream.m:227), a `RACTwoTuple` from `-zipWith:`
/// (RACSignal.m:219, through `RACTuplePack`).
///
/// A nil element is stored as `RACTupleNil` and read back as nil; `-allObjects` (and so the
/// description) shows it as `NSNull`.
public class RACTuple: RACObject {
    /// `backingArray`: never holds nil (an `NSArray`), nils are `RACTupleNil`.
    public let backingArray: [RACObject]

    /// `-initWithBackingArray:` ([RACTuple.m:59](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L59)).
    public required init(backingArray: [RACObject]) {
        self.backingArray = backingArray
        for object in backingArray { object.retain() } // `_backingArray = [backingArray copy]` (RACTuple.m:62) holds them
        super.init()
    }

    /// `+tupleWithObjectsFromArray:convertNullsToNils:` ([RACTuple.m:115](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L115)):
    /// a tuple of the class it is sent to; with `convert`, `NSNull`s become `RACTupleNil`
    /// (so they read back as nil).
    public class func tuple(withObjectsFrom array: [RACObject], convertNullsToNils convert: Bool = false) -> Self {
        if !convert {
            return Self(backingArray: array)
        }
        let newArray = array.map { $0 is ObjCNull ? RACTupleNil.tupleNil : $0 }
        return Self(backingArray: newArray)
    }

    public override var className: String { "RACTuple" }

    public override func dealloc() {
        for object in backingArray { object.release() }
    }

    /// `-count`.
    public var count: Int { backingArray.count }

    /// `-objectAtIndex:` ([RACTuple.m:155](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L155)):
    /// nil past the end or for a stored nil.
    public subscript(index: Int) -> RACObject? {
        guard index >= 0, index < backingArray.count else { return nil }
        let object = backingArray[index]
        return object is RACTupleNil ? nil : object
    }

    public var first: RACObject? { self[0] }
    public var second: RACObject? { self[1] }
    public var third: RACObject? { self[2] }
    public var fourth: RACObject? { self[3] }
    public var fifth: RACObject? { self[4] }
    /// `-last`: `self[self.count - 1]`, nil for an empty tuple (the index wraps past the end).
    public var last: RACObject? { self[backingArray.count - 1] }

    /// `-tupleByAddingObject:` ([RACTuple.m:171](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L171)):
    /// a tuple of the receiver's class with `obj` (or `RACTupleNil`) appended. The
    /// fixed-size classes up to `RACFourTuple` override it to make the next size;
    /// `RACFiveTuple` does not, so it makes a `RACFiveTuple` of six, which fails
    /// `-initWithBackingArray:`'s assertion.
    public func tupleByAddingObject(_ obj: RACObject?) -> RACTuple {
        let newArray = backingArray + [obj ?? RACTupleNil.tupleNil]
        return type(of: self).tuple(withObjectsFrom: newArray)
    }

    /// `-allObjects` ([RACTuple.m:162](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L162)):
    /// nils as `NSNull`.
    public var allObjects: [RACObject] { backingArray.map { $0 is RACTupleNil ? ObjCNull.null : $0 } }

    /// `-description` ([RACTuple.m:67](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L67)):
    /// `<RACTwoTuple: 0x…> (\n    1,\n    b\n)`, the class, the address, then `allObjects`.
    public override var description: String {
        "<\(className): \(address)> " + ObjCDescription.render(.array(allObjects.map(ObjCDescriptionNode.of)))
    }

    /// `-isEqual:` (RACTuple.m:71): any tuple with an equal backing array — a plain tuple
    /// asks `isKindOfClass:RACTuple.class`, and so do the fixed-size ones (RACTuple.m:249).
    public override func isEqual(_ other: RACObject?) -> Bool {
        if other === self { return true }
        guard let other = other as? RACTuple else { return false }
        return other.backingArray.count == backingArray.count && zip(backingArray, other.backingArray).allSatisfy { objcEqual($0, $1) }
    }

    /// `-hash` (RACTuple.m:78): the backing array's, which is its count (`__CFArrayHash`).
    public override var hashValue: Int { backingArray.count }
}

/// `RACTuplePack(...)` (RACTuple.h:16), which expands to `RACTuplePack_` (RACTuple.h:200-201): the class for the number of arguments — one to five
/// give `RACOneTuple` … `RACFiveTuple`, more a plain `RACTuple` — sent
/// `+tupleWithObjectsFromArray:` with each nil replaced by `RACTupleNil`.
func reactiveObjCTuplePack(_ objects: [RACObject?]) -> RACTuple {
    let array = objects.map { $0 ?? RACTupleNil.tupleNil }
    switch objects.count {
    case 1: return RACOneTuple.tuple(withObjectsFrom: array)
    case 2: return RACTwoTuple.tuple(withObjectsFrom: array)
    case 3: return RACThreeTuple.tuple(withObjectsFrom: array)
    case 4: return RACFourTuple.tuple(withObjectsFrom: array)
    case 5: return RACFiveTuple.tuple(withObjectsFrom: array)
    default: return RACTuple.tuple(withObjectsFrom: array)
    }
}

/// A fixed-size tuple (`RACOneTuple` … `RACFiveTuple`): `-initWithBackingArray:` asserts the
/// size (`NSParameterAssert(backingArray.count == N)`, RACTuple.m:230 …). `RACTuplePack`,
/// `+pack:…` and the factories sent to the class make them.
public class RACFixedSizeTuple: RACTuple {
    class var size: Int { preconditionFailure("abstract") }
    /// The class `-tupleByAddingObject:` makes (RACTuple.m:234, :269, :306, :345); nil for
    /// `RACFiveTuple`, which inherits `RACTuple`'s.
    class var nextSize: RACFixedSizeTuple.Type? { nil }

    /// Fails the `NSParameterAssert` on the size; the stand-in keeps the objects.
    public required init(backingArray: [RACObject]) {
        if backingArray.count != Self.size {
            RACRuntime.raise(.assertion("Invalid parameter not satisfying: backingArray.count == \(Self.size)"))
        }
        super.init(backingArray: backingArray)
    }

    public override func tupleByAddingObject(_ obj: RACObject?) -> RACTuple {
        guard let nextSize = Self.nextSize else { return super.tupleByAddingObject(obj) }
        let newArray = backingArray + [obj ?? RACTupleNil.tupleNil]
        return nextSize.tuple(withObjectsFrom: newArray)
    }

    /// `+pack:`, `+pack::` … `+pack:::::` (RACTuple.m:239, :274, :311, :350, :386): a tuple of
    /// this class of the objects, nils as `RACTupleNil`.
    public class func pack(_ objects: [RACObject?]) -> Self {
        tuple(withObjectsFrom: objects.map { $0 ?? RACTupleNil.tupleNil })
    }
}

public final class RACOneTuple: RACFixedSizeTuple {
    override class var size: Int { 1 }
    override class var nextSize: RACFixedSizeTuple.Type? { RACTwoTuple.self }
    public override var className: String { "RACOneTuple" }
}

public final class RACTwoTuple: RACFixedSizeTuple {
    override class var size: Int { 2 }
    override class var nextSize: RACFixedSizeTuple.Type? { RACThreeTuple.self }
    public override var className: String { "RACTwoTuple" }
}

public final class RACThreeTuple: RACFixedSizeTuple {
    override class var size: Int { 3 }
    override class var nextSize: RACFixedSizeTuple.Type? { RACFourTuple.self }
    public override var className: String { "RACThreeTuple" }
}

public final class RACFourTuple: RACFixedSizeTuple {
    override class var size: Int { 4 }
    override class var nextSize: RACFixedSizeTuple.Type? { RACFiveTuple.self }
    public override var className: String { "RACFourTuple" }
}

public final class RACFiveTuple: RACFixedSizeTuple {
    override class var size: Int { 5 }
    public override var className: String { "RACFiveTuple" }
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
