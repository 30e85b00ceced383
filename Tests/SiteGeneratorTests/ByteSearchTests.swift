import Testing
@testable import SiteGenerator

/// `firstOffset(of:from:)` against the plainest search there is: try every offset from
/// `start` and compare the needle's bytes there. Texts built to put partial matches, a needle
/// at either end, a first byte that repeats and a needle longer than what is left side by side.
@Suite struct ByteSearchTests {
    static func oracle(_ haystack: [UInt8], _ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test(arguments: ["", "<", "<h", "<<h2>", "x<a href=\"1", "<a href=\"<a href=\"", "tail <h", "<h<h<h1>", "ab<hx<h2>z"])
    func findsWhatTryingEveryOffsetFinds(_ text: String) {
        let haystack = Array(text.utf8)
        for needle in ["<h", "<h2>", "<a href=\"", "<", "z", "</h1>"].map({ Array($0.utf8) }) {
            for start in 0...haystack.count {
                let found = haystack.withUnsafeBufferPointer { $0.firstOffset(of: needle, from: start) }
                #expect(found == Self.oracle(haystack, needle, from: start), "\(text) \(needle) from \(start)")
            }
        }
    }

    @Test func anEmptyNeedleIsFoundNowhere() {
        #expect(Array("abc".utf8).withUnsafeBufferPointer { $0.firstOffset(of: []) } == nil)
    }
}
