import Foundation

/// A snippet's own question: the paragraph right before its fence that opens with the lessons'
/// lead, “**Pause before the output.**” (English) or “**读输出之前先停一下。**” (Chinese).
///
/// A reader who is asked what one particular snippet prints, which block runs next, or which
/// disposal comes first predicts something; one asked the same general question every time
/// skims. So each snippet asks its own, in the lesson's words: on GitHub the paragraph reads
/// as prose above the code; the site moves it into the snippet's predict box, after the code
/// and before the answer (`WeaveStep.body`), and `racstep verify` fails on a snippet without
/// one (`problems`). The two snippets of a comparison (`compare=`) stand with only blank lines
/// between them, so the second shares the question asked before the first.
public struct SnippetQuestion: Sendable, Equatable {
    /// The lead the paragraph opens with, one of `leads`.
    public var lead: String
    /// The paragraph after its lead, as Markdown: what the predict box asks.
    public var text: String
    /// 0-based indices of the paragraph's lines in the lesson.
    public var lineRange: Range<Int>

    /// The leads that make a paragraph a question, in every edition's words.
    public static let leads = ["**Pause before the output.**", "**读输出之前先停一下。**"]

    /// The question in the prose `lines[start..<fence]` right before the fence at `fence`:
    /// its last paragraph (blank lines may follow it), when that paragraph opens with a lead.
    static func before(_ fence: Int, in lines: [String], from start: Int) -> SnippetQuestion? {
        func blank(_ index: Int) -> Bool { lines[index].allSatisfy(\.isWhitespace) }
        var end = fence
        while end > start, blank(end - 1) { end -= 1 }
        var begin = end
        while begin > start, !blank(begin - 1) { begin -= 1 }
        guard begin < end else { return nil }
        let first = lines[begin].drop { $0 == " " }
        guard let lead = leads.first(where: { first.hasPrefix($0) }) else { return nil }
        let paragraph = ([String(first.dropFirst(lead.count))] + lines[(begin + 1)..<end].map { String($0.drop { $0 == " " }) })
            .joined(separator: "\n")
        return SnippetQuestion(lead: lead, text: paragraph.trimmingCharacters(in: .whitespaces), lineRange: begin..<end)
    }

    /// The snippets that ask no question of their own, each a problem at its fence: every
    /// snippet but the second of a comparison, which shares the first's.
    public static func problems(_ lesson: Lesson) -> [LessonVerifier.Problem] {
        lesson.snippets.indices.compactMap { index in
            let snippet = lesson.snippets[index]
            guard snippet.question == nil, index == 0 || lesson.snippets[index - 1].compare == nil else { return nil }
            return LessonVerifier.Problem(.snippetAsksNoQuestion(snippet.id), line: snippet.fenceLine,
                                          column: lesson.fenceColumn(line: snippet.fenceLine), in: lesson.sourceFile)
        }
    }
}
