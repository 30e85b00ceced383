import Foundation
import Hummingbird
import ServiceLifecycle
import SiteGenerator

/// The routes of `racstep serve`: the site from memory, `/events` for open pages, the
/// playground (`/play`) and its API.
public enum ServerRoutes {
    public static func router(site: LiveSite, api: TraceAPI) -> Router<BasicRequestContext> {
        let router = Router()
        router.post("api/trace") { request, _ in await api.respond(to: request) }
        router.post("api/highlight") { request, _ in await highlight(request, limits: api.limits) }
        router.get("events") { _, _ in await events(site) }
        router.get("/") { _, _ in await page("index.html", site) }
        router.get("play") { _, _ in await page("play.html", site) }
        router.get("**") { request, _ in await page(String(request.uri.path.drop { $0 == "/" }), site) }
        return router
    }

    /// A file of the current build. Before any build has succeeded, a page is the failure
    /// (the live script shows it over an empty page, and reloads once a build succeeds).
    static func page(_ path: String, _ site: LiveSite) async -> Response {
        let path = path.removingPercentEncoding ?? path
        if let data = await site.file(path) {
            return Response(status: .ok, headers: [.contentType: ContentType.of(path), .cacheControl: "no-cache"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        if path.hasSuffix(".html"), !(await site.hasPages) {
            let html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>RACStep — the build failed</title></head>\n"
                + "<body><h1>The site did not build</h1><pre>\(HTML.escape(await site.failure ?? "building…"))</pre>\n"
                + LiveReload.tag(generation: 0) + "</body></html>\n"
            return Response(status: .internalServerError, headers: [.contentType: ContentType.of(path)],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
        return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: "not found: /\(path)\n")))
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
