import Foundation
import Lessons

/// The fifth step: woven bodies into the theme's pages, in the edition of `locale` — each
/// lesson's page with the sidebar, its neighbours and the language switch; the index; the
/// search index; and pages outside the lessons (the server's playground).
struct RenderStep {
    var theme: Theme
    var locale: SiteLocale

    static func url(_ lesson: Lesson) -> String { url(slug: lesson.slug) }

    /// The page of the lesson `slug` (`06-bind.html`), from its edition's directory.
    static func url(slug: String) -> String { "\(slug).html" }

    /// From this edition's pages to the site's root, where the assets are: "" or "../".
    var root: String { locale.directory.isEmpty ? "" : "../" }

    /// The language switch of the page `file` (`06-bind.html`, `index.html`): every edition,
    /// each linked to its counterpart of that page — or to its index when it has none — and
    /// the current one marked; nil when the site has one edition.
    func languageSwitch(for file: String, editions: [(locale: SiteLocale, files: Set<String>)]) -> [String: Any]? {
        guard editions.count > 1 else { return nil }
        return ["editions": editions.map { edition -> [String: Any] in
            let target = edition.files.contains(file) ? file : "index.html"
            return ["name": edition.locale.name, "lang": edition.locale.lang, "url": edition.locale == locale ? target : root + edition.locale.directory + target,
                    "current": edition.locale == locale,
                    "hint": edition.locale.format(.languageSwitchHint, ["language": edition.locale.name])]
        }]
    }

    /// The page of `lessons[index]`: its body in the theme, with the sidebar (`list`, the
    /// edition's `LessonList`), its links to other lessons resolved (`links`), the links to its
    /// neighbours and `languages` (`languageSwitch`).
    func page(_ index: Int, of lessons: [WovenLesson], list: LessonList, links: LessonLinks,
              languages: [String: Any]?) throws -> String {
        let lesson = lessons[index].lesson
        var context: [String: Any] = [
            "title": lesson.title, "summary": lesson.summary, "body": links.resolving(lessons[index].body),
            "lessonList": try list.html(current: index), "nav": true, "lessonsAnchor": "lessons", "number": index + 1, "source": lesson.file,
            "root": root,
        ]
        context["languages"] = languages
        if index > 0 { context["previous"] = ["title": lessons[index - 1].lesson.title, "url": Self.url(lessons[index - 1].lesson)] }
        if index + 1 < lessons.count { context["next"] = ["title": lessons[index + 1].lesson.title, "url": Self.url(lessons[index + 1].lesson)] }
        return try theme.render("lesson", context, locale: locale)
    }

    /// The index lists the lessons once, with their summaries, under their parts' headings
    /// (`parts`: `LessonContents`'s, in the lessons' order): its sidebar has search only.
    func indexPage(_ lessons: [WovenLesson], parts: [LessonContents.Part], languages: [String: Any]?) throws -> String {
        var start = 0
        var index: [String: Any] = [
            "lessonsAnchor": "lessons-list", "root": root,
            "parts": parts.map { part -> [String: Any] in
                let range = start..<(start + part.files.count)
                start += part.files.count
                return ["title": part.title, "titled": !part.title.isEmpty, "start": range.lowerBound + 1, "entries": range.map { index -> [String: Any] in
                    let lesson = lessons[index].lesson
                    return ["title": lesson.title, "summary": lesson.summary, "url": Self.url(lesson), "number": index + 1]
                }]
            },
        ]
        index["languages"] = languages
        if let first = lessons.first {
            index["start"] = Self.url(first.lesson)
            index["startTitle"] = first.lesson.title
        }
        return try theme.render("index", index, locale: locale)
    }

    /// A lesson's entry in the search index: a JSON object (sorted keys), safe inside a script.
    /// Made when the lesson is woven (`WovenLesson`), so that a rebuild after an edit encodes
    /// the edited lesson's text, not every lesson's.
    static func searchEntry(_ lesson: Lesson, text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let entry = ["title": lesson.title, "summary": lesson.summary, "url": Self.url(lesson), "text": text]
        return HTML.scriptSafeJSON(String(decoding: (try? encoder.encode(entry)) ?? Data("{}".utf8), as: UTF8.self))
    }

    /// The search index as a script, so search works from `file://` where fetch cannot: the
    /// lessons' entries (`searchEntry`) in an array, as JSON writes one.
    static func searchIndexScript(_ lessons: [WovenLesson]) -> String {
        "window.RACSTEP_SEARCH_INDEX = [" + lessons.map(\.searchEntry).joined(separator: ",") + "];\n"
    }

    /// A page outside the lessons (`template`, e.g. the server's playground), at `link`
    /// (`play`): in the edition's words, with its language switch (`languages`) and its search,
    /// no list of lessons, the edition's snippets (`PlaygroundStarters`) and the engines a run
    /// can take (`PlaygroundEngines`).
    func page(_ template: String, starters: PlaygroundStarters, languages: [String: Any]?) throws -> String {
        var context: [String: Any] = ["nav": false, "lessonsAnchor": "lessons", "root": root]
        context["languages"] = languages
        context.merge(starters.context) { $1 }
        context.merge(PlaygroundEngines.context) { $1 }
        return try theme.render(template, context, locale: locale)
    }
}
