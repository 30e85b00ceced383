import ArgumentParser
import Foundation
import RACStepServer

/// `racstep serve`: the site from memory, rebuilt and reloaded as lessons change, and the
/// playground. Loopback by default: put a reverse proxy in front to share it (README).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the lessons site with live reload, and the playground at /play.",
        discussion: """
        Pages are built in memory as `racstep site` builds them. When a lesson or the theme \
        changes, the site is rebuilt and open pages reload; a lesson that stops verifying shows \
        its diagnostic over the page. POST /api/trace runs a snippet (the body) in one of \
        --workers long-lived child processes, one snippet at a time each, under limits on time, \
        memory, steps and output.
        """)

    @Argument(help: "Lesson files or directories of lessons.")
    var paths: [String] = ["lessons"]

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8000

    @Option(help: "The address to listen on. The default serves this machine only.")
    var host: String = "127.0.0.1"

    @Option(help: "The theme directory (templates/, assets/ and serve/).")
    var theme: String = "site"

    @Option(help: "Worker processes that run playground snippets, one at a time each (default: one per core).")
    var workers: Int = PlaygroundLimits().maxConcurrentRuns

    /// Behind a load balancer each instance must hold, when another dies, the runs that
    /// instance had: deploy/ sizes it for the learners over the instances left.
    @Option(help: "Playground requests that may wait for a worker; past this the server answers 503 at once.")
    var queue: Int = PlaygroundLimits().maxQueuedRuns

    func validate() throws {
        guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
        guard queue >= 0 else { throw ValidationError("--queue must be at least 0") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: theme, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("theme directory '\(theme)' not found (run from the repository root or pass --theme)")
        }
        // A mistyped lesson path would otherwise serve an empty site, silently.
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("'\(path)': no such file or directory")
        }
    }

    func run() async throws {
        var configuration = ServerConfiguration(worker: Self.executable)
        configuration.host = host
        configuration.port = port
        configuration.lessonPaths = paths
        configuration.theme = URL(fileURLWithPath: theme)
        configuration.limits.maxConcurrentRuns = workers
        configuration.limits.maxQueuedRuns = queue
        let host = self.host
        try await configuration.application { port in
            Console.write("serving http://\(host):\(port)/ (playground: /play); Ctrl-C stops\n")
        }.runService()
    }

    /// This very binary: the playground's snippets run in copies of it (`trace-worker`).
    static var executable: URL {
        URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    }
}
