import Foundation
import ServiceLifecycle

/// Rebuilds the site when a lesson or the theme changes: it polls their modification times
/// four times a second (cheap for a few dozen files, and the same on every filesystem), and
/// publishes each build to the `LiveSite`, or its failure.
public struct SiteWatcher: Service {
    public var lessonPaths: [String]
    public var theme: URL
    public var site: LiveSite
    public var interval: Duration
    /// Builds a snapshot; `SiteSnapshot.build` unless a test says otherwise.
    public var build: @Sendable ([String], URL) throws -> SiteSnapshot

    public init(lessonPaths: [String], theme: URL, site: LiveSite, interval: Duration = .milliseconds(250),
                build: @escaping @Sendable ([String], URL) throws -> SiteSnapshot = SiteSnapshot.build) {
        self.lessonPaths = lessonPaths
        self.theme = theme
        self.site = site
        self.interval = interval
        self.build = build
    }

    /// Every watched file with its modification time and size: a change to any is a rebuild.
    struct Stamp: Equatable {
        var path: String
        var modified: Date
        var size: Int
    }

    func stamps() -> [Stamp] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        var stamps: [Stamp] = []
        func add(_ url: URL) {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return }
            stamps.append(Stamp(path: url.path, modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0))
        }
        for path in lessonPaths + [theme.path] {
            let url = URL(fileURLWithPath: path)
            add(url)
            if let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys) {
                for case let file as URL in walker { add(file) }
            }
        }
        return stamps.sorted { $0.path < $1.path }
    }

    /// One build, on a thread of its own (`OwnThread`): it runs every snippet, and Swift's
    /// cooperative threads must stay free to answer requests meanwhile.
    public func rebuild() async {
        let (lessonPaths, theme, build) = (self.lessonPaths, self.theme, self.build)
        let result: Result<SiteSnapshot, Error> = await OwnThread.run { Result { try build(lessonPaths, theme) } }
        switch result {
        case .success(let snapshot): await site.publish(snapshot)
        case .failure(let error): await site.fail("\(error)")
        }
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown { await poll() }
        await site.close()
    }

    /// Checks the files every `interval` until cancelled.
    func poll() async {
        var last: [Stamp]?
        let clock = ContinuousClock()
        var heartbeat = clock.now
        while !Task.isCancelled {
            let now = stamps()
            if now != last {
                last = now
                await rebuild()
            }
            // A heartbeat every 15 s ends the streams of pages that have gone.
            if clock.now - heartbeat > .seconds(15) {
                heartbeat = clock.now
                await site.keepAlive()
            }
            try? await Task.sleep(for: interval)
        }
    }
}
