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
///
/// Not thread-safe: call it from one task at a time (a server keeps it in an actor).
public final class IncrementalSite {
    /// A lesson carried through the pipeline, with what its page is made of.
    struct BuiltLesson {
        var lesson: Lesson
        var snippets: [WovenSnippet]
        var body: String
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
    /// The site as last built; empty before `build()`.
    public private(set) var site = Site()
    /// The lessons as last built, in site order.
    var lessons: [BuiltLesson] = []

    public init(builder: SiteBuilder, lessonPaths: [String]) {
        self.builder = builder
        self.lessonPaths = lessonPaths
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
        let files = try SiteBuilder.step(.loadLessons) { try LessonLoader.lessonFiles(paths: lessonPaths) }
        var previous: [String: BuiltLesson] = [:]
        for built in lessons { previous[Self.normalized(built.lesson.file)] = built }
        let stale = files.filter { file in
            let key = Self.normalized(file)
            return previous[key] == nil || reloading?.contains(key) ?? true
        }
        let loaded = try SiteBuilder.step(.loadLessons) {
            try SiteBuilder.concurrentMap(stale) { file in Result { try LessonLoader.load(file: file) } }.map { try $0.get() }
        }
        let snippets = try SiteBuilder.step(.runSnippets) { try builder.runSnippets(loaded) }
        let prose = try SiteBuilder.step(.renderMarkdown) { SiteBuilder.concurrentMap(loaded, builder.renderProse) }
        let fresh = try SiteBuilder.step(.weave) {
            let lessons = SiteBuilder.concurrentMap(Array(loaded.indices)) { index in
                BuiltLesson(lesson: loaded[index], snippets: snippets[index],
                            body: builder.body(loaded[index], prose: prose[index], snippets: snippets[index]),
                            searchText: builder.searchText(loaded[index], prose: prose[index]))
            }
            return Dictionary(lessons.map { (Self.normalized($0.lesson.file), $0) }, uniquingKeysWith: { $1 })
        }
        let built = files.map { fresh[Self.normalized($0)] ?? previous[Self.normalized($0)]! }

        // Every page shows the list of lessons; a change to it renders every page again.
        func table(_ lessons: [BuiltLesson]) -> [String] { lessons.flatMap { [$0.lesson.title, SiteBuilder.url($0.lesson)] } }
        let tableChanged = table(built) != table(lessons)
        var output: [String: Data] = [:]
        try SiteBuilder.step(.weave) {
            let pages = try SiteBuilder.concurrentMap(Array(built.indices)) { index -> Result<(String, Data), Error> in
                let url = SiteBuilder.url(built[index].lesson)
                if !tableChanged, fresh[Self.normalized(built[index].lesson.file)] == nil, let page = site.files[url] {
                    return .success((url, page))
                }
                return Result { (url, Data(try builder.page(index, of: built).utf8)) }
            }.map { try $0.get() }
            for (url, page) in pages { output[url] = page }
            if !tableChanged, fresh.isEmpty, let index = site.files["index.html"], let search = site.files["search-index.js"] {
                output["index.html"] = index
                output["search-index.js"] = search
            } else {
                output["index.html"] = Data(try builder.indexPage(built).utf8)
                output["search-index.js"] = Data(SiteBuilder.searchIndexScript(built).utf8)
            }
            // The theme's assets, read again: an edited stylesheet or player shows too.
            for (path, data) in try Site.files(under: builder.theme.assetsDirectory, prefix: "assets") { output[path] = data }
        }
        let next = Site(files: output)
        let changed = Set(next.files.keys).union(site.files.keys).filter { next.files[$0] != site.files[$0] }.sorted()
        site = next
        lessons = built
        return Rebuild(site: next, changedPaths: changed)
    }
}
