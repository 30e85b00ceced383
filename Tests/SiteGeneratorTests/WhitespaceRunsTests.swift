import Foundation
import Testing
@testable import SiteGenerator

/// `WhitespaceRuns.collapsed` against its definition, the standard library's
/// `split(whereSeparator: \.isWhitespace).joined(separator: " ")` over `Character`s: the
/// oracle is the very code it replaces, on every lesson of both editions and on text built to
/// put marks, prepended scalars and every kind of space beside each other.
@Suite struct WhitespaceRunsTests {
    static func oracle(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func everyLessonCollapsesAsCharactersDo() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for directory in ["lessons", "lessons/zh"] {
            let url = root.appendingPathComponent(directory)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".md") {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                #expect(WhitespaceRuns.collapsed(text) == Self.oracle(text), "\(directory)/\(name)")
                checked += 1
            }
        }
        #expect(checked > 60)
    }

    /// The scalars the byte scan lists as White_Space are exactly those Unicode says are.
    @Test func theWhiteSpaceScalarsAreUnicodes() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(Character(scalar))b"
            if scalar.properties.isWhitespace {
                #expect(WhitespaceRuns.collapsed(text) == Self.oracle(text), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// Every scalar the scan takes as plain (never in a grapheme with a space beside it) is
    /// one the `Character` way agrees on, after a space and before one.
    @Test func thePlainScalarsNeverJoinASpace() {
        for ranges in [0x21...0x7E, 0x3001...0x30FF, 0x3400...0x9FFF, 0xFF00...0xFFEF] {
            for value in ranges {
                let scalar = Character(Unicode.Scalar(UInt32(value))!)
                for text in ["a \(scalar)", "\(scalar) a", "a\u{3000}\(scalar)"] {
                    #expect(WhitespaceRuns.collapsed(text) == Self.oracle(text), "U+\(String(value, radix: 16))")
                }
            }
        }
    }

    /// Every assigned scalar of the planes that hold marks, joiners, prepended scalars and
    /// emoji (0, 1 and 14; 2 and 3 are ideographs) after a space, an ideographic space and a
    /// newline, and before them: where the scan takes its bytes as they are and where it goes
    /// the `Character` way, the text comes out the same.
    @Test func everyScalarBesideASpaceCollapsesAsCharactersDo() {
        for value in Array(UInt32(0x21)...0x1FFFF) + Array(UInt32(0xE0000)...0xE01EF) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                  !scalar.properties.isWhitespace else { continue }
            let character = String(scalar)
            for text in ["a " + character, character + " a", "a\u{3000}" + character, character + "\u{3000}a", character + "\n" + character] {
                if WhitespaceRuns.collapsed(text) != Self.oracle(text) {
                    Issue.record("U+\(String(value, radix: 16)) in \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    return
                }
            }
        }
    }

    /// Marks after a space (it joins them), a prepended scalar before one (Arabic's U+0600
    /// joins the space after it), CR LF, controls, ideographic spaces and CJK beside spaces,
    /// and leading and trailing runs: each piece with each other, in both orders.
    @Test func graphemeEdgesCollapseAsCharactersDo() {
        let pieces = [" ", "  ", "\n", "\r\n", "\t", "\u{3000}", "\u{A0}", "\u{2009}", "\u{85}", "\u{2028}",
                      "\u{301}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{903}", "a", "中", "é", "😀", "\u{1F3FB}", "、"]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + "x" + third + first
                    #expect(WhitespaceRuns.collapsed(text) == Self.oracle(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
    }
}
