/// `RACBlockTrampoline`, from [RACBlockTrampoline.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBlockTrampoline.m):
/// calls a block object with a tuple's elements as its arguments. ReactiveObjC builds an
/// `NSInvocation` of `-performWith:…` with one argument per element; here the runtime's
/// `blockInvoker` — the interpreter, which made the block — calls it.
public enum RACBlockTrampoline {
    /// `+invokeBlock:withArguments:` ([RACBlockTrampoline.m:29](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBlockTrampoline.m#L29)):
    /// `NSCParameterAssert(block != NULL)`; each `RACTupleNil` is passed as nil, as
    /// `-objectAtIndexedSubscript:` reads it.
    public static func invokeBlock(_ block: RACObject?, withArguments arguments: RACTuple) -> RACObject? {
        guard let block else {
            RACRuntime.raise(.assertion("Invalid parameter not satisfying: block != NULL"))
            return nil
        }
        let values = (0..<arguments.count).map { arguments[$0] }
        return RACRuntime.withCurrent { $0.blockInvoker }?(block, values)
    }
}
