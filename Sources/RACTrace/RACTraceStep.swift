/// One recorded step of a run, in the form every consumer uses: `racstep trace`, lessons,
/// the site's player and the stepper. Objects are named by stable symbolic ids
/// (`signal#2`, `subscriber#3`, `disposable#5`), never by addresses.
///
/// What happened is `event`, an enum whose cases carry exactly what their kind of step has;
/// the flat view below it (`name`, `signal`, `object`, `target`…) is what the text and JSON
/// formats print, derived from the case.
public struct RACTraceStep: Equatable, Sendable {
    /// 1-based position in the trace.
    public var step: Int
    /// Nesting: the number of blocks entered and not yet left.
    public var depth: Int
    /// 1-based line of the snippet being run, when known; for the reader's blocks, the line
    /// of the block's `^`.
    public var line: Int?
    public var event: Event

    public init(step: Int, depth: Int, line: Int?, event: Event) {
        self.step = step
        self.depth = depth
        self.line = line
        self.event = event
    }

    /// What a step is about. Indirect: a step's fields are in one box, so each of the many
    /// passes that read a run's steps copies a step with one retain instead of one per string
    /// (a site build copies every step a dozen times).
    public indirect enum Event: Equatable, Sendable {
        /// A signal or subscriber was created; `signal` names a signal.
        case create(object: String, className: String, signal: String?)
        /// A passthrough subscriber now stands between `signal` and `subscriber`.
        case passthrough(object: String, signal: String, subscriber: String)
        /// `-subscribe:` was called on `signal` (object `signalObject`).
        case subscribe(signal: String, signalObject: String, subscriber: String, subscriberClass: String)
        case enter(Block)
        case exit(Block)
        case next(Delivery, value: String)
        case error(Delivery, error: String)
        case completed(Delivery)
        /// A disposable was disposed for the first time, inside `parent` if it has one.
        case dispose(object: String, className: String, parent: String?, ranBlock: Bool)
        /// An object whose deallocation matters was deallocated.
        case dealloc(object: String, className: String, signal: String?)
        /// A line of console output.
        case log(String)
    }

    /// A block entered or left.
    public struct Block: Equatable, Sendable {
        /// The engine's dotted name (`bind.source.next`) or the reader's role (`map:`).
        public var name: String
        /// Its number: the reader's `// block N` label, or the numbering map's.
        public var number: Int?
        /// The signal it runs for.
        public var signal: String?
        public var isUser: Bool
        /// On enter of an engine block: where it begins in ReactiveObjC at 1af6617
        /// (`RACSignal.m:108`) and where it is written in RACCore
        /// (`Sources/RACCore/Operators/RACSignal+Bind.swift:42`).
        public var rac: String?
        public var engine: String?
        /// On enter: the line of RACCore that called the block (`RACSubscriber.swift`'s
        /// `-sendNext:` calling the reader's next block), when engine code called it.
        public var caller: String?

        public init(name: String, number: Int?, signal: String?, isUser: Bool, rac: String? = nil, engine: String? = nil,
                    caller: String? = nil) {
            self.name = name
            self.number = number
            self.signal = signal
            self.isUser = isUser
            self.rac = rac
            self.engine = engine
            self.caller = caller
        }
    }

    /// An event delivered to a subscriber or subject; `dropped` when it went no further.
    public struct Delivery: Equatable, Sendable {
        public var receiver: String
        public var receiverClass: String
        public var signal: String?
        public var dropped: Bool

        public init(receiver: String, receiverClass: String, signal: String?, dropped: Bool) {
            self.receiver = receiver
            self.receiverClass = receiverClass
            self.signal = signal
            self.dropped = dropped
        }
    }

