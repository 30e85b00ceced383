import Foundation
import Lessons

/// The lessons site kept in memory between builds, so that a rebuild does only what an edit
/// requires: `racstep site` builds it once; `racstep serve` builds it, then calls
/// `rebuild(changedLessons:)` whenever lesson files change and serves `site`.
///
/// A rebuild reloads only the changed (and new) lessons, runs only their snippets that the
/// last build did not weave as they are now and the cache does not hold, and renders a
/// lesson's page again only when the lesson or the list of lessons (titles, order: every
/// page's sidebar and neighbour links) changed; every other page keeps its bytes. The result
/// is byte-for-byte the site a clean build makes. Each edition (`SiteEdition`: the English
/// lessons, and their Chinese translations when there are any) is built this way under its
/// own directory.
///
/// Not thread-safe: call it from one task at a time (a server keeps it in an actor).
public final class IncrementalSite {
    /// What a rebuild changed.
    public struct Rebuild: Equatable, Sendable {
        public var site: Site
        /// Paths that were added, removed or now have other bytes, sorted.
        public var changedPaths: [String]
    }

    public let builder: SiteBuilder
    /// The steps, from `builder`'s settings.
    let pipeline: SitePipeline
    public let lessonPaths: [String]
    public let editions: [SiteEdition]
    /// The site as last built; empty before `build()`.
    public private(set) var site = Site()
    /// Each edition's lessons as last built, in site order.
    var lessons: [[WovenLesson]] = []
    /// Each edition's parts as last built (`LessonContents`): the sidebar's and the index's headings.
    var parts: [[LessonContents.Part]] = []
    /// Each edition's sidebar and links between lessons as last built: made of the lessons'
    /// titles and order only, so kept while those stay (an edit of a lesson's text).
    var navigation: [(list: LessonList, links: LessonLinks)] = []
    /// The pages outside the lessons as last rendered, by template and where they are served,
    /// with the snippets they offer (`pageInEveryEdition`).
    private var outsidePages: [String: (starters: PlaygroundStarters, page: String)] = [:]
    /// Each edition's lessons' menus of snippets (`PlaygroundStarters`), by lesson file: made
    /// when first asked for, and again once the lesson is reloaded.
    private var lessonStarters: [[String: PlaygroundStarters]] = []

