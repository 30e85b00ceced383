import Foundation
import Lessons

/// The lessons site kept in memory between builds, so that a rebuild does only what an edit
/// requires: `racstep site` builds it once; `racstep serve` builds it, then calls
/// `rebuild(changedLessons:)` whenever lesson files change and serves `site`.
///
/// A rebuild reloads only the changed (and new) lessons, runs only their snippets that are
/// not already cached, and renders a lesson's page again only when the lesson or the list
/// of lessons (titles, order: every page's sidebar and neighbour links) changed; every
/// other page keeps its bytes. The result is byte-for-byte the site a clean build makes.
/// Each edition (`SiteEdition`: the English lessons, and their Chinese translations when
/// there are any) is built this way under its own directory.
///
/// Not thread-safe: call it from one task at a time (a server keeps it in an actor).
public final class IncrementalSite {
    /// A lesson carried through the pipeline, with what its page is made of.
    struct BuiltLesson {
        var lesson: Lesson
        var snippets: [WovenSnippet]
        var body: String
        /// Player data files beside the page (`SiteBuilder.body`), by path from the edition's directory.
        var dataFiles: [String: Data]
        var searchText: String
    }

    /// What a rebuild changed.
    public struct Rebuild: Equatable, Sendable {
        public var site: Site
        /// Paths that were added, removed or now have other bytes, sorted.
        public var changedPaths: [String]
    }

    public let builder: SiteBuilder
    public let lessonPaths: [String]
    public let editions: [SiteEdition]
    /// The site as last built; empty before `build()`.
    public private(set) var site = Site()
    /// Each edition's lessons as last built, in site order.
    var lessons: [[BuiltLesson]] = []
    /// Each edition's parts as last built (`LessonContents`): the sidebar's and the index's headings.
    var parts: [[LessonContents.Part]] = []
    /// Each edition's sidebar and links between lessons as last built: made of the lessons'
    /// titles and order only, so kept while those stay (an edit of a lesson's text).
    var navigation: [(list: LessonList, links: LessonLinks)] = []

    public init(builder: SiteBuilder, lessonPaths: [String]) {
        self.builder = builder
        self.lessonPaths = lessonPaths
        editions = SiteEdition.editions(for: lessonPaths)
    }

    /// Builds every lesson; the site.
    @discardableResult
    public func build() throws -> Site {
        try update(reloading: nil).site
    }

    /// Builds again after the lesson files `changedLessons` changed (paths as given or as
    /// found under the lesson directories; new files and removed ones are noticed whether
    /// named or not). Throws the build's `SiteBuilder.Failure` — a lesson that no longer
    /// loads or verifies — and then keeps the previous site.
    public func rebuild(changedLessons: [String]) throws -> Rebuild {
        try update(reloading: Set(changedLessons.map(Self.normalized)))
    }

