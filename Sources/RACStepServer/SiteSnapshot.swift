import Foundation
import Lessons
import SiteGenerator

/// One build of the site, held in memory: every file `racstep site` writes, by its path
/// relative to the site's root (`index.html`, `01-signals.html`, `assets/player.js`).
public struct SiteSnapshot: Sendable {
    public var files: [String: Data]

    public init(files: [String: Data]) {
        self.files = files
    }

    /// Builds the site as `racstep site` does: same builder, same pipeline, same failures.
    public static func build(lessonPaths: [String], theme: URL) throws -> SiteSnapshot {
        guard let runner = defaultRunner() else { throw SnapshotError(description: "error: \(missingRunnerMessage)") }
        let builder = SiteBuilder(runner: runner, theme: try Theme(directory: theme))
        // SiteBuilder writes whole sites; it is read back into memory from a scratch directory
        // that no one serves, so a half-built site is never visible.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("site")
        _ = try builder.build(lessonPaths: lessonPaths, output: output)
        var files = try read(output)
        // What only the server has: the playground page and the scripts of served pages.
        files["play.html"] = Data(try builder.theme.render("play", ["nav": false, "lessonsAnchor": "lessons"]).utf8)
        for (name, data) in try read(theme.appendingPathComponent("serve")) {
            files[LiveReload.prefix + name] = data
        }
        return SiteSnapshot(files: files)
    }

    static func read(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let rootPath = root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            files[String(path.dropFirst(rootPath.count))] = try Data(contentsOf: url)
        }
        return files
    }
}

struct SnapshotError: Error, CustomStringConvertible {
    var description: String
}
