import Lessons

/// The sidebar's list of an edition's lessons, rendered once per build: each entry (the
/// theme's `lesson-entry` template) twice — as other pages show it, and marked current
/// (`aria-current`) as its own page does — and each page joins the entries it shows, grouped
/// under their parts' headings (`lesson-part`; lessons outside any part stand alone).
///
/// The list was a section of the page template, so every page rendered every entry again:
/// 40,000 entries for 200 lessons, most of the time a build spent in Mustache.
struct LessonList {
    private var entries: [String]
    private var currentEntries: [String]
    /// Each part's heading (empty: none) and how many lessons, in order, it holds.
    private var parts: [(title: String, count: Int)]
    private var theme: Theme
    private var locale: SiteLocale

    init(_ lessons: [Lesson], parts: [LessonContents.Part], theme: Theme, locale: SiteLocale) throws {
        func entry(_ index: Int, current: Bool) throws -> String {
            let context: [String: Any] = ["title": lessons[index].title, "url": RenderStep.url(lessons[index]),
                                          "number": index + 1, "current": current]
            return Self.line(try theme.render("lesson-entry", context, locale: locale))
        }
        entries = try lessons.indices.map { try entry($0, current: false) }
        currentEntries = try lessons.indices.map { try entry($0, current: true) }
        self.parts = parts.map { ($0.title, $0.files.count) }
        self.theme = theme
        self.locale = locale
    }

    /// The template's line end dropped; the page's template puts the lines together.
    private static func line(_ html: String) -> String { html.hasSuffix("\n") ? String(html.dropLast()) : html }

    /// The list as the page of lesson `current` shows it: one entry per line, in its parts.
    func html(current: Int) throws -> String {
        var lines: [String] = [], start = 0
        for part in parts {
            let shown = (start..<(start + part.count)).map { $0 == current ? currentEntries[$0] : entries[$0] }
            start += part.count
            if part.title.isEmpty {
                lines += shown
            } else {
                lines.append(Self.line(try theme.render("lesson-part", ["title": part.title, "entries": shown.joined(separator: "\n")], locale: locale)))
            }
        }
        return lines.joined(separator: "\n")
    }
}
