import RACTrace

extension RACSignal {
    /// How long the asynchronous waits wait by default: `RACSignalAsynchronousWaitTimeout`.
    public static let asynchronousWaitTimeout: Double = 10

    /// `-asynchronousFirstOrDefault:success:error:`, as every caller sends it: the run's engine
    /// answers (`RACEngine.asynchronousFirstOrDefault`).
    public func asynchronousFirstOrDefault(_ defaultValue: RACObject?) -> RACFirstResult {
        RACRuntime.current.engine.asynchronousFirstOrDefault(self, defaultValue)
    }

    /// `-asynchronousFirstOrDefault:success:error:`, from
    /// RACSignal.m (`RACBlockName.asynchronousFirstOrDefault`):
    /// the `timeout:` variant with `RACSignalAsynchronousWaitTimeout` (10 s).
    func reactiveObjCAsynchronousFirstOrDefault(_ defaultValue: RACObject?) -> RACFirstResult {
        tracingOperator(RACBlockName.asynchronousFirstOrDefault) {
            asynchronousFirstOrDefault(defaultValue, timeout: RACSignal.asynchronousWaitTimeout)
        }
    }

    /// `-asynchronousFirstOrDefault:success:error:timeout:`, translated from
    /// RACSignal.m (`RACBlockName.asynchronousFirstOrDefaultWithTimeout`):
    /// on the main thread only (RAC's `NSCAssert`), subscribes to `-take:1` with a
    /// `-timeout:` on a background scheduler, delivered on the main thread, and spins the main
    /// run loop until it sends — so work queued for the main thread runs meanwhile, and a
    /// signal that never sends ends in `RACSignalErrorTimedOut` after `timeout` (virtual)
    /// seconds.
    public func asynchronousFirstOrDefault(_ defaultValue: RACObject?, timeout: Double) -> RACFirstResult {
        tracingOperator(RACBlockName.asynchronousFirstOrDefaultWithTimeout) {
            let runtime = RACRuntime.current
            guard runtime.isMainThread else {
                RACRuntime.raise(.assertion("-[RACSignal(Testing) asynchronousFirstOrDefault:success:error:timeout:] should only be used from the main thread"))
                return RACFirstResult(value: defaultValue, success: false, error: nil)
            }

            return withARCScope { scope in
                let result = scope.strong(RACObjectBox(defaultValue))
                let done = RACBlockVariable(false)

                // A value written here is read on the waiting thread: hand it over as a copy, not by reference.
                let localError = scope.strong(RACObjectBox())
                let localSuccess = RACBlockVariable(true)

                take(1).timeout(timeout, onScheduler: RACScheduler.scheduler())
                    .deliverOn(RACScheduler.mainThreadScheduler)
                    .subscribe(
                        next: RACValueBlock(RACBlockName.asynchronousFirstOrDefaultNext, captures: [result]) { x in
                            result.set(x)
                            done.value = true
                        },
                        error: RACValueBlock(RACBlockName.asynchronousFirstOrDefaultError, captures: [localError]) { e in
                            if !done.value {
                                localSuccess.value = false
                                localError.set(e)
                                done.value = true
                            }
                        },
                        completed: RACVoidBlock(RACBlockName.asynchronousFirstOrDefaultCompleted) {
                            done.value = true
                        })

                if !runtime.spinMainRunLoop(until: { done.value }) {
                    RACRuntime.reportBlockedForever("-asynchronousFirstOrDefault:success:error:timeout:")
                }

                // Handed out autoreleased, so they outlive the locals that held them.
                let first = RACFirstResult(value: scope.strong(result.value), success: localSuccess.value,
                                           error: scope.strong(localError.value))
                first.value.map { _ = scope.returning($0) }
                first.error.map { _ = scope.handingOut($0) }
                return first
            }
        }
    }

    /// `-asynchronouslyWaitUntilCompleted:timeout:`, from
    /// RACSignal.m (`RACBlockName.asynchronouslyWaitUntilCompletedWithTimeout`):
    /// `-asynchronousFirstOrDefault:nil success:error:timeout:` of `-ignoreValues`.
    public func asynchronouslyWaitUntilCompleted(timeout: Double) -> (success: Bool, error: RACObject?) {
        tracingOperator(RACBlockName.asynchronouslyWaitUntilCompletedWithTimeout) {
            let result = ignoreValues().asynchronousFirstOrDefault(nil, timeout: timeout)
            return (result.success, result.error)
        }
    }

    /// `-asynchronouslyWaitUntilCompleted:`, as every caller sends it: the run's engine answers
    /// (`RACEngine.asynchronouslyWaitUntilCompleted`).
    public func asynchronouslyWaitUntilCompleted() -> (success: Bool, error: RACObject?) {
        RACRuntime.current.engine.asynchronouslyWaitUntilCompleted(self)
    }

    /// `-asynchronouslyWaitUntilCompleted:`, from
    /// RACSignal.m (`RACBlockName.asynchronouslyWaitUntilCompleted`):
    /// the `timeout:` variant with `RACSignalAsynchronousWaitTimeout`.
    func reactiveObjCAsynchronouslyWaitUntilCompleted() -> (success: Bool, error: RACObject?) {
        tracingOperator(RACBlockName.asynchronouslyWaitUntilCompleted) {
            asynchronouslyWaitUntilCompleted(timeout: RACSignal.asynchronousWaitTimeout)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-asynchronousFirstOrDefault:success:error:`.
    public static let asynchronousFirstOrDefault = RACBlockName("asynchronousFirstOrDefault", rac: "RACSignal.m", 358, rac25: 367)
    /// `-asynchronousFirstOrDefault:success:error:timeout:`.
    public static let asynchronousFirstOrDefaultWithTimeout = RACBlockName("asynchronousFirstOrDefaultWithTimeout", rac: "RACSignal.m", 362)
    public static let asynchronousFirstOrDefaultNext = RACBlockName("asynchronousFirstOrDefaultWithTimeout.next", rac: "RACSignal.m", 376, rac25: 381)
    public static let asynchronousFirstOrDefaultError = RACBlockName("asynchronousFirstOrDefaultWithTimeout.error", rac: "RACSignal.m", 379, rac25: 384)
    public static let asynchronousFirstOrDefaultCompleted = RACBlockName("asynchronousFirstOrDefaultWithTimeout.completed", rac: "RACSignal.m", 385, rac25: 390)
    /// `-asynchronouslyWaitUntilCompleted:timeout:`.
    public static let asynchronouslyWaitUntilCompletedWithTimeout = RACBlockName("asynchronouslyWaitUntilCompletedWithTimeout", rac: "RACSignal.m", 399)
    public static let asynchronouslyWaitUntilCompleted = RACBlockName("asynchronouslyWaitUntilCompleted", rac: "RACSignal.m", 405, rac25: 404)
}
