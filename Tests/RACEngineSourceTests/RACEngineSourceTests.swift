import RACTrace
import Foundation
import Testing
import RACEngineSource

@Suite struct RACEngineSourceTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let bind = "Sources/RACCore/Operators/RACSignal+Bind.swift"

    /// The plugin embeds exactly RACCore's files, byte for byte (quotes, backslashes and
    /// non-ASCII included), under their repo-relative paths.
    @Test func embedsEveryEngineFileAsItIs() throws {
        let engine = Self.repoRoot.appendingPathComponent("Sources/RACCore")
        let enumerator = try #require(FileManager.default.enumerator(atPath: engine.path))
        let onDisk = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .map { "Sources/RACCore/" + $0 }.sorted()
        #expect(!onDisk.isEmpty)
        #expect(RACEngineSource.paths == onDisk)
        for path in onDisk {
            let text = try String(contentsOf: Self.repoRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(RACEngineSource.text(of: path) == text, "\(path) differs")
        }
    }

    @Test func linesAreNumberedAsInTheFile() throws {
        let text = try #require(RACEngineSource.text(of: Self.bind))
        let lines = try #require(RACEngineSource.lines(of: Self.bind))
        #expect(lines.count == text.filter { $0 == "\n" }.count)
        #expect(lines.joined(separator: "\n") + "\n" == text)
        #expect(RACEngineSource.lines(of: "Sources/RACCore/Nowhere.swift") == nil)
    }

    /// The line of `-bind:`'s file that contains `needle` (the test finds blocks by their
    /// code, not by line numbers that move when the file is edited).
    static func line(containing needle: String) throws -> Int {
        let lines = try #require(RACEngineSource.lines(of: bind))
        let matches = lines.indices.filter { lines[$0].contains(needle) }
        try #require(matches.count == 1, "\(needle) is on \(matches.count) lines")
        return matches[0] + 1
    }

    /// Each of `-bind:`'s blocks, found by the line its init starts on, ends at its closing brace: the first
    /// later line indented as deep as the init's line that starts with `}`.
    @Test(arguments: [
        "RACDidSubscribeBlock(RACBlockName.bindDidSubscribe",
        "let completeSignal = ",
        "let addSignal = ",
        "next: RACValueBlock(RACBlockName.bindAddSignalNext",
        "next: RACValueBlock(RACBlockName.bindSourceNext",
        "completed: RACVoidBlock(RACBlockName.bindSourceCompleted",
    ])
    func extentEndsAtTheMatchingBrace(needle: String) throws {
        let lines = try #require(RACEngineSource.lines(of: Self.bind))
        let start = try Self.line(containing: needle)
        let indent = lines[start - 1].prefix { $0 == " " }.count
        let end = try #require((start + 1...lines.count).first {
            let line = lines[$0 - 1]
            return line.prefix { $0 == " " }.count == indent && line.dropFirst(indent).hasPrefix("}")
        })
        #expect(RACEngineSource.extent(at: FileLine(path: Self.bind, line: start)) == start...end)
    }

    @Test func aLineWithNoBlockIsItsOwnExtent() throws {
        let start = try Self.line(containing: "let signalCount = RACBlockVariable<Int>(1)")
        #expect(RACEngineSource.extent(at: FileLine(path: Self.bind, line: start)) == start...start)
    }

    @Test func unknownFilesAndLinesHaveNoExtent() throws {
        let count = try #require(RACEngineSource.lines(of: Self.bind)).count
        #expect(RACEngineSource.extent(at: FileLine(path: "Sources/RACCore/Nowhere.swift", line: 1)) == nil)
        #expect(RACEngineSource.extent(at: FileLine(path: Self.bind, line: count + 1)) == nil)
    }
}
