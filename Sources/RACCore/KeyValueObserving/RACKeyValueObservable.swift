/// NSObject's key-value observing (`NSKeyValueObserving.h`), for the objects RACStep models
/// it on: ReactiveCocoa 2.5's `RACCommand`, whose `executing`, `executionSignals` and
/// `errors` are built on KVO of its own `activeExecutionSignals` (RACCommand.m:140 at v2.5).
///
/// An observable object answers `-valueForKey:` for the keys it posts changes of, and keeps
/// the observances registered on it (`observationInfo`). Its setters post the changes
/// themselves, as RACCommand does (`+automaticallyNotifiesObserversForKey:` is NO there), with
/// the `will…`/`did…` pairs below.
public protocol RACKeyValueObservable: RACObject {
    /// `-observationInfo`: who observes which key of the object, in registration order.
    var observationInfo: RACObservationInfo { get }
    /// `-valueForKey:` for the keys the object posts changes of; nil for any other key.
    func observableValue(forKey key: String) -> RACObject?
    /// NSObject's `-rac_deallocDisposable` and `-rac_willDeallocSignal`
    /// (NSObject+RACDeallocating.m), which RAC's KVO wrapper asks of what it observes.
    var rac_deallocDisposable: RACCompoundDisposable { get }
    var rac_willDeallocSignal: RACSignal { get }
}

/// `-observeValueForKeyPath:ofObject:change:context:`: what an observer registered with
/// `-addObserver:forKeyPath:options:context:` is sent.
public protocol RACKeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String, of object: RACObject, change: ObjCDictionary, context: RACObject)
}

/// `NSKeyValueObservingOptions`.
public struct RACKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = RACKeyValueObservingOptions(rawValue: 0x01)
    public static let old = RACKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = RACKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = RACKeyValueObservingOptions(rawValue: 0x08)
}

/// `NSKeyValueChange`: what a change did to the value.
public enum RACKeyValueChange: Int, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of a change dictionary (`NSKeyValueChangeKindKey` …, whose values are these
/// strings in Foundation).
public enum RACKeyValueChangeKey {
    public static let kind = "kind"
    public static let new = "new"
    public static let old = "old"
    public static let indexes = "indexes"
    public static let notificationIsPrior = "notificationIsPrior"
}

extension RACKeyValueObservable {
    /// `-addObserver:forKeyPath:options:context:`: the observance goes last, after those
    /// already registered; with `.initial`, the observer is sent the current value at once.
    public func addObserver(_ observer: RACKeyValueObserver, forKeyPath keyPath: String,
                            options: RACKeyValueObservingOptions, context: RACObject) {
        observationInfo.add(observer: observer, keyPath: keyPath, options: options, context: context)
        if options.contains(.initial) {
            withARCScope { scope in
                let change = scope.strong(RACObservationInfo.changeDictionary(kind: .setting, new: options.contains(.new) ? (value(forKeyPath: keyPath) ?? ObjCNull.null) : nil))
                observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
            }
        }
    }

    /// `-removeObserver:forKeyPath:context:`.
    public func removeObserver(_ observer: RACKeyValueObserver, forKeyPath keyPath: String, context: RACObject) {
        observationInfo.remove(observer: observer, keyPath: keyPath, context: context)
    }

    /// `-willChangeValueForKey:`.
    public func willChangeValue(forKey key: String) {
        observationInfo.willChange(self, key: key, kind: .setting, indexes: nil)
    }

    /// `-didChangeValueForKey:`.
    public func didChangeValue(forKey key: String) {
        observationInfo.didChange(self, key: key)
    }

    /// `-willChange:valuesAtIndexes:forKey:`, for an ordered to-many key.
    public func willChange(_ kind: RACKeyValueChange, valuesAt indexes: ObjCIndexSet, forKey key: String) {
        observationInfo.willChange(self, key: key, kind: kind, indexes: indexes)
    }

    /// `-didChange:valuesAtIndexes:forKey:`.
    public func didChange(_ kind: RACKeyValueChange, valuesAt indexes: ObjCIndexSet, forKey key: String) {
        observationInfo.didChange(self, key: key)
    }
}
