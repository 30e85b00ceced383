/// A `__block` C variable (`__block BOOL selfCompleted`, `__block volatile int32_t
/// signalCount`): shared by the blocks that capture it, as the compiler's byref box is. It
/// holds no object, so the model does not see it; a `__block id` variable is a
/// `RACObjectBox`, which does hold its object.
public final class RACBlockVariable<Value> {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
