/// Reads the block numbers articles write as the first comment inside a block:
/// `// block 3`, `//block3`, `/* block 3 */`, `// Block 3: didSubscribe`.
///
/// Articles number their blocks to explain the order RAC calls them in; traces reuse the numbers
/// so a step reads "block 3 runs" exactly as the prose does.
public enum BlockLabel {
    /// The label in the first of `comments` (the trivia before the body's first token), if it is one.
    public static func number(in comments: [Trivia]) -> Int? {
        guard let comment = comments.first else { return nil }
        return number(inComment: comment.text)
    }

    /// The label in one comment's full text, delimiters included.
    public static func number(inComment text: String) -> Int? {
        var body = Substring(text)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" }
        guard body.lowercased().hasPrefix("block") else { return nil }
        body = body.dropFirst(5).drop { $0 == " " || $0 == "\t" }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }
}
