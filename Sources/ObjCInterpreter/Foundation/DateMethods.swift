import RACCore

/// `NSDate`'s arithmetic on RACStep's virtual clock (`ObjCDate`): a date is a number of
/// seconds since the reference date, so each method is that number's arithmetic, as
/// Foundation's `NSDate` does it on its `timeIntervalSinceReferenceDate`.
extension Evaluator {
    static let dateMethods: [BridgeMethod<RACObject>] = ([
        .method("dateByAddingTimeInterval:") { call in
            let date = ObjCDate(timeIntervalSinceReferenceDate: call.receiver.timeIntervalSinceReferenceDate + (try call.double(0)))
            return call.evaluator.temporary(.object(date))
        },
        .method("timeIntervalSinceDate:", returns: .double) { call in
            // A nil date answers 0 for its interval, as a message to nil does.
            let other = (call.object(0) as? ObjCDate)?.timeIntervalSinceReferenceDate ?? 0
            return .floating(call.receiver.timeIntervalSinceReferenceDate - other, bitWidth: 64)
        },
        .method("timeIntervalSinceNow", returns: .double) { call in
            .floating(call.receiver.timeIntervalSinceReferenceDate - RACRuntime.current.clock.now, bitWidth: 64)
        },
        .method("timeIntervalSinceReferenceDate", returns: .double) { call in
            .floating(call.receiver.timeIntervalSinceReferenceDate, bitWidth: 64)
        },
        .method("timeIntervalSince1970", returns: .double) { call in .floating(call.receiver.timeIntervalSince1970, bitWidth: 64) },
        .method("isEqualToDate:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        .method("compare:", returns: .long) { call in
            guard let other = call.object(0) as? ObjCDate else { throw call.evaluator.unrecognized(call) }
            let (a, b) = (call.receiver.timeIntervalSinceReferenceDate, other.timeIntervalSinceReferenceDate)
            return .integer(a < b ? -1 : (a > b ? 1 : 0), Value.long)
        },
        // The receiver when the two are the same instant, as NSDate's -earlierDate: answers.
        .method("earlierDate:") { call in
            guard let other = call.object(0) as? ObjCDate else { throw call.evaluator.unrecognized(call) }
            return .object(other.timeIntervalSinceReferenceDate < call.receiver.timeIntervalSinceReferenceDate ? other : call.receiver)
        },
        .method("laterDate:") { call in
            guard let other = call.object(0) as? ObjCDate else { throw call.evaluator.unrecognized(call) }
            return .object(other.timeIntervalSinceReferenceDate > call.receiver.timeIntervalSinceReferenceDate ? other : call.receiver)
        },
    ] as [BridgeMethod<ObjCDate>]).map(BridgeMethod<RACObject>.lifting)

    /// `NSDate`'s class methods and initializers: now on the virtual clock, or from an interval.
    static let dateClass = BridgeClass("NSDate", classMethods: [
        .method("date") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        .method("dateWithTimeIntervalSinceNow:") { call in call.evaluator.temporary(.object(ObjCDate.sinceNow(try call.double(0)))) },
        .method("dateWithTimeIntervalSinceReferenceDate:") { call in
            call.evaluator.temporary(.object(ObjCDate(timeIntervalSinceReferenceDate: try call.double(0))))
        },
        .method("dateWithTimeIntervalSince1970:") { call in
            call.evaluator.temporary(.object(ObjCDate(timeIntervalSinceReferenceDate: try call.double(0) - ObjCDate.referenceDateSince1970)))
        },
    ], initializers: [
        .method("init") { call in call.evaluator.temporary(.object(ObjCDate.now())) },
        .method("initWithTimeIntervalSinceNow:") { call in call.evaluator.temporary(.object(ObjCDate.sinceNow(try call.double(0)))) },
        .method("initWithTimeIntervalSinceReferenceDate:") { call in
            call.evaluator.temporary(.object(ObjCDate(timeIntervalSinceReferenceDate: try call.double(0))))
        },
        .method("initWithTimeIntervalSince1970:") { call in
            call.evaluator.temporary(.object(ObjCDate(timeIntervalSinceReferenceDate: try call.double(0) - ObjCDate.referenceDateSince1970)))
        },
    ])
}
