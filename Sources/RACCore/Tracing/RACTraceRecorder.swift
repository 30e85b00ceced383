import RACTrace

/// Records a run as `RACTraceStep`s: the tracer behind `racstep trace`, lessons, the site
/// and the stepper.
///
/// Besides the steps it keeps what the steps refer to: symbolic ids per object kind
/// (`signal#1`, `subscriber#1`, `disposable#1`, numbered in creation order), the signals'
/// display names (the reader's variable names win over RAC-style names such as
/// `[source] -bind:`), the stack of blocks, and the disposable tree as it changes.
///
/// Steps go into a `RACTraceLog`, compactly: every string a step names is interned once and
/// the recorder remembers each object's id, each block's number and locations, and each
/// signal's display name by integer, so recording a step formats nothing it has made before.
/// What it knows of an object sits in a table indexed by the object's id (ids are small
/// integers in creation order), so a step looks its objects up without hashing.
public final class RACTraceRecorder: RACTracer {
    /// The recorded steps.
    public internal(set) var log = RACTraceLog()
    /// The recorded steps, each made from the log (O(steps)): for short runs and tests.
    public var steps: [RACTraceStep] { Array(log) }
    public private(set) var bindingChanges: [RACBindingChange] = []
    /// The disposable tree's changes, compactly.
    public var treeChangeLog: TreeChanges { TreeChanges(records: treeRecords, strings: log.strings) }
    /// The disposable tree's changes, each made from `treeChangeLog` (O(changes)).
    public var treeChanges: [RACTreeChange] { Array(treeChangeLog) }
    private var treeRecords: [TreeChanges.Record] = []
    /// The numbering map for engine blocks.
    public var numbering: RACBlockNumbering {
        didSet { blockNames.removeAll() }
    }
    /// The source line being run, set by whoever runs the code (the interpreter).
    public var currentLine: Int?
    /// Caps the number of steps kept (a runaway snippet must not exhaust memory).
    public var maxSteps: Int
    public private(set) var truncated = false

    // The object facts (RACTraceRecorder+ObjectFacts.swift) and the name cache
    // (RACTraceRecorder+NameCache.swift) keep their state here, where a class's stored
    // properties must be.
    /// Object facts, by object id.
    var objects = RACObjectTable(empty: Entry())
    /// Object facts: how many objects of each `ObjectKind` have an id.
    var counters = [0, 0, 0, 0]
    /// Object facts: class names by Swift class (`className(of:)`).
    var classNames: [ObjectIdentifier: Int32] = [:]
    /// Name cache: the reader's variable names, by object id.
    var variableNames: [Int: String] = [:]
    /// Name cache: RAC-style names (`Entry.racName` indexes them).
    var racNames: [(format: String, arguments: [NameArgument])] = []
    /// Name cache: bumped to drop every cached display name at once.
    var nameGeneration: Int32 = 0
    /// Name cache: signals some cached name was made from; renaming one empties the cache.
    var namedFrom: Set<Int> = []
    private var stack: [BlockFrame] = []
    /// The signal of the last `subscribe` step recorded.
    private var lastSubscribedSignal: Int32 = -1

    /// By block name.
    private var blockNames: [String: BlockNameFacts] = [:]
    /// Locations (`Sources/RACCore/…:42`) by file and line, and whether they are RACCore's.
    private var codeLocations: [CodeKey: (id: Int32, isRACCore: Bool)] = [:]
    private let nullString: Int32

    private struct CodeKey: Hashable {
        var file: UInt
        var line: UInt
    }

    /// `library`: the RAC the run translates, whose lines the steps give (`RACBlockInfo.racLocation(in:)`).
    public init(numbering: RACBlockNumbering = .classic, maxSteps: Int = 2_000_000, library: RACLibrary = .reactiveObjC) {
        self.numbering = numbering
        self.maxSteps = maxSteps
        log.library = library
        nullString = log.intern("(null)")
    }

    // MARK: Recording

    /// Reports that the snippet variable `name` now holds `value` (its description).
    public func recordBinding(_ name: String, _ value: String) {
        guard !truncated else { return }
        bindingChanges.append(RACBindingChange(afterStep: log.count, depth: stack.count, name: name, value: value))
    }

