/// `-observationInfo`: the observances registered on one object, and the changes it has
/// announced (`-willChange…`) but not yet finished (`-didChange…`).
///
/// Foundation's order, as its KVO is built (the `NSKeyValueWillChange`/`NSKeyValueDidChange`
/// pair): an observance is appended when it is added; `-willChange…` walks the observances
/// first registered first, sends each that asked for `.prior` its prior notification there and
/// then, and pushes one pending notification per observance; `-didChange…` pops them, the last
/// pushed first, down to the first this change pushed — so the after-change notifications go
/// to the observers **last registered first**. A pending notification whose observance was
/// removed in between is dropped.
///
/// Foundation retains neither the observer nor the context; neither does the model. `.old`
/// is accepted and gives nothing: no observer RACStep models asks for the old value.
public final class RACObservationInfo {
    struct Observance {
        /// Not retained in the model: Foundation keeps the observer `assign`.
        let observer: RACKeyValueObserver
        let keyPath: String
        let options: RACKeyValueObservingOptions
        /// A `void *`, not retained in the model (RAC passes the trampoline, which removes its
        /// observance before it goes).
        let context: RACObject
        /// Which registration this is, to tell two equal observances apart.
        let serial: Int
    }

    private struct Pending {
        let observance: Observance
        let key: String
        let kind: RACKeyValueChange
        let indexes: ObjCIndexSet?
        /// The first notification a `-willChange…` pushed: its `-didChange…` pops down to here.
        let isFirstOfChange: Bool
    }

    private var observances: [Observance] = []
    private var pending: [Pending] = []
    private var lastSerial = 0

    public init() {}

    func add(observer: RACKeyValueObserver, keyPath: String, options: RACKeyValueObservingOptions, context: RACObject) {
        lastSerial += 1
        observances.append(Observance(observer: observer, keyPath: keyPath, options: options, context: context, serial: lastSerial))
    }

    /// Removes the most recent observance with this observer, key path and context.
    func remove(observer: RACKeyValueObserver, keyPath: String, context: RACObject) {
        guard let index = observances.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && $0.context === context
        }) else { return }
        observances.remove(at: index)
    }

    /// `-willChange…`: prior notifications now, one pending notification per observance of `key`.
    func willChange(_ object: RACKeyValueObservable, key: String, kind: RACKeyValueChange, indexes: ObjCIndexSet?) {
        var first = true
        indexes?.retain() // the pending notifications hold the indexes until they are sent
        for observance in observances where observance.keyPath == key {
            pending.append(Pending(observance: observance, key: key, kind: kind, indexes: indexes, isFirstOfChange: first))
            first = false
            if observance.options.contains(.prior) {
                withARCScope { scope in
                    let change = scope.strong(Self.changeDictionary(kind: kind, indexes: indexes, isPrior: true))
                    observance.observer.observeValue(forKeyPath: key, of: object, change: change, context: observance.context)
                }
            }
        }
        if first { indexes?.release() }
    }

    /// `-didChange…`: the pending notifications of `key`, the last pushed first.
    func didChange(_ object: RACKeyValueObservable, key: String) {
        while let index = pending.lastIndex(where: { $0.key == key }) {
            let notification = pending.remove(at: index)
            let stillObserving = observances.contains { $0.serial == notification.observance.serial }
            if stillObserving {
                withARCScope { scope in
                    let change = scope.strong(Self.changeAfter(notification, of: object, scope: &scope))
                    notification.observance.observer.observeValue(forKeyPath: key, of: object, change: change,
                                                                  context: notification.observance.context)
                }
            }
            if notification.isFirstOfChange {
                notification.indexes?.release()
                return
            }
        }
    }

    /// The change dictionary after the change: the new value (a setting) or the objects at
    /// the indexes (an insertion or replacement) when the observance asked for `.new`.
    private static func changeAfter(_ notification: Pending, of object: RACKeyValueObservable, scope: inout ARCScope) -> ObjCDictionary {
        var new: RACObject?
        if notification.observance.options.contains(.new) {
            switch notification.kind {
            case .setting:
                let value = scope.strong(object.value(forKeyPath: notification.key))
                new = value ?? ObjCNull.null
            case .insertion, .replacement:
                let value = scope.strong(object.value(forKey: notification.key) as? ObjCArray)
                let indexes = notification.indexes?.indexes ?? []
                let objects = scope.strong(ObjCArray(indexes.compactMap { value?.items.indices.contains($0) == true ? value!.items[$0] : nil }))
                new = objects
            case .removal:
                new = nil
            }
        }
        return changeDictionary(kind: notification.kind, new: new, indexes: notification.indexes)
    }

    /// A change dictionary (`NSKeyValueChangeKindKey`, `NSKeyValueChangeNewKey`,
    /// `NSKeyValueChangeIndexesKey`, `NSKeyValueChangeNotificationIsPriorKey`).
    static func changeDictionary(kind: RACKeyValueChange, new: RACObject? = nil, indexes: ObjCIndexSet? = nil,
                                 isPrior: Bool = false) -> ObjCDictionary {
        var entries: [(key: RACObject, value: RACObject)] = [(ObjCString(RACKeyValueChangeKey.kind), ObjCNumber(kind.rawValue))]
        if let new { entries.append((ObjCString(RACKeyValueChangeKey.new), new)) }
        if let indexes { entries.append((ObjCString(RACKeyValueChangeKey.indexes), indexes)) }
        if isPrior { entries.append((ObjCString(RACKeyValueChangeKey.notificationIsPrior), ObjCNumber(true))) }
        return ObjCDictionary(entries)
    }
}
