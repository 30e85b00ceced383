import ObjCFrontend
import RACCore

/// `RACSignal`'s instance methods: subscribing and the operators.
extension Evaluator {
    static let signalSelectors = [
        "subscribe:", "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
        "subscribeError:", "subscribeCompleted:", "subscribeError:completed:",
        "bind:", "concat:", "zipWith:", "name", "setName:", "setNameWithFormat:",
    ]

    func sendToSignal(_ signal: RACSignal, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "subscribe:":
            guard let subscriber = arguments[0].object as? RACSubscriberProtocol else {
                throw RuntimeFailure.parameterAssert("subscriber != nil", at: context.argumentRange(0))
            }
            return result(signal.subscribe(subscriber))
        case "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
             "subscribeError:", "subscribeCompleted:", "subscribeError:completed:":
            return try subscribe(signal, selector, arguments, context)
        case "bind:":
            let block = try blockArgument(arguments[0], 0, context)!
            return result(signal.bind(bindBlockFactory(block)))
        case "concat:":
            guard let other = arguments[0].object as? RACSignal else {
                throw RuntimeFailure.parameterAssert("signal != nil", at: context.argumentRange(0))
            }
            return result(signal.concat(other))
        case "zipWith:":
            guard let other = arguments[0].object as? RACSignal else {
                throw RuntimeFailure.parameterAssert("signal != nil", at: context.argumentRange(0))
            }
            return result(signal.zipWith(other))
        case "name":
            return signal.name.map { temporary(.object(ObjCString($0))) } ?? .null
        case "setName:":
            signal.name = arguments[0].object?.description
            return .void
        case "setNameWithFormat:":
            // RAC ignores names unless RAC_DEBUG_SIGNAL_NAMES is set.
            return .object(signal)
        default:
            return nil
        }
    }

    /// The `subscribeNext:error:completed:` family: each part's block, the rest nil.
    private func subscribe(_ signal: RACSignal, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value {
        let parts = selector.split(separator: ":").map(String.init)
        var next: RACValueBlock?, error: RACValueBlock?, completed: RACVoidBlock?
        for (index, part) in parts.enumerated() {
            let block = try blockArgument(arguments[index], index, context)!
            switch part {
            case "subscribeNext": next = valueBlock(block)
            case "error", "subscribeError": error = valueBlock(block)
            default: completed = voidBlock(block)
            }
        }
        return result(signal.subscribe(next: next, error: error, completed: completed))
    }

    /// An object the engine returned, kept for the rest of the statement.
    func result(_ object: RACObject?) -> Value {
        guard let object else { return .null }
        return temporary(.object(object))
    }
}
