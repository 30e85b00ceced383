extension ObjCNumber {
    /// A number: on the fast layer, one the model deallocated and nothing references any
    /// more, renewed (`ObjCNumberPool`), or else a new one. A snippet sees a new number either way: a fresh
    /// object id, no owners.
    public static func make(_ storage: Storage) -> ObjCNumber {
        RACRuntime.withCurrent { runtime in
            if runtime.usesFastLayer, let number = runtime.numberPool.takeReusable() {
                number.storage = storage
                number.renew(objectID: runtime.makeObjectID())
                return number
            }
            return ObjCNumber(storage)
        }
    }
}
