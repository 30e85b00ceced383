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
public final class ARCScope {
    private var locals: [RACObject] = []
    private var returned: RACObject?

    fileprivate init() {}

    /// A strong local: retained now, released when the scope ends.
    @discardableResult
    public func strong<Object: RACObject>(_ object: Object) -> Object {
        object.retain()
        locals.append(object)
        return object
    }

    /// A strong local that may be nil.
    @discardableResult
    public func strong<Object: RACObject>(_ object: Object?) -> Object? {
        object.map { strong($0) }
    }

    /// `local = value;` on a strong local the body assigns more than once (`current` in
    /// `+join:block:`): the new value is retained and the old one released, as
    /// `objc_storeStrong` does; the value the local holds last goes when the scope ends.
    public func assign<Object: RACObject>(_ local: inout Object?, _ value: Object?) {
        value?.retain()
        let old = local
        local = value
        if let value {
            if let old, let index = locals.lastIndex(where: { $0 === old }) {
                locals[index] = value
            } else {
                locals.append(value)
            }
        } else if let old, let index = locals.lastIndex(where: { $0 === old }) {
            locals.remove(at: index)
        }
        old?.release()
    }

    /// `return local;`: the local is handed to the caller rather than released.
    public func returning<Object: RACObject>(_ object: Object) -> Object {
        returned = object
        return object
    }

    fileprivate func end() {
        for object in locals.reversed() {
            if object === returned {
                returned = nil
                object.releaseForReturn()
            } else {
                object.release()
            }
        }
        locals.removeAll()
    }
}

/// Runs `body` as a scope whose strong locals ARC releases when it ends (`ARCScope`).
public func withARCScope<Result>(_ body: (ARCScope) throws -> Result) rethrows -> Result {
    let scope = ARCScope()
    defer { scope.end() }
    return try body(scope)
}
