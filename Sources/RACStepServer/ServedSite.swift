import Foundation
import Lessons
import SiteGenerator

/// What `racstep serve` serves, built the way `racstep site` builds it (SiteGenerator's
/// `IncrementalSite`: only what an edit requires is rebuilt), plus the server's own files:
/// the playground page in every edition (the theme's `play` template: `play.html`,
/// `zh/play.html`) and `serve/`, the scripts of served pages.
///
/// Not thread-safe, like the `IncrementalSite` it holds: `SiteWatcher` calls it from one task.
public final class ServedSite: @unchecked Sendable {
    public let lessonPaths: [String]
    public let theme: URL
    /// Nil until a full build succeeds, and again after the theme changes.
    private var site: IncrementalSite?

    public init(lessonPaths: [String], theme: URL) {
        self.lessonPaths = lessonPaths
        self.theme = theme
    }

    /// Every file, after `changedLessons` changed; nil rebuilds everything (the first build,
    /// a changed theme). Throws the build's failure, rendered with the lesson's location.
    public func files(changedLessons: [String]?) throws -> [String: Data] {
        let built: Site
        if let site, let changedLessons {
            built = try site.rebuild(changedLessons: changedLessons).site
        } else {
            self.site = nil
            let site = IncrementalSite(builder: SiteBuilder(runner: defaultRunner(), theme: try Theme(directory: theme)), lessonPaths: lessonPaths)
            built = try site.build()
            self.site = site
        }
        var files = built.files
        for (link, html) in try site?.pageInEveryEdition("play", link: "play") ?? [:] {
            files[link + ".html"] = Data(html.utf8)
        }
        for (path, data) in try Site.files(under: theme.appendingPathComponent("serve"), prefix: String(LiveReload.prefix.dropLast())) {
            files[path] = data
        }
        return files
    }
}
