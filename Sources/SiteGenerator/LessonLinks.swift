import Lessons

/// The links between lessons, resolved for one edition: each `[lesson](NN-slug.md)` in a page's
/// prose (`LessonReferences`) becomes a link to the lesson's page that says its number and title
/// in the edition's words — "lesson 7, *bind: …*", "第 7 课《bind: …》" — so no page carries a
/// number that the contents' order no longer gives. The woven snippets link lessons the same
/// way (the numbering figure's caption, `SnippetWeaver.classicNumberingLesson`).
///
/// Resolved when a page is put together, not when its prose is rendered: a page's body is kept
/// between rebuilds, while another lesson's title or place may change (and with it, every page).
struct LessonLinks {
    private var targets: [String: (number: Int, title: String)] = [:]
    private var locale: SiteLocale

    /// `lessons` in reading order: the site numbers them from 1.
    init(_ lessons: [Lesson], locale: SiteLocale) {
        for (index, lesson) in lessons.enumerated() { targets[lesson.slug] = (index + 1, lesson.title) }
        self.locale = locale
    }

    /// A link as cmark-gfm renders `[text](NN-slug.md#anchor)`; its text may hold markup
    /// (`<code>`) and line breaks.
    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) private static let link = #/<a href="(\d+-[A-Za-z0-9_-]+)\.md(#[^"]*)?">([\s\S]*?)<\/a>/#

    /// `html` with each link to a lesson pointed at its page. Empty text, `lesson` or `课` says
    /// the lesson's number and title (`Lesson` at a sentence's start); other text stays as written.
    ///
    /// The pattern is tried only where a link to a lesson can start (`<a href="` and a digit):
    /// a page's body is mostly its players' woven HTML, and a `Regex` searching all of it took
    /// an eighth of a site build.
    func resolving(_ html: String) -> String {
        var result = ""
        var copied = html.startIndex
        for start in Self.candidates(in: html) where start >= copied {
            guard let match = html[start...].prefixMatch(of: Self.link) else { continue }
            result += html[copied..<start]
            result += replacement(slug: String(match.output.1), anchor: match.output.2.map(String.init) ?? "",
                                  text: String(match.output.3)) ?? String(match.output.0)
            copied = match.range.upperBound
        }
        return copied == html.startIndex ? html : result + html[copied...]
    }

    /// Where `<a href="` followed by a digit begins in `html`.
    private static func candidates(in html: String) -> [String.Index] {
        let opener = Array("<a href=\"".utf8)
        var offsets: [Int] = []
        var html = html
        html.withUTF8 { bytes in
            var at = 0
            while let found = bytes.firstOffset(of: opener, from: at), found + opener.count < bytes.count {
                if (0x30...0x39).contains(bytes[found + opener.count]) {
                    offsets.append(found)
                    at = found + opener.count
                } else {
                    at = found + 1
                }
            }
        }
        return offsets.map { html.utf8.index(html.utf8.startIndex, offsetBy: $0) }
    }

    /// The link to lesson `slug` with `text`, or nil when no such lesson is in the edition.
    private func replacement(slug: String, anchor: String, text: String) -> String? {
        guard let target = targets[slug] else { return nil }
        let href = "\(slug).html\(anchor)"
        let key: SiteText
        switch text {
        case "", "lesson", "课": key = .lessonReference
        case "Lesson": key = .lessonReferenceAtStart
        default: return "<a class=\"lesson-link\" href=\"\(href)\">\(text)</a>"
        }
        let words = locale.format(key, ["number": String(target.number), "title": HTML.escape(target.title)])
        return "<a class=\"lesson-link\" href=\"\(href)\">\(words)</a>"
    }
}