    /// The kind of a step, as the formats and the stepper's `break event` name it.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case create, subscribe, enter, exit, next, error, completed, dispose, dealloc, log
    }

    public var kind: Kind {
        switch event {
        case .create, .passthrough: return .create
        case .subscribe: return .subscribe
        case .enter: return .enter
        case .exit: return .exit
        case .next: return .next
        case .error: return .error
        case .completed: return .completed
        case .dispose: return .dispose
        case .dealloc: return .dealloc
        case .log: return .log
        }
    }

    /// The block entered or left.
    public var enteredBlock: Block? {
        switch event {
        case .enter(let block), .exit(let block): return block
        default: return nil
        }
    }

    /// Names the signal a `create` step made, once the reader's variable or RAC's name for
    /// it is known.
    public mutating func nameSignal(_ name: String) {
        if case .create(let object, let className, _) = event {
            event = .create(object: object, className: className, signal: name)
        }
    }
}

// MARK: The flat view the formats print

extension RACTraceStep {
    /// The block's number, for numbered blocks.
    public var block: Int? { enteredBlock?.number }

    /// The block's name, or the class of the object the step is about.
    public var name: String? {
        switch event {
        case .create(_, let className, _), .dispose(_, let className, _, _), .dealloc(_, let className, _):
            return className
        case .passthrough: return "RACPassthroughSubscriber"
        case .subscribe(_, _, _, let subscriberClass): return subscriberClass
        case .enter(let block), .exit(let block): return block.name
        case .next(let delivery, _), .error(let delivery, _), .completed(let delivery): return delivery.receiverClass
        case .log: return nil
        }
    }

    /// The signal involved: the reader's variable name, else a RAC-style name.
    public var signal: String? {
        switch event {
        case .create(_, _, let signal), .dealloc(_, _, let signal): return signal
        case .passthrough(_, let signal, _), .subscribe(let signal, _, _, _): return signal
        case .enter(let block), .exit(let block): return block.signal
        case .next(let delivery, _), .error(let delivery, _), .completed(let delivery): return delivery.signal
        case .dispose, .log: return nil
        }
    }

    /// A value's or error's description.
    public var value: String? {
        switch event {
        case .next(_, let value), .error(_, let value): return value
        default: return nil
        }
    }

    /// Console text, for `log`.
    public var text: String? {
        if case .log(let text) = event { return text }
        return nil
    }

    /// The symbolic id of the object the step is about (`subscriber#3`).
    public var object: String? {
        switch event {
        case .create(let object, _, _), .passthrough(let object, _, _), .subscribe(_, let object, _, _),
             .dispose(let object, _, _, _), .dealloc(let object, _, _):
            return object
        default: return nil
        }
    }

    /// For events: who received them; for disposals: what the disposable is part of; for
    /// subscribe and passthrough: the subscriber.
    public var target: String? {
        switch event {
        case .passthrough(_, _, let subscriber), .subscribe(_, _, let subscriber, _): return subscriber
        case .next(let delivery, _), .error(let delivery, _), .completed(let delivery): return delivery.receiver
        case .dispose(_, _, let parent, _): return parent
        default: return nil
        }
    }

    /// An event a disposed subscriber swallowed (true, or absent), or whether a dispose ran a
    /// block.
    public var flag: Bool? {
        switch event {
        case .next(let delivery, _), .error(let delivery, _), .completed(let delivery): return delivery.dropped ? true : nil
        case .dispose(_, _, _, let ranBlock): return ranBlock
        default: return nil
        }
    }

    /// For enter/exit: true when the block is the reader's, absent for RAC's own.
    public var user: Bool? { enteredBlock?.isUser == true ? true : nil }

    /// On enter of an engine block: its ReactiveObjC location.
    public var rac: String? {
        if case .enter(let block) = event { return block.rac }
        return nil
    }

    /// On enter of an engine block: its RACCore location.
    public var engine: String? {
        if case .enter(let block) = event { return block.engine }
        return nil
    }

    /// On enter: the RACCore line that called the block.
    public var caller: String? {
        if case .enter(let block) = event { return block.caller }
        return nil
    }
}
