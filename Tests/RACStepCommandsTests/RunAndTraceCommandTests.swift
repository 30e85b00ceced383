import RACTrace
import ArgumentParser
import Foundation
import ObjCInterpreter
import RACCore
import Testing
@testable import RACStepCommands

/// `racstep run` and `racstep trace`: help text, exit codes, the JSON trace's fields.
@Suite struct RunAndTraceCommandTests {
    /// Writes `source` to a fresh temporary `.m` file.
    static func file(_ source: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-\(UUID().uuidString).m")
        try source.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func exitCode(_ arguments: [String]) throws -> Int32 {
        var command = try RACStepCommand.parseAsRoot(arguments)
        do {
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        }
    }

    @Test func unreadableInputsSayWhy() throws {
        // A missing path and a directory are different mistakes; say which.
        let missing = SnippetInput.parseOrExit(["/nonexistent/snippet.m"])
        #expect(throws: RACStepError.self) { try missing.read() }
        do { _ = try missing.read() } catch let error as RACStepError {
            #expect(error.description == "/nonexistent/snippet.m: error: no such file or directory")
        }
        let directory = FileManager.default.temporaryDirectory.path
        do { _ = try SnippetInput.parseOrExit([directory]).read() } catch let error as RACStepError {
            #expect(error.description == "\(directory): error: is a directory")
        }
        // An empty snippet is a valid, empty program.
        #expect(try SnippetInput.parseOrExit([try Self.file("")]).read().text == "")
    }

    @Test func helpTextDescribesTheOptions() {
        let run = RACStepCommand.helpMessage(for: RunCommand.self)
        #expect(run.contains("Run a snippet and print its console output"))
        for option in ["--entry", "--max-steps", "--number", "--nslog-prefix"] {
            #expect(run.contains(option), "run --help lacks \(option)")
        }
        let trace = RACStepCommand.helpMessage(for: TraceCommand.self)
        #expect(trace.contains("--format"))
        #expect(trace.contains("json"))
    }

    @Test func racChoosesTheLibraryAndAnUnknownOneIsRefused() throws {
        #expect(SnippetInput.parseOrExit(["x.m", "--rac", "2.5"]).options.library == .reactiveCocoa25)
        #expect(SnippetInput.parseOrExit(["x.m"]).options.library == .reactiveObjC)
        #expect(throws: (any Error).self) { try SnippetInput.parse(["x.m", "--rac", "3.0"]) }
        #expect(RACStepCommand.helpMessage(for: RunCommand.self).contains("--rac"))
    }

    @Test func exitCodes() throws {
        #expect(try Self.exitCode(["run", try Self.file("NSLog(@\"ok\");")]) == 0)
        #expect(try Self.exitCode(["run", try Self.file("int x = ;")]) == 2)
        #expect(try Self.exitCode(["run", try Self.file("[@1 foo];")]) == 1)
        #expect(try Self.exitCode(["trace", try Self.file("[@1 foo];")]) == 1)
        #expect(try Self.exitCode(["run", "--max-steps", "50", try Self.file("while (1) {}")]) == 1)
        #expect(try Self.exitCode(["run", "/nonexistent/snippet.m"]) == 1)
    }

    /// The interpreter's limit errors name the option that raises or chooses, in the
    /// command's words (the interpreter knows no flags).
    @Test func limitErrorsNameTheCommandsOptions() throws {
        let options = try SnippetInput.parse(["--max-steps", "50", "x.m"]).options
        let limited = Interpreter.run(source: "while (1) {}", fileName: "x.m", options: options)
        #expect(limited.diagnostics.hasPrefix("x.m:1:11: error: step limit of 50 evaluation steps exceeded (use --max-steps to raise it)\n"),
                "\(limited.diagnostics)")
        let methods = Interpreter.run(source: "- (void)a { }\n- (void)b { }\n", fileName: "x.m", options: options)
        #expect(methods.diagnostics.hasPrefix("x.m:2:1: error: this file defines 2 methods ('a', 'b'); choose one with --entry NAME\n"),
                "\(methods.diagnostics)")
    }

    @Test func invalidOptionsAreRejected() {
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["run", "--number", "bind", "x.m"]) }
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["run", "--max-steps", "0", "x.m"]) }
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["trace", "--format", "xml", "x.m"]) }
        // The tree's changes are JSON objects; the text format has no place for them.
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["trace", "--tree", "x.m"]) }
    }

    /// `--tree` adds the disposable tree's changes after the steps and changes nothing else:
    /// the step lines are the plain JSON trace's, and each change names a step of the run.
    @Test func treeChangesFollowTheSteps() throws {
        let file = try Self.file("""
            [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
                return nil;
            }] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            """)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let plain = try StepCommandProcessTests.run(["trace", file, "--format", "json"], stdin: "")
        let withTree = try StepCommandProcessTests.run(["trace", file, "--format", "json", "--tree"], stdin: "")
        #expect(withTree.0 == 0 && withTree.2 == "", "\(withTree.2)")
        let lines = withTree.1.split(separator: "\n").map(String.init)
        let steps = plain.1.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(steps.count)) == steps)
        let changes = try lines.dropFirst(steps.count).map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // Subscribing adds at least the subscription's own disposables to a compound one.
        #expect(!changes.isEmpty)
        for change in changes {
            let after = try #require(change["afterStep"] as? Int)
            #expect((0...steps.count).contains(after))
            #expect(["add", "remove"].contains(change["kind"] as? String))
            #expect(change["parent"] is String && change["child"] is String)
        }
    }

    @Test func numberOptionBuildsTheMap() throws {
        let command = try RunCommand.parse(["--number", "bind=50", "--number", "bind.source.next=20", "x.m"])
        #expect(command.input.numbering.numbers == ["bind": 50, "bind.source.next": 20])
    }

    @Test func jsonLinesCarryTheirFields() throws {
        let source = """
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
                [subscriber sendNext:@"a"];
                [subscriber sendCompleted];
                return nil;
            }];
            [[source bind:^RACSignalBindBlock { // block 2
                return ^RACSignal *(id value, BOOL *stop) { // block 3
                    return [RACSignal return:value];
                };
            }] subscribeNext:^(id x) { // block 4
                NSLog(@"got %@", x);
            }];
            """
        let run = Interpreter.run(source: source, fileName: "bind.m")
        let lines = RACTraceJSON.render(run.steps).split(separator: "\n")
        #expect(lines.count == run.steps.count)
        let objects = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        for object in objects {
            #expect(object["step"] is Int && object["event"] is String && object["depth"] is Int)
        }
        let enters = objects.filter { $0["event"] as? String == "enter" }
        #expect(enters.contains { $0["block"] as? Int == 5 && $0["name"] as? String == "bind" && $0["signal"] as? String == "source" })
        #expect(objects.contains { $0["event"] as? String == "next" && $0["value"] as? String == "a" && $0["line"] as? Int == 2 })
        #expect(objects.contains { $0["event"] as? String == "log" && $0["text"] as? String == "got a" && $0["line"] as? Int == 11 })
        // Steps are numbered 1, 2, 3, … in order.
        #expect(objects.map { $0["step"] as? Int } == Array(1...objects.count).map { Optional($0) })
    }

    @Test func builtBinaryTracesEachLibraryEnterWithItsLocations() throws {
        // `racstep trace --format json`, the built binary, on a -bind: snippet: every enter of
        // one of RAC's blocks names where it begins in ReactiveObjC (its `RACBlockName`'s
        // location) and in RACCore.
        let file = try Self.file("""
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
                return nil;
            }];
            RACSignal *bound = [source bind:^RACSignalBindBlock {
                return ^RACSignal *(id value, BOOL *stop) {
                    return [RACSignal return:value];
                };
            }];
            [bound subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            """)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (status, out, err) = try StepCommandProcessTests.run(["trace", file, "--format", "json"], stdin: "")
        #expect(status == 0 && err == "", "\(err)")
        let objects = try out.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let libraryEnters = objects.filter { $0["event"] as? String == "enter" && $0["user"] == nil }
        // -bind:'s createSignal: block is RACSignal.m:108; subscribing `bound` runs it.
        let didSubscribe = try #require(libraryEnters.first { $0["name"] as? String == RACBlockName.bindDidSubscribe.name })
        #expect(didSubscribe["rac"] as? String == "RACSignal.m:108")
        #expect((didSubscribe["engine"] as? String)?.hasPrefix("Sources/RACCore/") == true)
        // The user's blocks carry neither.
        for user in objects where user["user"] as? Bool == true {
            #expect(user["rac"] == nil && user["engine"] == nil)
        }
        var unlocated: [String] = []
        for enter in libraryEnters {
            let name = try #require(enter["name"] as? String)
            #expect((enter["engine"] as? String)?.hasPrefix("Sources/RACCore/") == true, "\(name)")
            // `FILE.m:LINE`, the block's own `RACBlockName` location (checked against
            // ReactiveObjC by scripts/check-rac-locations.py).
            #expect((enter["rac"] as? String).map { $0.wholeMatch(of: #/[\w+]+\.m:[1-9][0-9]*/#) != nil } ?? true, "\(name)")
            if enter["rac"] == nil { unlocated.append(name) }
        }
        // Every library block, RACSubscriber's disposal blocks (RACSubscriber.m:44, :105) and
        // the subscription scheduler's blocks (RACDynamicSignal.m:43, RACReturnSignal.m:84)
        // included, has a line in ReactiveObjC.
        #expect(unlocated.isEmpty, "\(unlocated)")
    }
}
