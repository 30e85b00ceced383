/// Deterministic, realistic-looking heap addresses for `%p` and `<Class: 0x…>` descriptions.
///
/// Real addresses change from run to run; RACStep derives one from the object's id so the
/// same snippet prints the same bytes every time. They look like the malloc zone addresses
/// an iOS simulator prints (`0x600000c0a1f0`), 16-byte aligned and distinct per object.
public enum ObjCAddress {
    public static func of(_ objectID: Int) -> String {
        let address = 0x6000_00c0_a000 &+ UInt64(truncatingIfNeeded: objectID) &* 0x10 &+ 0x1f0
        return "0x" + String(address, radix: 16)
    }
}
