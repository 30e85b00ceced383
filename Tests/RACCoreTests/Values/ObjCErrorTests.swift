import Testing
import RACCore

/// `ObjCError`'s description, as CoreFoundation's `_CFErrorFormatDebugDescriptionAux`
/// (CFError.c, swift-corelibs-foundation at e55e1d8, L341-L385) writes it: each expected
/// text below is that function's output for the user info given.
@Suite struct ObjCErrorTests {
    private func error(_ domain: String, _ code: Int, _ userInfo: [(String, RACObject)]?) -> ObjCError {
        ObjCError(domain: domain, code: code, userInfo: userInfo.map { ObjCDictionary($0.map { (key: ObjCString($0.0), value: $0.1) }) })
    }

    @Test func anUnderlyingErrorPrintsItsAddressThenItsDescriptionInBraces() {
        // userInfoKeyValueShow: `%@=%p {` for an NSUnderlyingError that is an error, the
        // error's own description, then `}`; other entries `%@=%@`.
        RACRuntime.isolated { _ in
            let inner = error("NSPOSIXErrorDomain", 2, nil)
            let outer = error("Download", 7, [("NSUnderlyingError", inner), ("file", ObjCString("a.txt"))])
            #expect(outer.description == #"Error Domain=Download Code=7 "(null)" UserInfo={NSUnderlyingError=\#(inner.address) {Error Domain=NSPOSIXErrorDomain Code=2 "(null)"}, file=a.txt}"#)
        }
    }

    @Test func underlyingErrorsShowThreeLevelsDeep() {
        // `context->depth < 3`: the user info of the fourth error down is
        // `UserInfo=%p (not displayed)`.
        RACRuntime.isolated { _ in
            let fourth = error("D", 4, [("k", ObjCString("v"))])
            let third = error("D", 3, [("NSUnderlyingError", fourth)])
            let second = error("D", 2, [("NSUnderlyingError", third)])
            let first = error("D", 1, [("NSUnderlyingError", second)])
            let userInfo = fourth.userInfo!.address
            #expect(first.description == """
                Error Domain=D Code=1 "(null)" UserInfo={NSUnderlyingError=\(second.address) {Error Domain=D Code=2 "(null)" \
                UserInfo={NSUnderlyingError=\(third.address) {Error Domain=D Code=3 "(null)" \
                UserInfo={NSUnderlyingError=\(fourth.address) {Error Domain=D Code=4 "(null)" UserInfo=\(userInfo) (not displayed)}}}}}}
                """)
        }
    }

    @Test func anUnderlyingValueThatIsNoErrorPrintsAsAnyValue() {
        RACRuntime.isolated { _ in
            let failed = error("D", 1, [("NSUnderlyingError", ObjCString("not an error"))])
            #expect(failed.description == #"Error Domain=D Code=1 "(null)" UserInfo={NSUnderlyingError=not an error}"#)
        }
    }

    @Test func theQuotedDescriptionFallsBackInCoreFoundationsOrder() {
        // NSDescription, else NSDebugDescription, else NSLocalizedDescription, else
        // NSLocalizedFailureReason; NSDebugDescription follows NSDescription in parentheses.
        RACRuntime.isolated { _ in
            let reason = error("D", 1, [("NSLocalizedFailureReason", ObjCString("why"))])
            #expect(reason.description == #"Error Domain=D Code=1 "why" UserInfo={NSLocalizedFailureReason=why}"#)
            let debug = error("D", 1, [("NSDebugDescription", ObjCString("dbg")), ("NSLocalizedDescription", ObjCString("loc"))])
            #expect(debug.description == #"Error Domain=D Code=1 "dbg" UserInfo={NSDebugDescription=dbg, NSLocalizedDescription=loc}"#)
            let both = error("D", 1, [("NSDescription", ObjCString("desc")), ("NSDebugDescription", ObjCString("dbg"))])
            #expect(both.description == #"Error Domain=D Code=1 "desc" (dbg) UserInfo={NSDescription=desc, NSDebugDescription=dbg}"#)
        }
    }
}
