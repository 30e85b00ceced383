/// JSON text written straight into bytes, safe inside `<script>`: the player's data
/// (`SnippetWeaver.PlayerData.json`). A page's runs are thousands of rows of small integers,
/// which `JSONEncoder` boxed one by one through its generic containers: over half of a site
/// build's time (bench/README, "Every snippet distinct"). It writes what `JSONEncoder` wrote
/// with `.sortedKeys` and `.withoutEscapingSlashes`, then `HTML.scriptSafeJSON`: the same
/// characters escaped, and `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, so no string
/// can close the element or open a comment.
struct ScriptJSON {
    private(set) var bytes: [UInt8] = []

    mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"key":`; keys are written by their object in sorted order.
    mutating func key(_ key: StaticString) {
        byte(UInt8(ascii: "\""))
        raw(key)
        raw("\":")
    }

    mutating func integer(_ value: Int) {
        if value < 0 {
            byte(UInt8(ascii: "-"))
            // The magnitude of Int.min does not fit an Int; no field of ours comes near it.
            integer(-value)
            return
        }
        if value >= 10 { integer(value / 10) }
        byte(UInt8(ascii: "0") + UInt8(value % 10))
    }

    mutating func integer(_ value: Int?) {
        if let value { integer(value) } else { raw("null") }
    }

    /// A string, its runs of plain bytes copied whole: sentences and engine lines are most of
    /// a page's data, and appending them byte by byte was a twentieth of a site build.
    mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            let needsEscape = Self.needsEscape
            var plain = 0
            for index in utf8.indices where needsEscape[Int(utf8[index])] {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                escape(utf8[index])
                plain = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        }
        byte(UInt8(ascii: "\""))
    }

    /// Whether each byte is escaped, by its value: a long run's figures are megabytes of
    /// markup, and a lookup is cheaper than six comparisons a byte.
    private static let needsEscape: [Bool] = (0...255).map { byte in
        switch UInt8(byte) {
        case ..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): true
        default: false
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case UInt8(ascii: "<"): raw("\\u003c")
        case UInt8(ascii: ">"): raw("\\u003e")
        case UInt8(ascii: "&"): raw("\\u0026")
        default:
            raw("\\u00")
            self.byte(Self.hex[Int(byte >> 4)])
            self.byte(Self.hex[Int(byte & 0xF)])
        }
    }

    /// `[a,b,…]`, each element written by `element`.
    mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout ScriptJSON, Element) -> Void) {
        byte(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        byte(UInt8(ascii: "]"))
    }

    /// `{"k":v,…}` of a dictionary, its keys sorted as `JSONEncoder`'s `.sortedKeys` sorts them.
    mutating func object<Value>(_ dictionary: [String: Value], _ value: (inout ScriptJSON, Value) -> Void) {
        byte(UInt8(ascii: "{"))
        var first = true
        for key in dictionary.keys.sorted() {
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            string(key)
            byte(UInt8(ascii: ":"))
            value(&self, dictionary[key]!)
        }
        byte(UInt8(ascii: "}"))
    }

    /// What `other` wrote, as it stands.
    mutating func append(_ other: ScriptJSON) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func byte(_ byte: UInt8) {
        bytes.append(byte)
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
