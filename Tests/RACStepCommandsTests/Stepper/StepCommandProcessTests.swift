import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `racstep step` binary: piped standard input, `--commands`, a snippet that does
/// not parse, and the interactive prompt on a pseudo-terminal.
@Suite(.serialized) struct StepCommandProcessTests {
    /// `racstep` sits next to the test bundle in the build directory.
    static let binary: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug"),
        ]
        return candidates.map { $0.appendingPathComponent("racstep") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func writeSnippet(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-step-\(UUID().uuidString).m")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Runs racstep with `arguments`, `stdin` piped in; returns (status, stdout, stderr).
    static func run(_ arguments: [String], stdin: String) throws -> (Int32, String, String) {
        let executable = try #require(binary)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func pipedCommandsReadAsATranscript() throws {
        let file = try Self.writeSnippet(StepperFixtures.classicBind)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, err) = try Self.run(["step", file.path], stdin: "break block 4\nc\nbt\n\nq\n")
        #expect(status == 0)
        #expect(err == "")
        // Plain text (no colour) off a terminal; the empty line repeats bt.
        #expect(out == """
            \(file.path): 81 steps recorded; before step 1 (type help for commands)
            (racstep) break block 4
            Breakpoint 1: block 4 (1 step in this run)
            (racstep) c
            Breakpoint 1 (block 4)
            step 31/81  → block 4 subscribeNext:
                11  [bindSignal subscribeNext:^(id x) { // block 4
            (racstep) bt
            \(StepperFixtures.blockFourBacktrace)
            (racstep) 
            \(StepperFixtures.blockFourBacktrace)
            (racstep) q

            """)
    }

    @Test func inlineCommandsRunAndExit() throws {
        let file = try Self.writeSnippet(StepperFixtures.classicBind)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, _) = try Self.run(["step", file.path, "--commands", "s; s; bt"], stdin: "")
        #expect(status == 0)
        #expect(out.hasSuffix("""
            (racstep) bt
            block 5
              #0  block 5 bind [signal]  line 6  (entered at step 2)\(StepperFixtures.locations("bind"))

            """))
    }

    @Test func numberingOptionRenumbersBlocks() throws {
        let file = try Self.writeSnippet(StepperFixtures.classicBind)
        defer { try? FileManager.default.removeItem(at: file) }
        // Replacing the numbering map leaves bind's other internals unnumbered.
        let (_, out, _) = try Self.run(["step", file.path, "--number", "bind.addSignal.next=42", "--commands", "break block 42; c"], stdin: "")
        #expect(out.contains("step 28/81  → block 42 bind.addSignal.next"))
    }

    @Test func aSnippetThatDoesNotParseExitsTwoBeforeAnyPrompt() throws {
        let file = try Self.writeSnippet("RACSignal *s = [RACSignal createSignal:^{ ;\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, err) = try Self.run(["step", file.path], stdin: "s\n")
        #expect(status == 2)
        #expect(out == "")
        #expect(err.contains("error: expected '}'"))
    }

    @Test func snippetFromStdinNeedsInlineCommands() throws {
        let (status, _, err) = try Self.run(["step", "-"], stdin: StepperFixtures.classicBind)
        #expect(status == 64)
        #expect(err.contains("pass them with --commands"))
    }

    #if canImport(Glibc)
    /// On a terminal the prompt is libedit's: it appears, a command runs, output is coloured.
    @Test func promptOnAPseudoTerminal() throws {
        let file = try Self.writeSnippet(StepperFixtures.classicBind)
        defer { try? FileManager.default.removeItem(at: file) }
        var master: Int32 = -1, slave: Int32 = -1
        #expect(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master) }
        let executable = try #require(Self.binary)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["step", file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = nil
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        close(slave)

        var transcript = readPTY(master, until: "(racstep) ")
        #expect(transcript.contains("(racstep) "))
        write(master, "s\r")
        transcript += readPTY(master, until: "(racstep) ")
        // ANSI bold around the step number: colour is on at a terminal.
        #expect(transcript.contains("\u{1B}[1mstep 1/81\u{1B}[0m"))
        #expect(transcript.contains("\u{1B}[2mcreate\u{1B}[0m signal (RACDynamicSignal)"))
        write(master, "q\r")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    private func write(_ fd: Int32, _ text: String) {
        _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
    }

    /// Reads from the terminal until `marker` appears after what was read so far, or 10 s pass.
    private func readPTY(_ fd: Int32, until marker: String) -> String {
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
            if text.contains(marker) { break }
        }
        return text
    }
    #endif
}
