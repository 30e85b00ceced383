import RACCore

/// The five workloads on RACCore, written as a Swift caller of the engine would (the
/// engine's operators, values as `ObjCNumber`s like `@(i)`), holding locals the way ARC
/// would so the model's retain counts stay honest.
enum RACWorkloads {
    final class Sum { var value = 0 }

    /// `createSignal:` whose block sends `base ..< base + count` as `@(i)`, then completes.
    static func range(_ count: Int, base: Int = 0) -> RACSignal {
        RACSignal.createSignal(RACDidSubscribeBlock(named: "bench.range") { subscriber in
            for i in base..<(base + count) {
                let value = ObjCNumber(i)
                value.retain()
                subscriber.sendNext(value)
                value.release()
            }
            subscriber.sendCompleted()
            return nil
        })
    }

    static func int(_ object: RACObject?) -> Int { Int((object as! ObjCNumber).integerValue) }

    /// Subscribes to `signal` (held as a local while subscribing) summing `read(value)`.
    static func sum(_ signal: RACSignal, _ read: @escaping (RACObject?) -> Int = int) -> Int {
        let sum = Sum()
        signal.retain()
        signal.subscribe(next: RACValueBlock(named: "bench.sum") { x in sum.value &+= read(x) })
        signal.release()
        return sum.value
    }

    static func mapFilter(_ n: Int) -> Int {
        let mapped = range(n).map(RACMapBlock(named: "bench.plusOne") { x in ObjCNumber(int(x) + 1) })
        return sum(mapped.filter(RACPredicateBlock(named: "bench.even") { x in int(x) % 2 == 0 }))
    }

    static func flatMap(_ n: Int) -> Int {
        sum(range(n).flattenMap(RACFlattenMapBlock(named: "bench.return") { x in RACSignal.return(x) }))
    }

    /// `n` values as `n / 10` signals of 10, concatenated as a left fold.
    static func concat(_ n: Int) -> Int {
        var fold = range(10)
        for k in 1..<(n / 10) {
            fold = fold.concat(range(10, base: k * 10))
        }
        return sum(fold)
    }

    static func zip(_ n: Int) -> Int {
        sum(range(n).zipWith(range(n))) { x in
            let tuple = x as! RACTuple
            return int(tuple[0]) + int(tuple[1])
        }
    }

    static func churn(_ n: Int) -> Int {
        let total = Sum()
        for _ in 0..<n {
            let signal = range(3)
            signal.retain()
            signal.subscribe(next: RACValueBlock(named: "bench.sum") { x in total.value &+= int(x) },
                             completed: RACVoidBlock(named: "bench.completed") {})
            signal.release()
        }
        return total.value
    }

    static func run(_ workload: String, _ n: Int) -> Int {
        switch workload {
        case "map-filter": return mapFilter(n)
        case "flatmap": return flatMap(n)
        case "concat": return concat(n)
        case "zip": return zip(n)
        case "churn": return churn(n)
        default: fatalError("unknown workload \(workload)")
        }
    }

    /// The check: a left fold of `count` `concat:`s of `[RACSignal empty]` completes.
    static func emptyConcatFold(_ count: Int) -> Int {
        var fold = RACSignal.empty()
        for _ in 0..<count { fold = fold.concat(.empty()) }
        fold.retain()
        var completed = 0
        final class Flag { var done = false }
        let flag = Flag()
        fold.subscribe(completed: RACVoidBlock(named: "bench.completed") { flag.done = true })
        fold.release()
        completed = flag.done ? 1 : 0
        return completed
    }
}
