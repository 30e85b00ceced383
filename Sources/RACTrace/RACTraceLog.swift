/// A recorded run's steps, stored compactly: what `RACTraceRecorder` records into and the
/// text and JSON writers read, for traces of millions of steps.
///
/// Each step is one fixed-size record (40 bytes, kept in chunks: the kind, flags, numbers and five string
/// ids); every string a step names — symbolic ids, class and block names, signal names,
/// locations, values — is kept once in a table and referred to by its index. Nothing is
/// formatted while recording. Reading a position gives the `RACTraceStep` every consumer
/// knows, made when asked; the log is a random-access collection of them.
public struct RACTraceLog: RandomAccessCollection, Equatable, Sendable {
    /// One step. The string slots hold what the step's kind has, in `RACTraceStep.Event`'s
    /// order (see `append(_:)`); -1 is absent.
    @usableFromInline
    struct Record: Equatable, Sendable {
        var step: Int32
        var depth: Int32
        var line: Int32
        /// The block's number for enter/exit; `Int32.min` for none.
        var number: Int32
        var s0: Int32, s1: Int32, s2: Int32, s3: Int32, s4: Int32
        var kind: Kind
        /// `dropped` (events), `ranBlock` (dispose) / `isUser` (enter, exit).
        var flag: Bool

        /// The slot of the signal the step names (`RACTraceStep.signal`), or -1.
        var signal: Int32 {
            switch kind {
            case .create, .dealloc, .next, .error, .completed: return s2
            case .passthrough, .enter, .exit: return s1
            case .subscribe: return s0
            case .dispose, .log: return -1
            }
        }
    }

    @usableFromInline
    enum Kind: UInt8, Sendable {
        case create, passthrough, subscribe, enter, exit, next, error, completed, dispose, dealloc, log
    }

    /// The records, in chunks of `chunkSize`: a long recording grows by one chunk at a time,
    /// never copying what it holds (a single array doubling would, at its peak, hold the
    /// steps three times over).
    private var chunks: [[Record]] = []
    public private(set) var count = 0
    private static let chunkShift = 14
    private static let chunkSize = 1 << chunkShift
    /// The string table: each distinct string once, by index.
    public private(set) var strings: [String] = []
    private var index: [String: Int32] = [:]
    /// The RAC the run translated, which the text and JSON forms name in a header line.
    public var library = RACLibrary.reactiveObjC

    public init() {}

    public init<Steps: Sequence>(_ steps: Steps) where Steps.Element == RACTraceStep {
        for step in steps { append(step) }
    }

    public static func == (a: RACTraceLog, b: RACTraceLog) -> Bool {
        a.library == b.library && a.count == b.count && a.elementsEqual(b)
    }

    // MARK: Strings

    /// The index of `string` in the table, adding it the first time.
    public mutating func intern(_ string: String) -> Int32 {
        if let id = index[string] { return id }
        let id = Int32(strings.count)
        strings.append(string)
        index[string] = id
        return id
    }

    /// Adds `string` without looking for an equal one: for text seen once (values, console
    /// lines), where the lookup would cost more than the copy saves.
    public mutating func store(_ string: String) -> Int32 {
        strings.append(string)
        return Int32(strings.count - 1)
    }

    @inline(__always) private mutating func intern(_ string: String?) -> Int32 {
        string.map { intern($0) } ?? -1
    }

    @inline(__always) private func string(_ id: Int32) -> String? {
        id < 0 ? nil : strings[Int(id)]
    }

    // MARK: Steps

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inline(__always) func record(_ position: Int) -> Record {
        chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }

    /// Every record, in order, to `body`.
    func forEachRecord(_ body: (Record) -> Void) {
        for chunk in chunks {
            for record in chunk { body(record) }
        }
    }

