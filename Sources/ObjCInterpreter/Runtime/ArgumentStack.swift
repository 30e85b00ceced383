/// The evaluator's stack of block arguments and frame locals (`Evaluator.argumentStack`):
/// every block call pushes its parameters and pops them when it returns.
///
/// A `ContiguousArray` checked its buffer for uniqueness and capacity on every push and pop,
/// and handing out a slot copied it; here a push is a store and a pop a move. The stack is
/// only touched by its evaluator's thread, a call at a time, and never shared, so it owns its
/// storage outright: the values it holds are initialised from `count` down to zero and
/// deinitialised on pop or when the stack goes away.
final class ArgumentStack {
    private var slots: UnsafeMutablePointer<Value>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    @inline(__always)
    func push(_ value: consuming Value) {
        if _slowPath(count == capacity) { grow() }
        (slots + count).initialize(to: value)
        count += 1
    }

    /// Removes and returns the top value.
    @inline(__always)
    func pop() -> Value {
        precondition(count > 0, "argument stack underflow")
        count -= 1
        return (slots + count).move()
    }

    @inline(__always)
    subscript(index: Int) -> Value {
        get {
            precondition(index >= 0 && index < count, "argument slot \(index) out of range")
            return slots[index]
        }
        set {
            precondition(index >= 0 && index < count, "argument slot \(index) out of range")
            slots[index] = newValue
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
        capacity = larger
    }
}
