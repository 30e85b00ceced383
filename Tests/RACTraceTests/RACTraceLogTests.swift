import Foundation
import Testing
import RACTrace

/// `RACTraceLog` keeps steps compactly; what it gives back must be the steps put in, and its
/// JSON writer must write what `JSONEncoder` writes for them.
@Suite struct RACTraceLogTests {
    /// One step of every kind, with fields present and absent, flags on and off.
    static let steps: [RACTraceStep] = {
        let events: [RACTraceStep.Event] = [
            .create(object: "signal#1", className: "RACDynamicSignal", signal: "source"),
            .create(object: "subscriber#1", className: "RACSubscriber", signal: nil),
            .passthrough(object: "subscriber#2", signal: "[source] -bind:", subscriber: "subscriber#1"),
            .subscribe(signal: "source", signalObject: "signal#1", subscriber: "subscriber#2", subscriberClass: "RACPassthroughSubscriber"),
            .enter(.init(name: "bind.source.next", number: 10, signal: "bindSignal", isUser: false, rac: "RACSignal.m:148",
                         engine: "Sources/RACCore/Operators/RACSignal+Bind.swift:96", caller: "Sources/RACCore/Subscribers/RACSubscriber.swift:40")),
            .enter(.init(name: "map:", number: 3, signal: nil, isUser: true)),
            .exit(.init(name: "map:", number: nil, signal: nil, isUser: true)),
            .exit(.init(name: "bind.source.next", number: 10, signal: "bindSignal", isUser: false)),
            .next(.init(receiver: "subscriber#1", receiverClass: "RACSubscriber", signal: "source", dropped: false), value: "1"),
            .next(.init(receiver: "subscriber#2", receiverClass: "RACPassthroughSubscriber", signal: nil, dropped: true), value: "(null)"),
            .error(.init(receiver: "subscriber#1", receiverClass: "RACSubscriber", signal: "source", dropped: false),
                   error: "Error Domain=x Code=1 \"a\\b\" UserInfo={}"),
            .completed(.init(receiver: "subscriber#1", receiverClass: "RACSubscriber", signal: nil, dropped: true)),
            .dispose(object: "disposable#3", className: "RACCompoundDisposable", parent: "disposable#1", ranBlock: true),
            .dispose(object: "disposable#4", className: "RACDisposable", parent: nil, ranBlock: false),
            .dealloc(object: "subscriber#1", className: "RACSubscriber", signal: "source"),
            .dealloc(object: "subscriber#5", className: "RACSubscriber", signal: nil),
            .log("2 ✓ \"quoted\" back\\slash / \t tab"),
        ]
        return events.enumerated().map { index, event in
            RACTraceStep(step: index + 1, depth: index % 3, line: index % 4 == 0 ? nil : index + 7, event: event)
        }
    }()

    /// What `racstep trace --format json` printed before the streaming writer: each step
    /// through `JSONEncoder` (`RACTraceStep: Codable`), one per line.
    static func encoderJSON(_ steps: [RACTraceStep]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try steps.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    }

    static func streamedJSON(_ log: RACTraceLog) -> String {
        var data = Data()
        RACTraceJSON.write(log) { data.append(contentsOf: $0) }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func givesBackTheStepsPutIn() {
        let log = RACTraceLog(Self.steps)
        #expect(log.count == Self.steps.count)
        #expect(Array(log) == Self.steps)
        // Strings are kept once: every step that names `source` shares one entry.
        #expect(log.strings.filter { $0 == "source" }.count == 1)
    }

    @Test func namingASignalChangesItsCreateStepOnly() {
        var log = RACTraceLog(Self.steps)
        let name = log.intern("renamed")
        log.nameSignal(at: 0, name)
        log.nameSignal(at: 2, name) // a passthrough's create step names no signal of its own
        var expected = Self.steps
        expected[0].nameSignal("renamed")
        #expect(Array(log) == expected)
    }

    @Test func jsonIsWhatJSONEncoderWrites() throws {
        #expect(Self.streamedJSON(RACTraceLog(Self.steps)) == (try Self.encoderJSON(Self.steps)))
    }

    /// Every character JSON treats specially, and some it does not: control characters,
    /// quote, backslash, slash, DEL, non-ASCII and the line separators JavaScript minds.
    @Test func jsonEscapesStringsAsJSONEncoderDoes() throws {
        let characters = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["é", "中文", "🙂", "\u{2028}", "\u{2029}", "\u{FEFF}"]
        let steps = characters.enumerated().map { index, text in
            RACTraceStep(step: index + 1, depth: 0, line: nil, event: .log("<\(text)>"))
        }
        #expect(Self.streamedJSON(RACTraceLog(steps)) == (try Self.encoderJSON(steps)))
    }

    @Test func textStreamsWhatRenderReturns() {
        var data = Data()
        RACTraceTextFormat.write(RACTraceLog(Self.steps)) { data.append(contentsOf: $0) }
        #expect(String(decoding: data, as: UTF8.self) == RACTraceTextFormat.render(Self.steps))
        #expect(RACTraceTextFormat.render(Self.steps) == Self.steps.map { RACTraceTextFormat.line($0) + "\n" }.joined())
    }

    /// Longer than one of the writer's chunks, so chunks are handed out and joined.
    @Test func longTracesStreamInChunks() throws {
        let steps = (1...3_000).map { RACTraceStep(step: $0, depth: $0 % 7, line: $0, event: .log(String(repeating: "x", count: $0 % 50))) }
        var chunks = 0
        var data = Data()
        RACTraceJSON.write(RACTraceLog(steps)) { chunks += 1; data.append(contentsOf: $0) }
        #expect(chunks > 1)
        #expect(String(decoding: data, as: UTF8.self) == (try Self.encoderJSON(steps)))
    }
}
