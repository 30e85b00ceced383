/// `[receiver selector]` or `[receiver part:arg part:arg, variadic, …]`.
///
/// The selector is kept whole (`subscribeNext:error:completed:`) for dispatch, and part by part
/// with ranges so a trace or error can point at the `error:` that mattered.
public struct MessageSend: Hashable, Sendable {
    /// The fields, behind one reference: the evaluator takes a send out of its expression on
    /// every evaluation, and copying the struct's strings and arrays was a retain and a
    /// release each. Replaced on write, never changed, so `MessageSend` keeps value semantics.
    private final class Storage: Sendable {
        let receiver: Receiver
        let selector: String
        let parts: [SelectorPart]
        let variadicArguments: [Expression]
        // Derived from the parts, kept rather than computed: the evaluator needs them on every send.
        let arguments: [Expression]
        let argumentRanges: [SourceRange]
        let selectorRange: SourceRange?
        let blockArguments: [(keyword: String, blockStart: Int)]

        init(receiver: Receiver, selector: String, parts: [SelectorPart], variadicArguments: [Expression]) {
            self.receiver = receiver
            self.selector = selector
            self.parts = parts
            self.variadicArguments = variadicArguments
            arguments = parts.compactMap(\.argument) + variadicArguments
            argumentRanges = arguments.map(\.range)
            selectorRange = parts.first.map { $0.nameRange.union(parts.last!.nameRange) }
            blockArguments = parts.compactMap { part in
                guard let argument = part.argument, case .block(let literal) = argument.kind else { return nil }
                return (part.name + ":", literal.range.start)
            }
        }
    }

    private var storage: Storage

    public init(receiver: Receiver, selector: String, parts: [SelectorPart], variadicArguments: [Expression] = []) {
        storage = Storage(receiver: receiver, selector: selector, parts: parts, variadicArguments: variadicArguments)
    }

    public var receiver: Receiver {
        get { storage.receiver }
        set { storage = Storage(receiver: newValue, selector: selector, parts: parts, variadicArguments: variadicArguments) }
    }
    /// The full selector: `viewDidLoad`, `createSignal:`, `subscribeNext:error:completed:`.
    public var selector: String {
        get { storage.selector }
        set { storage = Storage(receiver: receiver, selector: newValue, parts: parts, variadicArguments: variadicArguments) }
    }
    /// One part per keyword; a unary send has one part with no argument.
    public var parts: [SelectorPart] {
        get { storage.parts }
        set { storage = Storage(receiver: receiver, selector: selector, parts: newValue, variadicArguments: variadicArguments) }
    }
    /// Extra arguments after the last keyword's argument (`arrayWithObjects:@1, @2, nil`).
    public var variadicArguments: [Expression] {
        get { storage.variadicArguments }
        set { storage = Storage(receiver: receiver, selector: selector, parts: parts, variadicArguments: newValue) }
    }
    /// The keyword arguments in order, then the variadic ones; and their ranges.
    public var arguments: [Expression] { storage.arguments }
    public var argumentRanges: [SourceRange] { storage.argumentRanges }
    /// From the first keyword to the last; nil only for a send without parts.
    public var selectorRange: SourceRange? { storage.selectorRange }
    /// The block literals written directly as keyword arguments, with their keyword
    /// (`subscribeNext:`) and the offset of their `^`: what each block is for.
    public var blockArguments: [(keyword: String, blockStart: Int)] { storage.blockArguments }

    public static func == (lhs: MessageSend, rhs: MessageSend) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.receiver == rhs.receiver && lhs.selector == rhs.selector && lhs.parts == rhs.parts
            && lhs.variadicArguments == rhs.variadicArguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(receiver)
        hasher.combine(selector)
        hasher.combine(parts)
        hasher.combine(variadicArguments)
    }

    public enum Receiver: Hashable, Sendable {
        /// `[super viewDidLoad]`: dispatch starts at the superclass.
        case `super`(SourceRange)
        /// Any expression, including a class name (`[RACSignal createSignal:…]`) or `self`.
        case expression(Expression)
    }
}

/// One keyword of a selector with its argument: `sendNext:` `@1`.
public struct SelectorPart: Hashable, Sendable {
    /// The keyword without its colon; may be a C keyword, as in `[RACSignal return:x]`.
    public var name: String
    public var nameRange: SourceRange
    /// Nil for a unary selector (`[signal replay]`).
    public var argument: Expression?

    public init(name: String, nameRange: SourceRange, argument: Expression?) {
        self.name = name
        self.nameRange = nameRange
        self.argument = argument
    }
}
