import ObjCFrontend
import RACCore

/// Subscribers, disposables and schedulers.
extension Evaluator {
    static let subscriberSelectors = ["sendNext:", "sendError:", "sendCompleted", "didSubscribeWithDisposable:"]
    static let disposableSelectors = ["dispose", "isDisposed", "disposed", "asScopedDisposable", "addDisposable:",
                                      "removeDisposable:", "disposable", "setDisposable:", "swapInDisposable:"]
    static let schedulerSelectors = ["schedule:", "after:schedule:", "afterDelay:schedule:",
                                     "after:repeatingEvery:withLeeway:schedule:"]

    func sendToSubscriber(_ subscriber: RACSubscriberProtocol, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "sendNext:":
            subscriber.sendNext(arguments[0].object)
        case "sendError:":
            subscriber.sendError(arguments[0].object)
        case "sendCompleted":
            subscriber.sendCompleted()
        case "didSubscribeWithDisposable:":
            guard let disposable = arguments[0].object as? RACCompoundDisposable else { return .void }
            subscriber.didSubscribe(with: disposable)
        default:
            return nil
        }
        if hasFailed, let failure { throw failure }
        return .void
    }

    func sendToDisposable(_ disposable: RACDisposable, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "dispose":
            disposable.dispose()
            if hasFailed, let failure { throw failure }
            return .void
        case "isDisposed", "disposed":
            return .bool(disposable.isDisposed)
        case "asScopedDisposable":
            return result(disposable.asScopedDisposable())
        default:
            break
        }
        if let compound = disposable as? RACCompoundDisposable {
            switch selector {
            case "addDisposable:":
                compound.add(arguments[0].object as? RACDisposable)
                if hasFailed, let failure { throw failure }
                return .void
            case "removeDisposable:":
                compound.remove(arguments[0].object as? RACDisposable)
                return .void
            default: break
            }
        }
        if let serial = disposable as? RACSerialDisposable {
            switch selector {
            case "disposable":
                return serial.disposable.map(Value.object) ?? .null
            case "setDisposable:":
                serial.disposable = arguments[0].object as? RACDisposable
                if hasFailed, let failure { throw failure }
                return .void
            case "swapInDisposable:":
                let previous = serial.swapIn(arguments[0].object as? RACDisposable)
                if hasFailed, let failure { throw failure }
                guard let previous else { return .null }
                let value = temporary(.object(previous))
                previous.release()
                return value
            default: break
            }
        }
        return nil
    }

    static let connectionSelectors = ["connect", "autoconnect", "signal"]

    func sendToConnection(_ connection: RACMulticastConnection, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "connect":
            let disposable = connection.connect()
            if hasFailed, let failure { throw failure }
            return result(disposable)
        case "autoconnect": return result(connection.autoconnect())
        case "signal": return .object(connection.signal)
        default: return nil
        }
    }

    func sendToScheduler(_ scheduler: RACScheduler, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "schedule:":
            let block = try blockArgument(arguments[0], 0, context)!
            return result(scheduler.schedule(voidBlock(block)))
        case "afterDelay:schedule:":
            let delay = try double(arguments[0], context, 0)
            let block = try blockArgument(arguments[1], 1, context)!
            return result(scheduler.afterDelay(delay, schedule: voidBlock(block)))
        case "after:schedule:":
            let date = try dateArgument(arguments[0], context, 0)
            let block = try blockArgument(arguments[1], 1, context)!
            return result(scheduler.after(date, schedule: voidBlock(block)))
        case "after:repeatingEvery:withLeeway:schedule:":
            let date = try dateArgument(arguments[0], context, 0)
            let interval = try double(arguments[1], context, 1)
            let leeway = try double(arguments[2], context, 2)
            let block = try blockArgument(arguments[3], 3, context)!
            if scheduler === RACScheduler.immediateScheduler {
                throw RuntimeFailure.exception("NSInternalInconsistencyException",
                                               reason: "+[RACScheduler immediateScheduler] does not support recurring scheduling",
                                               message: "the immediate scheduler cannot repeat work", at: context.range)
            }
            try checkRepetition(interval, leeway, on: scheduler, context)
            return result(scheduler.after(date, repeatingEvery: interval, withLeeway: leeway, schedule: voidBlock(block)))
        default:
            return nil
        }
    }

    /// An `NSDate` argument as virtual seconds.
    func dateArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> Double {
        if let date = value.object as? ObjCDate { return date.timeIntervalSinceReferenceDate }
        throw RuntimeFailure.error("'\(context.selector)' needs an NSDate here (e.g. [NSDate dateWithTimeIntervalSinceNow:1])",
                                   at: context.argumentRange(index))
    }

    /// The parameter assertions `-after:repeatingEvery:withLeeway:schedule:` begins with:
    /// RACTestScheduler.m allows a zero interval, RACQueueScheduler.m (the main thread's, and
    /// the subscription scheduler's, which forwards there) does not.
    private func checkRepetition(_ interval: Double, _ leeway: Double, on scheduler: RACScheduler, _ context: SendContext) throws {
        if scheduler is RACTestScheduler {
            guard interval >= 0 else { throw RuntimeFailure.parameterAssert("interval >= 0", at: context.argumentRange(1)) }
            guard leeway >= 0 else { throw RuntimeFailure.parameterAssert("leeway >= 0", at: context.argumentRange(2)) }
            return
        }
        // INT64_MAX / NSEC_PER_SEC, in integer arithmetic as the C compiles it.
        let limit = Double(Int64.max / 1_000_000_000)
        guard interval > 0, interval < limit else {
            throw RuntimeFailure.parameterAssert("interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC", at: context.argumentRange(1))
        }
        guard leeway >= 0, leeway < limit else {
            throw RuntimeFailure.parameterAssert("leeway >= 0.0 && leeway < INT64_MAX / NSEC_PER_SEC", at: context.argumentRange(2))
        }
    }
}