    public func record(_ event: RACTraceEvent) {
        switch event {
        case .created(let lent):
            let object = lent.object
            let known = known(object)
            guard known.kind == .signal || known.kind == .subscriber else { return }
            if known.kind == .signal, append(.create, known.id, known.className, displayName(object.objectID)) {
                objects[object.objectID].createStep = Int32(log.count - 1)
            } else if known.kind == .subscriber {
                append(.create, known.id, known.className)
            }
        case .named(let signal, let format, let arguments):
            let signal = signal.object
            var named: [NameArgument]
            switch arguments {
            case .none: named = []
            case .one(let argument): named = [nameArgument(argument?.object)]
            case .list(let list): named = list.map(nameArgument)
            }
            let earlier = objects[signal.objectID].racName
            named = named.map { argument in
                if case .signal(signal.objectID) = argument { return .earlierName(signal.objectID, earlier) }
                return argument
            }
            objects[signal.objectID].racName = Int32(racNames.count)
            racNames.append((format, named))
            renamed(signal.objectID)
            let createStep = objects[signal.objectID].createStep
            if createStep >= 0 {
                log.nameSignal(at: Int(createStep), displayName(signal.objectID))
            }
        case .subscribe(let signal, let subscriber):
            let signal = signal.object, subscriber = subscriber.object
            let name = displayName(signal.objectID)
            let signalObject = known(signal).id, subscriberKnown = known(subscriber)
            if append(.subscribe, name, signalObject, subscriberKnown.id, subscriberKnown.className) {
                lastSubscribedSignal = name
            }
        case .passthrough(let passthrough, let signal, let inner):
            let passthrough = passthrough.object, signal = signal.object, inner = inner.object
            objects[passthrough.objectID].subscriberSignal = Int32(signal.objectID)
            if objects[inner.objectID].subscriberSignal < 0 { objects[inner.objectID].subscriberSignal = Int32(signal.objectID) }
            let object = known(passthrough).id, name = displayName(signal.objectID)
            append(.create, passthrough: true, object, name, known(inner).id)
        case .enter(let block, let info, let caller):
            var frame = blockFrame(block.object, info, entering: true)
            if !frame.isUser { frame.engine = ((block.object as? RACLocatedBlock)?.engineCode).map { codeLocation($0).id } ?? -1 }
            // Only RACCore's own lines: the interpreter calling a block is the snippet's doing.
            frame.caller = caller.map(codeLocation).flatMap { $0.isRACCore ? $0.id : nil } ?? -1
            enter(frame, line: info.line)
        case .enterMethod(let receiver, let info, let code):
            var frame = blockFrame(receiver.object, info, entering: true)
            frame.engine = codeLocation(code).id
            enter(frame, line: info.line)
        case .exit(let block, let info):
            // The block is the one its enter step showed, and ran for the signal that step named.
            var frame: BlockFrame
            if let entered = stack.popLast() {
                frame = entered
            } else {
                frame = blockFrame(block.object, info, entering: false)
                if !frame.isUser { frame.signal = -1 }
            }
            append(.exit, line: info.line ?? currentLine, number: frame.number, flag: frame.isUser, frame.name, frame.signal)
        case .next(let receiver, let value, let dropped):
            let (receiverID, receiverClass, signal) = delivery(to: receiver.object)
            let value = value.map { log.store($0.object.description) } ?? nullString
            append(.next, flag: dropped, receiverID, receiverClass, signal, value)
        case .error(let receiver, let error, let dropped):
            let (receiverID, receiverClass, signal) = delivery(to: receiver.object)
            let error = error.map { log.store($0.object.description) } ?? nullString
            append(.error, flag: dropped, receiverID, receiverClass, signal, error)
        case .completed(let receiver, let dropped):
            let (receiverID, receiverClass, signal) = delivery(to: receiver.object)
            append(.completed, flag: dropped, receiverID, receiverClass, signal)
        case .disposed(let disposable, let ranBlock):
            let disposable = disposable.object
            let known = known(disposable)
            let parent = entry(disposable.objectID).parent
            append(.dispose, flag: ranBlock, known.id, known.className, parent >= 0 ? entry(Int(parent)).id : -1)
        case .added(let parent, let child):
            let parent = parent.object, child = child.object
            objects[child.objectID].parent = Int32(parent.objectID)
            treeChange(.add, parent: parent, child: child)
        case .removed(let parent, let child):
            let parent = parent.object, child = child.object
            if Int(entry(child.objectID).parent) == parent.objectID { objects[child.objectID].parent = -1 }
            treeChange(.remove, parent: parent, child: child)
        case .swapped(let serial, let inner):
            let serial = serial.object
            if let inner = inner?.object {
                objects[inner.objectID].parent = Int32(serial.objectID)
                treeChange(.add, parent: serial, child: inner)
            }
        case .owned(let disposable, let owner):
            let owner = owner.object, disposable = disposable.object
            objects[disposable.objectID].owner = Int32(owner.objectID)
            objects[disposable.objectID].ownerIsPassthrough = owner is RACPassthroughSubscriber
            // What `owner(of:)` needs to name the owner should the trace not have named it yet.
            if objects[owner.objectID].id < 0 {
                objects[owner.objectID].kind = owner is RACSignal ? .signal : owner is RACSubscriberProtocol ? .subscriber
                    : owner is RACDisposable ? .disposable : .object
                objects[owner.objectID].className = className(of: owner)
            }
        case .dealloc(let object):
            let object = object.object
            let known = known(object)
            append(.dealloc, known.id, known.className, subscribedSignalName(object.objectID))
        case .scheduled:
            break
        case .log(let text):
            append(.log, log.store(text))
        }
    }

