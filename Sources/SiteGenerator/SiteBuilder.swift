import Foundation
import Lessons

/// Builds the lessons site from its settings: the runner snippets run on, the theme, the
/// weaver (the edition's words, the playground its tasks link to), the Markdown renderer and
/// the snippet cache. The build is a pipeline of named steps (`SitePipeline`: load → run →
/// verify → weave → render → write); any failure names its step and the lesson's `file:line`.
/// The site is built in memory (`Site`) and written as the last step, into a fresh directory
/// swapped in at the end, so a failed build leaves the previous site untouched.
///
/// Snippets run on every core; each distinct snippet runs once per build (200 copies of a
/// lesson run its snippets once) and, with a `SnippetCache`, once per engine version. Pages
/// are byte-for-byte the same however they were built: results are put together in lesson
/// order, whichever finished first. `IncrementalSite` rebuilds only what changed.
public struct SiteBuilder {
    public struct Report: Equatable {
        public var lessons: Int
        public var snippets: Int
        public var output: String
    }

    public var runner: SnippetRunner
    public var theme: Theme
    public var weaver: SnippetWeaver
    public var markdown = MarkdownRenderer()
    /// Where woven snippets are kept between builds; nil runs every snippet on every build.
    public var cache: SnippetCache?

    public init(runner: SnippetRunner, theme: Theme, weaver: SnippetWeaver = SnippetWeaver(), cache: SnippetCache? = nil) {
        self.runner = runner
        self.theme = theme
        self.weaver = weaver
        self.cache = cache
    }

    /// The steps, made from these settings.
    var pipeline: SitePipeline {
        SitePipeline(runner: runner, cache: cache, weaver: weaver, markdown: markdown, theme: theme)
    }

    /// Builds the site in memory and writes it to `output`; with `precompress`, a gzip copy
    /// beside each text file (`Site.precompressed()`), swapped in with the rest.
    public func build(lessonPaths: [String], output: URL, precompress: Bool = false) throws -> Report {
        let incremental = IncrementalSite(builder: self, lessonPaths: lessonPaths)
        let site = try incremental.build()
        try WriteStep(precompress: precompress).write(site, to: output)
        // Every edition's lessons count: a translated lesson is a page built and verified too.
        let lessons = incremental.lessons.joined()
        return Report(lessons: lessons.count, snippets: lessons.reduce(0) { $0 + $1.snippets.count }, output: output.path)
    }

    /// Builds the site in memory: every page, the search index and the theme's assets.
    public func build(lessonPaths: [String]) throws -> Site {
        try IncrementalSite(builder: self, lessonPaths: lessonPaths).build()
    }
}
