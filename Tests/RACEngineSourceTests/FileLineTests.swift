import Testing
import RACEngineSource

@Suite struct FileLineTests {
    @Test func parsesPathAndLine() throws {
        let engine = try #require(FileLine("Sources/RACCore/Operators/RACSignal+Bind.swift:42"))
        #expect(engine.path == "Sources/RACCore/Operators/RACSignal+Bind.swift")
        #expect(engine.line == 42)
        #expect(engine.fileName == "RACSignal+Bind.swift")
        #expect(engine.description == "Sources/RACCore/Operators/RACSignal+Bind.swift:42")
        #expect(FileLine("RACSignal.m:108") == FileLine(path: "RACSignal.m", line: 108))
    }

    @Test(arguments: ["RACSignal.m", "RACSignal.m:", "RACSignal.m:0", "RACSignal.m:x", ":12", ""])
    func rejectsTextWithoutALine(text: String) {
        #expect(FileLine(text) == nil)
    }
}
