/// JSON text written straight into bytes, safe inside `<script>`: the player's data
/// (`SnippetWeaver.PlayerData.jsonBytes`) and the snippet cache's questions (`exercises`). A
/// page's runs are thousands of rows of small integers, which `JSONEncoder` boxed one by one
/// through its generic containers: over half of a site build's time (bench/README, "Every
/// snippet distinct"). It writes what `JSONEncoder` wrote with `.sortedKeys` and
/// `.withoutEscapingSlashes`, then `HTML.scriptSafeJSON`: the same characters escaped, and
/// `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, so no string can close the element or
/// open a comment.
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

    /// A string: its bytes copied whole when none is escaped (a sentence, a name), else written
    /// escaped in place once `bytes` has grown by their escaped length. A long run's figures
    /// are megabytes of markup with a `<`, `>` or `"` every few bytes, and appending the runs
    /// between escapes one by one was a twentieth of weaving.
    mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in Self.escapedLength.withUnsafeBufferPointer { lengths in
            var length = 0
            for byte in utf8 { length &+= Int(lengths[Int(byte)]) }
            guard length != utf8.count else {
                bytes.append(contentsOf: utf8)
                return
            }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: length))
            bytes.withUnsafeMutableBufferPointer { all in
                let escaped = UnsafeMutableBufferPointer(rebasing: all[start...])
                var count = 0
                for byte in utf8 {
                    if lengths[Int(byte)] == 1 {
                        escaped[count] = byte
                        count += 1
                    } else {
                        count = Self.escape(byte, into: escaped, at: count)
                    }
                }
            }
        } }
        byte(UInt8(ascii: "\""))
    }

    /// Each byte's length written in a string, by its value: 1 as it is, 2 escaped by a
    /// letter (`\"`, `\n`), 6 as `\u00XX`.
    private static let escapedLength: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0x08, 0x0C: 2
        case ..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): 6
        default: 1
        }
    }

    /// Writes `byte` escaped at `offset` of `buffer` (`escapedLength` long); returns where it ends.
    private static func escape(_ byte: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let letter: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "\n"): UInt8(ascii: "n")
        case UInt8(ascii: "\r"): UInt8(ascii: "r")
        case UInt8(ascii: "\t"): UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        buffer[offset] = UInt8(ascii: "\\")
        if let letter {
            buffer[offset + 1] = letter
            return offset + 2
        }
        buffer[offset + 1] = UInt8(ascii: "u")
        buffer[offset + 2] = UInt8(ascii: "0")
        buffer[offset + 3] = UInt8(ascii: "0")
        buffer[offset + 4] = hex[Int(byte >> 4)]
        buffer[offset + 5] = hex[Int(byte & 0xF)]
        return offset + 6
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

    /// JSON another writer wrote, as it stands: safe inside `<script>` only if it was.
    mutating func json(_ utf8: some Sequence<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    mutating func byte(_ byte: UInt8) {
        bytes.append(byte)
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
