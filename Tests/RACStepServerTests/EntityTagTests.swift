import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import RACStepServer

/// A served file carries an entity tag, one per form (plain, gzipped) and, for a page, per
/// build; asked for with it (`If-None-Match`, RFC 9110 §13.1.2) it is 304 with no body. A
/// rebuild that leaves a file's bytes alone leaves its tag alone; a page's changes with the
/// build, since the live script it is served with names the build.
@Suite struct EntityTagTests {
    static let files = CompressedResponsesTests.files

    static func site() async -> (LiveSite, some ApplicationProtocol) {
        let site = LiveSite()
        await site.publish(files)
        return (site, Application(router: ServerRoutes.router(site: site, api: TraceAPI(sandbox: SnippetSandbox(
            executable: URL(fileURLWithPath: "/nonexistent"), limits: PlaygroundLimits())))))
    }

    @Test(arguments: ["/30-command.steps/1-execute.js", "/30-command.html", "/assets/tiny.css", "/assets/font.woff2"])
    func aClientWithTheFileGetsNotModified(path: String) async throws {
        try await Self.site().1.test(.router) { client in
            for encoding in ["identity", "gzip"] {
                let first = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: encoding])
                #expect(first.status == .ok)
                let tag = try #require(first.headers[.eTag])
                #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
                #expect(first.headers[.cacheControl] == "no-cache")
                for asked in [tag, "W/" + tag, "\"other\", " + tag, "*"] {
                    let again = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: encoding, .ifNoneMatch: asked])
                    #expect(again.status == .notModified, "\(path) \(encoding) \(asked)")
                    #expect(again.headers[.eTag] == tag)
                    #expect(again.body.readableBytes == 0)
                }
                let other = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: encoding, .ifNoneMatch: "\"other\""])
                #expect(other.status == .ok)
                #expect(Data(other.body.readableBytesView) == Data(first.body.readableBytesView))
            }
        }
    }

    /// The gzipped form of a file is another representation, so another tag: a cache that
    /// holds the plain one must not take a 304 for the gzipped one.
    @Test func theGzippedFormHasItsOwnTag() async throws {
        try await Self.site().1.test(.router) { client in
            let plain = try await client.execute(uri: "/30-command.html", method: .get)
            let zipped = try await client.execute(uri: "/30-command.html", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(plain.headers[.eTag] != nil && plain.headers[.eTag] != zipped.headers[.eTag])
            let crossed = try await client.execute(uri: "/30-command.html", method: .get,
                                                   headers: [.acceptEncoding: "gzip", .ifNoneMatch: plain.headers[.eTag]!])
            #expect(crossed.status == .ok)
        }
    }

    /// An asset asked for by its version (the `?v=` served pages name it with) is those bytes
    /// for good, and the browser may keep it without asking; asked for by another version,
    /// by none, or by the version a rebuild replaced, it is the current file, asked for again
    /// every time.
    @Test func anAssetAskedForByItsVersionIsKeptForGood() async throws {
        let (site, application) = await Self.site()
        let css = try #require(Self.files["assets/tiny.css"])
        let version = String(SiteFingerprint.hash(css), radix: 16)
        #expect(await site.version(of: "assets/tiny.css") == version)
        try await application.test(.router) { client in
            let kept = try await client.execute(uri: "/assets/tiny.css?v=\(version)", method: .get)
            #expect(kept.status == .ok && Data(kept.body.readableBytesView) == css)
            #expect(kept.headers[.cacheControl] == "public, max-age=31536000, immutable")
            for uri in ["/assets/tiny.css", "/assets/tiny.css?v=0", "/assets/tiny.css?v="] {
                let asked = try await client.execute(uri: uri, method: .get)
                #expect(asked.status == .ok && asked.headers[.cacheControl] == "no-cache", "\(uri)")
            }
            var edited = Self.files
            edited["assets/tiny.css"] = Data("body { margin: 1px }\n".utf8)
            await site.publish(edited)
            let replaced = try await client.execute(uri: "/assets/tiny.css?v=\(version)", method: .get)
            #expect(replaced.headers[.cacheControl] == "no-cache")
            #expect(Data(replaced.body.readableBytesView) == edited["assets/tiny.css"])
        }
    }

    /// After a rebuild that changed one page, an unchanged asset keeps its tag and every page
    /// gets a new one (the build's name is in its live script), the changed one included.
    @Test func aRebuildKeepsAnUnchangedFilesTagAndChangesThePages() async throws {
        let site = LiveSite()
        await site.publish(Self.files)
        let css = await site.entityTag("assets/tiny.css", gzipped: false)
        let page = await site.entityTag("30-command.html", gzipped: false)
        var edited = Self.files
        edited["30-command.html"] = Data("<!doctype html><html><body><p>edited</p></body></html>\n".utf8)
        await site.publish(edited)
        let cssAfter = await site.entityTag("assets/tiny.css", gzipped: false)
        let pageAfter = await site.entityTag("30-command.html", gzipped: false)
        #expect(css != nil && cssAfter == css)
        #expect(page != nil && pageAfter != nil && pageAfter != page)
        #expect(await site.entityTag("missing.css", gzipped: false) == nil)
    }
}
