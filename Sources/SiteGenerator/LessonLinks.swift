import Lessons

/// The links between lessons, resolved for one edition: each `[lesson](NN-slug.md)` in a page's
/// prose (`LessonReferences`) becomes a link to the lesson's page that says its number and title
/// in the edition's words — "lesson 7, *bind: …*", "第 7 课《bind: …》" — so no page carries a
/// number that the contents' order no longer gives.
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
    nonisolated(unsafe) private static let link = #/<a href="(\d+-[A-Za-z0-9_-]+)\.md(#[^"]*)?">([\s\S]*?)<\/a>/#

    /// `html` with each link to a lesson pointed at its page. Empty text, `lesson` or `课` says
    /// the lesson's number and title (`Lesson` at a sentence's start); other text stays as written.
    func resolving(_ html: String) -> String {
        html.replacing(Self.link) { match in
            let slug = String(match.output.1), anchor = match.output.2.map(String.init) ?? "", text = String(match.output.3)
            guard let target = targets[slug] else { return String(match.output.0) }
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
}
