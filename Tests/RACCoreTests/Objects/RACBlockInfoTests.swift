import RACTrace
import Testing
import RACCore

/// `RACBlockInfo` keeps its optional label and line as plain integers (cheaper to copy into
/// trace events); what it answers must be what it was given, nil included, and two infos are
/// equal exactly when their name, origin and line are.
@Suite struct RACBlockInfoTests {
    @Test func answersWhatItWasGiven() {
        let engine = RACBlockInfo(named: "bind.sourceNext")
        #expect(engine.name == "bind.sourceNext")
        #expect(engine.origin == .engine)
        #expect(engine.line == nil)

        let labelled = RACBlockInfo(user: "subscribeNext:", label: 3, line: 12)
        #expect(labelled.origin == .user(label: 3))
        #expect(labelled.line == 12)

        let unlabelled = RACBlockInfo(user: "map:", label: nil, line: nil)
        #expect(unlabelled.origin == .user(label: nil))
        #expect(unlabelled.line == nil)
        // Zero and negative numbers are values, not "none".
        #expect(RACBlockInfo(user: "b", label: 0, line: 0).origin == .user(label: 0))
        #expect(RACBlockInfo(user: "b", label: 0, line: 0).line == 0)
    }

    @Test func engineBlocksAreLocatedInRACCoreAndInReactiveObjC() {
        // The compiler's #filePath is absolute; the location is cut to the repository.
        let code = RACCodeLocation(file: "/any/checkout/Sources/RACCore/Operators/RACSignal+Bind.swift", line: 42)
        #expect(code.repositoryLocation == "Sources/RACCore/Operators/RACSignal+Bind.swift:42")
        #expect(RACCodeLocation(file: "/elsewhere/Bind.swift", line: 1).repositoryLocation == nil)
        // A checkout inside another `Sources/`: the last one is the repository's.
        #expect(RACCodeLocation(file: "/Sources/x/Sources/RACCore/A.swift", line: 3).repositoryLocation == "Sources/RACCore/A.swift:3")
        #expect(RACCodeLocation(file: "Sources/", line: 3).repositoryLocation == nil)
        // RACSignal.m at 1af6617: -bind:'s createSignal: block starts on line 108.
        #expect(RACBlockInfo(engine: RACBlockName.bindDidSubscribe).racLocation == RACSourceLocation("RACSignal.m", 108))
        // An engine block knows where it is made: here, this file.
        let block = RACVoidBlock(RACBlockName.bindDidSubscribe) {}
        #expect(block.engineCode?.file.description == #filePath)
    }

    @Test func theReadersBlocksHaveNoEngineLocation() {
        let info = RACBlockInfo(user: "map:", label: 2, line: 5)
        #expect(RACVoidBlock(info) {}.engineCode == nil)
        #expect(info.racLocation == nil)
        #expect(info != RACBlockInfo(user: "map:", label: 2, line: 6))
        #expect(info.hashValue == RACBlockInfo(user: "map:", label: 2, line: 5).hashValue)
    }
}
