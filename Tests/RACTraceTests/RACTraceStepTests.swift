import Foundation
import RACTrace
import Testing

/// `RACTraceStep`: the event enum, its flat view, and the JSON the formats print. The
/// expected JSON is the format `racstep trace --format json` has always printed (one flat
/// object, keys sorted, absent fields left out), written out by hand per kind of step.
@Suite struct RACTraceStepTests {
    static let delivery = RACTraceStep.Delivery(receiver: "subscriber#2", receiverClass: "RACPassthroughSubscriber",
                                                signal: "bound", dropped: false)
    static let engineBlock = RACTraceStep.Block(name: "bind.didSubscribe", number: 6, signal: "bound", isUser: false,
                                                rac: "RACSignal.m:108", engine: "Sources/RACCore/Operators/RACSignal+Bind.swift:20")

    static let cases: [(RACTraceStep.Event, String)] = [
        (.create(object: "signal#1", className: "RACDynamicSignal", signal: "source"),
         #"{"depth":0,"event":"create","name":"RACDynamicSignal","object":"signal#1","signal":"source","step":1}"#),
        (.passthrough(object: "subscriber#2", signal: "source", subscriber: "subscriber#1"),
         #"{"depth":0,"event":"create","name":"RACPassthroughSubscriber","object":"subscriber#2","signal":"source","step":1,"target":"subscriber#1"}"#),
        (.subscribe(signal: "source", signalObject: "signal#1", subscriber: "subscriber#1", subscriberClass: "RACSubscriber"),
         #"{"depth":0,"event":"subscribe","name":"RACSubscriber","object":"signal#1","signal":"source","step":1,"target":"subscriber#1"}"#),
        (.enter(engineBlock),
         #"{"block":6,"depth":0,"engine":"Sources/RACCore/Operators/RACSignal+Bind.swift:20","event":"enter","name":"bind.didSubscribe","rac":"RACSignal.m:108","signal":"bound","step":1}"#),
        (.exit(RACTraceStep.Block(name: "subscribeNext:", number: 4, signal: nil, isUser: true)),
         #"{"block":4,"depth":0,"event":"exit","name":"subscribeNext:","step":1,"user":true}"#),
        (.next(delivery, value: "1"),
         #"{"depth":0,"event":"next","name":"RACPassthroughSubscriber","signal":"bound","step":1,"target":"subscriber#2","value":"1"}"#),
        (.error(RACTraceStep.Delivery(receiver: "subscriber#1", receiverClass: "RACSubscriber", signal: nil, dropped: true), error: "(null)"),
         #"{"depth":0,"event":"error","flag":true,"name":"RACSubscriber","step":1,"target":"subscriber#1","value":"(null)"}"#),
        (.completed(delivery),
         #"{"depth":0,"event":"completed","name":"RACPassthroughSubscriber","signal":"bound","step":1,"target":"subscriber#2"}"#),
        (.dispose(object: "disposable#3", className: "RACDisposable", parent: "disposable#2", ranBlock: true),
         #"{"depth":0,"event":"dispose","flag":true,"name":"RACDisposable","object":"disposable#3","step":1,"target":"disposable#2"}"#),
        (.dispose(object: "disposable#2", className: "RACCompoundDisposable", parent: nil, ranBlock: false),
         #"{"depth":0,"event":"dispose","flag":false,"name":"RACCompoundDisposable","object":"disposable#2","step":1}"#),
        (.dealloc(object: "subscriber#1", className: "RACSubscriber", signal: "bound"),
         #"{"depth":0,"event":"dealloc","name":"RACSubscriber","object":"subscriber#1","signal":"bound","step":1}"#),
        (.log("hello"), #"{"depth":0,"event":"log","step":1,"text":"hello"}"#),
    ]

    @Test(arguments: cases.indices)
    func eachKindPrintsItsFlatJSONAndReadsBack(_ index: Int) throws {
        let (event, json) = Self.cases[index]
        let step = RACTraceStep(step: 1, depth: 0, line: nil, event: event)
        #expect(RACTraceJSON.render([step]) == json + "\n")
        let decoded = try JSONDecoder().decode(RACTraceStep.self, from: Data(json.utf8))
        #expect(decoded == step)
    }

    @Test func theTextFormatNamesBlocksWithTheirLocations() {
        let enter = RACTraceStep(step: 12, depth: 1, line: 3, event: .enter(Self.engineBlock))
        #expect(RACTraceTextFormat.line(enter) == "  12    → block 6 bind.didSubscribe [bound]  RACSignal.m:108 ⇄ RACSignal+Bind.swift:20  @3")
        let exit = RACTraceStep(step: 13, depth: 1, line: 3, event: .exit(Self.engineBlock))
        // Locations are printed where a block is entered only.
        #expect(RACTraceTextFormat.line(exit) == "  13    ← block 6 bind.didSubscribe [bound]  @3")
    }

    @Test func anUnknownEventIsADecodingErrorNotACrash() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RACTraceStep.self, from: Data(#"{"depth":0,"event":"teleport","step":1}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RACTraceStep.self, from: Data(#"{"depth":0,"event":"next","step":1}"#.utf8))
        }
    }

    @Test func namingASignalRenamesItsCreateStepOnly() {
        var create = RACTraceStep(step: 1, depth: 0, line: 1, event: .create(object: "signal#1", className: "RACDynamicSignal", signal: nil))
        create.nameSignal("source")
        #expect(create.signal == "source")
        var log = RACTraceStep(step: 2, depth: 0, line: 1, event: .log("x"))
        log.nameSignal("source")
        #expect(log.signal == nil)
    }
}
