import RACTrace

extension RACSignal {
    /// `-initially:`, translated from
    /// [RACSignal+Operations.m:301](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L301):
    /// `+defer:` of a block that calls `block`, then returns the receiver — so `block` runs
    /// once per subscription, before the receiver is subscribed to.
    ///
    /// ```swift
    /// let counted = request.initially(RACVoidBlock("count") { attempts += 1 })
    /// ```
    public func initially(_ block: RACVoidBlock) -> RACSignal {
        tracingOperator(RACBlockName.initially) {
            RACSignal.defer(RACSignalFactoryBlock(RACBlockName.initiallyDefer, captures: [block, self]) {
                block.call { $0() }
                return self
            }).named("[%@] -initially:", self)
        }
    }

    /// `-finally:`, translated from
    /// [RACSignal+Operations.m:310](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L310):
    /// `-doError:` then `-doCompleted:` with blocks that call `block`, so it runs when the
    /// signal terminates either way (before the subscriber hears of it), and not when the
    /// subscription is disposed early.
    ///
    /// ```swift
    /// let tidy = request.finally(RACVoidBlock("hideSpinner") { spinner.hide() })
    /// ```
    public func finally(_ block: RACVoidBlock) -> RACSignal {
        tracingOperator(RACBlockName.finally) {
            doError(RACValueBlock(RACBlockName.finallyError, captures: [block]) { _ in
                block.call { $0() }
            }).doCompleted(RACVoidBlock(RACBlockName.finallyCompleted, captures: [block]) {
                block.call { $0() }
            }).named("[%@] -finally:", self)
        }
    }
}
