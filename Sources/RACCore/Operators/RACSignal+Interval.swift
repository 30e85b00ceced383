import RACTrace

extension RACSignal {
    /// `+interval:onScheduler:`: sends `[NSDate date]` every `interval` seconds, forever.
    ///
    /// ```swift
    /// RACSignal.interval(1, onScheduler: RACScheduler.mainThreadScheduler)  // dates at t = 1, 2, 3, …
    /// ```
    public static func interval(_ interval: Double, onScheduler scheduler: RACScheduler) -> RACSignal {
        return racTracingMethod(RACBlockName.interval, of: scheduler) {
            return RACSignal.interval(interval, onScheduler: scheduler, withLeeway: 0)
                .named("+interval: \(racFormatInterval(interval)) onScheduler: %@", scheduler)
        }
    }

    /// `+interval:onScheduler:withLeeway:`: each subscription starts a repeating timer on
    /// `scheduler` whose first tick is `interval` seconds after subscribing. The timer holds
    /// the subscriber, so the subscription lives until it is disposed.
    ///
    /// The virtual clock is exact: the leeway is accepted and ignored, and ticks arrive at
    /// exactly `interval`, `2 × interval`, … after the subscription.
    public static func interval(_ interval: Double, onScheduler scheduler: RACScheduler,
                                withLeeway leeway: Double) -> RACSignal {
        precondition(scheduler !== RACScheduler.immediateScheduler,
                     "+interval:onScheduler: cannot use the immediate scheduler (as in RAC)")
        return racTracingMethod(RACBlockName.intervalWithLeeway, of: scheduler) {
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.intervalDidSubscribe, captures: [scheduler]) { subscriber in
                scheduler.after(RACScheduler.now + interval, repeatingEvery: interval, withLeeway: leeway,
                                schedule: RACVoidBlock(RACBlockName.intervalTick, captures: [subscriber]) {
                    let date = ObjCDate.now()
                    date.retain()
                    subscriber.sendNext(date)
                    date.release()
                })
            }
            return RACSignal.createSignal(didSubscribe).named(
                "+interval: \(racFormatInterval(interval)) onScheduler: %@ withLeeway: \(racFormatInterval(leeway))", [scheduler])
        }
    }
}
