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

    /// A left fold of empty `-concat:`s subscribes each inside the previous one's
    /// subscription (RACSignal.m:182, `[self subscribeNext:…]` inside the `createSignal:` block),
    /// with no block of the snippet's between: RAC's own recursion, as deep as the fold. It
    /// ends with the stack limit's located error and exit status 1 at any depth, the engine
    /// stopping at the thread's stack floor (`RACRuntime.withStackFloor`); before, 400,000
    /// overflowed the interpreter's stack (SIGSEGV). The snippet's completed block never runs.
    /// In a process of its own: a run this deep touches most of a 1 GiB stack.
    @Test(arguments: [250_000, 1_000_000])
    func aFoldOfEmptyConcatsTooDeepForTheStackEndsWithTheStackLimitError(count: Int) throws {
        let executable = try #require(StepCommandProcessTests.binary)
        let file = try StepCommandProcessTests.writeSnippet("""
            RACSignal *s = [RACSignal empty];
            for (int i = 0; i < \(count); i++) {
                s = [s concat:[RACSignal empty]];
            }
            [s subscribeCompleted:^{ NSLog(@"done"); }];
            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", file.path, "--max-steps", "2000000000"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(out.isEmpty)
        // Line 5, the subscription: at the statement when the engine stops, at the block
        // when the snippet's block is reached first (a release build's smaller frames).
        #expect(err.hasPrefix("\(file.path):5:"), "\(err)")
        #expect(err.contains(": error: stack limit exceeded: blocks and subscriptions nested too deeply"), "\(err)")
    }
}
