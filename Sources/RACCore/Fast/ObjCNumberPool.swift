/// Numbers the model has deallocated, kept for `ObjCNumber.make` to renew once nothing else
/// references them: a number is made and deallocated for nearly every value a snippet sends
/// (`@(i)`, `@([x integerValue] + 1)`); bench/README.md says what renewing them saves. (Real
/// `NSNumber`s of small integers are tagged pointers, which Foundation never allocates at all.)
///
/// Most recent last, bounded: past `capacity` a deallocated number is left to Swift. A number
/// is only reused when the pool holds the only strong reference to it
/// (`isKnownUniquelyReferenced`), so neither the model nor a snippet can tell a renewed number
/// from a new one. (A Swift `weak` reference could: it stays set. RACStep keeps none to
/// numbers; tests use them to watch the pool.) Each runtime has its own (one thread).
final class ObjCNumberPool {
    static let capacity = 64
    private let slots = UnsafeMutablePointer<Unmanaged<ObjCNumber>>.allocate(capacity: capacity)
    private var count = 0

    deinit {
        for index in 0..<count { slots[index].release() }
        slots.deallocate()
    }

    /// Keeps a number the model just deallocated.
    func add(_ number: ObjCNumber) {
        guard count < Self.capacity else { return }
        slots[count] = .passRetained(number)
        count += 1
    }

    /// The most recently deallocated number if nothing else references it; it leaves the pool
    /// either way (one still referenced goes when its last reference does).
    func takeReusable() -> ObjCNumber? {
        guard count > 0 else { return nil }
        count -= 1
        var number = slots[count].takeRetainedValue()
        return isKnownUniquelyReferenced(&number) ? number : nil
    }
}
