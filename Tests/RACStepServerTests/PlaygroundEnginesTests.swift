import Foundation
import Hummingbird
import HummingbirdTesting
import RACTrace
import SiteGenerator
import Testing
@testable import RACStepServer

/// The playground's engine switch: `POST /api/trace?rac=` runs the snippet on the engine
/// `racstep run --rac` would (the worker's `InterpreterOptions.library`), the reply names it,
/// and the woven engine pane links to that version's source; an unknown engine is refused.
/// Every run goes through a real `racstep trace-worker` child process.
@Suite struct PlaygroundEnginesTests {
    typealias Support = ServerTestSupport

    /// The step of the block RACSubscriber's initializer hands to the disposable that clears
    /// the subscriber's blocks (`subscriber.clearBlocks`), entered when the classic snippet
    /// completes. Its `disposableWithBlock:^{` is on line 45 of RACSubscriber.m at v2.5
    /// (`git show 32364b9:ReactiveCocoa/RACSubscriber.m`) and on line 44 at ReactiveObjC 1af6617
    /// (`git show 1af6617:ReactiveObjC/RACSubscriber.m`): the one block of this snippet whose
    /// line differs between the two, so it tells which engine ran.
    static func clearBlocks(_ reply: PlaygroundReply.Traced) -> String? {
        reply.trace.first { $0.name == "subscriber.clearBlocks" && $0.kind == .enter }?.rac
    }

    static let v25 = "https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/"
    static let objC = "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/"

    @Test func aRunOnRAC25NamesItsEngineAndLinksTo25sSource() async throws {
        try await Support.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/trace?rac=2.5", method: .post, body: ByteBuffer(string: TraceAPITests.classic))
            #expect(response.status == .ok)
            let reply = try Support.decode(PlaygroundReply.Traced.self, response.body)
            // The header `racstep trace --format json --rac 2.5` starts with: tag v2.5's commit.
            #expect(reply.rac == PlaygroundReply.TraceHeader(.reactiveCocoa25))
            #expect(reply.rac.commit == "32364b9040dee9975053398bcf89f3f94a8341cd")
            #expect(reply.rac.rac == "ReactiveCocoa 2.5")
            #expect(reply.output == "1\n")
            #expect(Self.clearBlocks(reply) == "RACSubscriber.m:45")
            // The engine pane's source links are 2.5's repository at the tag, none ReactiveObjC's.
            #expect(reply.html.contains("href=\"\(Self.v25)RACSubscriber.m#L45\""))
            #expect(!reply.html.contains(Self.objC))
        }
    }

    @Test func withoutRacTheRunIsReactiveObjCs() async throws {
        try await Support.application().test(.router) { client in
            for uri in ["/api/trace", "/api/trace?rac=reactiveobjc", "/api/trace?rac=ReactiveObjC"] {
                let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: TraceAPITests.classic))
                #expect(response.status == .ok, "\(uri)")
                let reply = try Support.decode(PlaygroundReply.Traced.self, response.body)
                #expect(reply.rac.commit == "1af6617f007cae727dce48d2031cc1e66d06f04a", "\(uri)")
                #expect(reply.rac.rac == "ReactiveObjC", "\(uri)")
                #expect(Self.clearBlocks(reply) == "RACSubscriber.m:44", "\(uri)")
                #expect(reply.html.contains("href=\"\(Self.objC)RACSubscriber.m#L44\""), "\(uri)")
                #expect(!reply.html.contains(Self.v25), "\(uri)")
            }
        }
    }

    /// An engine the server does not have: 400 before any worker runs, saying what `rac` takes,
    /// in the page's language.
    @Test func anUnknownEngineAnswers400SayingWhichItTakes() async throws {
        try await Support.application().test(.router) { client in
            let english = try await client.execute(uri: "/api/trace?rac=3.0", method: .post, body: ByteBuffer(string: TraceAPITests.classic))
            #expect(english.status == .badRequest)
            #expect(english.headers[.contentType] == "application/json; charset=utf-8")
            let body = try Support.decode([String: String].self, english.body)
            #expect(body == ["error": "unknown engine '3.0': rac takes reactiveobjc, 2.5"])
            let empty = try await client.execute(uri: "/api/trace?rac=", method: .post, body: ByteBuffer(string: TraceAPITests.classic))
            #expect(empty.status == .badRequest)
            let chinese = try await client.execute(uri: "/api/trace?lang=zh-Hans&rac=2.4", method: .post,
                                                   body: ByteBuffer(string: TraceAPITests.classic))
            #expect(chinese.status == .badRequest)
            #expect(try Support.decode([String: String].self, chinese.body) == ["error": "未知的引擎“2.4”：rac 只能取 reactiveobjc, 2.5"])
        }
    }

    /// Both editions' playgrounds offer both engines, ReactiveObjC (the default) first, under a
    /// label in the page's language.
    @Test func eachPlaygroundHasTheEngineSwitch() async throws {
        let site = try await PlaygroundEditionsTests.builtSite()
        let application = Application(router: ServerRoutes.router(site: site, api: TraceAPI(sandbox: SnippetSandbox(
            executable: URL(fileURLWithPath: "/nonexistent"), limits: PlaygroundLimits()))))
        try await application.test(.router) { client in
            for (uri, locale) in [("/play", SiteLocale.english), ("/zh/play", SiteLocale.chinese)] {
                let page = String(buffer: try await client.execute(uri: uri, method: .get).body)
                #expect(page.contains("<label for=\"play-rac\">\(locale[.playEngineLabel])</label>\n      <select id=\"play-rac\">"
                                      + "<option value=\"reactiveobjc\" lang=\"en\">ReactiveObjC 1af6617</option>"
                                      + "<option value=\"2.5\" lang=\"en\">ReactiveCocoa 2.5</option></select>"), "\(uri)")
            }
        }
    }
}