    private mutating func append(record: Record) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Record] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(record)
        count += 1
    }

    public subscript(position: Int) -> RACTraceStep {
        let r = record(position)
        func s(_ id: Int32) -> String { strings[Int(id)] }
        let event: RACTraceStep.Event
        func block() -> RACTraceStep.Block {
            RACTraceStep.Block(name: s(r.s0), number: r.number == .min ? nil : Int(r.number), signal: string(r.s1), isUser: r.flag,
                               rac: string(r.s2), engine: string(r.s3), caller: string(r.s4))
        }
        func delivery() -> RACTraceStep.Delivery {
            RACTraceStep.Delivery(receiver: s(r.s0), receiverClass: s(r.s1), signal: string(r.s2), dropped: r.flag)
        }
        switch r.kind {
        case .create: event = .create(object: s(r.s0), className: s(r.s1), signal: string(r.s2))
        case .passthrough: event = .passthrough(object: s(r.s0), signal: s(r.s1), subscriber: s(r.s2))
        case .subscribe: event = .subscribe(signal: s(r.s0), signalObject: s(r.s1), subscriber: s(r.s2), subscriberClass: s(r.s3))
        case .enter: event = .enter(block())
        case .exit: event = .exit(block())
        case .next: event = .next(delivery(), value: s(r.s3))
        case .error: event = .error(delivery(), error: s(r.s3))
        case .completed: event = .completed(delivery())
        case .dispose: event = .dispose(object: s(r.s0), className: s(r.s1), parent: string(r.s2), ranBlock: r.flag)
        case .dealloc: event = .dealloc(object: s(r.s0), className: s(r.s1), signal: string(r.s2))
        case .log: event = .log(s(r.s0))
        }
        return RACTraceStep(step: Int(r.step), depth: Int(r.depth), line: r.line < 0 ? nil : Int(r.line), event: event)
    }

    /// Appends a step, interning its strings.
    public mutating func append(_ step: RACTraceStep) {
        var record = Record(step: Self.int32(step.step), depth: Self.int32(step.depth), line: step.line.map(Self.int32) ?? -1,
                            number: .min, s0: -1, s1: -1, s2: -1, s3: -1, s4: -1, kind: .log, flag: false)
        func block(_ kind: Kind, _ block: RACTraceStep.Block) {
            record.kind = kind
            record.number = block.number.map(Self.int32) ?? .min
            record.flag = block.isUser
            (record.s0, record.s1, record.s2) = (intern(block.name), intern(block.signal), intern(block.rac))
            (record.s3, record.s4) = (intern(block.engine), intern(block.caller))
        }
        func delivery(_ kind: Kind, _ delivery: RACTraceStep.Delivery, _ value: String?) {
            record.kind = kind
            record.flag = delivery.dropped
            (record.s0, record.s1, record.s2) = (intern(delivery.receiver), intern(delivery.receiverClass), intern(delivery.signal))
            record.s3 = value.map { store($0) } ?? -1
        }
        switch step.event {
        case .create(let object, let className, let signal):
            record.kind = .create
            (record.s0, record.s1, record.s2) = (intern(object), intern(className), intern(signal))
        case .passthrough(let object, let signal, let subscriber):
            record.kind = .passthrough
            (record.s0, record.s1, record.s2) = (intern(object), intern(signal), intern(subscriber))
        case .subscribe(let signal, let signalObject, let subscriber, let subscriberClass):
            record.kind = .subscribe
            (record.s0, record.s1, record.s2, record.s3) = (intern(signal), intern(signalObject), intern(subscriber), intern(subscriberClass))
        case .enter(let frame): block(.enter, frame)
        case .exit(let frame): block(.exit, frame)
        case .next(let to, let value): delivery(.next, to, value)
        case .error(let to, let error): delivery(.error, to, error)
        case .completed(let to): delivery(.completed, to, nil)
        case .dispose(let object, let className, let parent, let ranBlock):
            record.kind = .dispose
            record.flag = ranBlock
            (record.s0, record.s1, record.s2) = (intern(object), intern(className), intern(parent))
        case .dealloc(let object, let className, let signal):
            record.kind = .dealloc
            (record.s0, record.s1, record.s2) = (intern(object), intern(className), intern(signal))
        case .log(let text):
            record.kind = .log
            record.s0 = store(text)
        }
        append(record: record)
    }

    private static func int32(_ value: Int) -> Int32 {
        precondition(value >= 0 && value <= Int(Int32.max), "a trace's numbers fit 31 bits (got \(value))")
        return Int32(value)
    }

    // MARK: What the recorder writes without making steps

    /// The recorder's way in: a step from string ids it has already interned (-1 for absent),
    /// numbered after the last.
    public mutating func appendRecorded(kind: RACTraceStep.Kind, passthrough: Bool = false, depth: Int, line: Int?,
                                        number: Int? = nil, flag: Bool = false,
                                        _ s0: Int32, _ s1: Int32 = -1, _ s2: Int32 = -1, _ s3: Int32 = -1, _ s4: Int32 = -1) {
        let recordKind: Kind
        switch kind {
        case .create: recordKind = passthrough ? .passthrough : .create
        case .subscribe: recordKind = .subscribe
        case .enter: recordKind = .enter
        case .exit: recordKind = .exit
        case .next: recordKind = .next
        case .error: recordKind = .error
        case .completed: recordKind = .completed
        case .dispose: recordKind = .dispose
        case .dealloc: recordKind = .dealloc
        case .log: recordKind = .log
        }
        append(record: Record(step: Self.int32(count + 1), depth: Self.int32(depth), line: line.map(Self.int32) ?? -1,
                              number: number.map(Self.int32) ?? .min, s0: s0, s1: s1, s2: s2, s3: s3, s4: s4,
                              kind: recordKind, flag: flag))
    }

    /// Names the signal a `create` step at `position` made (`RACTraceStep.nameSignal`).
    public mutating func nameSignal(at position: Int, _ name: Int32) {
        let chunk = position >> Self.chunkShift, offset = position & (Self.chunkSize - 1)
        guard chunks[chunk][offset].kind == .create else { return }
        chunks[chunk][offset].s2 = name
    }

    /// The string id of the signal a step names (`RACTraceStep.signal`), or -1.
    public func signalID(at position: Int) -> Int32 {
        record(position).signal
    }
}
