import RACTrace

/// `RACMulticastConnection`: shares one subscription to a source signal among many
/// subscribers, through a subject.
///
/// Subscribers subscribe to `signal` (the subject) and see nothing until `connect()`
/// subscribes the subject to the source — once, however often it is called. `connect()`
/// returns the serial disposable that holds the source subscription.
///
/// Faithful to ReactiveObjC: the connection holds the source, the subject and the serial
/// disposable strongly, and deallocating it does not dispose the source subscription.
public final class RACMulticastConnection: RACObject {
    /// The source signal (`sourceSignal`, private in RAC).
    public let sourceSignal: RACSignal
    /// The subject subscribers subscribe to.
    public let signal: RACSubject
    /// Holds the source subscription once connected.
    public let serialDisposable: RACSerialDisposable
    /// `_hasConnected`: RAC swaps it from 0 to 1 atomically; the main thread needs no atomics.
    private var hasConnected = false

    /// `-initWithSourceSignal:subject:` ([RACMulticastConnection.m:38](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACMulticastConnection.m#L38)).
    public init(sourceSignal source: RACSignal, subject: RACSubject) {
        source.retain() // the three strong ivars set in -initWithSourceSignal:subject: (RACMulticastConnection.m:44-46)
        subject.retain()
        sourceSignal = source
        signal = subject
        serialDisposable = RACSerialDisposable()
        serialDisposable.retain()
        super.init()
    }

    public override var className: String { "RACMulticastConnection" }

    /// RAC has no `-dealloc` here: `.cxx_destruct` releases the ivars, the last declared
    /// first. `_signal` is declared in the class extension's braces (RACMulticastConnection.m:17),
    /// before the synthesized `_sourceSignal` and `_serialDisposable` (:30, :31), so the subject
    /// goes last, after the source.
    public override func dealloc() {
        serialDisposable.release()
        sourceSignal.release()
        signal.release()
    }

    /// `-connect` (RACMulticastConnection.m (`RACBlockName.connect`)):
    /// subscribes the subject to the source the first time; returns the serial disposable
    /// (not retained for the caller) every time.
    @discardableResult
    public func connect() -> RACDisposable {
        return racTracingMethod(RACBlockName.connect, of: self) {
            if !hasConnected {
                hasConnected = true
                serialDisposable.disposable = sourceSignal.subscribe(signal)
            }
            return serialDisposable
        }
    }

    /// `-autoconnect`, translated from
    /// [RACMulticastConnection.m:63](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACMulticastConnection.m#L63):
    /// a signal that subscribes to the subject and connects on each subscription; disposing
    /// it disposes the subject subscription and, when it was the last subscriber
    /// (`subscriberCount` back at 0), the connection's disposable too. As in RAC, a later
    /// subscriber does not reconnect: `connect` runs only once.
    public func autoconnect() -> RACSignal {
        let subscriberCount = RACBlockVariable(0)

        return RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.autoconnectDidSubscribe, captures: [self]) { subscriber in
            withARCScope { scope in
                subscriberCount.value += 1

                let subscriptionDisposable = scope.strong(self.signal.subscribe(subscriber))
                let connectionDisposable = self.connect()

                return RACDisposable(RACBlockName.autoconnectDispose, captures: [subscriptionDisposable, connectionDisposable]) {
                    subscriptionDisposable?.dispose()

                    subscriberCount.value -= 1
                    if subscriberCount.value == 0 {
                        connectionDisposable.dispose()
                    }
                }
            }
        }).named("[%@] -autoconnect", signal)
    }
}

extension RACSignal {
    /// `-publish`, from
    /// RACSignal+Operations.m (`RACBlockName.publish`):
    /// `-multicast:` with a new `RACSubject`.
    ///
    /// ```swift
    /// let connection = source.publish()
    /// connection.signal.subscribe(next: …)
    /// connection.connect()
    /// ```
    public func publish() -> RACMulticastConnection {
        tracingOperator(RACBlockName.publish) {
            let subject = RACSubject().named("[%@] -publish", self)
            let connection = multicast(subject)
            return connection
        }
    }

