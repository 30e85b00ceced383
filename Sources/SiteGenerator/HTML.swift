/// HTML text helpers: every value, log line and source line goes through `escape`.
public enum HTML {
    public static func escape(_ text: String) -> String {
        // Byte by byte: the five are ASCII, so UTF-8 needs no decoding, and walking
        // `Character`s (grapheme breaking) was most of the time weaving took. Most text a page
        // escapes (a step's sentence, a name) holds none of them: it is returned as it is, not
        // copied byte by byte into a new string.
        var scanned = text
        let plain = scanned.withUTF8 { utf8 in
            !utf8.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        }
        if plain { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A fragment id: lowercase words joined by hyphens (`Why block 7 runs` → `why-block-7-runs`).
    public static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// Text content of an HTML fragment (tags dropped, the common entities decoded).
    public static func text(_ html: String) -> String {
        // Over UTF-8 bytes, as `escape`: tags and entities are ASCII.
        var stripped: [UInt8] = []
        stripped.reserveCapacity(html.utf8.count)
        var inTag = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") { inTag = true } else if byte == UInt8(ascii: ">") { inTag = false } else if !inTag { stripped.append(byte) }
        }
        var text: [UInt8] = []
        text.reserveCapacity(stripped.count)
        var index = 0
        decoding: while index < stripped.count {
            if stripped[index] == UInt8(ascii: "&") {
                for (entity, character) in entities where stripped[index...].starts(with: entity) {
                    text.append(character)
                    index += entity.count
                    continue decoding
                }
            }
            text.append(stripped[index])
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The entities `escape` writes, and the characters they stand for.
    private static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// Gives each `<hN>` an id and a `#` anchor link named `label` for assistive technology (in
    /// the page's language); ids stay unique within a page via `used`.
    public static func anchorHeadings(_ html: String, label: String, used: inout Set<String>) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = firstRange(of: "<h", in: rest) {
            let after = rest[open.upperBound...]
            guard let level = after.first, ("1"..."6").contains(level), after.dropFirst().first == ">",
                  let close = firstRange(of: "</h\(level)>", in: after) else {
                result += rest[..<open.upperBound]
                rest = after
                continue
            }
            let inner = after[after.index(after.startIndex, offsetBy: 2)..<close.lowerBound]
            var id = slug(text(String(inner)))
            var counter = 1
            while used.contains(id) { counter += 1; id = "\(slug(text(String(inner))))-\(counter)" }
            used.insert(id)
            result += rest[..<open.lowerBound]
            result += "<h\(level) id=\"\(id)\">\(inner) <a class=\"anchor\" href=\"#\(id)\" aria-label=\"\(escape(label))\">#</a></h\(level)>"
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// Where ASCII `needle` first occurs in `text`. An ASCII byte always begins a character,
    /// so the byte offsets found are `text`'s character boundaries.
    private static func firstRange(of needle: String, in text: Substring) -> Range<String.Index>? {
        var contiguous = text
        let needle = Array(needle.utf8)
        guard let offset = contiguous.withUTF8({ $0.firstOffset(of: needle) }) else { return nil }
        let start = text.utf8.index(text.startIndex, offsetBy: offset)
        return start..<text.utf8.index(start, offsetBy: needle.count)
    }

    /// JSON safe inside `<script>`: no `<` can close the element or open a comment.
    public static func scriptSafeJSON(_ json: String) -> String {
        // Byte by byte, as `escape`: Foundation's `replacingOccurrences`, three times over a
        // run's data, took a tenth of weaving's time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count)
        for byte in json.utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes += "\\u003c".utf8
            case UInt8(ascii: ">"): bytes += "\\u003e".utf8
            case UInt8(ascii: "&"): bytes += "\\u0026".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
