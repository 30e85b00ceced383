import Foundation
import ServiceLifecycle

/// Rebuilds the site when a lesson or the theme changes, and publishes each build to the
/// `LiveSite`, or its failure. It compares the files' modification times and sizes when the
/// kernel says a watched directory changed (`DirectoryEvents`), so a save is rebuilt at once,
/// and at least every `interval` whether or not it did (a filesystem that sends no events, a
/// network share, is still followed). A changed lesson rebuilds only what it affects
/// (`IncrementalSite`); a changed theme rebuilds everything.
public struct SiteWatcher: Service {
    public var site: LiveSite
    public var interval: Duration
    private let served: ServedSite

    public init(lessonPaths: [String], theme: URL, site: LiveSite, interval: Duration = .milliseconds(250)) {
        self.site = site
        self.interval = interval
        served = ServedSite(lessonPaths: lessonPaths, theme: theme)
    }

    /// A watched file's modification time and size: a change to either is an edit.
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    /// Every watched file, by path: the lessons (files, and what the directories hold now)
    /// and the theme.
    func stamps() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for path in served.lessonPaths + [served.theme.path] {
            FileTree.walk(URL(fileURLWithPath: path).standardizedFileURL.path) { file, status in
                guard FileTree.isRegularFile(status) else { return }
                let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
                stamps[file] = Stamp(modified: modified, size: Int(status.st_size))
            }
        }
        return stamps
    }

    /// One build, on a thread of its own (`OwnThread`): it runs snippets, and Swift's
    /// cooperative threads must stay free to answer requests meanwhile. `changed`: the files
    /// that changed since the last build; nil builds everything.
    public func rebuild(changed: [String]? = nil) async {
        let served = self.served
        let themePath = served.theme.standardizedFileURL.path + "/"
        let lessons = changed.flatMap { paths in paths.contains { $0.hasPrefix(themePath) } ? nil : paths }
        let result = await OwnThread.run { Result { try served.files(changedLessons: lessons) } }
        switch result {
        case .success(let files): await site.publish(files)
        case .failure(let error): await site.fail("\(error)")
        }
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown { await poll() }
        await site.close()
    }

    /// Checks the files whenever they change and at least every `interval`, until cancelled.
    func poll() async {
        var last: [String: Stamp]?
        let clock = ContinuousClock()
        var heartbeat = clock.now
        let watched = served.lessonPaths + [served.theme.path]
        let events = DirectoryEvents(watching: watched)
        while !Task.isCancelled {
            let now = stamps()
            if let last, now != last {
                let changed = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
                await rebuild(changed: changed.sorted())
            } else if last == nil {
                await rebuild()
            }
            last = now
            // A heartbeat every 15 s ends the streams of pages that have gone.
            if clock.now - heartbeat > .seconds(15) {
                heartbeat = clock.now
                await site.keepAlive()
            }
            if let events {
                // A blocking wait, on a thread of its own (`OwnThread`), as a build is.
                let interval = self.interval
                if await OwnThread.run({ events.wait(timeout: interval) }) { events.watch(watched) }
            } else {
                try? await Task.sleep(for: interval)
            }
        }
    }
}
