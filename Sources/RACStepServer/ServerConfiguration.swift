import Foundation
import Hummingbird

/// What `racstep serve` serves and where.
public struct ServerConfiguration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8000
    public var lessonPaths = ["lessons"]
    /// The theme directory (`site/`): templates, assets, and `serve/`, the server's own scripts.
    public var theme = URL(fileURLWithPath: "site")
    public var limits = PlaygroundLimits()
    /// The `racstep` binary that runs playground snippets (`TraceWorker`).
    public var worker: URL

    public init(worker: URL) {
        self.worker = worker
    }

    /// The application: routes, and the watcher as a service beside the HTTP server, both
    /// stopped together on SIGINT or SIGTERM.
    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let site = LiveSite()
        let sandbox = SnippetSandbox(executable: worker, limits: limits)
        sandbox.warm()
        let api = TraceAPI(sandbox: sandbox)
        let watcher = SiteWatcher(lessonPaths: lessonPaths, theme: theme, site: site)
        return Application(
            router: ServerRoutes.router(site: site, api: api),
            configuration: .init(address: .hostname(host, port: port), serverName: "racstep"),
            services: [watcher],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }
        )
    }
}
