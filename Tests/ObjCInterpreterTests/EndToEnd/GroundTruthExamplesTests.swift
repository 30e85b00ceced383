import Foundation
import Testing
@testable import ObjCInterpreter

/// `Tests/Fixtures/ground-truth/`: snippets with the console output the real ReactiveObjC printed.
/// RACStep must print the same bytes, addresses aside (real addresses change per run).
@Suite struct GroundTruthExamplesTests {
    /// Tests/ObjCInterpreterTests/EndToEnd/<this file> -> Tests/Fixtures/ground-truth
    static let examplesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ground-truth")

    static var examples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".m") }.sorted()
    }

    @Test func examplesArePresent() {
        #expect(Self.examples.count >= 14, "expected the ground-truth snippets in \(Self.examplesDirectory.path)")
    }

    @Test(arguments: examples)
    func printsWhatReactiveObjCPrinted(_ name: String) throws {
        let source = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        let expected = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name.replacingOccurrences(of: ".m", with: ".out")), encoding: .utf8)
        let run = Interpreter.run(source: source, fileName: name)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(Self.maskingAddresses(run.outputText) == Self.maskingAddresses(expected))
    }

    @Test(arguments: examples)
    func untracedRunPrintsTheSameBytesAsTheTracedRun(_ name: String) throws {
        // `racstep run` does not trace: watching a run must not change what it prints.
        let source = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        var options = InterpreterOptions()
        options.recordsTrace = false
        let untraced = Interpreter.run(source: source, fileName: name, options: options)
        let traced = Interpreter.run(source: source, fileName: name)
        #expect(untraced.status == .success, "\(untraced.diagnostics)")
        #expect(untraced.outputText == traced.outputText)
    }

    /// On ReactiveCocoa 2.5 each snippet prints what the real ReactiveCocoa 2.5 printed
    /// (`NAME.rac25.out`, recorded with the oracle kit; the folder's README says how). It
    /// differs from ReactiveObjC's only in the tuples' class: 2.5's `RACTuplePack_` sends
    /// `+tupleWithObjectsFromArray:` to `RACTuple` (RACTuple.h:115-116 at v2.5), which has no
    /// `RACOneTuple` … `RACFiveTuple` (07-formats, 10-descriptions). 13-command runs 2.5's own
    /// RACCommand, built on KVO of `activeExecutionSignals` (RACCommand.m:129 at v2.5); its
    /// recording is the one the folder's README explains (GNUstep's KVO notified one observer
    /// in 6 of 8 runs; this is the output of the 2 that notified every one, as Apple's does).
    @Test(arguments: examples)
    func printsWhatReactiveCocoa25Printed(_ name: String) throws {
        let source = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        let expected = try String(contentsOf: Self.examplesDirectory.appendingPathComponent(name.replacingOccurrences(of: ".m", with: ".rac25.out")), encoding: .utf8)
        var options = InterpreterOptions()
        options.library = .reactiveCocoa25
        let run = Interpreter.run(source: source, fileName: name, options: options)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(Self.maskingAddresses(run.outputText) == Self.maskingAddresses(expected))
    }

    static func maskingAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
    }
}
