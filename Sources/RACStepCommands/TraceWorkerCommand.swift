import ArgumentParser
import Foundation
import RACStepServer
import SiteGenerator

/// `racstep trace-worker`: the playground's sandbox process (hidden). `racstep serve` starts
/// one per snippet: it caps its own resources, reads the snippet from standard input, prints
/// one JSON reply, and its exit status says which (`TraceWorker.Outcome`).
struct TraceWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace-worker",
        abstract: "Run one playground snippet under resource limits (used by racstep serve).",
        shouldDisplay: false)

    @Option(name: .customLong("max-steps")) var maxSteps: Int
    @Option(name: .customLong("max-depth")) var maxDepth: Int
    @Option(name: .customLong("max-output-bytes")) var maxOutputBytes: Int
    @Option(name: .customLong("cpu-seconds")) var cpuSeconds: Int
    @Option(name: .customLong("address-space-bytes")) var addressSpaceBytes: Int
    /// The `<html lang>` of the edition whose words the reply uses.
    @Option var lang: String = SiteLocale.english.lang

    func run() throws {
        var limits = PlaygroundLimits()
        limits.maxSteps = maxSteps
        limits.maxDepth = maxDepth
        limits.maxOutputBytes = maxOutputBytes
        limits.cpuSeconds = cpuSeconds
        limits.addressSpaceBytes = addressSpaceBytes
        do {
            try TraceWorker.applyResourceLimits(limits)
        } catch {
            Console.writeError("error: \(error)\n")
            throw ExitCode(1)
        }
        let source = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let (outcome, reply) = TraceWorker.reply(to: source, limits: limits, locale: .edition(lang: lang))
        FileHandle.standardOutput.write(reply)
        throw ExitCode(outcome.rawValue)
    }
}
