import RACTrace

extension RACSignal {
    /// ReactiveCocoa 2.5's `-asynchronousFirstOrDefault:success:error:`, translated from
    /// [RACSignal.m:367 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L367);
    /// the 2.5 engine answers `asynchronousFirstOrDefault(_:)` with it.
    ///
    /// 2.5 has no `timeout:` variant: this method does the waiting itself, with
    /// `RACSignalAsynchronousWaitTimeout`, as ReactiveObjC's `timeout:` method does with its
    /// argument — the same blocks and the same wait, one method fewer in the trace.
    func asynchronousFirstOrDefault25(_ defaultValue: RACObject?) -> RACFirstResult {
        tracingOperator(RACBlockName.asynchronousFirstOrDefault) {
            let runtime = RACRuntime.current
            guard runtime.isMainThread else {
                RACRuntime.raise(.assertion("-[RACSignal(Testing) asynchronousFirstOrDefault:success:error:] should only be used from the main thread"))
                return RACFirstResult(value: defaultValue, success: false, error: nil)
            }

            return withARCScope { scope in
                let result = scope.strong(RACObjectBox(defaultValue))
                let done = RACBlockVariable(false)

                // A value written here is read on the waiting thread: hand it over as a copy, not by reference.
                let localError = scope.strong(RACObjectBox())
                let localSuccess = RACBlockVariable(true)

                take(1).timeout(RACSignal.asynchronousWaitTimeout, onScheduler: RACScheduler.scheduler())
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
                    RACRuntime.reportBlockedForever("-asynchronousFirstOrDefault:success:error:")
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

    /// ReactiveCocoa 2.5's `-asynchronouslyWaitUntilCompleted:`
    /// ([RACSignal.m:404 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L404)):
    /// `-asynchronousFirstOrDefault:nil success:error:` of `-ignoreValues`.
    func asynchronouslyWaitUntilCompleted25() -> (success: Bool, error: RACObject?) {
        tracingOperator(RACBlockName.asynchronouslyWaitUntilCompleted) {
            let result = ignoreValues().asynchronousFirstOrDefault(nil)
            return (result.success, result.error)
        }
    }
}
