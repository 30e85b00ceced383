import RACTrace

extension RACSignal {
    /// `-initially:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.initially`):
    /// `+defer:` of a block that calls `block`, then returns the receiver — so `block` runs
    /// once per subscription, before the receiver is subscribed to.
    ///
    /// ```swift
    /// let counted = request.initially(RACVoidBlock(named: "count") { attempts += 1 })
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
    /// RACSignal+Operations.m (`RACBlockName.finally`):
    /// `-doError:` then `-doCompleted:` with blocks that call `block`, so it runs when the
    /// signal terminates either way (before the subscriber hears of it), and not when the
    /// subscription is disposed early.
    ///
    /// ```swift
    /// let tidy = request.finally(RACVoidBlock(named: "hideSpinner") { spinner.hide() })
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let initially = RACBlockName("initially", rac: "RACSignal+Operations.m", 301, rac25: 293)
    /// The `+defer:` block: calls the reader's block, then returns the receiver.
    public static let initiallyDefer = RACBlockName("initially.defer", rac: "RACSignal+Operations.m", 304, rac25: 296)
    public static let finally = RACBlockName("finally", rac: "RACSignal+Operations.m", 310, rac25: 302)
    /// The `-doError:` block: calls the reader's block.
    public static let finallyError = RACBlockName("finally.error", rac: "RACSignal+Operations.m", 314, rac25: 306)
    /// The `-doCompleted:` block: calls the reader's block.
    public static let finallyCompleted = RACBlockName("finally.completed", rac: "RACSignal+Operations.m", 317, rac25: 309)
}
