import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `racstep run` binary writes each line as the snippet logs it, so a run killed
/// (or dying) after N lines leaves those N lines on its standard output.
@Suite struct RunCommandProcessTests {
    @Test func linesLoggedBeforeTheProcessIsKilledAreKept() throws {
        let executable = try #require(StepCommandProcessTests.binary)
        // Two lines, then a loop that runs for minutes under a step limit raised out of reach.
        let file = try StepCommandProcessTests.writeSnippet("""
            NSLog(@"one");
            NSLog(@"two");
            while (YES) {}
            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", file.path, "--max-steps", "2000000000"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A watchdog: a run that printed nothing until it ended would be killed here, and
        // the lines would be missing.
        let watchdog = DispatchWorkItem { kill(process.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        var received = Data()
        let expected = Data("one\ntwo\n".utf8)
        while received.count < expected.count {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        // Still running: the lines came while the snippet was looping, not at its end.
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        watchdog.cancel()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(String(decoding: received, as: UTF8.self) == "one\ntwo\n")
    }
}
