import RACCore

/// Subscribers, disposables and schedulers.
extension Evaluator {
    /// The subscriber protocol's methods, on any receiver of the subscriber kind.
    static let subscriberMethods: [BridgeMethod<RACObject>] = [
        .method("sendNext:") { call in
            subscriber(call).sendNext(call.object(0))
            return try call.rethrowingFailure()
        },
        .method("sendError:") { call in
            subscriber(call).sendError(call.object(0))
            return try call.rethrowingFailure()
        },
        .method("sendCompleted") { call in
            subscriber(call).sendCompleted()
            return try call.rethrowingFailure()
        },
        .method("didSubscribeWithDisposable:") { call in
            guard let disposable = call.object(0) as? RACCompoundDisposable else { return .void }
            subscriber(call).didSubscribe(with: disposable)
            return try call.rethrowingFailure()
        },
    ]

    /// The receiver of a subscriber method (the subscriber kind only holds subscribers).
    private static func subscriber(_ call: BridgeCall<RACObject>) -> RACSubscriberProtocol {
        call.receiver as! RACSubscriberProtocol
    }

    static let disposableMethods: [BridgeMethod<RACObject>] = ([
        .method("dispose") { call in
            call.receiver.dispose()
            return try call.rethrowingFailure()
        },
        .method("isDisposed", returns: .bool) { call in .bool(call.receiver.isDisposed) },
        .method("asScopedDisposable") { call in call.result(call.receiver.asScopedDisposable()) },
    ] as [BridgeMethod<RACDisposable>]).map(BridgeMethod<RACObject>.lifting)

    static let compoundDisposableMethods: [BridgeMethod<RACObject>] = ([
        .method("addDisposable:") { call in
            call.receiver.add(call.object(0) as? RACDisposable)
            return try call.rethrowingFailure()
        },
        .method("removeDisposable:") { call in
            call.receiver.remove(call.object(0) as? RACDisposable)
            return .void
        },
    ] as [BridgeMethod<RACCompoundDisposable>]).map(BridgeMethod<RACObject>.lifting)

    static let serialDisposableMethods: [BridgeMethod<RACObject>] = ([
        .method("disposable") { call in call.receiver.disposable.map(Value.object) ?? .null },
        .method("setDisposable:") { call in
            call.receiver.disposable = call.object(0) as? RACDisposable
            return try call.rethrowingFailure()
        },
        .method("swapInDisposable:") { call in
            let previous = call.receiver.swapIn(call.object(0) as? RACDisposable)
            _ = try call.rethrowingFailure()
            guard let previous else { return .null }
            let value = call.evaluator.temporary(.object(previous))
            previous.release()
            return value
        },
    ] as [BridgeMethod<RACSerialDisposable>]).map(BridgeMethod<RACObject>.lifting)

    static let connectionMethods: [BridgeMethod<RACObject>] = ([
        .method("connect") { call in
            let disposable = call.receiver.connect()
            return try call.rethrowingFailure(call.result(disposable))
        },
        .method("autoconnect") { call in call.result(call.receiver.autoconnect()) },
        .method("signal") { call in .object(call.receiver.signal) },
    ] as [BridgeMethod<RACMulticastConnection>]).map(BridgeMethod<RACObject>.lifting)

    static let schedulerMethods: [BridgeMethod<RACObject>] = ([
        .method("schedule:") { call in call.result(call.receiver.schedule(call.evaluator.voidBlock(try call.block(0, asserting: call.evaluator.scheduledBlockAssertion(call.receiver))))) },
        .method("afterDelay:schedule:") { call in
            let delay = try call.double(0)
            let block = try call.block(1, asserting: call.evaluator.scheduledBlockAssertion(call.receiver))
            return call.result(call.receiver.afterDelay(delay, schedule: call.evaluator.voidBlock(block)))
        },
        .method("after:schedule:") { call in
            let date = try call.evaluator.dateArgument(call.arguments[0], call.context, 0)
            let block = try call.block(1, asserting: call.evaluator.scheduledBlockAssertion(call.receiver))
            return call.result(call.receiver.after(date, schedule: call.evaluator.voidBlock(block)))
        },
        .method("after:repeatingEvery:withLeeway:schedule:") { call in
            let scheduler = call.receiver
            let date = try call.evaluator.dateArgument(call.arguments[0], call.context, 0)
            let interval = try call.double(1)
            let leeway = try call.double(2)
            let block = try call.block(3, asserting: call.evaluator.scheduledBlockAssertion(call.receiver))
            if scheduler === RACScheduler.immediateScheduler {
                throw RuntimeFailure(.immediateSchedulerRepeats, at: call.context.range)
            }
            try call.evaluator.checkRepetition(interval, leeway, on: scheduler, call.context)
            return call.result(scheduler.after(date, repeatingEvery: interval, withLeeway: leeway,
                                               schedule: call.evaluator.voidBlock(block)))
        },
        .method("scheduleRecursiveBlock:") { call in
            call.result(call.receiver.scheduleRecursiveBlock(call.evaluator.recursiveBlock(try call.uncheckedBlock(0))))
        },
    ] as [BridgeMethod<RACScheduler>]).map(BridgeMethod<RACObject>.lifting)

    /// How a scheduler's `-schedule:` family asserts its block: RACTestScheduler.m says
    /// `block != nil`, the others (RACQueueScheduler.m, RACImmediateScheduler.m,
    /// RACSubscriptionScheduler.m) `block != NULL`.
    func scheduledBlockAssertion(_ scheduler: RACScheduler) -> String {
        scheduler is RACTestScheduler ? "block != nil" : "block != NULL"
    }

    /// An `NSDate` argument as virtual seconds.
    func dateArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> Double {
        if let date = value.object as? ObjCDate { return date.timeIntervalSinceReferenceDate }
        throw RuntimeFailure(.wrongArgumentType(selector: context.selector, expected: .date, got: nil),
                                   at: context.argumentRange(index))
    }

    /// The parameter assertions `-after:repeatingEvery:withLeeway:schedule:` begins with:
    /// RACTestScheduler.m allows a zero interval, RACQueueScheduler.m (the main thread's, and
    /// the subscription scheduler's, which forwards there) does not.
    private func checkRepetition(_ interval: Double, _ leeway: Double, on scheduler: RACScheduler, _ context: SendContext) throws {
        if scheduler is RACTestScheduler {
            guard interval >= 0 else { throw RuntimeFailure(.parameterAssert("interval >= 0"), at: context.argumentRange(1)) }
            guard leeway >= 0 else { throw RuntimeFailure(.parameterAssert("leeway >= 0"), at: context.argumentRange(2)) }
            return
        }
        // INT64_MAX / NSEC_PER_SEC, in integer arithmetic as the C compiles it.
        let limit = Double(Int64.max / 1_000_000_000)
        guard interval > 0, interval < limit else {
            throw RuntimeFailure(.parameterAssert("interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC"), at: context.argumentRange(1))
        }
        guard leeway >= 0, leeway < limit else {
            throw RuntimeFailure(.parameterAssert("leeway >= 0.0 && leeway < INT64_MAX / NSEC_PER_SEC"), at: context.argumentRange(2))
        }
    }
}
