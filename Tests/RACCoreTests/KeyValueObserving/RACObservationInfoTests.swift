import Testing
import RACCore

/// Foundation's KVO as `RACKeyValueObservable` models it. The expected orders are Foundation's:
/// `-willChange…` walks the observances in registration order and sends `.prior` ones their
/// prior notification there; `-didChange…` pops the pending notifications the last pushed
/// first (`NSKeyValueDidChange` with `NSKeyValuePopPendingNotificationPerThread`), so after a
/// change the observer registered last hears first; an observance removed in between is not
/// notified.
@Suite struct RACObservationInfoTests {
    /// An object with one to-many key, `items`, and one setting key, `flag`.
    private final class Observable: RACObject, RACKeyValueObservable {
        let observationInfo = RACObservationInfo()
        let items = ObjCArray([], mutable: true)
        var flag = false
        private let deallocating = RACDeallocating()
        var rac_deallocDisposable: RACCompoundDisposable { deallocating.deallocDisposable }
        var rac_willDeallocSignal: RACSignal { deallocating.willDeallocSignal }

        func observableValue(forKey key: String) -> RACObject? {
            switch key {
            case "items": ObjCArray(items.items)
            case "flag": ObjCNumber(flag)
            default: nil
            }
        }
    }

    /// Logs each notification as `name kind [prior] [new]`.
    private final class Observer: RACKeyValueObserver {
        let name: String
        let log: (String) -> Void
        init(_ name: String, _ log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
        }

        func observeValue(forKeyPath keyPath: String, of object: RACObject, change: ObjCDictionary, context: RACObject) {
            var line = "\(name) \((change.value(forStringKey: RACKeyValueChangeKey.kind) as! ObjCNumber).integerValue)"
            if change.value(forStringKey: RACKeyValueChangeKey.notificationIsPrior) != nil { line += " prior" }
            if let new = change.value(forStringKey: RACKeyValueChangeKey.new) { line += " \(new.description)" }
            log(line)
        }
    }

    @Test func priorGoesFirstRegisteredFirstAndAfterLastRegisteredFirst() {
        var log: [String] = []
        RACRuntime.isolated { _ in
            let object = Observable()
            object.retain()
            let (a, b, c) = (Observer("a", { log.append($0) }), Observer("b", { log.append($0) }), Observer("c", { log.append($0) }))
            let context = RACObject()
            object.addObserver(a, forKeyPath: "items", options: [.new, .prior], context: context)
            object.addObserver(b, forKeyPath: "items", options: [.new], context: context)
            object.addObserver(c, forKeyPath: "items", options: [.prior], context: context)

            let indexes = ObjCIndexSet([0])
            object.willChange(.insertion, valuesAt: indexes, forKey: "items")
            object.items.append(ObjCNumber(7))
            object.didChange(.insertion, valuesAt: indexes, forKey: "items")
        }
        // NSKeyValueChangeInsertion is 2; `.new` gives the inserted objects, an array.
        #expect(log == ["a 2 prior", "c 2 prior", "c 2", "b 2 (\n    7\n)", "a 2 (\n    7\n)"])
    }

    @Test func aSettingGivesTheNewValueAndARemovedObserverHearsNothing() {
        var log: [String] = []
        RACRuntime.isolated { _ in
            let object = Observable()
            object.retain()
            let (a, b) = (Observer("a", { log.append($0) }), Observer("b", { log.append($0) }))
            let context = RACObject()
            object.addObserver(a, forKeyPath: "flag", options: [.new], context: context)
            object.addObserver(b, forKeyPath: "flag", options: [.new, .initial], context: context)

            object.willChangeValue(forKey: "flag")
            object.flag = true
            object.removeObserver(b, forKeyPath: "flag", context: context)
            object.didChangeValue(forKey: "flag")
        }
        // `.initial` sends the value at once (kind NSKeyValueChangeSetting, 1); b, removed
        // between the will and the did, is not sent the change.
        #expect(log == ["b 1 0", "a 1 1"])
    }
}
