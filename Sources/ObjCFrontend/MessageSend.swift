/// `[receiver selector]` or `[receiver part:arg part:arg, variadic, …]`.
///
/// The selector is kept whole (`subscribeNext:error:completed:`) for dispatch, and part by part
/// with ranges so a trace or error can point at the `error:` that mattered.
public struct MessageSend: Hashable, Sendable {
    public var receiver: Receiver
    /// The full selector: `viewDidLoad`, `createSignal:`, `subscribeNext:error:completed:`.
    public var selector: String
    /// One part per keyword; a unary send has one part with no argument.
    public var parts: [SelectorPart] { didSet { collectArguments() } }
    /// Extra arguments after the last keyword's argument (`arrayWithObjects:@1, @2, nil`).
    public var variadicArguments: [Expression] { didSet { collectArguments() } }
    /// The keyword arguments in order, then the variadic ones; and their ranges. Kept, not
    /// computed: the evaluator needs both on every send.
    public private(set) var arguments: [Expression] = []
    public private(set) var argumentRanges: [SourceRange] = []

    public init(receiver: Receiver, selector: String, parts: [SelectorPart], variadicArguments: [Expression] = []) {
        self.receiver = receiver
        self.selector = selector
        self.parts = parts
        self.variadicArguments = variadicArguments
        collectArguments()
    }

    private mutating func collectArguments() {
        arguments = parts.compactMap(\.argument) + variadicArguments
        argumentRanges = arguments.map(\.range)
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
