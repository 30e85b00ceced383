/// `NSError`: domain, code and user info, printed as Foundation prints it
/// (`Error Domain=NSURLErrorDomain Code=-1009 "(null)"`).
public final class ObjCError: RACObject {
    public let domain: String
    public let code: Int
    public let userInfo: ObjCDictionary?

    /// `+errorWithDomain:code:userInfo:`.
    public init(domain: String, code: Int, userInfo: ObjCDictionary?) {
        userInfo?.retain()
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
        super.init()
    }

    public override var className: String { "NSError" }

    public override func dealloc() {
        userInfo?.release()
    }

    /// `NSLocalizedDescriptionKey` from the user info, if there is one.
    public var localizedDescriptionValue: String? {
        userInfo?.entries.first { ($0.key as? ObjCString)?.value == "NSLocalizedDescription" }?.value.description
    }

    public override var description: String {
        ObjCDescription.error(
            domain: domain, code: code,
            userInfo: userInfo.map { $0.entries.map { (key: $0.key.description, value: ObjCDescriptionNode.of($0.value)) } },
            localizedDescription: localizedDescriptionValue)
    }

    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? ObjCError else { return false }
        return other.domain == domain && other.code == code && objcEqual(other.userInfo, userInfo)
    }
}
