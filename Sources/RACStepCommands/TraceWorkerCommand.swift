import ArgumentParser
import Foundation
import RACStepServer

/// `racstep trace-worker`: the playground's sandbox process (hidden). `racstep serve` keeps a
/// few (`WorkerPool`): each caps its own resources, then answers snippet after snippet over
/// its standard input and output (`WorkerChannel`) until its input closes.
struct TraceWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace-worker",
        abstract: "Run playground snippets under resource limits, one at a time (used by racstep serve).",
        shouldDisplay: false)

    @Option(name: .customLong("max-steps")) var maxSteps: Int
    @Option(name: .customLong("max-depth")) var maxDepth: Int
    @Option(name: .customLong("max-output-bytes")) var maxOutputBytes: Int
    @Option(name: .customLong("cpu-seconds")) var cpuSeconds: Int
    @Option(name: .customLong("address-space-bytes")) var addressSpaceBytes: Int

    func run() throws {
        var limits = PlaygroundLimits()
        limits.maxSteps = maxSteps
        limits.maxDepth = maxDepth
        limits.maxOutputBytes = maxOutputBytes
        limits.cpuSeconds = cpuSeconds
        limits.addressSpaceBytes = addressSpaceBytes
        do {
            try TraceWorker.applyResourceLimits(limits)
            try TraceWorker.serve(limits: limits)
        } catch {
            Console.writeError("error: \(error)\n")
            throw ExitCode(1)
        }
    }
}
