import RACTrace

extension RACSignal {
    /// `-logAll`, from
    /// RACSignal.m (`RACBlockName.logAll`):
    /// `-logNext`, then `-logError`, then `-logCompleted` — so the error and completed lines
    /// name the signals `-logNext` and `-logError` made, not the receiver.
    public func logAll() -> RACSignal {
        tracingOperator(RACBlockName.logAll) {
            logNext().logError().logCompleted()
        }
    }

    /// `-logNext`, translated from
    /// RACSignal.m (`RACBlockName.logNext`):
    /// `-doNext:` with a block that `NSLog`s `<receiver's description> next: value`.
    public func logNext() -> RACSignal {
        tracingOperator(RACBlockName.logNext) {
            doNext(RACValueBlock(RACBlockName.logNextBlock, captures: [self]) { x in
                RACRuntime.log("\(self.description) next: \(x?.description ?? "(null)")")
            }).named("%@", self)
        }
    }

    /// `-logError`, translated from
    /// RACSignal.m (`RACBlockName.logError`):
    /// `-doError:` with a block that `NSLog`s `<receiver's description> error: error`.
    public func logError() -> RACSignal {
        tracingOperator(RACBlockName.logError) {
            doError(RACValueBlock(RACBlockName.logErrorBlock, captures: [self]) { error in
                RACRuntime.log("\(self.description) error: \(error?.description ?? "(null)")")
            }).named("%@", self)
        }
    }

    /// `-logCompleted`, translated from
    /// RACSignal.m (`RACBlockName.logCompleted`):
    /// `-doCompleted:` with a block that `NSLog`s `<receiver's description> completed`.
    public func logCompleted() -> RACSignal {
        tracingOperator(RACBlockName.logCompleted) {
            doCompleted(RACVoidBlock(RACBlockName.logCompletedBlock, captures: [self]) {
                RACRuntime.log("\(self.description) completed")
            }).named("%@", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let logAll = RACBlockName("logAll", rac: "RACSignal.m", 330, rac25: 339)
    public static let logNext = RACBlockName("logNext", rac: "RACSignal.m", 334, rac25: 343)
    /// The `-doNext:` block: `NSLog(@"%@ next: %@", self, x)`.
    public static let logNextBlock = RACBlockName("logNext.block", rac: "RACSignal.m", 335, rac25: 344)
    public static let logError = RACBlockName("logError", rac: "RACSignal.m", 340, rac25: 349)
    public static let logErrorBlock = RACBlockName("logError.block", rac: "RACSignal.m", 341, rac25: 350)
    public static let logCompleted = RACBlockName("logCompleted", rac: "RACSignal.m", 346, rac25: 355)
    public static let logCompletedBlock = RACBlockName("logCompleted.block", rac: "RACSignal.m", 347, rac25: 356)
}