    public init(builder: SiteBuilder, lessonPaths: [String]) {
        self.builder = builder
        pipeline = builder.pipeline
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
    /// named or not). Throws the build's `SiteStep.Failure` — a lesson that no longer
    /// loads or verifies — and then keeps the previous site.
    public func rebuild(changedLessons: [String]) throws -> Rebuild {
        try update(reloading: Set(changedLessons.map(Self.normalized)))
    }

    private static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `reloading`: the lessons to load again; nil for all. Composes the steps: load each
    /// edition, run, verify and weave every snippet of the lessons loaded (all editions
    /// together, so a translation's snippet runs with its original), weave their bodies, and
    /// render the pages whose lesson or list of lessons changed.
    private func update(reloading: Set<String>?) throws -> Rebuild {
        var previous: [String: WovenLesson] = [:]
        for built in lessons.joined() { previous[Self.normalized(built.lesson.file)] = built }
        let loaded = try editions.map { edition in
            try pipeline.load.load(edition) { file in
                let key = Self.normalized(file)
                return previous[key] == nil || reloading?.contains(key) ?? true
            }
        }
        // The snippets' results are written to the cache while the pages are made; the
        // cache holds them when this returns, built or not.
        defer { pipeline.run.awaitFlush() }
        // The reloaded lessons' snippets as last woven: an edit of a lesson's prose leaves
        // their keys as they were, and they are verified again but not run.
        let kept = pipeline.keyed(zip(editions, lessons).flatMap { edition, lessons in
            lessons.filter { reloading?.contains(Self.normalized($0.lesson.file)) ?? false }
                .map { ($0.lesson, edition.locale, $0.snippets) }
        })
        let runs = try pipeline.snippets(zip(editions, loaded).flatMap { edition, loaded in loaded.lessons.map { ($0, edition.locale) } },
                                         kept: kept)
        var built: [[WovenLesson]] = []
        var fresh: [Set<String>] = []
        var offset = 0
        for (number, edition) in editions.enumerated() {
            let weave = pipeline.localized(edition.locale).weave
            let lessons = loaded[number].lessons
            let snippets = Array(runs[offset..<(offset + lessons.count)])
            offset += lessons.count
            let reloaded = try SiteStep.weave.perform {
                let woven = try Array(lessons.indices).concurrentMap { index in
                    Result {
                        let prose = weave.prose(lessons[index])
                        let body = try weave.body(lessons[index], prose: prose, snippets: snippets[index])
                        return WovenLesson(lesson: lessons[index], snippets: snippets[index], body: body.html, dataFiles: body.dataFiles,
                                           searchEntry: RenderStep.searchEntry(lessons[index], text: weave.searchText(lessons[index], prose: prose)))
                    }
                }.map { try $0.get() }
                return Dictionary(woven.map { (Self.normalized($0.lesson.file), $0) }, uniquingKeysWith: { $1 })
            }
            built.append(loaded[number].files.map { reloaded[Self.normalized($0)] ?? previous[Self.normalized($0)]! })
            fresh.append(Set(reloaded.keys))
        }
        lessonStarters = editions.indices.map { number in
            (number < lessonStarters.count ? lessonStarters[number] : [:]).filter { !fresh[number].contains($0.key) }
        }
        let parts = loaded.map(\.parts)
        let (output, navigation) = try render(built, parts: parts, fresh: fresh)
        let next = Site(files: output)
        let changed = Set(next.files.keys).union(site.files.keys).filter { next.files[$0] != site.files[$0] }.sorted()
        site = next
        lessons = built
        self.parts = parts
        self.navigation = navigation
        return Rebuild(site: next, changedPaths: changed)
    }

    /// The render step over every edition: each lesson's page, rendered again only when it was
    /// woven again (`fresh`) or the list of lessons changed; the index and search index; the
    /// theme's assets, read again, so an edited stylesheet or player shows too.
    private func render(_ built: [[WovenLesson]], parts: [[LessonContents.Part]], fresh: [Set<String>]) throws
        -> (files: [String: Data], navigation: [(list: LessonList, links: LessonLinks)]) {
        // Every page shows its edition's list of lessons and links to the other editions'
        // pages; a change to any list renders every page again.
        func table(_ editions: [[WovenLesson]], _ parts: [[LessonContents.Part]]) -> [String] {
            zip(editions, parts).flatMap { lessons, parts in
                lessons.flatMap { [$0.lesson.title, RenderStep.url($0.lesson)] } + parts.flatMap { [$0.title, "\($0.files.count)"] } + ["|"]
            }
        }
        let tableChanged = table(built, parts) != table(lessons, self.parts)
        let editionFiles = zip(editions, built).map { edition, lessons in
            (locale: edition.locale, files: Set(lessons.map { RenderStep.url($0.lesson) }))
        }
        var output: [String: Data] = [:]
        var navigation: [(list: LessonList, links: LessonLinks)] = []
        try SiteStep.render.perform {
            for (number, edition) in editions.enumerated() {
                let render = pipeline.localized(edition.locale).render
                let lessons = built[number]
                let directory = edition.locale.directory
                let (list, links) = !tableChanged && number < self.navigation.count ? self.navigation[number]
                    : (try LessonList(lessons.map(\.lesson), parts: parts[number], theme: render.theme, locale: edition.locale),
                       LessonLinks(lessons.map(\.lesson), locale: edition.locale))
                navigation.append((list, links))
                let pages = try Array(lessons.indices).concurrentMap { index -> Result<(String, Data), Error> in
                    let url = RenderStep.url(lessons[index].lesson)
                    if !tableChanged, !fresh[number].contains(Self.normalized(lessons[index].lesson.file)),
                       let page = site.files[directory + url] {
                        return .success((directory + url, page))
                    }
                    return Result {
                        (directory + url, Data(try render.page(index, of: lessons, list: list, links: links,
                                                               languages: render.languageSwitch(for: url, editions: editionFiles)).utf8))
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
                    let languages = render.languageSwitch(for: "index.html", editions: editionFiles)
                    output[directory + "index.html"] = Data(try render.indexPage(lessons, parts: parts[number], languages: languages).utf8)
                    output[directory + "search-index.js"] = Data(RenderStep.searchIndexScript(lessons).utf8)
                }
            }
            for (path, data) in try Site.files(under: pipeline.render.theme.assetsDirectory, prefix: "assets") { output[path] = data }
        }
        return (output, navigation)
    }

    /// A page outside the lessons (the server's playground, `template`) in every edition, keyed
    /// by where each edition serves it (`directory + link`: `play`, `zh/play`): in the
    /// edition's words, with its language switch (to each edition's `link`) and its search, no
    /// list of lessons, the edition's snippets (`PlaygroundStarters`) and the engines a run can
    /// take (`PlaygroundEngines`). Rendered again only when the edition's snippets changed, so
    /// a served rebuild after an edit of a lesson's prose keeps the page.
    public func pageInEveryEdition(_ template: String, link: String) throws -> [String: String] {
        let editionLinks = editions.map { (locale: $0.locale, files: Set([link])) }
        var pages: [String: String] = [:]
        for (index, edition) in editions.enumerated() {
            let render = pipeline.localized(edition.locale).render
            // The edition's snippets, for a page that offers them (the playground's menu).
            let lessons = index < self.lessons.count ? self.lessons[index].map(\.lesson) : []
            let starters = PlaygroundStarters(joining: lessons.map { lesson in
                let file = Self.normalized(lesson.file)
                if let kept = lessonStarters[index][file] { return kept }
                let made = PlaygroundStarters(lessons: [lesson])
                lessonStarters[index][file] = made
                return made
            })
            let key = template + "\n" + edition.locale.directory + link
            if let kept = outsidePages[key], kept.starters == starters {
                pages[edition.locale.directory + link] = kept.page
                continue
            }
            let page = try render.page(template, starters: starters, languages: render.languageSwitch(for: link, editions: editionLinks))
            outsidePages[key] = (starters, page)
            pages[edition.locale.directory + link] = page
        }
        return pages
    }
}
