import RACTrace

/// Records a run as `RACTraceStep`s: the tracer behind `racstep trace`, lessons, the site
/// and the stepper.
///
/// Besides the steps it keeps what the steps refer to: symbolic ids per object kind
/// (`signal#1`, `subscriber#1`, `disposable#1`, numbered in creation order), the signals'
/// display names (the reader's variable names win over RAC-style names such as
/// `[source] -bind:`), the stack of blocks, and the disposable tree as it changes.
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

    public private(set) var steps: [RACTraceStep] = []
    public private(set) var bindingChanges: [BindingChange] = []
    public private(set) var treeChanges: [TreeChange] = []
    /// The numbering map for engine blocks.
    public var numbering: RACBlockNumbering
    /// The source line being run, set by whoever runs the code (the interpreter).
    public var currentLine: Int?
    /// Caps the number of steps kept (a runaway snippet must not exhaust memory).
    public var maxSteps: Int

    private var ids: [Int: String] = [:]
    private var counters: [String: Int] = [:]
    private var variableNames: [Int: String] = [:]
    private var racNames: [Int: (format: String, arguments: [RACObject?])] = [:]
    private var classNames: [Int: String] = [:]
    /// Which signal a subscriber receives from, learnt from passthroughs.
    private var subscriberSignals: [Int: Int] = [:]
    private var disposableParents: [Int: Int] = [:]
    /// Disposable → the subscriber or passthrough that holds it as its own.
    private var disposableOwners: [Int: RACObject] = [:]
    private var signalObjects: [Int: RACSignal] = [:]
    public private(set) var stack: [RACTraceStep] = []
    public private(set) var truncated = false

    public init(numbering: RACBlockNumbering = .classic, maxSteps: Int = 2_000_000) {
        self.numbering = numbering
        self.maxSteps = maxSteps
    }

    // MARK: Naming

    /// Names `signal` after the reader's variable (`RACSignal *source = …`).
    public func nameVariable(_ object: RACObject, _ name: String) {
        guard variableNames[object.objectID] == nil else { return }
        variableNames[object.objectID] = name
        if let id = ids[object.objectID], let index = steps.lastIndex(where: { $0.kind == .create && $0.object == id }) {
            steps[index].nameSignal(name)
        }
    }

    /// The symbolic id of an object: `signal#2`, `subscriber#3`, `disposable#5`, `object#7`.
    public func id(of object: RACObject) -> String {
        if let id = ids[object.objectID] { return id }
        let kind: String
        switch object {
        case is RACSignal: kind = "signal"
        case is RACSubscriberProtocol: kind = "subscriber"
        case is RACDisposable: kind = "disposable"
        default: kind = "object"
        }
        let number = (counters[kind] ?? 0) + 1
        counters[kind] = number
        let id = "\(kind)#\(number)"
        ids[object.objectID] = id
        classNames[object.objectID] = object.className
        if let signal = object as? RACSignal { signalObjects[object.objectID] = signal }
        return id
    }

    /// The name a reader knows a signal by.
    public func displayName(of signal: RACObject) -> String {
        displayName(signal, depth: 0)
    }

    private func displayName(_ object: RACObject, depth: Int) -> String {
        if let name = variableNames[object.objectID] { return name }
        if depth < 8, let (format, arguments) = racNames[object.objectID] {
            var result = ""
            var rest = Substring(format)
            var index = 0
            while let range = rest.range(of: "%@") {
                result += rest[..<range.lowerBound]
                let argument = index < arguments.count ? arguments[index] : nil
                if let argument {
                    result += argument is RACSignal ? displayName(argument, depth: depth + 1) : argument.description
                } else {
                    result += "(null)"
                }
                index += 1
                rest = rest[range.upperBound...]
            }
            return result + rest
        }
        return id(of: object)
    }

    // MARK: Recording

    /// Reports that the snippet variable `name` now holds `value` (its description).
    public func recordBinding(_ name: String, _ value: String) {
        guard !truncated else { return }
        bindingChanges.append(BindingChange(afterStep: steps.count, depth: stack.count, name: name, value: value))
    }

    public func record(_ event: RACTraceEvent) {
        switch event {
        case .created(let lent):
            let object = lent.object
            let id = id(of: object)
            guard object is RACSignal || object is RACSubscriberProtocol else { return }
            append(.create(object: id, className: object.className,
                           signal: object is RACSignal ? displayName(of: object) : nil))
        case .named(let signal, let format, let arguments):
            let signal = signal.object
            racNames[signal.objectID] = (format, arguments.objects)
            if let index = steps.lastIndex(where: { $0.kind == .create && $0.object == ids[signal.objectID] }) {
                steps[index].nameSignal(displayName(of: signal))
            }
        case .subscribe(let signal, let subscriber):
            let signal = signal.object, subscriber = subscriber.object
            append(.subscribe(signal: displayName(of: signal), signalObject: id(of: signal),
                              subscriber: id(of: subscriber), subscriberClass: subscriber.className))
        case .passthrough(let passthrough, let signal, let inner):
            let passthrough = passthrough.object, signal = signal.object, inner = inner.object
            subscriberSignals[passthrough.objectID] = signal.objectID
            if subscriberSignals[inner.objectID] == nil { subscriberSignals[inner.objectID] = signal.objectID }
            append(.passthrough(object: id(of: passthrough), signal: displayName(of: signal), subscriber: id(of: inner)))
        case .enter(let block, let info, let caller):
            var frame = blockFrame(block.object, info, entering: true)
            if !frame.isUser { frame.engine = (block.object as? RACLocatedBlock)?.engineCode?.repositoryLocation }
            // Only RACCore's own lines: the interpreter calling a block is the snippet's doing.
            frame.caller = caller?.repositoryLocation.flatMap { $0.hasPrefix("Sources/RACCore/") ? $0 : nil }
            enter(frame, line: info.line)
        case .enterMethod(let receiver, let info, let code):
            var frame = blockFrame(receiver.object, info, entering: true)
            frame.engine = code.repositoryLocation
            enter(frame, line: info.line)
        case .exit(let block, let info):
            let entered = stack.popLast()
            var frame = blockFrame(block.object, info, entering: false)
            // The signal the block ran for is the one its enter step named.
            if !frame.isUser { frame.signal = entered?.signal }
            append(.exit(frame), line: info.line ?? currentLine)
        case .next(let receiver, let value, let dropped):
            append(.next(delivery(to: receiver.object, dropped), value: value?.object.description ?? "(null)"))
        case .error(let receiver, let error, let dropped):
            append(.error(delivery(to: receiver.object, dropped), error: error?.object.description ?? "(null)"))
        case .completed(let receiver, let dropped):
            append(.completed(delivery(to: receiver.object, dropped)))
        case .disposed(let disposable, let ranBlock):
            let disposable = disposable.object
            append(.dispose(object: id(of: disposable), className: disposable.className,
                            parent: disposableParents[disposable.objectID].flatMap { ids[$0] }, ranBlock: ranBlock))
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
            disposableOwners[disposable.object.objectID] = owner.object
        case .dealloc(let object):
            let object = object.object
            append(.dealloc(object: id(of: object), className: object.className,
                            signal: subscriberSignals[object.objectID].flatMap { signalObjects[$0] }.map(displayName(of:))))
        case .scheduled:
            break
        case .log(let text):
            append(.log(text))
        }
    }

    private func treeChange(_ kind: TreeChange.Kind, parent: RACDisposable, child: RACDisposable) -> TreeChange {
        TreeChange(afterStep: steps.count, kind: kind, parent: id(of: parent), child: id(of: child),
                   childClass: child.className, parentClass: parent.className,
                   childOwner: ownerLabel(child), parentOwner: ownerLabel(parent))
    }

    /// `subscriber#3 of source` for a subscriber's own disposable, `subscription to source`
    /// for a subscription's; nil for the others, which belong to whatever holds them.
    private func ownerLabel(_ disposable: RACDisposable) -> String? {
        guard let owner = disposableOwners[disposable.objectID] else { return nil }
        let signal = subscriberSignals[owner.objectID].flatMap { signalObjects[$0] }.map(displayName(of:))
        if owner is RACPassthroughSubscriber { return "subscription to " + (signal ?? "?") }
        return id(of: owner) + (signal.map { " of " + $0 } ?? "")
    }

    /// An enter step, which also opens a frame on the stack.
    private func enter(_ frame: RACTraceStep.Block, line: Int?) {
        let line = line ?? currentLine
        append(.enter(frame), line: line)
        stack.append(RACTraceStep(step: steps.count, depth: stack.count, line: line, event: .enter(frame)))
    }

    private func append(_ event: RACTraceStep.Event, line: Int? = nil) {
        guard steps.count < maxSteps else {
            truncated = true
            return
        }
        steps.append(RACTraceStep(step: steps.count + 1, depth: stack.count, line: line ?? currentLine, event: event))
    }

    /// A block as a step shows it: its number, the signal it runs for, and for an engine
    /// block on entry its ReactiveObjC and RACCore locations.
    private func blockFrame(_ block: RACObject, _ info: RACBlockInfo, entering: Bool) -> RACTraceStep.Block {
        switch info.origin {
        case .user(let label):
            return RACTraceStep.Block(name: info.name, number: label, signal: nil, isUser: true)
        case .engine:
            var signal: String?
            if let block = block as? RACSignal {
                signal = displayName(of: block)
            } else if info.name.hasSuffix("didSubscribe") || RACBlockName.subscriptionBlocks.contains(info.name),
                      let subscribe = steps.last(where: { $0.kind == .subscribe }) {
                // A didSubscribe block, and the block `-subscribe:` schedules to run it, run
                // for the signal just subscribed to.
                signal = subscribe.signal
            } else {
                signal = stack.last?.signal
            }
            return RACTraceStep.Block(name: info.name, number: numbering.number(for: info.name), signal: signal, isUser: false,
                                      rac: entering ? info.racLocation?.description : nil)
        }
    }

    private func delivery(to receiver: RACObject, _ dropped: Bool) -> RACTraceStep.Delivery {
        var signal: String?
        if receiver is RACSignal {
            signal = displayName(of: receiver)
        } else if let signalID = subscriberSignals[receiver.objectID], let signalObject = signalObjects[signalID] {
            signal = displayName(of: signalObject)
        }
        return RACTraceStep.Delivery(receiver: id(of: receiver), receiverClass: receiver.className, signal: signal, dropped: dropped)
    }
}
