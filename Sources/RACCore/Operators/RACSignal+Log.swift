import RACTrace

extension RACSignal {
    /// `-logAll`, from
    /// [RACSignal.m:330](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L330):
    /// `-logNext`, then `-logError`, then `-logCompleted` — so the error and completed lines
    /// name the signals `-logNext` and `-logError` made, not the receiver.
    public func logAll() -> RACSignal {
        tracingOperator(RACBlockName.logAll) {
            logNext().logError().logCompleted()
        }
    }

    /// `-logNext`, translated from
    /// [RACSignal.m:334](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L334):
    /// `-doNext:` with a block that `NSLog`s `<receiver's description> next: value`.
    public func logNext() -> RACSignal {
        tracingOperator(RACBlockName.logNext) {
            doNext(RACValueBlock(RACBlockName.logNextBlock, captures: [self]) { x in
                RACRuntime.log("\(self.description) next: \(x?.description ?? "(null)")")
            }).named("%@", self)
        }
    }

    /// `-logError`, translated from
    /// [RACSignal.m:340](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L340):
    /// `-doError:` with a block that `NSLog`s `<receiver's description> error: error`.
    public func logError() -> RACSignal {
        tracingOperator(RACBlockName.logError) {
            doError(RACValueBlock(RACBlockName.logErrorBlock, captures: [self]) { error in
                RACRuntime.log("\(self.description) error: \(error?.description ?? "(null)")")
            }).named("%@", self)
        }
    }

    /// `-logCompleted`, translated from
    /// [RACSignal.m:346](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L346):
    /// `-doCompleted:` with a block that `NSLog`s `<receiver's description> completed`.
    public func logCompleted() -> RACSignal {
        tracingOperator(RACBlockName.logCompleted) {
            doCompleted(RACVoidBlock(RACBlockName.logCompletedBlock, captures: [self]) {
                RACRuntime.log("\(self.description) completed")
            }).named("%@", self)
        }
    }
}