    /// The name of the signal a subscriber receives from, if the trace has named that signal.
    private func subscribedSignalName(_ subscriber: Int) -> Int32 {
        let signal = Int(entry(subscriber).subscriberSignal)
        guard signal >= 0, entry(signal).id >= 0 else { return -1 }
        return displayName(signal)
    }

    /// Records a change to the tree. A disposable's class never changes, so the one its id was
    /// given with is the one it has now.
    private func treeChange(_ kind: RACTreeChange.Kind, parent: RACDisposable, child: RACDisposable) {
        let parentKnown = known(parent), childKnown = known(child)
        let childOwner = owner(of: child)
        treeRecords.append(TreeChanges.Record(afterStep: Int32(log.count), parent: parentKnown.id, child: childKnown.id,
                                              parentClass: parentKnown.className, childClass: childKnown.className,
                                              childOwner: childOwner, parentOwner: owner(of: parent), kind: kind))
    }

    /// Whose own disposable `disposable` is: `subscriber#3` (named now if the trace had not
    /// named it) and the signal it receives from, or a subscription to that signal.
    private func owner(of disposable: RACDisposable) -> TreeChanges.Owner {
        let disposableEntry = entry(disposable.objectID)
        let owner = Int(disposableEntry.owner)
        guard owner >= 0 else { return .none }
        let signal = subscribedSignalName(owner)
        if disposableEntry.ownerIsPassthrough { return TreeChanges.Owner(kind: .subscription, signal: signal) }
        let ownerEntry = entry(owner)
        let id = ownerEntry.id >= 0 ? ownerEntry.id : assignID(owner, ownerEntry.kind, className: ownerEntry.className).id
        return TreeChanges.Owner(kind: .holder, holder: id, signal: signal)
    }

    /// What a step shows for a block name, worked out the first time the name is seen (one
    /// lookup per step): its string id, number and ReactiveObjC location, and whether the block
    /// runs for the signal just subscribed to (a didSubscribe block, and the block `-subscribe:`
    /// schedules to run it).
    private struct BlockNameFacts {
        var id: Int32
        var number: Int?
        var rac: Int32
        var runsForSubscribed: Bool
    }

    /// A block as a step shows it, by string ids.
    private struct BlockFrame {
        var name: Int32
        var number: Int?
        var signal: Int32
        var isUser: Bool
        var rac: Int32 = -1
        var engine: Int32 = -1
        var caller: Int32 = -1
    }

