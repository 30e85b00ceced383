import RACTrace

/// `NSObject (RACDeallocating)`, from [NSObject+RACDeallocating.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSObject+RACDeallocating.m),
/// for an engine object that observes its own deallocation (`RACCommand`): the object's
/// `rac_deallocDisposable`, disposed by the swizzled `-dealloc` before the class's own, and
/// its `rac_willDeallocSignal`, a replay subject that completes then.
///
/// RAC keeps both as associated objects; the owner holds this box instead and calls
/// `objectWillDeallocate()` first thing in its `dealloc()` and `release()` last (associated
/// objects go after the ivars).
public final class RACDeallocating {
    /// `-rac_deallocDisposable` ([NSObject+RACDeallocating.m:89](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSObject+RACDeallocating.m#L89)).
    public let deallocDisposable: RACCompoundDisposable
    private var willDeallocSubject: RACReplaySubject?

    public init() {
        deallocDisposable = RACCompoundDisposable()
        deallocDisposable.retain() // OBJC_ASSOCIATION_RETAIN_NONATOMIC (NSObject+RACDeallocating.m:97)
    }

    /// `-rac_willDeallocSignal` ([NSObject+RACDeallocating.m:74](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSObject+RACDeallocating.m#L74)):
    /// made once, completed by a disposable added to `deallocDisposable`.
    public var willDeallocSignal: RACSignal {
        if let willDeallocSubject { return willDeallocSubject }

        let subject = RACReplaySubject()
        deallocDisposable.add(RACDisposable(RACBlockName.willDeallocSendCompleted, captures: [subject]) {
            subject.sendCompleted()
        })

        subject.retain() // OBJC_ASSOCIATION_RETAIN (NSObject+RACDeallocating.m:84)
        willDeallocSubject = subject
        return subject
    }

    /// The swizzled `-dealloc`, `newDealloc` ([NSObject+RACDeallocating.m:37](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSObject+RACDeallocating.m#L37)):
    /// disposes `rac_deallocDisposable` before the class's own `-dealloc` runs.
    public func objectWillDeallocate() {
        deallocDisposable.dispose()
    }

    /// The swizzled `-dealloc` as the block it is (`newDealloc`, NSObject+RACDeallocating.m:37), for a class
    /// whose every instance asks for `rac_deallocDisposable` (RAC swizzles the class, :94): it
    /// disposes `rac_deallocDisposable`, then runs the class's own `-dealloc`,
    /// `originalDealloc` (:50), which lets the ivars and then the associated objects go.
    public func swizzledDealloc(_ originalDealloc: () -> Void) {
        withoutActuallyEscaping(originalDealloc) { originalDealloc in
            withARCScope { scope in
                let newDealloc = scope.strong(RACVoidBlock(RACBlockName.swizzledDealloc) { [self] in
                    objectWillDeallocate()
                    originalDealloc()
                })
                newDealloc.call { $0() }
            }
        }
    }

    /// The associated objects let go, after the object's ivars.
    public func release() {
        willDeallocSubject?.release()
        willDeallocSubject = nil
        deallocDisposable.release()
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The block that stands for a swizzled class's `-dealloc`.
    public static let swizzledDealloc = RACBlockName("deallocating.newDealloc", rac: "NSObject+RACDeallocating.m", 37, rac25: 37)
    /// `-rac_willDeallocSignal`'s disposable: completes the signal when the object goes.
    public static let willDeallocSendCompleted = RACBlockName("willDeallocSignal.sendCompleted", rac: "NSObject+RACDeallocating.m", 80, rac25: 80)
}
