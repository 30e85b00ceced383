import RACTrace

/// `RACSignalSequence`, from [RACSignalSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m):
/// `-[RACSignal sequence]`, the signal's values as a sequence. The signal is subscribed
/// once, into a replay subject; reading a head waits (`-firstOrDefault:`) until the signal
/// has sent that value or finished — for a signal that sends later, a wait that may never
/// end (`RACRuntime.wait(until:)`).
public final class RACSignalSequence: RACSequence {
    /// The signal the sequence was made from, replayed so every read of it sees the same values.
    private let subject: RACReplaySubject

    private init(subject: RACReplaySubject) {
        subject.retain() // `_subject` (RACSignalSequence.m:37)
        self.subject = subject
        super.init()
    }

    /// `+sequenceWithSignal:` ([RACSignalSequence.m:25](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m#L25)).
    public static func sequence(with signal: RACSignal) -> RACSequence {
        withARCScope { scope in
            let subject = scope.strong(RACReplaySubject())
            _ = signal.subscribe(
                next: RACValueBlock(RACBlockName.signalSequenceNext, captures: [subject]) { value in
                    subject.sendNext(value)
                },
                error: RACValueBlock(RACBlockName.signalSequenceError, captures: [subject]) { error in
                    subject.sendError(error)
                },
                completed: RACVoidBlock(RACBlockName.signalSequenceCompleted, captures: [subject]) {
                    subject.sendCompleted()
                })

            return RACSignalSequence(subject: subject)
        }
    }

    public override var className: String { "RACSignalSequence" }

    public override func dealloc() {
        subject.release()
    }

    /// `-head` ([RACSignalSequence.m:43](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m#L43)):
    /// `-firstOrDefault:self` of the subject — the sequence itself standing for "no value"
    /// — with a nil value as `NSNull`.
    public override var head: RACObject? {
        let value = subject.firstOrDefault(self)

        if value === self {
            return nil
        } else {
            return value ?? ObjCNull.null
        }
    }

    /// `-tail` ([RACSignalSequence.m:53](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m#L53)):
    /// a sequence of the subject's `-skip:1`.
    public override var tail: RACSequence? {
        let sequence = RACSignalSequence.sequence(with: subject.skip(1))
        sequence.name = name
        return sequence
    }

    /// `-array` ([RACSignalSequence.m:59](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m#L59)): the subject's `-toArray`.
    public override var array: [RACObject] { subject.toArray()?.items ?? [] }

    /// `-description` ([RACSignalSequence.m:65](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignalSequence.m#L65)):
    /// the values sent so far, gathered by a subscription disposed at once.
    public override var description: String {
        withARCScope { scope in
            let values = scope.strong(ObjCArray([], mutable: true))
            let disposable = subject.subscribe(next: RACValueBlock(RACBlockName.signalSequenceDescriptionNext, captures: [values]) { value in
                values.append(value ?? ObjCNull.null)
            })

            disposable?.dispose()

            return "<\(className): \(address)>{ name = \(name ?? "(null)"), values = \(values.description) … }"
        }
    }
}

extension RACSignal {
    /// `-sequence`, from
    /// RACSignal+Operations.m (`RACBlockName.sequence`):
    /// a `RACSignalSequence` of the receiver.
    public var sequence: RACSequence {
        tracingOperator(RACBlockName.sequence) {
            RACSignalSequence.sequence(with: self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let sequence = RACBlockName("sequence", rac: "RACSignal+Operations.m", 943, rac25: 933)
    /// `+sequenceWithSignal:`'s subscription: replays the signal's events into the subject.
    public static let signalSequenceNext = RACBlockName("signalSequence.next", rac: "RACSignalSequence.m", 29, rac25: 29)
    public static let signalSequenceError = RACBlockName("signalSequence.error", rac: "RACSignalSequence.m", 31, rac25: 31)
    public static let signalSequenceCompleted = RACBlockName("signalSequence.completed", rac: "RACSignalSequence.m", 33, rac25: 33)
    /// `-description`'s subscription: gathers the values sent so far.
    public static let signalSequenceDescriptionNext = RACBlockName("signalSequence.description.next", rac: "RACSignalSequence.m", 68, rac25: 68)
}
