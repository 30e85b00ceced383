
/// The names a reader knows signals by, and their cache: a snippet variable's name wins over
/// the RAC-style name a signal was given (`[source] -bind:`), which is made of other signals'
/// names; each display name is worked out once and kept until a signal it was made from is
/// renamed.
extension RACTraceRecorder {
    /// What a `%@` in a RAC-style name stands for: a signal, named in turn (by object id, so
    /// the recorder keeps no signal alive), a value described when named (`text`: one whose
    /// description cannot change, see `nameArgument`), or another object, described when the
    /// name is read.
    enum NameArgument {
        case signal(Int)
        /// The name a signal had before the naming that mentions it: RAC reads `subject.name`
        /// while renaming that subject (`-multicast:`, RACSignal+Operations.m:954), so the new
        /// name holds the old one, not itself. The signal's id and the `racNames` index it
        /// had then (-1: none yet).
        case earlierName(Int, Int32)
        case text(String)
        case object(RACObject)
        case null
    }

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

    /// The name a reader knows a signal by.
    public func displayName(of signal: RACObject) -> String {
        let id = displayName(signal.objectID)
        return log.strings[Int(id)]
    }

    /// A signal's name, interned; cached while the names it is made of stay the same.
    func displayName(_ objectID: Int) -> Int32 {
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
    func displayName(_ objectID: Int, depth: Int, cacheable: inout Bool, from: inout [Int]) -> String {
        if let name = variableNames[objectID] { return name }
        return racStyleName(objectID, entry(objectID).racName, depth: depth, cacheable: &cacheable, from: &from)
    }

    /// The name `racNames[racName]` gives signal `objectID`, its `%@`s filled in.
    func racStyleName(_ objectID: Int, _ racName: Int32, depth: Int, cacheable: inout Bool, from: inout [Int]) -> String {
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
            case .earlierName(let argument, let earlier):
                from.append(argument)
                result += variableNames[argument]
                    ?? racStyleName(argument, earlier, depth: depth + 1, cacheable: &cacheable, from: &from)
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
    func renamed(_ objectID: Int) {
        if namedFrom.contains(objectID) {
            nameGeneration += 1
            namedFrom.removeAll(keepingCapacity: true)
        } else if objects[objectID].name >= 0 {
            objects[objectID].name = -1
        }
    }

    /// A `%@` argument as the name keeps it. A number's description never changes, nor an
    /// immutable string's: both are described once, here, and the names made of them cached
    /// like any other.
    func nameArgument(_ argument: RACObject?) -> NameArgument {
        guard let argument else { return .null }
        if argument is RACSignal { return .signal(argument.objectID) }
        if argument is ObjCNumber { return .text(argument.description) }
        if let string = argument as? ObjCString, !string.isMutable { return .text(string.value) }
        return .object(argument)
    }
}
