/// The floor: the same pipelines as plain Swift closures — a signal is a function taking
/// `next` and `completed` callbacks. No retain-count model, no disposables, no tracing.
enum ClosureWorkloads {
    typealias Subscribe = (_ next: @escaping (Int) -> Void, _ completed: @escaping () -> Void) -> Void

    /// An optimisation barrier: without it the optimiser sees through the whole pipeline and
    /// folds it away, which would measure nothing.
    @inline(never)
    static func opaque(_ subscribe: @escaping Subscribe) -> Subscribe { subscribe }

    struct Signal {
        let subscribe: Subscribe

        init(_ subscribe: @escaping Subscribe) { self.subscribe = ClosureWorkloads.opaque(subscribe) }

        static func range(_ count: Int, base: Int = 0) -> Signal {
            Signal { next, completed in
                for i in base..<(base + count) { next(i) }
                completed()
            }
        }

        static func just(_ value: Int) -> Signal {
            Signal { next, completed in next(value); completed() }
        }

        func map(_ f: @escaping (Int) -> Int) -> Signal {
            Signal { next, completed in self.subscribe({ next(f($0)) }, completed) }
        }

        func filter(_ p: @escaping (Int) -> Bool) -> Signal {
            Signal { next, completed in self.subscribe({ if p($0) { next($0) } }, completed) }
        }

        func flatMap(_ f: @escaping (Int) -> Signal) -> Signal {
            Signal { next, completed in
                final class Count { var value = 1 }
                let active = Count()
                let done = { active.value -= 1; if active.value == 0 { completed() } }
                self.subscribe({ x in active.value += 1; f(x).subscribe(next, done) }, done)
            }
        }

        func concat(_ other: Signal) -> Signal {
            Signal { next, completed in self.subscribe(next) { other.subscribe(next, completed) } }
        }

        func zip(_ other: Signal) -> Signal {
            Signal { next, completed in
                final class Queues { var left: [Int] = [], right: [Int] = [], li = 0, ri = 0, ld = false, rd = false }
                let q = Queues()
                func drain() {
                    while q.li < q.left.count && q.ri < q.right.count {
                        next(q.left[q.li] + q.right[q.ri]); q.li += 1; q.ri += 1
                    }
                }
                func finish() { if (q.ld && q.li == q.left.count) || (q.rd && q.ri == q.right.count) { completed() } }
                self.subscribe({ q.left.append($0); drain() }, { q.ld = true; finish() })
                other.subscribe({ q.right.append($0); drain() }, { q.rd = true; finish() })
            }
        }
    }

    final class Sum { var value = 0 }

    static func sum(_ signal: Signal) -> Int {
        let sum = Sum()
        signal.subscribe({ sum.value &+= $0 }, {})
        return sum.value
    }

    static func run(_ workload: String, _ n: Int) -> Int {
        switch workload {
        case "map-filter": return sum(Signal.range(n).map { $0 + 1 }.filter { $0 % 2 == 0 })
        case "flatmap": return sum(Signal.range(n).flatMap { Signal.just($0) })
        case "concat":
            var fold = Signal.range(10)
            for k in 1..<(n / 10) { fold = fold.concat(.range(10, base: k * 10)) }
            return sum(fold)
        case "zip": return sum(Signal.range(n).zip(.range(n)))
        case "churn":
            let total = Sum()
            for _ in 0..<n { Signal.range(3).subscribe({ total.value &+= $0 }, {}) }
            return total.value
        default: fatalError("unknown workload \(workload)")
        }
    }
}