    /// `-multicast:`, from
    /// RACSignal+Operations.m (`RACBlockName.multicast`):
    /// a connection that shares the receiver through `subject`.
    ///
    /// ```swift
    /// let connection = source.multicast(RACReplaySubject())
    /// ```
    public func multicast(_ subject: RACSubject) -> RACMulticastConnection {
        tracingOperator(RACBlockName.multicast) {
            subject.named("[%@] -multicast: %@", [self, subject])
            let connection = RACMulticastConnection(sourceSignal: self, subject: subject)
            return connection
        }
    }

    /// `-replay`, translated from
    /// RACSignal+Operations.m (`RACBlockName.replay`):
    /// multicasts through a `RACReplaySubject` and connects at once — the receiver is
    /// subscribed here, not when the result is — and returns the subject, which replays
    /// everything to every subscriber.
    ///
    /// ```swift
    /// let shared = expensive.replay()
    /// ```
    public func replay() -> RACSignal {
        tracingOperator(RACBlockName.replay) {
            withARCScope { scope in
                let subject = scope.strong(RACReplaySubject().named("[%@] -replay", self))

                let connection = scope.strong(multicast(subject))
                connection.connect()

                return scope.returning(connection.signal)
            }
        }
    }

    /// `-replayLast`, translated from
    /// RACSignal+Operations.m (`RACBlockName.replayLast`):
    /// `-replay` with a subject that keeps only the latest value.
    ///
    /// ```swift
    /// let current = state.replayLast()
    /// ```
    public func replayLast() -> RACSignal {
        tracingOperator(RACBlockName.replayLast) {
            withARCScope { scope in
                let subject = scope.strong(RACReplaySubject(capacity: 1).named("[%@] -replayLast", self))

                let connection = scope.strong(multicast(subject))
                connection.connect()

                return scope.returning(connection.signal)
            }
        }
    }

    /// `-replayLazily`, from
    /// RACSignal+Operations.m (`RACBlockName.replayLazily`):
    /// like `-replay`, but connects on the first subscription, through `+defer:`.
    ///
    /// ```swift
    /// let shared = expensive.replayLazily()
    /// ```
    public func replayLazily() -> RACSignal {
        tracingOperator(RACBlockName.replayLazily) {
            let connection = multicast(RACReplaySubject())
            return RACSignal.defer(RACSignalFactoryBlock(RACBlockName.replayLazilyDefer, captures: [connection]) {
                connection.connect()
                return connection.signal
            }).named("[%@] -replayLazily", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let publish = RACBlockName("publish", rac: "RACSignal+Operations.m", 947, rac25: 937)
    public static let multicast = RACBlockName("multicast", rac: "RACSignal+Operations.m", 953, rac25: 943)
    public static let connect = RACBlockName("connect", rac: "RACMulticastConnection.m", 53, rac25: 54)
    public static let autoconnectDidSubscribe = RACBlockName("autoconnect.didSubscribe", rac: "RACMulticastConnection.m", 67, rac25: 68)
    /// Disposes the subject subscription; the last one disposes the connection.
    public static let autoconnectDispose = RACBlockName("autoconnect.dispose", rac: "RACMulticastConnection.m", 73, rac25: 74)
    public static let replay = RACBlockName("replay", rac: "RACSignal+Operations.m", 959, rac25: 949)
    public static let replayLast = RACBlockName("replayLast", rac: "RACSignal+Operations.m", 968, rac25: 958)
    public static let replayLazily = RACBlockName("replayLazily", rac: "RACSignal+Operations.m", 977, rac25: 967)
    /// The `+defer:` block: connects and returns the subject.
    public static let replayLazilyDefer = RACBlockName("replayLazily.defer", rac: "RACSignal+Operations.m", 980, rac25: 970)
}
