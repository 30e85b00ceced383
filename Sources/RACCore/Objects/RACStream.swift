/// `RACStream`: the abstract superclass of `RACSignal` and `RACSequence`, translated from
/// [RACStream.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m).
/// What the two share lives here: the name. Its five primitives (`+empty`, `+return:`,
/// `-bind:`, `-concat:`, `-zipWith:`) are each subclass's to implement — RACStream's own
/// raise (`abstractMethod(_:)`) — and its operations category, written once on them in RAC,
/// is each subclass's own code here (`RACSignal+Map.swift`, `RACSequence+Operators.swift`),
/// since Swift's return types are the subclass's.
open class RACStream: RACObject {
    /// RAC's `name`: `-[RACStream init]` sets it to `@""` (RACStream.m:21), and
    /// `-setNameWithFormat:` changes it only when `RAC_DEBUG_SIGNAL_NAMES` is in the
    /// environment (RACStream.m:55), so it stays empty unless set explicitly (`-setName:nil`
    /// makes it nil); traces name signals themselves.
    public var name: String? = ""

    open override var className: String { "RACStream" }

    /// What a primitive sent to `RACStream` itself raises: the `NSInternalInconsistencyException`
    /// RACStream.m's five abstract methods throw (L27-L50), `selector` as
    /// `NSStringFromSelector(_cmd)` prints it (no `+` or `-`).
    public static func abstractMethod(_ selector: String) -> RACException {
        RACException(name: "NSInternalInconsistencyException", reason: "\(selector) must be overridden by subclasses")
    }
}
