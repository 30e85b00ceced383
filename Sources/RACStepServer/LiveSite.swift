import Foundation
import SiteGenerator

/// The site `racstep serve` serves: the latest good build, held in memory, and whether the
/// build after it failed. Open pages follow it over server-sent events (`/events`): every
/// change is one `state` event, `{"generation": "…", "failure": "…"}`; a page reloads when the
/// generation is not the one it was served from, and shows the failure over itself.
public actor LiveSite {
    /// The files of the current build, as built.
    private var files: [String: Data] = [:]
    /// Pages of the current build with the live script added (`LiveReload.inject`), each made
    /// when first asked for: a rebuild after an edit changes one lesson's page, but the script
    /// names the build, so every page would otherwise be made again before the edit is served.
    private var injected: [String: Data] = [:]
    /// gzip copies of `files`, made when a browser that accepts gzip first asks for one.
    private var gzipped: [String: Data] = [:]
    /// The current build's name (`SiteFingerprint`): the same in every instance that serves
    /// the same files; empty before the first build.
    public private(set) var generation = ""
    private var fingerprint = SiteFingerprint()
    /// The last build's failure, rendered (`file:line:col: error: …`, source line, caret);
    /// nil once a build succeeds.
    public private(set) var failure: String?
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    public init() {}

    /// A successful build: served from now on; open pages reload unless it is the build they
    /// came from (an edit undone, a lesson touched: the same files).
    public func publish(_ site: [String: Data]) {
        generation = fingerprint.name(of: site)
        failure = nil
        gzipped = [:]
        injected = [:]
        files = site
        broadcast()
    }

    /// A failed build: the previous pages stay, every open page shows `message` over itself.
    public func fail(_ message: String) {
        failure = message
        broadcast()
    }

    /// A file of the current build, or nil; a page with the live script.
    public func file(_ path: String) -> Data? {
        guard path.hasSuffix(".html"), let page = files[path] else { return files[path] }
        if let page = injected[path] { return page }
        let live = LiveReload.inject(into: page, generation: generation, path: path) { version(of: $0) }
        injected[path] = live
        return live
    }

    /// A file of the current build gzipped (`Gzip`), compressed once per build; nil if there
    /// is no such file or zlib failed (the file then goes as it is).
    public func gzippedFile(_ path: String) -> Data? {
        if let copy = gzipped[path] { return copy }
        guard let data = file(path), let copy = try? Gzip.compress(data) else { return nil }
        gzipped[path] = copy
        return copy
    }

    /// A file's version in the current build: its bytes' hash, in hex; nil if there is no such
    /// file. A served page names the theme's assets with it (`LiveReload.inject`).
    public func version(of path: String) -> String? {
        fingerprint.hash(of: path).map { String($0, radix: 16) }
    }

    /// The entity tag of a file of the current build as served (`ServerRoutes.served`): its
    /// bytes' hash, and for a page the build's name too, since the live script names it. A
    /// browser that has the file asks with it and gets 304 for a file a rebuild left alone:
    /// a page reloaded after an edit fetches itself, not the stylesheet and every script again.
    public func entityTag(_ path: String, gzipped: Bool) -> String? {
        guard let version = version(of: path) else { return nil }
        let page = path.hasSuffix(".html") ? "-" + generation : ""
        return "\"" + version + page + (gzipped ? "-gzip" : "") + "\""
    }

    /// Whether any build has succeeded yet.
    public var hasPages: Bool { !files.isEmpty }

    /// The page-follows-the-site event, as the SSE wire format writes it.
    public var stateEvent: String {
        let state = LiveReload.State(generation: generation, failure: failure)
        return LiveReload.event("state", data: String(decoding: JSONBody.encode(state), as: UTF8.self))
    }

    /// A stream of SSE text for one open page: the state now, then every change, and comments
    /// as heartbeats (`keepAlive`). It ends when the page goes away or the server stops.
    public func subscribe() -> AsyncStream<String> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        continuation.yield(stateEvent)
        subscribers[id] = continuation
        return stream
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    public var subscriberCount: Int { subscribers.count }

    /// A comment line every page gets: a connection whose page has gone fails to write it,
    /// and the subscription ends.
    public func keepAlive() {
        for continuation in subscribers.values { continuation.yield(": keep-alive\n\n") }
    }

    /// Ends every stream (the server is stopping).
    public func close() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    private func broadcast() {
        let event = stateEvent
        for continuation in subscribers.values { continuation.yield(event) }
    }
}
