/// C's punctuators, matched longest first (`<<=` before `<<` before `<`).
enum Punctuators {
    static let all: [String] = [
        "...", "<<=", ">>=",
        "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
        "(", ")", "[", "]", "{", "}", ".", ",", ";", ":", "?", "~", "!",
        "+", "-", "*", "/", "%", "&", "|", "^", "<", ">", "=",
    ]

    private static let byLength: [[[UInt8]]] = [3, 2, 1].map { length in
        all.filter { $0.utf8.count == length }.map { Array($0.utf8) }
    }

    /// The length of the longest punctuator starting at `offset`, if any.
    static func longestMatch(in bytes: [UInt8], at offset: Int) -> Int? {
        for candidates in byLength {
            for candidate in candidates where offset + candidate.count <= bytes.count {
                if bytes[offset..<offset + candidate.count].elementsEqual(candidate) { return candidate.count }
            }
        }
        return nil
    }
}