    /// An enter step, which also opens a frame on the stack: the block as the step shows it,
    /// which its exit step shows again (without looking its name up a second time).
    private func enter(_ frame: BlockFrame, line: Int?) {
        append(.enter, line: line ?? currentLine, number: frame.number, flag: frame.isUser,
               frame.name, frame.signal, frame.rac, frame.engine, frame.caller)
        stack.append(frame)
    }

    /// Appends a step unless the cap is reached; whether it did.
    @discardableResult
    private func append(_ kind: RACTraceStep.Kind, passthrough: Bool = false, line: Int? = nil, number: Int? = nil, flag: Bool = false,
                        _ s0: Int32, _ s1: Int32 = -1, _ s2: Int32 = -1, _ s3: Int32 = -1, _ s4: Int32 = -1) -> Bool {
        guard log.count < maxSteps else {
            truncated = true
            return false
        }
        log.appendRecorded(kind: kind, passthrough: passthrough, depth: stack.count, line: line ?? currentLine, number: number, flag: flag,
                           s0, s1, s2, s3, s4)
        return true
    }

    /// A block as a step shows it: its number, the signal it runs for, and for an engine
    /// block on entry its ReactiveObjC location.
    private func blockFrame(_ block: RACObject, _ info: RACBlockInfo, entering: Bool) -> BlockFrame {
        let facts = blockName(info), name = facts.id
        switch info.origin {
        case .user(let label):
            return BlockFrame(name: name, number: label, signal: -1, isUser: true)
        case .engine:
            var signal: Int32 = -1
            if block is RACSignal {
                signal = displayName(block.objectID)
            } else if facts.runsForSubscribed, lastSubscribedSignal >= 0 {
                // A didSubscribe block, and the block `-subscribe:` schedules to run it, run
                // for the signal just subscribed to.
                signal = lastSubscribedSignal
            } else {
                signal = stack.last?.signal ?? -1
            }
            return BlockFrame(name: name, number: facts.number, signal: signal, isUser: false, rac: entering ? facts.rac : -1)
        }
    }

    /// A block name's string id; the first time, its number, location and kind too.
    private func blockName(_ info: RACBlockInfo) -> BlockNameFacts {
        let name = info.name
        if let facts = blockNames[name] { return facts }
        let facts = BlockNameFacts(id: log.intern(name), number: numbering.number(for: name),
                                   rac: info.racLocation(in: log.library).map { log.intern($0.description) } ?? -1,
                                   runsForSubscribed: name.hasSuffix("didSubscribe") || Self.subscriptionBlocks.contains(name))
        blockNames[name] = facts
        return facts
    }

    /// The blocks each `-subscribe:` of the RACSignal cluster and the replay subject hands the
    /// subscription scheduler: each runs for the signal just subscribed to.
    private static let subscriptionBlocks: Set<String> = Set([
        RACBlockName.dynamicSignalSubscribe, .returnSignalSubscribe, .emptySignalSubscribe, .errorSignalSubscribe,
        .replaySubjectSubscribe,
    ].map(\.name))

    /// `Sources/RACCore/…:42`, interned (-1 for a location outside the repository), and
    /// whether it is RACCore's own.
    private func codeLocation(_ code: RACCodeLocation) -> (id: Int32, isRACCore: Bool) {
        let key = CodeKey(file: UInt(bitPattern: code.file.utf8Start), line: code.line)
        if let location = codeLocations[key] { return location }
        let path = code.repositoryLocation
        let location = (id: path.map { log.intern($0) } ?? -1, isRACCore: path?.hasPrefix("Sources/RACCore/") ?? false)
        codeLocations[key] = location
        return location
    }

    private func delivery(to receiver: RACObject) -> (receiver: Int32, receiverClass: Int32, signal: Int32) {
        var signal: Int32 = -1
        if receiver is RACSignal {
            signal = displayName(receiver.objectID)
        } else {
            signal = subscribedSignalName(receiver.objectID)
        }
        let known = known(receiver)
        return (known.id, known.className, signal)
    }
}
