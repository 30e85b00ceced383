import RACTrace

extension RACSignal {
    /// `+interval:onScheduler:`, from
    /// RACSignal+Operations.m (`RACBlockName.interval`):
    /// sends `[NSDate date]` every `interval` seconds, forever.
    ///
    /// ```swift
    /// RACSignal.interval(1, onScheduler: RACScheduler.mainThreadScheduler)  // dates at t = 1, 2, 3, …
    /// ```
    public static func interval(_ interval: Double, onScheduler scheduler: RACScheduler) -> RACSignal {
        racTracingMethod(RACBlockName.interval, of: scheduler) {
            RACSignal.interval(interval, onScheduler: scheduler, withLeeway: 0)
                .named("+interval: \(racFormatInterval(interval)) onScheduler: %@", scheduler)
        }
    }

    /// `+interval:onScheduler:withLeeway:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.intervalWithLeeway`):
    /// each subscription starts a repeating timer on `scheduler` whose first tick is
    /// `interval` seconds after subscribing. The timer holds the subscriber, so the
    /// subscription lives until it is disposed.
    ///
    /// The virtual clock is exact: the leeway is accepted and ignored, and ticks arrive at
    /// exactly `interval`, `2 × interval`, … after the subscription. RAC's first-tick
    /// `[NSDate dateWithTimeIntervalSinceNow:]` is a time on that clock, not a modelled object.
    public static func interval(_ interval: Double, onScheduler scheduler: RACScheduler,
                                withLeeway leeway: Double) -> RACSignal {
        precondition(scheduler !== RACScheduler.immediateScheduler,
                     "+interval:onScheduler: cannot use the immediate scheduler (as in RAC)")
        return racTracingMethod(RACBlockName.intervalWithLeeway, of: scheduler) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.intervalDidSubscribe, captures: [scheduler]) { subscriber in
                scheduler.after(RACScheduler.now + interval, repeatingEvery: interval, withLeeway: leeway,
                                schedule: RACVoidBlock(RACBlockName.intervalTick, captures: [subscriber]) {
                    withARCScope { scope in
                        // RAC's `[NSDate date]`, a temporary of the statement.
                        let date = scope.strong(ObjCDate.now())
                        subscriber.sendNext(date)
                    }
                })
            }).named("+interval: \(racFormatInterval(interval)) onScheduler: %@ withLeeway: \(racFormatInterval(leeway))", [scheduler])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let interval = RACBlockName("interval", rac: "RACSignal+Operations.m", 718, rac25: 708)
    public static let intervalWithLeeway = RACBlockName("interval.withLeeway", rac: "RACSignal+Operations.m", 722, rac25: 712)
    public static let intervalDidSubscribe = RACBlockName("interval.didSubscribe", rac: "RACSignal+Operations.m", 726, rac25: 716)
    /// The repeating block that sends `[NSDate date]`.
    public static let intervalTick = RACBlockName("interval.tick", rac: "RACSignal+Operations.m", 727, rac25: 717)
}
