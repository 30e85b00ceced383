import Foundation
import Hummingbird
import HummingbirdTesting
import SiteGenerator
import Testing
@testable import RACStepServer

/// The playground in each edition: `/zh/play` is the Chinese page (its words from the locale
/// tables, its language switch, its scripts from the site's root), and `POST /api/trace?lang=`
/// answers in the language the page asks for — the woven run and the limits' sentences.
@Suite struct PlaygroundEditionsTests {
    typealias Support = ServerTestSupport

    /// A site of lesson 1 and its translation (`zh/` beside it, as in lessons/), built once.
    static func builtSite() async throws -> LiveSite {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-play-editions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("zh"), withIntermediateDirectories: true)
        for path in ["01-create-signal.md", "zh/01-create-signal.md"] {
            try Support.copyLessonAlone(path, to: directory.appendingPathComponent(path))
        }
        let watcher = SiteWatcher(lessonPaths: [directory.path], theme: Support.repository.appendingPathComponent("site"),
                                  site: LiveSite(), interval: .milliseconds(50))
        await watcher.rebuild()
        return watcher.site
    }

    /// The routes over `site`, with a sandbox that can run nothing: these tests ask for pages.
    static func pagesOnly(_ site: LiveSite) -> some ApplicationProtocol {
        Application(router: ServerRoutes.router(site: site, api: TraceAPI(sandbox: SnippetSandbox(
            executable: URL(fileURLWithPath: "/nonexistent"), limits: PlaygroundLimits()))))
    }

    /// As a static server answers: `/zh/` is the Chinese index, and `/zh` (whose page's
    /// relative links would resolve from the root) is sent to `/zh/`.
    @Test func eachEditionsIndexIsServedAtItsDirectory() async throws {
        let site = try await Self.builtSite()
        let application = Self.pagesOnly(site)
        try await application.test(.router) { client in
            let index = try await client.execute(uri: "/zh/", method: .get)
            #expect(index.status == .ok)
            #expect(String(buffer: index.body).hasPrefix("<!doctype html>\n<html lang=\"zh-Hans\">"))
            #expect(String(buffer: index.body) == String(buffer: try await client.execute(uri: "/zh/index.html", method: .get).body))
            let bare = try await client.execute(uri: "/zh", method: .get)
            #expect(bare.status == .movedPermanently)
            #expect(bare.headers[.location] == "/zh/")
            #expect(try await client.execute(uri: "/", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/nothing/", method: .get).status == .notFound)
        }
    }

    @Test func eachEditionServesItsPlaygroundWithTheLanguageSwitch() async throws {
        let site = try await Self.builtSite()
        let generation = await site.generation
        let application = Self.pagesOnly(site)
        try await application.test(.router) { client in
            let chinese = try await client.execute(uri: "/zh/play", method: .get)
            #expect(chinese.status == .ok)
            let page = String(buffer: chinese.body)
            let zh = SiteLocale.chinese
            #expect(page.hasPrefix("<!doctype html>\n<html lang=\"zh-Hans\">"))
            #expect(page.contains("<title>\(zh[.playTitle]) — RACStep</title>"))
            #expect(page.contains("<h1>\(zh[.playTitle])</h1>"))
            #expect(page.contains("<button type=\"submit\" class=\"run\">\(zh[.playRunButton])</button>"))
            #expect(page.contains("<label for=\"play-source\" class=\"visually-hidden\">\(zh[.sourceLabel])</label>"))
            // The switch leads to the English playground, one directory up; the scripts and
            // styles are the site root's; the search index (loaded on first search) is the edition's own.
            #expect(page.contains("<a href=\"../play\" hreflang=\"en\" lang=\"en\""))
            #expect(page.contains("<script src=\"../__racstep/playground.js\"></script>"))
            // Named with its version, the hash of the theme's file (`LiveReload.inject`).
            let ui = try Data(contentsOf: Support.repository.appendingPathComponent("site/assets/ui.js"))
            #expect(page.contains("<script src=\"../assets/ui.js?v=\(String(SiteFingerprint.hash(ui), radix: 16))\"></script>"))
            #expect(page.contains("data-index=\"search-index.js\""))
            #expect(page.contains("window.RACSTEP_ROOT = \"../\";"))
            #expect(page.contains("\"jsPlayRunning\":\"\(zh[.jsPlayRunning])\""))
            // Served pages under zh/ load the live script from the root, where it is served.
            #expect(page.contains("<script src=\"../__racstep/live.js\" data-generation=\"\(generation)\"></script>\n</body>"))
            let live = try await client.execute(uri: "/__racstep/live.js", method: .get)
            #expect(live.status == .ok)
            // The rest of the edition is still served beside its playground.
            #expect(try await client.execute(uri: "/zh/01-create-signal.html", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/zh/search-index.js", method: .get).status == .ok)

            let english = String(buffer: try await client.execute(uri: "/play", method: .get).body)
            #expect(english.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
            #expect(english.contains("<h1>\(SiteLocale.english[.playTitle])</h1>"))
            #expect(english.contains("<a href=\"zh/play\" hreflang=\"zh-Hans\" lang=\"zh-Hans\""))
            #expect(english.contains("<script src=\"__racstep/live.js\" data-generation=\"\(generation)\"></script>\n</body>"))
        }
        let lesson = String(decoding: try #require(await site.file("zh/01-create-signal.html")), as: UTF8.self)
        #expect(lesson.contains("<script src=\"../__racstep/live.js\" data-generation=\"\(generation)\"></script>\n</body>"))
    }

    /// The run woven in Chinese: its console pane says 控制台输出 where the English one says
    /// "Console output" (the weaver's `consoleHeading`).
    @Test func aRunAskedForInChineseIsWovenInChinese() async throws {
        try await Support.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/trace?lang=zh-Hans", method: .post, body: ByteBuffer(string: TraceAPITests.classic))
            #expect(response.status == .ok)
            let reply = try Support.decode(PlaygroundReply.Traced.self, response.body)
            #expect(reply.output == "1\n")
            #expect(reply.html.contains(SiteLocale.chinese[.consoleHeading]))
            #expect(!reply.html.contains(SiteLocale.english[.consoleHeading]))
        }
    }

    /// The refusals and the snippet's errors in the page's language; an unknown `lang` is English.
    @Test func refusalsAndErrorsAreInTheLanguageAsked() async throws {
        try await Support.application().test(.router) { client in
            let large = ByteBuffer(string: String(repeating: "/", count: 64 * 1024 + 1))
            let refused = try await client.execute(uri: "/api/trace?lang=zh-Hans", method: .post, body: large)
            #expect(refused.status == .contentTooLarge)
            #expect(try Support.decode(PlaygroundReply.Refusal.self, refused.body).error == "代码片段超过了 64 KB")
            let english = try await client.execute(uri: "/api/trace?lang=fr", method: .post, body: large)
            #expect(try Support.decode(PlaygroundReply.Refusal.self, english.body).error == "the snippet is larger than 64 KB")

            let broken = try await client.execute(uri: "/api/trace?lang=zh-Hans", method: .post, body: ByteBuffer(string: "NSLog(@\"a\")\n"))
            #expect(broken.status == .badRequest)
            let brokenReply = try Support.decode(PlaygroundReply.SnippetError.self, broken.body)
            #expect(brokenReply.error == SiteLocale.chinese[.snippetDoesNotParse])
            // The diagnostic itself from the catalog's Chinese table, at the same place and id,
            // in the list and in the clang-style text alike (clang: "expected ';' after
            // expression" at the column after the call, 1:12).
            #expect(brokenReply.diagnostics.map(\.id) == ["expectedSemicolonAfterExpression"])
            #expect(brokenReply.diagnostics.first?.message == "表达式之后应为 ';'")
            #expect(brokenReply.rendered.hasPrefix("snippet.m:1:12: error: 表达式之后应为 ';'\nNSLog(@\"a\")\n           ^"))
        }
    }

    /// A parse error's note and a runtime error, asked for in Chinese: the interpreter's
    /// catalog has its table too; asked for in English (no `lang`), the same diagnostics are
    /// clang's words. A limit's located diagnostic is translated with its sentence.
    @Test func diagnosticsAndTheirNotesAreInTheLanguageAsked() async throws {
        try await Support.application().test(.router) { client in
            func reply(_ source: String, lang: String?) async throws -> PlaygroundReply.SnippetError {
                let uri = "/api/trace" + (lang.map { "?lang=\($0)" } ?? "")
                let response = try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: source))
                #expect(response.status == .badRequest)
                return try Support.decode(PlaygroundReply.SnippetError.self, response.body)
            }
            // The '{' of the statement is never closed: clang's "expected '}'" with its note
            // "to match this '{'" at the '{'.
            let unclosed = "if (YES) {\n    NSLog(@\"a\");\n"
            let chinese = try await reply(unclosed, lang: "zh-Hans"), english = try await reply(unclosed, lang: nil)
            #expect(english.diagnostics.first?.message == "expected '}'")
            #expect(english.diagnostics.first?.notes.map(\.message) == ["to match this '{'"])
            #expect(chinese.diagnostics.first?.message == "此处应为 '}'")
            #expect(chinese.diagnostics.first?.notes.map(\.message) == ["与这个 '{' 配对"])
            #expect(chinese.diagnostics.map(\.id) == english.diagnostics.map(\.id))
            #expect(chinese.diagnostics.map(\.line) == english.diagnostics.map(\.line))
            #expect(chinese.diagnostics.map(\.column) == english.diagnostics.map(\.column))
            #expect(chinese.rendered.contains(": note: 与这个 '{' 配对\n"))

            // clang: "use of undeclared identifier 'missing'".
            let undeclared = try await reply("NSLog(@\"%@\", missing);\n", lang: "zh-Hans")
            #expect(undeclared.diagnostics.map(\.id) == ["undeclaredIdentifier"])
            #expect(undeclared.diagnostics.first?.message == "使用了未声明的标识符 'missing'")

            // The step limit: the refusal's sentence and the located diagnostic, both in Chinese.
            let endless = try Support.fixture("playground-corpus/endless-loop.m")
            let stopped = try await client.execute(uri: "/api/trace?lang=zh-Hans", method: .post, body: ByteBuffer(string: endless))
            #expect(stopped.status.code == 422)
            let refusal = try Support.decode(PlaygroundReply.Refusal.self, stopped.body)
            #expect(refusal.limit == .steps)
            #expect(refusal.error == "运行超过了 200000 个求值步骤的上限")
            #expect(refusal.diagnostics.first?.message.hasPrefix("超出了 200000 个求值步骤的上限") == true)
        }
    }

    /// The same limit in both editions: the sentence each table has, with the same amount.
    @Test(arguments: PlaygroundLimit.allCases)
    func everyLimitIsToldInBothLanguagesWithItsAmount(_ limit: PlaygroundLimit) {
        let limits = PlaygroundLimits()
        let english = limit.message(limits), chinese = limit.message(limits, locale: .chinese)
        #expect(!english.contains("{") && !chinese.contains("{"))
        #expect(chinese.contains { ("\u{4e00}"..."\u{9fff}").contains($0) })
        let numbers = { (text: String) in text.split { !$0.isNumber && $0 != "." }.map(String.init) }
        #expect(numbers(english) == numbers(chinese))
    }
}
