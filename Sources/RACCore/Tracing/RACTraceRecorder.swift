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
public final class RACTraceRecorder: RACTracer {
    /// A change to the disposable tree, effective after step `afterStep`.
    public struct TreeChange: Equatable, Sendable, Codable {
        public enum Kind: String, Equatable, Sendable, Codable { case add, remove }
        public var afterStep: Int
        public var kind: Kind
        public var parent: String
        public var child: String
        /// The classes, so a tree can be drawn without other data.
        public var childClass: String
        public var parentClass: String
        /// Whose disposables they are, where a subscriber or a subscription holds them as its
        /// own (`subscriber#3 of source`, `subscription to source`).
        public var childOwner: String?
        public var parentOwner: String?
    }

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
    public private(set) var treeChanges: [TreeChange] = []
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
        /// False while only its id is known (a signal named before the trace saw it).
        var hasClass: Bool
    }

    private enum ObjectKind: Int {
        case signal, subscriber, disposable, object
        var prefix: String { ["signal", "subscriber", "disposable", "object"][rawValue] }
    }

    /// What a `%@` in a RAC-style name stands for: a signal, named in turn (by object id, so
    /// the recorder keeps no signal alive), or another object, described when the name is read.
    private enum NameArgument {
        case signal(Int)
        case object(RACObject)
        case null
    }

    /// Whose own disposable a disposable is: the subscriber or passthrough holding it.
    private struct Owner {
        var objectID: Int
        var kind: ObjectKind
        var className: String
        var isPassthrough: Bool
    }

    /// A display name worked out once, valid until a name it was made from changes.
    private struct CachedName {
        var id: Int32
    }

    /// A frame on the block stack: the signal its enter step named, and that step.
    private struct Frame {
        var signal: Int32
        var step: Int
    }

    // The recorder's state is read and written on every step and never held across a call:
    // no dynamic exclusivity checks (they were a tenth of recording's time).
    @exclusivity(unchecked) private var known: [Int: Known] = [:]
    @exclusivity(unchecked) private var counters = [0, 0, 0, 0]
    @exclusivity(unchecked) private var variableNames: [Int: String] = [:]
    @exclusivity(unchecked) private var racNames: [Int: (format: String, arguments: [NameArgument])] = [:]
    @exclusivity(unchecked) private var nameCache: [Int: CachedName] = [:]
    /// Signals some cached name was made from: renaming one empties the cache.
    @exclusivity(unchecked) private var namedFrom: Set<Int> = []
    /// Each signal's `create` step.
    @exclusivity(unchecked) private var createSteps: [Int: Int] = [:]
    /// Which signal a subscriber receives from, learnt from passthroughs.
    @exclusivity(unchecked) private var subscriberSignals: [Int: Int] = [:]
    @exclusivity(unchecked) private var disposableParents: [Int: Int] = [:]
    /// Disposable → the subscriber or passthrough that holds it as its own.
    @exclusivity(unchecked) private var disposableOwners: [Int: Owner] = [:]
    @exclusivity(unchecked) private var stack: [Frame] = []
    /// The signal of the last `subscribe` step recorded.
    @exclusivity(unchecked) private var lastSubscribedSignal: Int32 = -1

    /// Per block name (by string id): its number, its ReactiveObjC location, whether it runs
    /// for the signal just subscribed to.
    @exclusivity(unchecked) private var blockNames: [String: Int32] = [:]
    @exclusivity(unchecked) private var blockNumbers: [Int32: Int] = [:]
    @exclusivity(unchecked) private var racLocations: [Int32: Int32] = [:]
    @exclusivity(unchecked) private var subscriptionBlockNames: Set<Int32> = []
    /// RACCore locations (`Sources/RACCore/…:42`) by file and line.
    @exclusivity(unchecked) private var codeLocations: [CodeKey: Int32] = [:]
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
        if let index = createSteps[object.objectID] {
            log.nameSignal(at: index, log.intern(name))
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

    private func known(_ object: RACObject) -> Known {
        if var known = known[object.objectID] {
            if !known.hasClass {
                known.className = log.intern(object.className)
                known.hasClass = true
                self.known[object.objectID] = known
            }
            return known
        }
        let kind: ObjectKind
        switch object {
        case is RACSignal: kind = .signal
        case is RACSubscriberProtocol: kind = .subscriber
        case is RACDisposable: kind = .disposable
        default: kind = .object
        }
        return assignID(object.objectID, kind, className: object.className)
    }

    private func assignID(_ objectID: Int, _ kind: ObjectKind, className: String?) -> Known {
        counters[kind.rawValue] += 1
        let known = Known(id: log.store("\(kind.prefix)#\(counters[kind.rawValue])"), className: className.map { log.intern($0) } ?? -1,
                          kind: kind, hasClass: className != nil)
        self.known[objectID] = known
        return known
    }

    private func signalID(_ objectID: Int) -> Int32 {
        known[objectID]?.id ?? assignID(objectID, .signal, className: nil).id
    }

    /// A signal's name, interned; cached while the names it is made of stay the same.
    private func displayName(_ objectID: Int) -> Int32 {
        if let cached = nameCache[objectID] { return cached.id }
        var cacheable = true
        var from: [Int] = []
        let name = displayName(objectID, depth: 0, cacheable: &cacheable, from: &from)
        let id = log.intern(name)
        if cacheable {
            nameCache[objectID] = CachedName(id: id)
            namedFrom.formUnion(from)
        }
        return id
    }

    /// `cacheable` turns false when the name describes an object other than a signal (whose
    /// description may change) or stops at the nesting limit; `from` collects the signals it
    /// names.
    private func displayName(_ objectID: Int, depth: Int, cacheable: inout Bool, from: inout [Int]) -> String {
        if let name = variableNames[objectID] { return name }
        guard let (format, arguments) = racNames[objectID], depth < 8 else {
            if racNames[objectID] != nil { cacheable = false }
            // The id first: making it adds to the string table.
            let id = signalID(objectID)
            return log.strings[Int(id)]
        }
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
            nameCache.removeAll(keepingCapacity: true)
            namedFrom.removeAll(keepingCapacity: true)
        } else {
            nameCache[objectID] = nil
        }
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
                createSteps[object.objectID] = log.count - 1
            } else if known.kind == .subscriber {
                append(.create, known.id, known.className)
            }
        case .named(let signal, let format, let arguments):
            let signal = signal.object
            racNames[signal.objectID] = (format, arguments.objects.map { argument in
                guard let argument else { return .null }
                return argument is RACSignal ? .signal(argument.objectID) : .object(argument)
            })
            renamed(signal.objectID)
            if let index = createSteps[signal.objectID] {
                log.nameSignal(at: index, displayName(signal.objectID))
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
            subscriberSignals[passthrough.objectID] = signal.objectID
            if subscriberSignals[inner.objectID] == nil { subscriberSignals[inner.objectID] = signal.objectID }
            let object = known(passthrough).id, name = displayName(signal.objectID)
            append(.create, passthrough: true, object, name, known(inner).id)
        case .enter(let block, let info, let caller):
            var frame = blockFrame(block.object, info, entering: true)
            if !frame.isUser { frame.engine = ((block.object as? RACLocatedBlock)?.engineCode).map(codeLocation) ?? -1 }
            // Only RACCore's own lines: the interpreter calling a block is the snippet's doing.
            frame.caller = caller.map(codeLocation).flatMap { $0 >= 0 && log.strings[Int($0)].hasPrefix("Sources/RACCore/") ? $0 : nil } ?? -1
            enter(frame, line: info.line)
        case .enterMethod(let receiver, let info, let code):
            var frame = blockFrame(receiver.object, info, entering: true)
            frame.engine = codeLocation(code)
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
            append(.dispose, flag: ranBlock, known.id, known.className,
                   disposableParents[disposable.objectID].flatMap { self.known[$0]?.id } ?? -1)
        case .added(let parent, let child):
            let parent = parent.object, child = child.object
            disposableParents[child.objectID] = parent.objectID
            treeChanges.append(treeChange(.add, parent: parent, child: child))
        case .removed(let parent, let child):
            let parent = parent.object, child = child.object
            if disposableParents[child.objectID] == parent.objectID { disposableParents[child.objectID] = nil }
            treeChanges.append(treeChange(.remove, parent: parent, child: child))
        case .swapped(let serial, let inner):
            let serial = serial.object
            if let inner = inner?.object {
                disposableParents[inner.objectID] = serial.objectID
                treeChanges.append(treeChange(.add, parent: serial, child: inner))
            }
        case .owned(let disposable, let owner):
            let owner = owner.object
            let kind: ObjectKind = owner is RACSignal ? .signal : owner is RACSubscriberProtocol ? .subscriber
                : owner is RACDisposable ? .disposable : .object
            disposableOwners[disposable.object.objectID] = Owner(objectID: owner.objectID, kind: kind, className: owner.className,
                                                                 isPassthrough: owner is RACPassthroughSubscriber)
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
        guard let signal = subscriberSignals[subscriber], known[signal] != nil else { return -1 }
        return displayName(signal)
    }

    private func treeChange(_ kind: TreeChange.Kind, parent: RACDisposable, child: RACDisposable) -> TreeChange {
        let parentID = id(of: parent), childID = id(of: child)
        let childOwner = ownerLabel(child)
        return TreeChange(afterStep: log.count, kind: kind, parent: parentID, child: childID,
                          childClass: child.className, parentClass: parent.className,
                          childOwner: childOwner, parentOwner: ownerLabel(parent))
    }

    /// `subscriber#3 of source` for a subscriber's own disposable, `subscription to source`
    /// for a subscription's; nil for the others, which belong to whatever holds them.
    private func ownerLabel(_ disposable: RACDisposable) -> String? {
        guard let owner = disposableOwners[disposable.objectID] else { return nil }
        let signalName = subscribedSignalName(owner.objectID)
        let signal = signalName < 0 ? nil : log.strings[Int(signalName)]
        if owner.isPassthrough { return "subscription to " + (signal ?? "?") }
        let id = known[owner.objectID]?.id ?? assignID(owner.objectID, owner.kind, className: owner.className).id
        return log.strings[Int(id)] + (signal.map { " of " + $0 } ?? "")
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
        let name = blockName(info.name)
        switch info.origin {
        case .user(let label):
            return BlockFrame(name: name, number: label, signal: -1, isUser: true)
        case .engine:
            var signal: Int32 = -1
            if block is RACSignal {
                signal = displayName(block.objectID)
            } else if subscriptionBlockNames.contains(name), lastSubscribedSignal >= 0 {
                // A didSubscribe block, and the block `-subscribe:` schedules to run it, run
                // for the signal just subscribed to.
                signal = lastSubscribedSignal
            } else {
                signal = stack.last?.signal ?? -1
            }
            return BlockFrame(name: name, number: blockNumbers[name], signal: signal, isUser: false,
                              rac: entering ? racLocations[name] ?? -1 : -1)
        }
    }

    /// A block name's string id; the first time, its number, location and kind too.
    private func blockName(_ name: String) -> Int32 {
        if let id = blockNames[name] { return id }
        let id = log.intern(name)
        blockNames[name] = id
        blockNumbers[id] = numbering.number(for: name)
        if let rac = RACBlockName.racLocation(of: name) { racLocations[id] = log.intern(rac.description) }
        if name.hasSuffix("didSubscribe") || RACBlockName.subscriptionBlocks.contains(name) { subscriptionBlockNames.insert(id) }
        return id
    }

    /// `Sources/RACCore/…:42`, interned; -1 for a location outside the repository.
    private func codeLocation(_ code: RACCodeLocation) -> Int32 {
        let key = CodeKey(file: UInt(bitPattern: code.file.utf8Start), line: code.line)
        if let id = codeLocations[key] { return id }
        let id = code.repositoryLocation.map { log.intern($0) } ?? -1
        codeLocations[key] = id
        return id
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
