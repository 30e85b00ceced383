/// Bounded concurrency for playground runs: at most `width` run at once, at most `depth` wait
/// in line (first come, first served), and a request past that is turned away at once (503)
/// rather than piling up.
public actor RunQueue {
    public let width: Int
    public let depth: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(width: Int, depth: Int) {
        self.width = max(1, width)
        self.depth = max(0, depth)
    }

    public struct Full: Error {}

    /// Runs `body` when a slot is free; throws `Full` when the line is already `depth` long.
    public func run<T: Sendable>(_ body: @Sendable () async -> T) async throws -> T {
        if running < width {
            running += 1
        } else {
            guard waiting.count < depth else { throw Full() }
            // The slot is handed over by `release` without `running` dropping in between.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { release() }
        return await body()
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs and waits, for tests and status.
    public var load: (running: Int, waiting: Int) { (running, waiting.count) }
}
