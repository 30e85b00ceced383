import Foundation
import Testing
@testable import SiteGenerator

@Suite struct ScriptJSONTests {
    /// Every character JSON must escape, the three that could end a `<script>` early, and text
    /// outside ASCII: read back by Foundation's own decoder, each comes back as written, and no
    /// `<`, `>` or `&` is left in the bytes.
    @Test func aStringReadsBackAsWrittenAndCannotCloseItsScript() throws {
        let text = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
            + "\"\\/ </script><!-- & 信号 é \u{2028} \u{7f}"
        var json = ScriptJSON()
        json.array([text, ""]) { $0.string($1) }
        #expect(!json.bytes.contains(UInt8(ascii: "<")) && !json.bytes.contains(UInt8(ascii: ">")) && !json.bytes.contains(UInt8(ascii: "&")))
        #expect(try JSONDecoder().decode([String].self, from: Data(json.bytes)) == [text, ""])
        // Byte for byte what it replaced: `JSONEncoder` without escaped slashes, made safe for
        // `<script>` by `HTML.scriptSafeJSON`.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        #expect(String(decoding: json.bytes, as: UTF8.self)
                == HTML.scriptSafeJSON(String(decoding: try encoder.encode([text, ""]), as: UTF8.self)))
    }

    /// Objects list their keys as `JSONEncoder`'s `.sortedKeys` does (byte order: `B` before
    /// `a`, `a10` before `a9`), numbers and nulls as JSON writes them.
    @Test func objectsSortTheirKeysAndNumbersAreDecimal() throws {
        var json = ScriptJSON()
        json.object(["b": 1, "a9": -205, "a10": 0, "B": nil] as [String: Int?]) { $0.integer($1) }
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(text == #"{"B":null,"a10":0,"a9":-205,"b":1}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(text == String(decoding: try encoder.encode(["b": 1, "a9": -205, "a10": 0, "B": nil] as [String: Int?]), as: UTF8.self))
    }
}
