import ObjCFrontend
import RACCore

/// Time-based operators and `RACTestScheduler`, on RACCore's virtual clock.
extension Evaluator {
    static let timeSignalSelectors = ["delay:", "throttle:", "throttle:valuesPassingTest:", "timeout:onScheduler:",
                                      "deliverOn:", "subscribeOn:"]
    static let testSchedulerSelectors = ["step", "step:", "stepAll"]

    func sendTimeOperator(_ signal: RACSignal, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "delay:":
            return result(signal.delay(try double(arguments[0], context, 0)))
        case "throttle:":
            return result(signal.throttle(try throttleInterval(arguments[0], context)))
        case "throttle:valuesPassingTest:":
            let interval = try throttleInterval(arguments[0], context)
            let predicate = predicateBlock(try blockArgument(arguments[1], 1, context)!)
            return result(signal.throttle(interval, valuesPassingTest: predicate))
        case "timeout:onScheduler:":
            // RAC: NSCParameterAssert(scheduler != RACScheduler.immediateScheduler).
            let scheduler = try schedulerArgument(arguments[1], context, 1)
            try refuseImmediate(scheduler, context)
            return result(signal.timeout(try double(arguments[0], context, 0), onScheduler: scheduler))
        case "deliverOn:":
            return result(signal.deliverOn(try schedulerArgument(arguments[0], context, 0)))
        case "subscribeOn:":
            return result(signal.subscribeOn(try schedulerArgument(arguments[0], context, 0)))
        default:
            return nil
        }
    }

    /// `-throttle:valuesPassingTest:` begins with `NSCParameterAssert(interval >= 0)`.
    private func throttleInterval(_ value: Value, _ context: SendContext) throws -> Double {
        let interval = try double(value, context, 0)
        guard interval >= 0 else { throw RuntimeFailure.parameterAssert("interval >= 0", at: context.argumentRange(0)) }
        return interval
    }

    /// `+interval:onScheduler:` and friends.
    func sendTimeClassMethod(_ className: String, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch (className, selector) {
        case ("RACSignal", "interval:onScheduler:"):
            let scheduler = try schedulerArgument(arguments[1], context, 1)
            try refuseImmediate(scheduler, context)
            return result(RACSignal.interval(try positiveInterval(arguments[0], context), onScheduler: scheduler))
        case ("RACSignal", "interval:onScheduler:withLeeway:"):
            let scheduler = try schedulerArgument(arguments[1], context, 1)
            try refuseImmediate(scheduler, context)
            return result(RACSignal.interval(try positiveInterval(arguments[0], context), onScheduler: scheduler,
                                             withLeeway: try double(arguments[2], context, 2)))
        case ("RACTestScheduler", "new"), ("RACTestScheduler", "scheduler"):
            return result(RACTestScheduler())
        default:
            return nil
        }
    }

    func sendToTestScheduler(_ scheduler: RACTestScheduler, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "step": scheduler.step()
        case "step:": scheduler.step(Int(clamping: try integer(arguments[0], context, 0)))
        case "stepAll": scheduler.stepAll()
        default: return nil
        }
        if let failure { throw failure }
        return .void
    }

    func schedulerArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> RACScheduler {
        guard let scheduler = value.object as? RACScheduler else {
            throw RuntimeFailure.parameterAssert("scheduler != nil", at: context.argumentRange(index))
        }
        return scheduler
    }

    /// RAC asserts `interval > 0.0` before scheduling repeating work (RACQueueScheduler.m).
    private func positiveInterval(_ value: Value, _ context: SendContext) throws -> Double {
        let interval = try double(value, context, 0)
        guard interval > 0 else { throw RuntimeFailure.parameterAssert("interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC", at: context.argumentRange(0)) }
        return interval
    }

    private func refuseImmediate(_ scheduler: RACScheduler, _ context: SendContext) throws {
        if scheduler === RACScheduler.immediateScheduler {
            throw RuntimeFailure.parameterAssert("scheduler != RACScheduler.immediateScheduler", at: context.argumentRange(1))
        }
    }
}
