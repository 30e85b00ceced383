import Testing
import RACCore

/// `RACBlockInfo` keeps its optional label and line as plain integers (cheaper to copy into
/// trace events); what it answers must be what it was given, nil included, and two infos are
/// equal exactly when their name, origin and line are.
@Suite struct RACBlockInfoTests {
    @Test func answersWhatItWasGiven() {
        let engine = RACBlockInfo(engine: "bind.sourceNext")
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

    @Test func settingOriginAndLineChangesOnlyThem() {
        var info = RACBlockInfo(user: "filter:", label: 2, line: 5)
        info.origin = .engine
        #expect(info.origin == .engine)
        #expect(info.line == 5)
        #expect(info != RACBlockInfo(engine: "filter:")) // the line still differs
        info.line = nil
        #expect(info == RACBlockInfo(engine: "filter:"))
        info.origin = .user(label: nil)
        info.line = 7
        #expect(info == RACBlockInfo(user: "filter:", label: nil, line: 7))
        #expect(info != RACBlockInfo(user: "filter:", label: 1, line: 7))
        #expect(info.hashValue == RACBlockInfo(user: "filter:", label: nil, line: 7).hashValue)
    }
}
