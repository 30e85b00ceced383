/// `NSError`: domain, code and user info, printed as Foundation prints it
/// (`Error Domain=NSURLErrorDomain Code=-1009 "(null)"`).
public final class ObjCError: RACObject {
    public let domain: String
    public let code: Int
    public let userInfo: ObjCDictionary?

    /// `+errorWithDomain:code:userInfo:`.
    public init(domain: String, code: Int, userInfo: ObjCDictionary?) {
        userInfo?.retain() // NSError keeps its user info (a copy; a snippet's dictionaries are not mutated after)
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
        userInfoValue("NSLocalizedDescription")
    }

    /// `-description`: CFError.c's `_CFErrorCreateDebugDescription`
    /// ([swift-corelibs-foundation](https://github.com/apple/swift-corelibs-foundation/blob/e55e1d88001997be830fbc01086564431d405dad/Sources/CoreFoundation/CFError.c#L354),
    /// the CoreFoundation Apple's NSError prints through).
    public override var description: String { debugDescription(depth: 0) }

    /// `_CFErrorFormatDebugDescriptionAux`: the quoted description is `NSDescription`, else
    /// `NSDebugDescription`, else `NSLocalizedDescription`, else `NSLocalizedFailureReason`;
    /// an `NSUnderlyingError` that is an error prints as `%p {…}`, its own description one
    /// level deeper; past three levels the user info is `UserInfo=%p (not displayed)`.
    private func debugDescription(depth: Int) -> String {
        var description = userInfoValue("NSDescription")
        var debugDescription = userInfoValue("NSDebugDescription")
        if description == nil {
            description = debugDescription ?? userInfoValue("NSLocalizedDescription") ?? userInfoValue("NSLocalizedFailureReason")
            debugDescription = nil
        }
        if let userInfo, userInfo.count > 0, depth >= 3 {
            return ObjCDescription.error(domain: domain, code: code, userInfo: nil,
                                         localizedDescription: description, debugDescription: debugDescription)
                + " UserInfo=\(userInfo.address) (not displayed)"
        }
        let entries = userInfo.map { $0.entries.map { entry -> (key: String, value: ObjCDescriptionNode) in
            if (entry.key as? ObjCString)?.value == "NSUnderlyingError", let underlying = entry.value as? ObjCError {
                return (entry.key.description, .atom("\(underlying.address) {\(underlying.debugDescription(depth: depth + 1))}"))
            }
            return (entry.key.description, ObjCDescriptionNode.of(entry.value))
        } }
        return ObjCDescription.error(domain: domain, code: code, userInfo: entries,
                                     localizedDescription: description, debugDescription: debugDescription)
    }

    /// A user-info value by its string key, as `%@` prints it.
    private func userInfoValue(_ key: String) -> String? {
        userInfo?.entries.first { ($0.key as? ObjCString)?.value == key }?.value.description
    }

    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? ObjCError else { return false }
        return other.domain == domain && other.code == code && objcEqual(other.userInfo, userInfo)
    }
}
