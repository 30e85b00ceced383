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
    /// A snippet variable taking a value, for debuggers: effective after step `afterStep`, in
    /// the block frame at nesting `depth` (the depth of the steps that block's body records).
    public struct BindingChange: Equatable, Sendable, Codable {
        public var afterStep: Int
        public var depth: Int
        public var name: String
        public var value: String
    }

    /// The recorded steps.
    @exclusivity(unchecked) public private(set) var log = RACTraceLog()
    /// The recorded steps, each made from the log (O(steps)): for short runs and tests.
    public var steps: [RACTraceStep] { Array(log) }
    public private(set) var bindingChanges: [BindingChange] = []
    /// The disposable tree's changes, compactly.
    public var treeChangeLog: TreeChanges { TreeChanges(records: treeRecords, strings: log.strings) }
    /// The disposable tree's changes, each made from `treeChangeLog` (O(changes)).
    public var treeChanges: [TreeChange] { Array(treeChangeLog) }
    @exclusivity(unchecked) private var treeRecords: [TreeChanges.Record] = []
    /// The numbering map for engine blocks.
    public var numbering: RACBlockNumbering {
        didSet { blockNames.removeAll() }
    }
    /// The source line being run, set by whoever runs the code (the interpreter).
    public var currentLine: Int?
    /// Caps the number of steps kept (a runaway snippet must not exhaust memory).
    public var maxSteps: Int
    public private(set) var truncated = false

    /// An object the trace has named: its symbolic id and class, as string ids.
    private struct Known {
        var id: Int32
        var className: Int32
        var kind: ObjectKind
    }

    private enum ObjectKind: UInt8 {
        case signal, subscriber, disposable, object
        var prefix: String { ["signal", "subscriber", "disposable", "object"][Int(rawValue)] }
    }

    /// Everything the recorder knows of one object, at the index of its `objectID`; -1 for
    /// what it does not know. Object ids (`id`, `className`, `name`) are string ids; the
    /// others are object ids and step positions, kept in 32 bits to keep the table small.
    private struct Entry {
        /// Its symbolic id; -1 until the trace names the object.
        var id: Int32 = -1
        /// Its class; -1 while only its id is known (a signal named before the trace saw it).
        /// An owner (`.owned`) not yet named has kind and class but no id.
        var className: Int32 = -1
        /// A signal's display name, worked out once: valid while `nameGeneration` is the
        /// recorder's (a renamed signal another name was made from invalidates them all).
        var name: Int32 = -1
        var nameGeneration: Int32 = -1
        /// A signal's RAC-style name, in `racNames`.
        var racName: Int32 = -1
        /// A signal's `create` step.
        var createStep: Int32 = -1
        /// The signal a subscriber receives from, learnt from passthroughs.
        var subscriberSignal: Int32 = -1
        /// A disposable's parent in the tree.
        var parent: Int32 = -1
        /// The subscriber or passthrough that holds a disposable as its own.
        var owner: Int32 = -1
        var kind = ObjectKind.object
        var ownerIsPassthrough = false
    }

    /// What a `%@` in a RAC-style name stands for: a signal, named in turn (by object id, so
    /// the recorder keeps no signal alive), a value described when named (`text`: one whose
    /// description cannot change, see `nameArgument`), or another object, described when the
    /// name is read.
    private enum NameArgument {
        case signal(Int)
        case text(String)
        case object(RACObject)
        case null
    }

    /// A frame on the block stack: the signal its enter step named, and that step.
    private struct Frame {
        var signal: Int32
        var step: Int
    }

    // The recorder's state is read and written on every step and never held across a call:
    // no dynamic exclusivity checks (they were a tenth of recording's time).
    /// By object id.
    @exclusivity(unchecked) private var objects = RACObjectTable(empty: Entry())
    @exclusivity(unchecked) private var counters = [0, 0, 0, 0]
    /// By Swift class (`className(of:)`).
    @exclusivity(unchecked) private var classNames: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) private var variableNames: [Int: String] = [:]
    @exclusivity(unchecked) private var racNames: [(format: String, arguments: [NameArgument])] = []
    /// Bumped to drop every cached display name at once.
    @exclusivity(unchecked) private var nameGeneration: Int32 = 0
    /// Signals some cached name was made from: renaming one empties the cache.
    @exclusivity(unchecked) private var namedFrom: Set<Int> = []
    @exclusivity(unchecked) private var stack: [Frame] = []
    /// The signal of the last `subscribe` step recorded.
    @exclusivity(unchecked) private var lastSubscribedSignal: Int32 = -1

    /// By block name.
    @exclusivity(unchecked) private var blockNames: [String: BlockNameFacts] = [:]
    /// Locations (`Sources/RACCore/…:42`) by file and line, and whether they are RACCore's.
    @exclusivity(unchecked) private var codeLocations: [CodeKey: (id: Int32, isRACCore: Bool)] = [:]
    private let nullString: Int32

    private struct CodeKey: Hashable {
        var file: UInt
        var line: UInt
    }

    public init(numbering: RACBlockNumbering = .classic, maxSteps: Int = 2_000_000) {
        self.numbering = numbering
        self.maxSteps = maxSteps
        nullString = log.intern("(null)")
    }

    // MARK: Naming

    /// Names `signal` after the reader's variable (`RACSignal *source = …`).
    public func nameVariable(_ object: RACObject, _ name: String) {
        guard variableNames[object.objectID] == nil else { return }
        variableNames[object.objectID] = name
        renamed(object.objectID)
        let createStep = entry(object.objectID).createStep
        if createStep >= 0 {
            log.nameSignal(at: Int(createStep), log.intern(name))
        }
    }

    /// The symbolic id of an object: `signal#2`, `subscriber#3`, `disposable#5`, `object#7`.
    public func id(of object: RACObject) -> String {
        let id = known(object).id
        return log.strings[Int(id)]
    }

    /// The name a reader knows a signal by.
    public func displayName(of signal: RACObject) -> String {
        let id = displayName(signal.objectID)
        return log.strings[Int(id)]
    }

    /// What the recorder knows of an object; a default entry for one it has not seen.
    @inline(__always)
    private func entry(_ objectID: Int) -> Entry {
        objects[objectID]
    }

    private func known(_ object: RACObject) -> Known {
        let objectID = object.objectID
        let entry = entry(objectID)
        if entry.id >= 0 {
            if entry.className < 0 {
                objects[objectID].className = className(of: object)
                return Known(id: entry.id, className: objects[objectID].className, kind: entry.kind)
            }
            return Known(id: entry.id, className: entry.className, kind: entry.kind)
        }
        let kind: ObjectKind
        switch object {
        case is RACSignal: kind = .signal
        case is RACSubscriberProtocol: kind = .subscriber
        case is RACDisposable: kind = .disposable
        default: kind = .object
        }
        return assignID(objectID, kind, className: className(of: object))
    }

    /// An object's class name, interned: looked up by its Swift class and checked against
    /// the name it gives (a few classes name instances differently: `@YES` is a
    /// `__NSCFBoolean`), so a name is hashed once per class rather than once per object.
    private func className(of object: RACObject) -> Int32 {
        let name = object.className, type = ObjectIdentifier(Swift.type(of: object))
        if let id = classNames[type], log.strings[Int(id)] == name { return id }
        let id = log.intern(name)
        classNames[type] = id
        return id
    }

    /// Names an object `kind#N`; `className` is interned, -1 when not known yet.
    private func assignID(_ objectID: Int, _ kind: ObjectKind, className: Int32) -> Known {
        counters[Int(kind.rawValue)] += 1
        let known = Known(id: log.store("\(kind.prefix)#\(counters[Int(kind.rawValue)])"), className: className, kind: kind)
        objects[objectID].id = known.id
        objects[objectID].className = known.className
        objects[objectID].kind = known.kind
        return known
    }

    private func signalID(_ objectID: Int) -> Int32 {
        let id = entry(objectID).id
        return id >= 0 ? id : assignID(objectID, .signal, className: -1).id
    }

    /// A signal's name, interned; cached while the names it is made of stay the same.
    private func displayName(_ objectID: Int) -> Int32 {
        let entry = entry(objectID)
        if entry.name >= 0, entry.nameGeneration == nameGeneration { return entry.name }
        var cacheable = true
        var from: [Int] = []
        let name = displayName(objectID, depth: 0, cacheable: &cacheable, from: &from)
        let id = log.intern(name)
        if cacheable {
            objects[objectID].name = id
            objects[objectID].nameGeneration = nameGeneration
            namedFrom.formUnion(from)
        }
        return id
    }

    /// `cacheable` turns false when the name describes an object other than a signal (whose
    /// description may change) or stops at the nesting limit; `from` collects the signals it
    /// names.
    private func displayName(_ objectID: Int, depth: Int, cacheable: inout Bool, from: inout [Int]) -> String {
        if let name = variableNames[objectID] { return name }
        let racName = entry(objectID).racName
        guard racName >= 0, depth < 8 else {
            if racName >= 0 { cacheable = false }
            // The id first: making it adds to the string table.
            let id = signalID(objectID)
            return log.strings[Int(id)]
        }
        let (format, arguments) = racNames[Int(racName)]
        var result = ""
        var index = 0
        var rest = Substring(format)
        while let percent = rest.utf8.firstIndex(of: UInt8(ascii: "%")) {
            let next = rest.utf8.index(after: percent)
            guard next < rest.endIndex, rest.utf8[next] == UInt8(ascii: "@") else {
                result += rest[...percent]
                rest = rest[next...]
                continue
            }
            result += rest[..<percent]
            switch index < arguments.count ? arguments[index] : .null {
            case .signal(let argument):
                from.append(argument)
                result += displayName(argument, depth: depth + 1, cacheable: &cacheable, from: &from)
            case .text(let text):
                result += text
            case .object(let object):
                cacheable = false
                result += object.description
            case .null:
                result += "(null)"
            }
            index += 1
            rest = rest[rest.utf8.index(after: next)...]
        }
        return result + rest
    }

    /// A signal's name changed: its cached name goes, and every cached name if one was made
    /// from it.
    private func renamed(_ objectID: Int) {
        if namedFrom.contains(objectID) {
            nameGeneration += 1
            namedFrom.removeAll(keepingCapacity: true)
        } else if objects[objectID].name >= 0 {
            objects[objectID].name = -1
        }
    }

    /// A `%@` argument as the name keeps it. A number's description changes only when the fast
    /// layer renews the number (`ObjCNumber.make`), and an immutable string's never: a
    /// recording runs on the faithful layer (`needsFaithfulLayer`), so both are described
    /// once, here, and the names made of them cached like any other.
    private func nameArgument(_ argument: RACObject?) -> NameArgument {
        guard let argument else { return .null }
        if argument is RACSignal { return .signal(argument.objectID) }
        if argument is ObjCNumber { return .text(argument.description) }
        if let string = argument as? ObjCString, !string.isMutable { return .text(string.value) }
        return .object(argument)
    }

    // MARK: Recording

    /// Reports that the snippet variable `name` now holds `value` (its description).
    public func recordBinding(_ name: String, _ value: String) {
        guard !truncated else { return }
        bindingChanges.append(BindingChange(afterStep: log.count, depth: stack.count, name: name, value: value))
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
            let named: [NameArgument]
            switch arguments {
            case .none: named = []
            case .one(let argument): named = [nameArgument(argument?.object)]
            case .list(let list): named = list.map(nameArgument)
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
            let entered = stack.popLast()
            var frame = blockFrame(block.object, info, entering: false)
            // The signal the block ran for is the one its enter step named.
            if !frame.isUser { frame.signal = entered?.signal ?? -1 }
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
    private func treeChange(_ kind: TreeChange.Kind, parent: RACDisposable, child: RACDisposable) {
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

    /// An enter step, which also opens a frame on the stack.
    private func enter(_ frame: BlockFrame, line: Int?) {
        let recorded = append(.enter, line: line ?? currentLine, number: frame.number, flag: frame.isUser,
                              frame.name, frame.signal, frame.rac, frame.engine, frame.caller)
        stack.append(Frame(signal: frame.signal, step: recorded ? log.count - 1 : -1))
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
        let facts = blockName(info.name), name = facts.id
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
    private func blockName(_ name: String) -> BlockNameFacts {
        if let facts = blockNames[name] { return facts }
        let facts = BlockNameFacts(id: log.intern(name), number: numbering.number(for: name),
                                   rac: RACBlockName.racLocation(of: name).map { log.intern($0.description) } ?? -1,
                                   runsForSubscribed: name.hasSuffix("didSubscribe") || RACBlockName.subscriptionBlocks.contains(name))
        blockNames[name] = facts
        return facts
    }

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
