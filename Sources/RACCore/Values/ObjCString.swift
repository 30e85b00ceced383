import Foundation

/// `NSString`: an immutable string (`@"…"`), or `NSMutableString`.
public final class ObjCString: RACObject {
    public private(set) var value: String
    public let isMutable: Bool

    public init(_ value: String, mutable: Bool = false) {
        self.value = value
        isMutable = mutable
        super.init()
    }

    public override var className: String { isMutable ? "__NSCFString" : "__NSCFConstantString" }
    /// A string describes itself as itself.
    public override var description: String { value }

    public override func isEqual(_ other: RACObject?) -> Bool {
        (other as? ObjCString)?.value == value
    }

    /// `-hash`: CoreFoundation's string hash, as Foundation computes it — the same on every
    /// run, which Swift's seeded `String` hashing is not.
    public override var hashValue: Int { NSString(string: value).hash }

    /// `-appendString:` on an `NSMutableString`.
    public func append(_ string: String) {
        precondition(isMutable, "-appendString: sent to an immutable string")
        value += string
    }
}
