
/// What the recorder knows of each object: its symbolic id (`signal#2`, numbered per kind in
/// creation order), its class and kind, and the facts steps need about it, in a table indexed
/// by the object's id (`RACObjectTable`), so a step looks its objects up without hashing.
extension RACTraceRecorder {
    /// An object the trace has named: its symbolic id and class, as string ids.
    struct Known {
        var id: Int32
        var className: Int32
        var kind: ObjectKind
    }

    enum ObjectKind: UInt8 {
        case signal, subscriber, disposable, object
        var prefix: String { ["signal", "subscriber", "disposable", "object"][Int(rawValue)] }
    }

    /// Everything the recorder knows of one object, at the index of its `objectID`; -1 for
    /// what it does not know. Object ids (`id`, `className`, `name`) are string ids; the
    /// others are object ids and step positions, kept in 32 bits to keep the table small.
    struct Entry {
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

    /// The symbolic id of an object: `signal#2`, `subscriber#3`, `disposable#5`, `object#7`.
    public func id(of object: RACObject) -> String {
        let id = known(object).id
        return log.strings[Int(id)]
    }

    /// What the recorder knows of an object; a default entry for one it has not seen.
    func entry(_ objectID: Int) -> Entry {
        objects[objectID]
    }

    func known(_ object: RACObject) -> Known {
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
    func className(of object: RACObject) -> Int32 {
        let name = object.className, type = ObjectIdentifier(Swift.type(of: object))
        if let id = classNames[type], log.strings[Int(id)] == name { return id }
        let id = log.intern(name)
        classNames[type] = id
        return id
    }

    /// Names an object `kind#N`; `className` is interned, -1 when not known yet.
    func assignID(_ objectID: Int, _ kind: ObjectKind, className: Int32) -> Known {
        counters[Int(kind.rawValue)] += 1
        let known = Known(id: log.store("\(kind.prefix)#\(counters[Int(kind.rawValue)])"), className: className, kind: kind)
        var entry = entry(objectID)
        entry.id = known.id
        entry.className = known.className
        entry.kind = known.kind
        objects[objectID] = entry
        return known
    }

    func signalID(_ objectID: Int) -> Int32 {
        let id = entry(objectID).id
        return id >= 0 ? id : assignID(objectID, .signal, className: -1).id
    }
}
