
/// The `NSMutableArray *signals` ReactiveCocoa 2.5's `-bind:` keeps instead of a counter
/// ([RACSignal.m:110](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L110)):
/// the signals still running, the receiver first.
///
/// It holds each entry strongly, as the array does, so a signal stays alive while it is listed.
/// `remove` is `-removeObject:`, which removes *every* entry equal to its argument; a
/// `RACSignal` inherits NSObject's `-isEqual:` (RACSignal and RACStream do not override it at
/// v2.5), so that is every entry that is the same object. A signal added twice therefore leaves
/// the array on its first completion: the difference `Bind25Tests` and Tests/Fixtures/rac25 show.
final class RACSignalArray: RACObject {
    private var signals: [RACSignal] = []

    override var className: String { "__NSArrayM" }

    /// `+arrayWithObject:`.
    init(_ first: RACSignal) {
        super.init()
        add(first)
    }

    override func dealloc() {
        for signal in signals { signal.release() }
        signals.removeAll()
    }

    /// `-addObject:`.
    func add(_ signal: RACSignal) {
        signal.retain()
        signals.append(signal)
    }

    /// `-removeObject:`: every entry that is `signal`, each released.
    func remove(_ signal: RACSignal) {
        var kept: [RACSignal] = []
        for entry in signals {
            if entry === signal { entry.release() } else { kept.append(entry) }
        }
        signals = kept
    }

    /// `.count`.
    var count: Int { signals.count }
}
