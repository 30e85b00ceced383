import RACTrace

extension RACSignal {
    /// `-switchToLatest`, translated from
    /// RACSignal+Operations.m (`RACBlockName.switchToLatest`):
    /// per subscription, `-publish`es the receiver (a signal of signals) and subscribes to its
    /// `-flattenMap:` of each inner signal `-takeUntil:` the connection's next value — so a new
    /// inner signal disposes the previous one's subscription — then connects. The trigger is
    /// `-concat:`ed with `+never` so the receiver's completion does not cut the last inner
    /// signal short. Disposing disposes the subscription, then the connection.
    ///
    /// ```swift
    /// let results = queries.map(search).switchToLatest()
    /// ```
    public func switchToLatest() -> RACSignal {
        tracingOperator(RACBlockName.switchToLatest) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.switchToLatestDidSubscribe, captures: [self]) { subscriber in
                withARCScope { scope in
                    let connection = scope.strong(self.publish())

                    let subscriptionDisposable = connection.signal.flattenMap(
                        RACFlattenMapBlock(RACBlockName.switchToLatestFlattenMap, captures: [connection, self]) { x in
                            guard x == nil || x is RACSignal else {
                                RACRuntime.raise(.assertion("-switchToLatest requires that the source signal (\(self.description)) send signals. "
                                                            + "Instead we got: \(x!.description)"))
                                return nil
                            }

                            // -concat:[RACSignal never] keeps the receiver's completion from
                            // ending the inner signal early.
                            return (x as? RACSignal)?.takeUntil(connection.signal.concat(RACSignal.never()))
                        }).subscribe(subscriber)

                    let connectionDisposable = connection.connect()
                    return RACDisposable(RACBlockName.switchToLatestDispose, captures: [subscriptionDisposable, connectionDisposable]) {
                        subscriptionDisposable?.dispose()
                        connectionDisposable.dispose()
                    }
                }
            }).named("[%@] -switchToLatest", self)
        }
    }

    /// `+switch:cases:default:`, translated from
    /// [RACSignal+Operations.m:816](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L816):
    /// `-map:` of each key `signal` sends (nil as `RACTupleNil`) to its case's signal, or
    /// `defaultSignal`, or an error signal (`RACSignalErrorNoMatchingCase`) — then
    /// `-switchToLatest`. Every case must be a signal (RAC's `NSCAssert`).
    ///
    /// ```swift
    /// let view = RACSignal.switch(mode, cases: ObjCDictionary([(ObjCString("list"), list)]), default: grid)
    /// ```
    public static func `switch`(_ signal: RACSignal, cases: ObjCDictionary, default defaultSignal: RACSignal?) -> RACSignal {
        for (_, value) in cases.entries where !(value is RACSignal) {
            RACRuntime.raise(.assertion("Expected all cases to be RACSignals, \(value.description) isn't"))
            return RACSignal.empty()
        }

        let copy = ObjCDictionary(cases.entries)

        return signal.map(RACMapBlock(RACBlockName.switchCasesMap, captures: [copy, defaultSignal]) { key in
            let key = key ?? RACTupleNil.tupleNil

            guard let signal = copy.value(for: key) ?? defaultSignal else {
                let description = "No matching signal found for value \(key.description)"
                let userInfo = ObjCDictionary([(ObjCString("NSLocalizedDescription"), ObjCString(description))])
                return RACSignal.error(ObjCError(domain: RACSignalError.domain, code: RACSignalError.noMatchingCase, userInfo: userInfo))
            }

            return signal
        }).switchToLatest().named("+switch: %@ cases: %@ default: %@", [signal, cases, defaultSignal])
    }

    /// `+if:then:else:`, translated from
    /// [RACSignal+Operations.m:843](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L843):
    /// `-map:` of each BOOL `boolSignal` sends to `trueSignal` or `falseSignal`, then
    /// `-switchToLatest`: the result follows whichever the latest BOOL picks.
    ///
    /// ```swift
    /// let label = RACSignal.if(loggedIn, then: name, else: RACSignal.return(ObjCString("Guest")))
    /// ```
    public static func `if`(_ boolSignal: RACSignal, then trueSignal: RACSignal, else falseSignal: RACSignal) -> RACSignal {
        boolSignal.map(RACMapBlock(RACBlockName.ifMap, captures: [boolSignal, trueSignal, falseSignal]) { value in
            guard let value = value as? ObjCNumber else {
                RACRuntime.raise(.assertion("Expected \(boolSignal.description) to send BOOLs, not \(value?.description ?? "(null)")"))
                return nil
            }

            return value.boolValue ? trueSignal : falseSignal
        }).switchToLatest().named("+if: %@ then: %@ else: %@", [boolSignal, trueSignal, falseSignal])
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let switchToLatest = RACBlockName("switchToLatest", rac: "RACSignal+Operations.m", 794, rac25: 784)
    public static let switchToLatestDidSubscribe = RACBlockName("switchToLatest.didSubscribe", rac: "RACSignal+Operations.m", 795, rac25: 785)
    /// Takes each inner signal until the next one arrives.
    public static let switchToLatestFlattenMap = RACBlockName("switchToLatest.flattenMap", rac: "RACSignal+Operations.m", 799, rac25: 789)
    public static let switchToLatestDispose = RACBlockName("switchToLatest.dispose", rac: "RACSignal+Operations.m", 809, rac25: 799)
    /// `+switch:cases:default:`'s `-map:` block: the case's signal for a key.
    public static let switchCasesMap = RACBlockName("switch.map", rac: "RACSignal+Operations.m", 828, rac25: 818)
    /// `+if:then:else:`'s `-map:` block: the then or else signal for a BOOL.
    public static let ifMap = RACBlockName("if.map", rac: "RACSignal+Operations.m", 849, rac25: 839)
}
