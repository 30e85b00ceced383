import Foundation
import Testing
@testable import SiteGenerator

/// A pack read back gives what was written, found by the offsets its header implies; a header
/// that is not sound, or names bytes the file does not have, is no pack.
@Suite struct SnippetPackTests {
    /// The entries of the pack at `file`, read as the cache reads them.
    static func entries(_ file: URL) -> [SnippetPack.Entry]? {
        let descriptor = open(file.path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return SnippetPack.entries(of: descriptor, size: Int(status.st_size))
    }

    @Test func whatIsWrittenIsReadBackByItsOffsets() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // Not there yet: the pack's directory is made.
        let file = root.appendingPathComponent("cache/a.pack")
        let written: [(hash: UInt64, bytes: Data)] = [(0x1, Data("first\n".utf8)), (0xFFFF_FFFF_FFFF_FFFF, Data()), (0x2a, Data(repeating: 7, count: 70_000))]
        try SnippetPack.write(written, to: file)
        let bytes = try Data(contentsOf: file)
        // The header as the format says: magic, count, a line per entry; then the bytes.
        let header = "racstep-snippet-pack 1\n3\n0000000000000001 6\nffffffffffffffff 0\n000000000000002a 70000\n"
        #expect(bytes.prefix(header.utf8.count) == Data(header.utf8))
        #expect(bytes.count == header.utf8.count + 6 + 70_000)
        let entries = try #require(Self.entries(file))
        #expect(entries == [SnippetPack.Entry(hash: 1, offset: header.utf8.count, length: 6),
                            SnippetPack.Entry(hash: .max, offset: header.utf8.count + 6, length: 0),
                            SnippetPack.Entry(hash: 0x2a, offset: header.utf8.count + 6, length: 70_000)])
        for (entry, original) in zip(entries, written) {
            #expect(bytes[entry.offset..<(entry.offset + entry.length)] == original.bytes)
        }
        // No temporary is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["a.pack"])
    }

    @Test(arguments: [
        "racstep-snippet-pack 2\n0\n",                       // another format
        "racstep-snippet-pack 1\nx\n",                       // no count
        "racstep-snippet-pack 1\n1\n",                       // an entry line missing
        "racstep-snippet-pack 1\n999999999\n",               // more entries than the file could hold
        "racstep-snippet-pack 1\n1\n00000000000000zz 0\n",   // not hex
        "racstep-snippet-pack 1\n1\n01 0\n",                 // a short hash
        "racstep-snippet-pack 1\n1\n0000000000000001 -1\n",  // a negative length
        "racstep-snippet-pack 1\n1\n0000000000000001 5\nabcd", // bytes past the end
    ])
    func anUnsoundHeaderIsNoPack(_ text: String) throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("bad.pack")
        try Data(text.utf8).write(to: file)
        #expect(Self.entries(file) == nil)
    }
}
