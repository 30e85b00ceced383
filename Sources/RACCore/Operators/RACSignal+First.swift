import RACTrace

/// What `-firstOrDefault:success:error:` hands back: its return value and what it writes
/// through its `success` and `error` pointers.
public struct RACFirstResult {
    public var value: RACObject?
    public var success: Bool
    public var error: RACObject?
}

extension RACSignal {
    /// `-first`, from
    /// RACSignal+Operations.m (`RACBlockName.first`):
    /// `-firstOrDefault:nil`.
    public func first() -> RACObject? {
        tracingOperator(RACBlockName.first) {
            firstOrDefault(nil)
        }
    }

    /// `-firstOrDefault:`, from
    /// RACSignal+Operations.m (`RACBlockName.firstOrDefault`):
    /// `-firstOrDefault:success:error:` with NULL pointers.
    public func firstOrDefault(_ defaultValue: RACObject?) -> RACObject? {
        tracingOperator(RACBlockName.firstOrDefault) {
            firstOrDefaultWithSuccessAndError(defaultValue).value
        }
    }

    /// `-firstOrDefault:success:error:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.firstOrDefaultWithSuccessAndError`):
    /// subscribes to `-take:1` and blocks the calling thread on a condition until it sends a
    /// value, an error or completion. A synchronous signal has finished before the wait
    /// begins; otherwise the wait runs other threads' queued work (`RACRuntime.wait(until:)`),
    /// and where nothing could finish the signal — its values come from the blocked thread's
    /// own queue, or from a `RACTestScheduler` nobody steps — the run stops with that
    /// diagnosis instead of hanging as the real program does.
    public func firstOrDefaultWithSuccessAndError(_ defaultValue: RACObject?) -> RACFirstResult {
        tracingOperator(RACBlockName.firstOrDefaultWithSuccessAndError) {
            withARCScope { scope in
                let value = scope.strong(RACObjectBox(defaultValue))
                let done = RACBlockVariable(false)

                // A value written here is read on the waiting thread: hand it over as a copy, not by reference.
                let localError = scope.strong(RACObjectBox())
                let localSuccess = RACBlockVariable(false)

                take(1).subscribe(
                    next: RACValueBlock(RACBlockName.firstOrDefaultNext, captures: [value]) { x in
                        value.set(x)
                        localSuccess.value = true

                        done.value = true
                    },
                    error: RACValueBlock(RACBlockName.firstOrDefaultError, captures: [localError]) { e in
                        if !done.value {
                            localSuccess.value = false
                            localError.set(e)

                            done.value = true
                        }
                    },
                    completed: RACVoidBlock(RACBlockName.firstOrDefaultCompleted) {
                        localSuccess.value = true

                        done.value = true
                    })

                if !RACRuntime.withCurrent({ $0.wait(until: { done.value }) }) {
                    RACRuntime.reportBlockedForever("-firstOrDefault:success:error:")
                }

                // `return value;` and `*error = localError;`: handed out autoreleased, so they
                // outlive the locals that held them.
                let result = RACFirstResult(value: scope.strong(value.value), success: localSuccess.value,
                                            error: scope.strong(localError.value))
                result.value.map { _ = scope.returning($0) }
                result.error.map { _ = scope.handingOut($0) }
                return result
            }
        }
    }

    /// `-waitUntilCompleted:`, from
    /// RACSignal+Operations.m (`RACBlockName.waitUntilCompleted`):
    /// `-firstOrDefault:nil success:error:` of `-ignoreValues`, so it returns at the first
    /// terminal event: YES with no error at completion, NO and the error at an error.
    public func waitUntilCompleted() -> (success: Bool, error: RACObject?) {
        tracingOperator(RACBlockName.waitUntilCompleted) {
            let result = ignoreValues().named("[%@] -waitUntilCompleted:", self).firstOrDefaultWithSuccessAndError(nil)
            return (result.success, result.error)
        }
    }

    /// `-toArray`, from
    /// RACSignal+Operations.m (`RACBlockName.toArray`):
    /// `-first` of `-collect` (every value, nils as `NSNull`), copied into an immutable array;
    /// nil when the signal errors.
    public func toArray() -> ObjCArray? {
        tracingOperator(RACBlockName.toArray) {
            (collect().first() as? ObjCArray).map { ObjCArray($0.items) }
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let first = RACBlockName("first", rac: "RACSignal+Operations.m", 858, rac25: 848)
    public static let firstOrDefault = RACBlockName("firstOrDefault", rac: "RACSignal+Operations.m", 862, rac25: 852)
    /// `-firstOrDefault:success:error:`.
    public static let firstOrDefaultWithSuccessAndError = RACBlockName("firstOrDefaultWithSuccessAndError", rac: "RACSignal+Operations.m", 866, rac25: 856)
    public static let firstOrDefaultNext = RACBlockName("firstOrDefaultWithSuccessAndError.next", rac: "RACSignal+Operations.m", 877, rac25: 867)
    public static let firstOrDefaultError = RACBlockName("firstOrDefaultWithSuccessAndError.error", rac: "RACSignal+Operations.m", 886, rac25: 876)
    public static let firstOrDefaultCompleted = RACBlockName("firstOrDefaultWithSuccessAndError.completed", rac: "RACSignal+Operations.m", 898, rac25: 888)
    public static let waitUntilCompleted = RACBlockName("waitUntilCompleted", rac: "RACSignal+Operations.m", 920, rac25: 910)
    public static let toArray = RACBlockName("toArray", rac: "RACSignal+Operations.m", 939, rac25: 929)
}