    private static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `reloading`: the lessons to load again; nil for all.
    private func update(reloading: Set<String>?) throws -> Rebuild {
        var previous: [String: BuiltLesson] = [:]
        for built in lessons.joined() { previous[Self.normalized(built.lesson.file)] = built }
        // Each edition's lesson files, and those loaded again: changed (or all) and new ones.
        var files: [[String]] = []
        var parts: [[LessonContents.Part]] = []
        var loaded: [[Lesson]] = []
        for edition in editions {
            let contents = try SiteBuilder.step(.loadLessons) { try LessonContents.load(paths: edition.lessonPaths) }
            let editionFiles = contents.files
            // Two lessons on one page would leave one of them unread, written over.
            if let clash = edition.pageClash(editionFiles) { throw SiteBuilder.Failure(step: .loadLessons, message: "\(clash)") }
            parts.append(contents.parts)
            let stale = editionFiles.filter { file in
                let key = Self.normalized(file)
                return previous[key] == nil || reloading?.contains(key) ?? true
            }
            files.append(editionFiles)
            // A link to a lesson this edition does not have stops the build, as verify does. Each
            // lesson's links are checked as it loads, on every core.
            let slugs = Set(editionFiles.map(LessonLoader.slug(file:)))
            let checked = try SiteBuilder.step(.loadLessons) {
                try SiteBuilder.concurrentMap(stale) { file in
                    Result { () throws -> (Lesson, [LessonVerifier.Problem]) in
                        let lesson = try LessonLoader.load(file: file)
                        return (lesson, LessonReferences.problems(lesson, lessonSlugs: slugs))
                    }
                }.map { try $0.get() }
            }
            let editionLessons = checked.map(\.0)
            let linkProblems = checked.flatMap(\.1)
            guard linkProblems.isEmpty else {
                throw SiteBuilder.Failure(step: .loadLessons, message: linkProblems.map(\.description).joined())
            }
            loaded.append(editionLessons)
        }
        // All editions' snippets together, so a translation's snippet runs with its original.
        let runs = try SiteBuilder.step(.runSnippets) {
            try builder.runSnippets(zip(editions, loaded).flatMap { edition, lessons in lessons.map { ($0, edition.locale) } })
        }
        var built: [[BuiltLesson]] = []
        var fresh: [Set<String>] = []
        var offset = 0
        for (number, edition) in editions.enumerated() {
            let builder = self.builder.localized(edition.locale)
            let lessons = loaded[number]
            let snippets = Array(runs[offset..<(offset + lessons.count)])
            offset += lessons.count
            let prose = try SiteBuilder.step(.renderMarkdown) { SiteBuilder.concurrentMap(lessons, builder.renderProse) }
            let reloaded = try SiteBuilder.step(.weave) {
                let built = try SiteBuilder.concurrentMap(Array(lessons.indices)) { index in
                    Result {
                        let body = try builder.body(lessons[index], prose: prose[index], snippets: snippets[index])
                        return BuiltLesson(lesson: lessons[index], snippets: snippets[index], body: body.html, dataFiles: body.dataFiles,
                                           searchText: builder.searchText(lessons[index], prose: prose[index]))
                    }
                }.map { try $0.get() }
                return Dictionary(built.map { (Self.normalized($0.lesson.file), $0) }, uniquingKeysWith: { $1 })
            }
            built.append(files[number].map { reloaded[Self.normalized($0)] ?? previous[Self.normalized($0)]! })
            fresh.append(Set(reloaded.keys))
        }

        // Every page shows its edition's list of lessons and links to the other editions'
        // pages; a change to any list renders every page again.
        func table(_ editions: [[BuiltLesson]], _ parts: [[LessonContents.Part]]) -> [String] {
            zip(editions, parts).flatMap { lessons, parts in
                lessons.flatMap { [$0.lesson.title, SiteBuilder.url($0.lesson)] } + parts.flatMap { [$0.title, "\($0.files.count)"] } + ["|"]
            }
        }
        let tableChanged = table(built, parts) != table(lessons, self.parts)
        let editionFiles = zip(editions, built).map { edition, lessons in
            (locale: edition.locale, files: Set(lessons.map { SiteBuilder.url($0.lesson) }))
        }
        var output: [String: Data] = [:]
        var navigation: [(list: LessonList, links: LessonLinks)] = []
        try SiteBuilder.step(.weave) {
            for (number, edition) in editions.enumerated() {
                let builder = self.builder.localized(edition.locale)
                let lessons = built[number]
                let directory = edition.locale.directory
                let (list, links) = !tableChanged && number < self.navigation.count ? self.navigation[number]
                    : (try LessonList(lessons.map(\.lesson), parts: parts[number], theme: builder.theme, locale: edition.locale),
                       LessonLinks(lessons.map(\.lesson), locale: edition.locale))
                navigation.append((list, links))
                let pages = try SiteBuilder.concurrentMap(Array(lessons.indices)) { index -> Result<(String, Data), Error> in
                    let url = SiteBuilder.url(lessons[index].lesson)
                    if !tableChanged, !fresh[number].contains(Self.normalized(lessons[index].lesson.file)),
                       let page = site.files[directory + url] {
                        return .success((directory + url, page))
                    }
                    return Result {
                        (directory + url, Data(try builder.page(index, of: lessons, list: list, links: links, languages: builder.languageSwitch(for: url, editions: editionFiles)).utf8))
                    }
                }.map { try $0.get() }
                for (path, page) in pages { output[path] = page }
                for lesson in lessons {
                    for (path, script) in lesson.dataFiles { output[directory + path] = script }
                }
                if !tableChanged, fresh[number].isEmpty, let index = site.files[directory + "index.html"],
                   let search = site.files[directory + "search-index.js"] {
                    output[directory + "index.html"] = index
                    output[directory + "search-index.js"] = search
                } else {
                    let languages = builder.languageSwitch(for: "index.html", editions: editionFiles)
                    output[directory + "index.html"] = Data(try builder.indexPage(lessons, parts: parts[number], languages: languages).utf8)
                    output[directory + "search-index.js"] = Data(SiteBuilder.searchIndexScript(lessons).utf8)
                }
            }
            // The theme's assets, read again: an edited stylesheet or player shows too.
            for (path, data) in try Site.files(under: builder.theme.assetsDirectory, prefix: "assets") { output[path] = data }
        }
        let next = Site(files: output)
        let changed = Set(next.files.keys).union(site.files.keys).filter { next.files[$0] != site.files[$0] }.sorted()
        site = next
        lessons = built
        self.parts = parts
        self.navigation = navigation
        return Rebuild(site: next, changedPaths: changed)
    }

    /// A page outside the lessons (the server's playground, `template`) in every edition, keyed
    /// by where each edition serves it (`directory + link`: `play`, `zh/play`): in the
    /// edition's words, with its language switch (to each edition's `link`) and its search, no
    /// list of lessons, the edition's snippets (`PlaygroundStarters`) and the engines a run can
    /// take (`PlaygroundEngines`).
    public func pageInEveryEdition(_ template: String, link: String) throws -> [String: String] {
        let editionLinks = editions.map { (locale: $0.locale, files: Set([link])) }
        var pages: [String: String] = [:]
        for (index, edition) in editions.enumerated() {
            let builder = self.builder.localized(edition.locale)
            var context: [String: Any] = ["nav": false, "lessonsAnchor": "lessons", "root": builder.root]
            context["languages"] = builder.languageSwitch(for: link, editions: editionLinks)
            // The edition's snippets, for a page that offers them (the playground's menu).
            let lessons = index < self.lessons.count ? self.lessons[index].map(\.lesson) : []
            context.merge(PlaygroundStarters(lessons: lessons).context) { $1 }
            context.merge(PlaygroundEngines.context) { $1 }
            pages[edition.locale.directory + link] = try builder.theme.render(template, context, locale: edition.locale)
        }
        return pages
    }
}
