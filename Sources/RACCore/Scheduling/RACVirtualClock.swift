/// Virtual time and the work queued on it, in the spirit of `RACTestScheduler`.
///
/// Items run in order of due time, and in the order they were scheduled among equal times —
/// the order a serial dispatch queue gives. Time only moves when the run loop takes the next
/// item, so a snippet never waits for the wall clock.
public final class RACVirtualClock {
    public struct Item {
        public let time: Double
        let sequence: Int
        /// The queue whose thread runs the work; it is blocked while that thread waits.
        let scheduler: RACScheduler
        /// Whether `scheduler` is `+currentScheduler` while the work runs: false for a GCD
        /// queue's thread, which RAC did not start (`RACDispatchQueue`).
        let isCurrentScheduler: Bool
        let work: () -> Void

        func run() { work() }

        fileprivate func precedes(_ other: Item) -> Bool {
            time != other.time ? time < other.time : sequence < other.sequence
        }
    }

    /// Seconds since the run started.
    public internal(set) var now: Double = 0
    private var heap: [Item] = []
    private var lastSequence = 0

    public var isEmpty: Bool { heap.isEmpty }
    public var count: Int { heap.count }

    func enqueue(at time: Double, on scheduler: RACScheduler, asCurrentScheduler: Bool = true, _ work: @escaping () -> Void) {
        lastSequence += 1
        heap.append(Item(time: time, sequence: lastSequence, scheduler: scheduler, isCurrentScheduler: asCurrentScheduler, work: work))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    func peekTime() -> Double? { heap.first?.time }

    func popFirst() -> Item? {
        guard !heap.isEmpty else { return nil }
        return remove(at: 0)
    }

    /// The first item, in run order, that `isRunnable` allows: what a thread can run while
    /// other threads are blocked (`RACRuntime.wait(until:)`).
    func popFirst(where isRunnable: (Item) -> Bool) -> Item? {
        var best: Int?
        for index in heap.indices where isRunnable(heap[index]) {
            if best.map({ heap[index].precedes(heap[$0]) }) ?? true { best = index }
        }
        return best.map { remove(at: $0) }
    }

    /// Removes the item at `index` of the heap, restoring the heap order.
    private func remove(at index: Int) -> Item {
        heap.swapAt(index, heap.count - 1)
        let removed = heap.removeLast()
        guard index < heap.count else { return removed }
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
        var parent = child
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return removed
    }
}
