/// ARC's rules for the strong locals of one method or block body, written once so that the
/// operators can read like the Objective-C they translate.
///
/// `Type *name = value;` retains `value` for as long as the body runs; at the closing brace
/// ARC releases the locals, the last declared first; `return name;` hands that one local to
/// the caller instead of releasing it (`objc_autoreleaseReturnValue`: the caller keeps it or
/// lets it go). An `@autoreleasepool { … }` block inside a body is a scope of its own, so its
/// locals go at its closing brace.
///
/// ```swift
/// withARCScope { scope in
///     let compoundDisposable = scope.strong(RACCompoundDisposable())
///     …
///     return scope.returning(compoundDisposable)
/// }
/// ```
///
/// Only objects the body makes or is handed by a block are held this way. A disposable that
/// `-subscribe:` returns is kept alive by the subscription that made it (`releaseForReturn`),
/// so a local that only passes it on holds nothing in the model.
public struct ARCScope {
    /// The locals, first declared first. The first four are kept in place, the rest in an
    /// array: a scope is entered for every subscription and many values, and most hold one or
    /// two locals (bench/README.md, "Engine hot paths").
    private var slots: (RACObject?, RACObject?, RACObject?, RACObject?) = (nil, nil, nil, nil)
    private var overflow: [RACObject] = []
    private var count = 0
    private var returned: RACObject?
    private var handedOut: RACObject?

    fileprivate init() {}

    /// A strong local: retained now, released when the scope ends.
    @discardableResult
    public mutating func strong<Object: RACObject>(_ object: Object) -> Object {
        object.retain()
        append(object)
        return object
    }

    /// A strong local that may be nil.
    @discardableResult
    public mutating func strong<Object: RACObject>(_ object: Object?) -> Object? {
        guard let object else { return nil }
        object.retain()
        append(object)
        return object
    }

    /// `local = value;` on a strong local the body assigns more than once (`current` in
    /// `+join:block:`): the new value is retained and the old one released, as
    /// `objc_storeStrong` does; the value the local holds last goes when the scope ends.
    public mutating func assign<Object: RACObject>(_ local: inout Object?, _ value: Object?) {
        value?.retain()
        let old = local
        local = value
        let index = old.flatMap { old in (0..<count).last { self[$0] === old } }
        switch (index, value) {
        case (let index?, let value?): self[index] = value
        case (let index?, nil): remove(at: index)
        case (nil, let value?): append(value)
        case (nil, nil): break
        }
        old?.release()
    }

    /// `return local;`: the local is handed to the caller rather than released.
    public mutating func returning<Object: RACObject>(_ object: Object) -> Object {
        returned = object
        return object
    }

    /// `*error = local;` through an `__autoreleasing` out-parameter: the local is handed to
    /// the caller as a returned one is.
    public mutating func handingOut<Object: RACObject>(_ object: Object) -> Object {
        handedOut = object
        return object
    }

    /// Releases the locals, last declared first. The objects handed to the caller are let go
    /// last, as autoreleased objects outlive the scope's other releases: one that a
    /// `__block` variable of the scope also held survives it.
    fileprivate mutating func end() {
        var returnedLocal: RACObject?, handedOutLocal: RACObject?
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let object = self[index] else { continue }
            if returnedLocal == nil, object === returned {
                returnedLocal = object
            } else if handedOutLocal == nil, object === handedOut {
                handedOutLocal = object
            } else {
                object.release()
            }
        }
        returnedLocal?.releaseForReturn()
        handedOutLocal?.releaseForReturn()
        returned = nil
        handedOut = nil
        slots = (nil, nil, nil, nil)
        overflow.removeAll()
        count = 0
    }

    private subscript(index: Int) -> RACObject? {
        get {
            switch index {
            case 0: return slots.0
            case 1: return slots.1
            case 2: return slots.2
            case 3: return slots.3
            default: return overflow[index - 4]
            }
        }
        set {
            switch index {
            case 0: slots.0 = newValue
            case 1: slots.1 = newValue
            case 2: slots.2 = newValue
            case 3: slots.3 = newValue
            default: if let newValue { overflow[index - 4] = newValue }
            }
        }
    }

    private mutating func append(_ object: RACObject) {
        if count < 4 { self[count] = object } else { overflow.append(object) }
        count += 1
    }

    private mutating func remove(at index: Int) {
        for later in index..<(count - 1) { self[later] = self[later + 1] }
        count -= 1
        if count >= 4 { overflow.removeLast() } else { self[count] = nil }
    }
}

/// Runs `body` as a scope whose strong locals ARC releases when it ends (`ARCScope`).
public func withARCScope<Result>(_ body: (inout ARCScope) throws -> Result) rethrows -> Result {
    var scope = ARCScope()
    defer { scope.end() }
    return try body(&scope)
}
