import Foundation
import Hummingbird
import RACTrace
import SiteGenerator

/// `POST /api/trace`: the snippet is the body; the reply is `PlaygroundReply` JSON, its
/// sentences and woven snippet in the language `?lang=` names (an edition's `<html lang>`,
/// English when absent or unknown), the snippet run on the engine `?rac=` names (a value of
/// `racstep run --rac`; ReactiveObjC when absent, 400 when unknown). Bodies over the limit are refused before they are read to
/// the end (413); past the queue, 503; a run goes through the sandbox, in one of its worker
/// processes.
public struct TraceAPI: Sendable {
    public var sandbox: SnippetSandbox
    public var queue: RunQueue
    public var limits: PlaygroundLimits { sandbox.limits }

    public init(sandbox: SnippetSandbox) {
        self.sandbox = sandbox
        queue = RunQueue(width: sandbox.limits.maxConcurrentRuns, depth: sandbox.limits.maxQueuedRuns)
    }

    public func respond(to request: Request) async -> Response {
        let locale = Self.locale(of: request)
        let library: RACLibrary
        switch Self.library(of: request) {
        case .success(let chosen): library = chosen
        case .failure(let unknown):
            let message = locale.format(.playUnknownEngine, ["value": unknown.value, "values": RACLibrary.optionValues])
            return Self.json(400, JSONBody.encode(["error": message]))
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limits.maxBodyBytes {
            return Self.json(PlaygroundLimit.body.status, PlaygroundLimit.body.refusal(limits, locale: locale))
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limits.maxBodyBytes)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            return Self.json(PlaygroundLimit.body.status, PlaygroundLimit.body.refusal(limits, locale: locale))
        } catch {
            return Self.json(400, JSONBody.encode(["error": "cannot read the request body: \(error)"]))
        }
        let source = Data(body.readableBytesView)
        let sandbox = self.sandbox
        do {
            let reply = try await queue.run { await sandbox.run(source, locale: locale, library: library) }
            return Self.json(reply.status, reply.body)
        } catch {
            var response = Self.json(PlaygroundLimit.queue.status, PlaygroundLimit.queue.refusal(limits, locale: locale))
            response.headers[.retryAfter] = "1"
            return response
        }
    }

    /// The edition whose `lang` the request's `?lang=` names; English otherwise.
    static func locale(of request: Request) -> SiteLocale {
        SiteLocale.edition(lang: request.uri.queryParameters["lang"].map(String.init))
    }

    /// The engine `?rac=` names, as `--rac` takes it (`RACLibrary(option:)`); ReactiveObjC when
    /// absent. An unknown one is an error rather than the default: a run on another engine
    /// than the one asked for would answer with the wrong lines.
    static func library(of request: Request) -> Result<RACLibrary, UnknownEngine> {
        guard let value = request.uri.queryParameters["rac"].map(String.init) else { return .success(.reactiveObjC) }
        return RACLibrary(option: value).map { .success($0) } ?? .failure(UnknownEngine(value: value))
    }

    struct UnknownEngine: Error {
        var value: String
    }

    static func json(_ status: Int, _ body: Data) -> Response {
        Response(status: .init(code: status),
                 headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
