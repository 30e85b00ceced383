/// One recorded step of a run, in the form every consumer uses: `racstep trace`, lessons,
/// the site's player and the stepper. Objects are named by stable symbolic ids
/// (`signal#2`, `subscriber#3`, `disposable#5`), never by addresses.
public struct RACTraceStep: Equatable, Sendable, Codable {
    public enum Event: String, Equatable, Sendable, Codable {
        case create, subscribe, enter, exit, next, error, completed, dispose, dealloc, log
    }

    /// 1-based position in the trace.
    public var step: Int
    public var event: Event
    /// The block number, for numbered blocks (user labels or the numbering map).
    public var block: Int?
    /// The block's name, or the object's class for create/dispose/dealloc.
    public var name: String?
    /// The signal involved: the reader's variable name, else a RAC-style name.
    public var signal: String?
    /// A value's or error's description.
    public var value: String?
    /// Console text, for `log`.
    public var text: String?
    /// 1-based source line, when known.
    public var line: Int?
    /// Nesting: the number of blocks entered and not yet left.
    public var depth: Int
    /// The symbolic id of the object the step is about (`subscriber#3`).
    public var object: String?
    /// For events: who received them (`subscriber#3`); for disposals: what the disposable is
    /// part of (`disposable#2`); for subscribe: the subscriber.
    public var target: String?
    /// An event a disposed subscriber swallowed, or a dispose that ran a block.
    public var flag: Bool?
    /// For enter/exit: true when the block is the reader's (from the snippet), absent for
    /// RAC's own blocks.
    public var user: Bool?
    /// For enter of an engine block: where the block begins in ReactiveObjC at 1af6617
    /// (`RACSignal.m:108`), when RAC has one.
    public var rac: String?
    /// For enter of an engine block: where it is written in RACCore
    /// (`Sources/RACCore/Operators/RACSignal+Bind.swift:42`).
    public var engine: String?

    public init(step: Int, event: Event, depth: Int) {
        self.step = step
        self.event = event
        self.depth = depth
    }
}
