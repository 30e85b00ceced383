import Lessons

/// The sidebar's list of an edition's lessons, rendered once per build: each entry (the
/// theme's `lesson-entry` template) twice — as other pages show it, and marked current
/// (`aria-current`) as its own page does — and each page joins the entries it shows.
///
/// The list was a section of the page template, so every page rendered every entry again:
/// 40,000 entries for 200 lessons, most of the time a build spent in Mustache.
struct LessonList {
    private var entries: [String]
    private var currentEntries: [String]

    init(_ lessons: [Lesson], theme: Theme, locale: SiteLocale) throws {
        func entry(_ index: Int, current: Bool) throws -> String {
            let context: [String: Any] = ["title": lessons[index].title, "url": SiteBuilder.url(lessons[index]),
                                          "number": index + 1, "current": current]
            let html = try theme.render("lesson-entry", context, locale: locale)
            // The template's line end; the page's template puts the lines together.
            return html.hasSuffix("\n") ? String(html.dropLast()) : html
        }
        entries = try lessons.indices.map { try entry($0, current: false) }
        currentEntries = try lessons.indices.map { try entry($0, current: true) }
    }

    /// The list as the page of lesson `current` shows it: one entry per line.
    func html(current: Int) -> String {
        entries.indices.map { $0 == current ? currentEntries[$0] : entries[$0] }.joined(separator: "\n")
    }
}
