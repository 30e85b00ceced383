import RACTrace

extension RACSignal {
    /// `+startEagerlyWithScheduler:block:`, from
    /// [RACSignal.m:44](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L44):
    /// `+startLazilyWithScheduler:block:`, subscribed to at once through `-publish` and
    /// `-connect`, so `block` is scheduled now rather than on the first subscription.
    public static func startEagerly(with scheduler: RACScheduler, block: RACValueBlock) -> RACSignal {
        withARCScope { scope in
            let signal = scope.strong(startLazily(with: scheduler, block: block))
            // Subscribing once is what makes the lazy signal run its block now.
            signal.publish().connect()
            return scope.returning(signal).named("+startEagerlyWithScheduler: %@ block:", scheduler)
        }
    }

    /// `+startLazilyWithScheduler:block:`, translated from
    /// [RACSignal.m:54](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L54):
    /// `block` runs once, on `scheduler`, when the result is first subscribed to; its events
    /// go into a `RACReplaySubject`, so every subscriber — then or later — gets all of them.
    public static func startLazily(with scheduler: RACScheduler, block: RACValueBlock) -> RACSignal {
        withARCScope { scope in
            let connection = scope.strong(RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.startLazilyBlock, captures: [block]) { subscriber in
                block.call { $0(subscriber) }
                return nil
            }).multicast(RACReplaySubject()))

            return RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.startLazilyConnect, captures: [connection]) { subscriber in
                _ = connection.signal.subscribe(subscriber)
                connection.connect()
                return nil
            }).subscribeOn(scheduler).named("+startLazilyWithScheduler: %@ block:", scheduler)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The multicast signal's `createSignal:` block: calls the reader's block.
    public static let startLazilyBlock = RACBlockName("startLazily.block", rac: "RACSignal.m", 59, rac25: 58)
    /// Subscribes to the replay subject, then connects.
    public static let startLazilyConnect = RACBlockName("startLazily.connect", rac: "RACSignal.m", 66, rac25: 65)
}
