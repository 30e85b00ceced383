import OpenCombine

/// The same pipelines on OpenCombine: a subject pushing `0..<n` for the hot-style sources
/// (as `createSignal:` pushes on subscription), `Just` for `+return:`, `append` for `concat:`,
/// `zip` of two sequence publishers (demand-driven: nothing is buffered; zipping two subjects
/// instead, which buffers one side whole as RAC's queue does, is quadratic in OpenCombine
/// 0.14 — its buffer removes from the front of an array), and a fresh
/// 3-element sequence publisher per subscription for churn.
enum CombineWorkloads {
    static func mapFilter(_ n: Int) -> Int {
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.sink { sum &+= $0 }
        for i in 0..<n { subject.send(i) }
        subject.send(completion: .finished)
        cancellable.cancel()
        return sum
    }

    static func flatMap(_ n: Int) -> Int {
        var sum = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.flatMap { Just($0) }.sink { sum &+= $0 }
        for i in 0..<n { subject.send(i) }
        subject.send(completion: .finished)
        cancellable.cancel()
        return sum
    }

    static func concat(_ n: Int) -> Int {
        var fold = Array(0..<10).publisher.eraseToAnyPublisher()
        for k in 1..<(n / 10) {
            fold = fold.append(Array((k * 10)..<(k * 10 + 10)).publisher).eraseToAnyPublisher()
        }
        var sum = 0
        let cancellable = fold.sink { sum &+= $0 }
        cancellable.cancel()
        return sum
    }

    static func zip(_ n: Int) -> Int {
        var sum = 0
        let cancellable = (0..<n).publisher.zip((0..<n).publisher).sink { sum &+= $0.0 + $0.1 }
        cancellable.cancel()
        return sum
    }

    static func churn(_ n: Int) -> Int {
        var sum = 0
        for _ in 0..<n {
            let cancellable = [0, 1, 2].publisher.sink(receiveCompletion: { _ in }, receiveValue: { sum &+= $0 })
            cancellable.cancel()
        }
        return sum
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
}
