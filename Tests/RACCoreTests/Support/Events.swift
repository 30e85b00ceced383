import RACCore

/// What one subscription saw, as text: `"1"`, `"error <desc>"`, `"completed"`.
final class Events {
    var log: [String] = []
    var values: [String] { log.filter { $0 != "completed" && !$0.hasPrefix("error ") } }
    var completed: Bool { log.contains("completed") }
    var error: String? { log.first { $0.hasPrefix("error ") }.map { String($0.dropFirst(6)) } }
}

extension Harness {
    /// Subscribes to `signal` with next/error/completed blocks that record into the result.
    @discardableResult
    func record(_ signal: RACSignal, disposable: ((RACDisposable?) -> Void)? = nil) -> Events {
        let events = Events()
        let d = signal.subscribe(
            next: next { x in events.log.append(x?.description ?? "(null)") },
            error: error { e in events.log.append("error " + (e?.description ?? "(null)")) },
            completed: completed { events.log.append("completed") })
        disposable?(d)
        return events
    }

    /// A cold `createSignal:` that sends `values` then completes (or errors with `error`),
    /// counting its subscriptions in `subscriptions` and logging "disposed" when disposed.
    func cold(_ values: [RACObject?], error: RACObject? = nil, completes: Bool = true,
              subscriptions: Counter? = nil) -> RACSignal {
        RACSignal.createSignal(didSubscribe { subscriber in
            subscriptions?.value += 1
            for value in values { subscriber.sendNext(value) }
            if let error { subscriber.sendError(error) } else if completes { subscriber.sendCompleted() }
            return nil
        })
    }
}

final class Counter {
    var value = 0
}

func testError(_ code: Int = 1) -> ObjCError { ObjCError(domain: "RACSignalTestErrorDomain", code: code, userInfo: nil) }
