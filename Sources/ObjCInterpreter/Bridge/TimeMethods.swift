import RACCore

/// Time-based operators and `RACTestScheduler`, on RACCore's virtual clock.
extension Evaluator {
    static let signalTimeMethods: [BridgeMethod<RACObject>] = ([
        .method("delay:") { call in call.result(call.receiver.delay(try call.double(0))) },
        .method("throttle:") { call in call.result(call.receiver.throttle(try call.evaluator.throttleInterval(call))) },
        .method("throttle:valuesPassingTest:") { call in
            let interval = try call.evaluator.throttleInterval(call)
            let predicate = call.evaluator.predicateBlock(try call.block(1, asserting: "predicate != nil"))
            return call.result(call.receiver.throttle(interval, valuesPassingTest: predicate))
        },
        .method("timeout:onScheduler:") { call in
            // RAC: NSCParameterAssert(scheduler != RACScheduler.immediateScheduler).
            let scheduler = try call.scheduler(1)
            try call.evaluator.refuseImmediate(scheduler, call.context)
            return call.result(call.receiver.timeout(try call.double(0), onScheduler: scheduler))
        },
        .method("deliverOn:") { call in call.result(call.receiver.deliverOn(try call.scheduler(0))) },
        .method("subscribeOn:") { call in call.result(call.receiver.subscribeOn(try call.scheduler(0))) },
    ] as [BridgeMethod<RACSignal>]).map(BridgeMethod<RACObject>.lifting)

    /// `-throttle:valuesPassingTest:` begins with `NSCParameterAssert(interval >= 0)`.
    private func throttleInterval(_ call: BridgeCall<RACSignal>) throws -> Double {
        let interval = try call.double(0)
        guard interval >= 0 else { throw RuntimeFailure(.parameterAssert("interval >= 0"), at: call.context.argumentRange(0)) }
        return interval
    }

    /// `+interval:onScheduler:` and friends.
    static let signalTimeClassMethods: [BridgeMethod<String>] = [
        .method("interval:onScheduler:") { call in
            let scheduler = try call.scheduler(1)
            try call.evaluator.refuseImmediate(scheduler, call.context)
            return call.result(RACSignal.interval(try call.evaluator.positiveInterval(call), onScheduler: scheduler))
        },
        .method("interval:onScheduler:withLeeway:") { call in
            let scheduler = try call.scheduler(1)
            try call.evaluator.refuseImmediate(scheduler, call.context)
            return call.result(RACSignal.interval(try call.evaluator.positiveInterval(call), onScheduler: scheduler,
                                                  withLeeway: try call.double(2)))
        },
    ]

    static let testSchedulerMethods: [BridgeMethod<RACObject>] = ([
        .method("step") { call in
            call.receiver.step()
            return try call.evaluator.stepped()
        },
        .method("step:") { call in
            call.receiver.step(Int(clamping: try call.integer(0)))
            return try call.evaluator.stepped()
        },
        .method("stepAll") { call in
            call.receiver.stepAll()
            return try call.evaluator.stepped()
        },
    ] as [BridgeMethod<RACTestScheduler>]).map(BridgeMethod<RACObject>.lifting)

    /// After the test scheduler ran its actions: stops when one failed the run.
    private func stepped() throws -> Value {
        if let failure { throw failure }
        return .void
    }

    /// The label of the global queue a `RACSchedulerPriority` names (RACScheduler.h: the
    /// `DISPATCH_QUEUE_PRIORITY_*` values), as libdispatch names its root queues. Another
    /// value gets no queue from libdispatch; RACStep gives it the default one.
    static func globalQueueLabel(priority: Int64) -> String {
        switch priority {
        case 2: return "com.apple.root.user-initiated-qos"
        case -2: return "com.apple.root.utility-qos"
        case Int64(Int16.min): return "com.apple.root.background-qos"
        default: return "com.apple.root.default-qos"
        }
    }

    func schedulerArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> RACScheduler {
        guard let scheduler = value.object as? RACScheduler else {
            throw RuntimeFailure(.parameterAssert("scheduler != nil"), at: context.argumentRange(index))
        }
        return scheduler
    }

    /// RAC asserts `interval > 0.0` before scheduling repeating work (RACQueueScheduler.m).
    private func positiveInterval(_ call: BridgeCall<String>) throws -> Double {
        let interval = try call.double(0)
        guard interval > 0 else { throw RuntimeFailure(.parameterAssert("interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC"), at: call.context.argumentRange(0)) }
        return interval
    }

    private func refuseImmediate(_ scheduler: RACScheduler, _ context: SendContext) throws {
        if scheduler === RACScheduler.immediateScheduler {
            throw RuntimeFailure(.parameterAssert("scheduler != RACScheduler.immediateScheduler"), at: context.argumentRange(1))
        }
    }
}
