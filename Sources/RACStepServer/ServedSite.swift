import Foundation
import Lessons
import SiteGenerator
import Synchronization

/// What `racstep serve` serves, built the way `racstep site` builds it (SiteGenerator's
/// `IncrementalSite`: only what an edit requires is rebuilt), plus the server's own files:
/// the playground page in every edition (the theme's `play` template: `play.html`,
/// `zh/play.html`) and `serve/`, the scripts of served pages.
///
/// The `IncrementalSite` it holds is not thread-safe; `SiteWatcher` calls from one task, and
/// a lock keeps a second caller from building beside it.
public final class ServedSite: Sendable {
    public let lessonPaths: [String]
    public let theme: URL
    /// Nil until a full build succeeds, and again after the theme changes.
    private let site = Mutex<IncrementalSite?>(nil)

    public init(lessonPaths: [String], theme: URL) {
        self.lessonPaths = lessonPaths
        self.theme = theme
    }

    /// Every file, after `changedLessons` changed; nil rebuilds everything (the first build,
    /// a changed theme). Throws the build's failure, rendered with the lesson's location.
    public func files(changedLessons: [String]?) throws -> [String: Data] {
        var files = try site.withLock { site -> [String: Data] in
            let built: Site
            if let current = site, let changedLessons {
                built = try current.rebuild(changedLessons: changedLessons).site
            } else {
                site = nil
                var builder = SiteBuilder(runner: defaultRunner(), theme: try Theme(directory: theme))
                builder.weaver.playground = .served
                let fresh = IncrementalSite(builder: builder, lessonPaths: lessonPaths)
                built = try fresh.build()
                site = fresh
            }
            var files = built.files
            for (link, html) in try site?.pageInEveryEdition("play", link: "play") ?? [:] {
                files[link + ".html"] = Data(html.utf8)
            }
            return files
        }
        for (path, data) in try Site.files(under: theme.appendingPathComponent("serve"), prefix: String(LiveReload.prefix.dropLast())) {
            files[path] = data
        }
        return files
    }
}
