import Foundation

/// What one playground run may use. The server enforces the request-side limits (body size,
/// queue, wall clock, reply size, the worker's memory ceiling); the worker process applies the
/// rest to itself before it reads a snippet (`TraceWorker.applyResourceLimits`, and
/// `armCPUTime` before each one), so a snippet never runs without them.
public struct PlaygroundLimits: Sendable, Equatable {
    /// Largest snippet accepted; a larger body is answered 413 without being read further.
    public var maxBodyBytes = 64 * 1024
    /// Snippets running at once, and the worker processes kept for them (`racstep serve
    /// --workers`): one per core, since a run is CPU-bound.
    public var maxConcurrentRuns = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Requests waiting for a run slot; past this the server answers 503 at once.
    public var maxQueuedRuns = 64
    /// Wall-clock time of a run, from the snippet sent to its reply read: then its worker is killed.
    public var wallClock: Duration = .seconds(2)
    /// CPU seconds a snippet may use (RLIMIT_CPU, re-armed for each); the wall clock usually stops a run first.
    public var cpuSeconds = 3
    /// Address space of the worker (RLIMIT_AS). The interpreter reserves a 1 GiB stack for its
    /// thread (`Interpreter.stackSize`), so this is that plus the 512 MiB a run may allocate.
    public var addressSpaceBytes = 3 << 29
    /// Evaluation steps (`InterpreterOptions.maxSteps`): a loop that never ends stops here.
    public var maxSteps = 200_000
    /// Nested block invocations (`InterpreterOptions.maxDepth`): runaway recursion stops here.
    public var maxDepth = 2_000
    /// Console output, UTF-8 bytes (`InterpreterOptions.maxOutputBytes`).
    public var maxOutputBytes = 256 * 1024
    /// Resident memory a worker may keep between snippets: one that has grown past it after a
    /// reply (the allocator keeps what a large run freed) is retired and a fresh one started.
    public var workerMemoryCeilingBytes = 256 << 20
    /// The worker's whole reply (trace and woven HTML included): what the browser must load.
    public var maxReplyBytes = 32 << 20

    public init() {}

    /// The worker's command line after its subcommand name (`TraceWorkerCommand` parses it).
    public var workerArguments: [String] {
        ["--max-steps", String(maxSteps), "--max-depth", String(maxDepth), "--max-output-bytes", String(maxOutputBytes),
         "--cpu-seconds", String(cpuSeconds), "--address-space-bytes", String(addressSpaceBytes)]
    }
}
