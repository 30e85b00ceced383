/// A `__block id` variable shared by several blocks (`running` in `-scanWithStart:`,
/// `lastSelfValue` in `-combineLatestWith:`): a box holding its object strongly, as the
/// compiler's byref structure does. The blocks that share the variable list the box among
/// their captures, so the object is released when the last of them goes away.
final class RACObjectBox: RACObject {
    private(set) var value: RACObject?

    init(_ value: RACObject? = nil) {
        value?.retain()
        self.value = value
        super.init()
    }

    override var className: String { "__block id" }

    /// Assigns as ARC does: retain the new value, store, release the old.
    func set(_ newValue: RACObject?) {
        objcAssign(&value, newValue)
    }

    override func dealloc() {
        set(nil)
    }
}
