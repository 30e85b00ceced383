import RACTrace

/// `RACBehaviorSubject`, from [RACBehaviorSubject.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBehaviorSubject.m): a subject that
/// remembers the last value sent (or its default value) and sends it to each new
/// subscriber — after subscribing it as a subject, so the subscriber is already in the list
/// when the current value arrives.
public final class RACBehaviorSubject: RACSubject {
    /// `currentValue`: the default value until a value is sent.
    public private(set) var currentValue: RACObject?

    /// `+behaviorSubjectWithDefaultValue:` ([RACBehaviorSubject.m:24](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBehaviorSubject.m#L24)).
    public init(defaultValue value: RACObject?) {
        super.init()
        objcAssign(&currentValue, value)
    }

    public override var className: String { "RACBehaviorSubject" }

    public override func dealloc() {
        objcAssign(&currentValue, nil)
        super.dealloc()
    }

    /// `-subscribe:` ([RACBehaviorSubject.m:32](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBehaviorSubject.m#L32)): the subject's
    /// subscription first, then the current value on the subscription scheduler (at once, on
    /// the main thread); disposing disposes both.
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        let subscriptionDisposable = super.subscribe(subscriber)

        let schedulingDisposable = RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
            RACBlockName.behaviorSubjectSendCurrent, captures: [subscriber, self]
        ) {
            subscriber.sendNext(self.currentValue)
        })

        return RACDisposable(RACBlockName.behaviorSubjectDispose, captures: [subscriptionDisposable, schedulingDisposable]) {
            subscriptionDisposable?.dispose()
            schedulingDisposable?.dispose()
        }
    }

    /// `-sendNext:` ([RACBehaviorSubject.m:49](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACBehaviorSubject.m#L49)): stores the value,
    /// then sends it as a subject does.
    public override func sendNext(_ value: RACObject?) {
        objcAssign(&currentValue, value)
        super.sendNext(value)
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The block queued on the subscription scheduler: sends the current value.
    public static let behaviorSubjectSendCurrent = RACBlockName("behaviorSubject.sendCurrent", rac: "RACBehaviorSubject.m", 35, rac25: 35)
    /// Disposes the subject subscription, then the queued block.
    public static let behaviorSubjectDispose = RACBlockName("behaviorSubject.dispose", rac: "RACBehaviorSubject.m", 41, rac25: 41)
}
