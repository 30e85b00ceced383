/// The evaluator's stack of block arguments and frame locals (`Evaluator.argumentStack`):
/// every block call pushes its parameters and pops them when it returns.
///
/// A `ContiguousArray` checked its buffer for uniqueness and capacity on every push and pop,
/// and handing out a slot copied it; here a push is a store and a pop a move. The stack is
/// only touched by its evaluator's thread, a call at a time, and never shared, so it owns its
/// storage outright: the values it holds are initialised from `count` down to zero and
/// deinitialised on pop or when the stack goes away.
///
/// A slot may also hold a value *lent* by the caller (`pushLent`): its bits, without a Swift
/// reference of its own — the caller keeps the value alive until the slot is popped. An
/// argument the engine passes lives for the whole call, so holding it again cost an atomic
/// retain and release per call. A lent slot that is assigned to owns its new value.
final class ArgumentStack {
    private var slots: UnsafeMutablePointer<Value>
    /// Whether slot `i` is lent (holds no reference of its own).
    private var lent: UnsafeMutablePointer<Bool>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        lent = .allocate(capacity: capacity)
    }

    deinit {
        for index in 0..<count where !lent[index] { (slots + index).deinitialize(count: 1) }
        slots.deallocate()
        lent.deallocate()
    }

    @inline(__always)
    func push(_ value: consuming Value) {
        if _slowPath(count == capacity) { grow() }
        (slots + count).initialize(to: value)
        lent[count] = false
        count += 1
    }

    /// Pushes `value` without taking a reference to it: whoever lent it keeps it alive until
    /// this slot is popped.
    @inline(__always)
    func pushLent(_ value: borrowing Value) {
        if _slowPath(count == capacity) { grow() }
        withUnsafePointer(to: value) { source in
            UnsafeMutableRawPointer(slots + count).copyMemory(from: source, byteCount: MemoryLayout<Value>.size)
        }
        lent[count] = true
        count += 1
    }

    /// Removes the top value and gives `body` a look at it first (a lent value is dropped
    /// without a release, an owned one is released after `body`).
    @inline(__always)
    func pop(_ body: (Value) -> Void) {
        precondition(count > 0, "argument stack underflow")
        count -= 1
        body(slots[count])
        if !lent[count] { (slots + count).deinitialize(count: 1) }
    }

    @inline(__always)
    subscript(index: Int) -> Value {
        get {
            precondition(index >= 0 && index < count, "argument slot \(index) out of range")
            return slots[index]
        }
        set {
            precondition(index >= 0 && index < count, "argument slot \(index) out of range")
            if lent[index] {
                (slots + index).initialize(to: newValue)
                lent[index] = false
            } else {
                slots[index] = newValue
            }
        }
    }

    /// Runs `body` with the value in slot `index` where it lies, without copying it out. The
    /// stack must not change while `body` runs.
    @inline(__always)
    func withSlot<R>(_ index: Int, _ body: (Value) throws -> R) rethrows -> R {
        precondition(index >= 0 && index < count, "argument slot \(index) out of range")
        return try body(slots[index])
    }

    @inline(never)
    private func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Value>.allocate(capacity: larger)
        moved.moveInitialize(from: slots, count: count)
        slots.deallocate()
        slots = moved
        let movedLent = UnsafeMutablePointer<Bool>.allocate(capacity: larger)
        movedLent.moveInitialize(from: lent, count: count)
        lent.deallocate()
        lent = movedLent
        capacity = larger
    }
}
