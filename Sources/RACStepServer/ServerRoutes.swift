import Foundation
import Hummingbird
import ServiceLifecycle
import SiteGenerator

/// The routes of `racstep serve`: the site from memory, `/events` for open pages, the
/// playground (`/play`, and each edition's: `/zh/play`) and its API.
public enum ServerRoutes {
    public static func router(site: LiveSite, api: TraceAPI) -> Router<BasicRequestContext> {
        let router = Router()
        router.post("api/trace") { request, _ in await api.respond(to: request) }
        router.post("api/highlight") { request, _ in await highlight(request, limits: api.limits) }
        router.get("events") { _, _ in await events(site) }
        router.get("/") { request, _ in await page("index.html", site, request) }
        router.get("**") { request, _ in await page(file(request.uri.path), site, request) }
        return router
    }

    /// The file of the site a request's path names: each edition's playground (`/play`,
    /// `/zh/play`) is its `play.html`, a directory (`/zh/`) its `index.html`, as a static
    /// server answers. (Routed here rather than as routes of their own: a `zh/play` route
    /// would take every other path under `zh/` from the catch-all.)
    static func file(_ path: String) -> String {
        let path = String(path.drop { $0 == "/" })
        if path.isEmpty || path.hasSuffix("/") { return path + "index.html" }
        return SiteLocale.all.contains { $0.directory + "play" == path } ? path + ".html" : path
    }

    /// A file of the current build. Before any build has succeeded, a page is the build's
    /// failure, or that it is still building, and asks again every second: the live script and
    /// the rest of the site's files come with the first build.
    static func page(_ path: String, _ site: LiveSite, _ request: Request) async -> Response {
        let path = path.removingPercentEncoding ?? path
        if let data = await site.file(path) {
            var versioned = false
            if let asked = request.uri.queryParameters["v"] { versioned = await site.version(of: path) == String(asked) }
            return await served(path, data, site, AcceptEncoding(request.headers[values: .acceptEncoding]),
                                ifNoneMatch: request.headers[values: .ifNoneMatch], versioned: versioned)
        }
        if path.hasSuffix(".html"), !(await site.hasPages) {
            // English, the site's first edition.
            let english = SiteLocale.english
            let html = "<!doctype html>\n<html lang=\"\(english.lang)\"><head><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"1\">"
                + "<title>RACStep — \(english[.jsBuildFailedTitle])</title></head>\n"
                + "<body><h1>\(english[.jsBuildFailedTitle])</h1><pre>\(HTML.escape(await site.failure ?? "building…"))</pre></body></html>\n"
            return Response(status: .internalServerError, headers: [.contentType: ContentType.of(path)],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        if await site.file(path + "/index.html") != nil {
            // A directory named without its slash (`/zh`): its page's relative links need the
            // slash, so the reader is sent there rather than given the page at this address.
            return Response(status: .movedPermanently, headers: [.location: "/" + path + "/"])
        }
        return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: "not found: /\(path)\n")))
    }

    /// A file of the site as the client takes it: text of 1 KB or more (`Gzip`) gzipped if the
    /// client prefers that, and then with `Vary: Accept-Encoding` either way, so that a cache
    /// between keeps the two forms apart; smaller text, fonts and images as they are. Each form
    /// has its entity tag (`LiveSite.entityTag`): a client that already has it (`If-None-Match`)
    /// gets 304 and no body. `no-cache` still makes it ask every time, so an edit always shows;
    /// but a file asked for by its version (`versioned`: the `?v=` a served page names the
    /// theme's assets with, `LiveReload.inject`) is those bytes for good, and the browser may
    /// keep it without asking (`immutable`), so a page reloaded after an edit waits for no
    /// stylesheet or script it already has.
    static func served(_ path: String, _ data: Data, _ site: LiveSite, _ encodings: AcceptEncoding, ifNoneMatch: [String] = [],
                       versioned: Bool = false) async -> Response {
        var headers: HTTPFields = [.contentType: ContentType.of(path),
                                   .cacheControl: versioned ? "public, max-age=31536000, immutable" : "no-cache"]
        let compressible = Gzip.compresses(path) && data.count >= Gzip.minimumServedSize
        let gzip = compressible && encodings.prefersGzip
        if compressible { headers[.vary] = "Accept-Encoding" }
        if let tag = await site.entityTag(path, gzipped: gzip) {
            headers[.eTag] = tag
            if matches(ifNoneMatch, tag) { return Response(status: .notModified, headers: headers) }
        }
        var body = data
        if gzip {
            if let gzipped = await site.gzippedFile(path) {
                headers[.contentEncoding] = "gzip"
                body = gzipped
            } else if let tag = await site.entityTag(path, gzipped: false) {
                // zlib failed: the file goes as it is, under its own tag.
                headers[.eTag] = tag
            }
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// Whether an `If-None-Match` (its field lines, each a list) names `tag`, or is `*`; weak
    /// tags compare by their opaque part (RFC 9110 §13.1.2).
    static func matches(_ ifNoneMatch: [String], _ tag: String) -> Bool {
        ifNoneMatch.flatMap { $0.split(separator: ",") }.contains { candidate in
            let candidate = candidate.trimmingCharacters(in: .whitespaces)
            return candidate == "*" || (candidate.hasPrefix("W/") ? String(candidate.dropFirst(2)) : candidate) == tag
        }
    }

    /// `text/event-stream` for one open page, as long as it stays open, or until the server
    /// begins to stop (its graceful shutdown waits for every response to end).
    static func events(_ site: LiveSite) async -> Response {
        let stream = await site.subscribe()
        return Response(status: .ok,
                        headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                        body: ResponseBody { writer in
                            try await withGracefulShutdownHandler {
                                for await text in stream { try await writer.write(ByteBuffer(string: text)) }
                            } onGracefulShutdown: {
                                Task { await site.close() }
                            }
                            try await writer.finish(nil)
                        })
    }

    /// `POST /api/highlight`: the snippet's lines as the lessons highlight them, and the badges
    /// of its labelled blocks by line (`"6": [2]`) — the frontend's lexer only, nothing runs —
    /// for the playground's editor as the reader types.
    static func highlight(_ request: Request, limits: PlaygroundLimits) async -> Response {
        guard let body = try? await request.body.collect(upTo: limits.maxBodyBytes) else {
            return TraceAPI.json(PlaygroundLimit.body.status, PlaygroundLimit.body.refusal(limits))
        }
        let source = String(decoding: body.readableBytesView, as: UTF8.self)
        let badges = SourceHighlighting.labelledBlocks(source)
        return TraceAPI.json(200, JSONBody.encode(Highlighted(lines: SourceHighlighting.lines(source),
                                                              badges: Dictionary(uniqueKeysWithValues: badges.map { (String($0.key), $0.value) }))))
    }

    /// The reply of `POST /api/highlight`.
    struct Highlighted: Encodable {
        var lines: [String]
        var badges: [String: [Int]]
    }
}
