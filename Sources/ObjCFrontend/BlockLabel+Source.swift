extension BlockLabel {
    /// A block literal with a label: the line of its `^` (where the lessons put its badge) and
    /// its number.
    public struct Placement: Hashable, Sendable {
        public var line: Int
        public var number: Int

        public init(line: Int, number: Int) {
            self.line = line
            self.number = number
        }
    }

    /// Every labelled block literal in `file`, found from its tokens as an editor finds things:
    /// it never fails, so a snippet half typed still shows the badges of the blocks it has.
    /// A block is a `^` followed, past a return type and parameter list, by the `{` of its body;
    /// its label is the first comment inside (`BlockLabel.number(in:)`, as the parser reads it).
    public static func placements(in file: SourceFile) -> [Placement] {
        let tokens = Lexer.tokenize(file).tokens
        var placements: [Placement] = []
        for (caret, token) in tokens.enumerated() where token.isPunctuatorOrKeyword("^") {
            guard let body = bodyBrace(after: caret, in: tokens), body + 1 < tokens.count,
                  let number = number(in: tokens[body + 1].leadingComments) else { continue }
            placements.append(Placement(line: file.location(of: token.range.start).line, number: number))
        }
        return placements
    }

    /// The index of the `{` opening the body of the block whose `^` is at `caret`; nil when
    /// the `^` is not a block's (an exclusive or, a block type's `(^name)`).
    private static func bodyBrace(after caret: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        for index in (caret + 1)..<tokens.count {
            let token = tokens[index]
            guard token.kind == .punctuator else {
                if token.kind == .endOfFile { return nil }
                continue
            }
            switch token.text {
            case "{" where depth == 0: return index
            case "(": depth += 1
            case ")":
                if depth == 0 { return nil }
                depth -= 1
            case ";", "}", "]", "=": if depth == 0 { return nil }
            default: break
            }
        }
        return nil
    }
}
