/// NSObject's key-value coding (`NSKeyValueCoding.h`), as far as `-setKeyPath:onObject:`
/// and KVO (`RACKeyValueObservable`) meet it: setting and reading a value through a key path.
///
/// Foundation splits a key path at its first dot and sends the rest to `-valueForKey:` of
/// the first key, so `a.b` sets `b` on whatever `a` holds (nothing when that is nil: a
/// message to nil). Of RACStep's objects, only dictionaries and the
/// observable objects (their `observableValue(forKey:)`) answer keys:
/// `NSMutableDictionary` overrides `-setValue:forKey:` (a nil value removes the key) and
/// `NSDictionary` overrides `-valueForKey:` (`-objectForKey:`). Every other object — an
/// immutable dictionary being set, a string, a number — has no setter or instance variable
/// for the key, and NSObject's implementation raises `NSUnknownKeyException`, which RACStep
/// raises as well.
///
/// Where RACStep differs: a key starting with `@` (`@count`) is an ordinary dictionary key
/// here, and every non-dictionary class answers no key, though a real one may have a setter
/// of that name (`-[RACSignal setName:]`).
extension RACObject {
    /// `-setValue:forKeyPath:`.
    public final func setValue(_ value: RACObject?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else {
            setValue(value, forKey: keyPath)
            return
        }
        let rest = String(keyPath[keyPath.index(after: dot)...])
        self.value(forKey: String(keyPath[..<dot]))?.setValue(value, forKeyPath: rest)
    }

    /// `-setValue:forKey:`.
    public final func setValue(_ value: RACObject?, forKey key: String) {
        guard let dictionary = self as? ObjCDictionary, dictionary.isMutable else {
            raiseUndefinedKey(key, "setValue:forUndefinedKey:")
            return
        }
        let keyString = ObjCString(key)
        if let value { dictionary.set(value, for: keyString) } else { dictionary.removeValue(for: keyString) }
    }

    /// `-valueForKeyPath:`: `-valueForKey:` of the first key, then the rest of the path on
    /// what that gives.
    public final func value(forKeyPath keyPath: String) -> RACObject? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        return value(forKey: String(keyPath[..<dot]))?.value(forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// `-valueForKey:`.
    public final func value(forKey key: String) -> RACObject? {
        if let observable = self as? RACKeyValueObservable, let value = observable.observableValue(forKey: key) {
            return value
        }
        guard let dictionary = self as? ObjCDictionary else {
            raiseUndefinedKey(key, "valueForUndefinedKey:")
            return nil
        }
        return dictionary.value(for: ObjCString(key))
    }

    /// NSObject's `-setValue:forUndefinedKey:` / `-valueForUndefinedKey:`; the stand-in sets
    /// and answers nothing.
    private func raiseUndefinedKey(_ key: String, _ selector: String) {
        RACRuntime.raise(RACException(name: "NSUnknownKeyException",
                                      reason: "[<\(className) \(address)> \(selector)]: this class is not key value coding-compliant for the key \(key)."))
    }
}
