/// `RACKVOProxy`, translated from
/// [RACKVOProxy.m at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACKVOProxy.m):
/// the one object every `RACKVOTrampoline` registers with Foundation's KVO, passing itself as
/// the context, so that a notification for a trampoline already gone finds no one rather
/// than a freed object. It keeps the trampolines weakly, by context (an `NSMapTable`, strong
/// to weak); RAC reads and writes the table on a serial queue of its own, which a run on one
/// thread does not need.
final class RACKVOProxy: RACObject, RACKeyValueObserver {
    private var trampolines: [ObjectIdentifier: RACWeakReference<RACObject>] = [:]

    /// `+sharedProxy`, made once per run.
    static var shared: RACKVOProxy { RACRuntime.current.singleton(RACKVOProxy.self) { RACKVOProxy() } }

    override var className: String { "RACKVOProxy" }

    /// `-addObserver:forContext:` (RACKVOProxy.m:41 at v2.5).
    func addObserver(_ observer: RACObject, forContext context: RACObject) {
        trampolines[ObjectIdentifier(context)] = RACWeakReference(observer)
    }

    /// `-removeObserver:forContext:` (:49).
    func removeObserver(_ observer: RACObject, forContext context: RACObject) {
        trampolines[ObjectIdentifier(context)] = nil
    }

    /// `-observeValueForKeyPath:ofObject:change:context:` (:57): hands the notification to
    /// the trampoline of `context`, if it is still there.
    func observeValue(forKeyPath keyPath: String, of object: RACObject, change: ObjCDictionary, context: RACObject) {
        withARCScope { scope in
            let trueObserver = scope.strong(trampolines[ObjectIdentifier(context)]?.value)
            (trueObserver as? RACKeyValueObserver)?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
