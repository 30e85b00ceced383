/// `RACStringSequence`, from [RACStringSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m):
/// a string from an offset on (`-[NSString rac_sequence]`). Its head is
/// `-substringWithRange:` of one UTF-16 unit at the offset, its tail the same string one unit
/// further; `-array` instead splits the rest into composed character sequences. So a string
/// with a character outside the Basic Multilingual Plane (an emoji) reads as two heads (each
/// half of its surrogate pair) through `head`/`tail` and `for … in`, but as one through
/// `-array`, as in RAC.
public final class RACStringSequence: RACSequence {
    /// `string` (a copy) as NSString holds it: UTF-16 units.
    private let string: [UInt16]
    private let offset: Int

    private init(string: [UInt16], offset: Int) {
        self.string = string
        self.offset = offset
        super.init()
    }

    /// `+sequenceWithString:offset:` ([RACStringSequence.m:25](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m#L25)):
    /// `+empty` at the end of the string.
    public static func sequence(with string: String, offset: Int) -> RACSequence {
        sequence(withUnits: Array(string.utf16), offset: offset)
    }

    private static func sequence(withUnits string: [UInt16], offset: Int) -> RACSequence {
        if offset == string.count { return empty() }
        return RACStringSequence(string: string, offset: offset)
    }

    public override var className: String { "RACStringSequence" }

    /// `-head` ([RACStringSequence.m:38](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m#L38)):
    /// one UTF-16 unit (half a surrogate pair prints as U+FFFD, as Swift cannot hold it alone).
    public override var head: RACObject? { ObjCString(String(decoding: [string[offset]], as: UTF16.self)) }

    /// `-tail` ([RACStringSequence.m:42](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m#L42)).
    public override var tail: RACSequence? {
        let sequence = Self.sequence(withUnits: string, offset: offset + 1)
        sequence.name = name
        return sequence
    }

    /// `-array` ([RACStringSequence.m:48](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m#L48)):
    /// the rest of the string by composed character sequences (`Character`s).
    public override var array: [RACObject] { rest.map { ObjCString(String($0)) } }

    /// `-description` ([RACStringSequence.m:61](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStringSequence.m#L61)):
    /// the string from the offset on.
    public override var description: String {
        "<\(className): \(address)>{ name = \(name ?? "(null)"), string = \(rest) }"
    }

    /// `[self.string substringFromIndex:self.offset]`.
    private var rest: String { String(decoding: string[offset...], as: UTF16.self) }
}
