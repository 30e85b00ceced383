import Foundation
import Hummingbird
import HummingbirdTesting
import LessonsTestSupport
import Testing
@testable import RACStepServer

/// `racstep serve` sends the site's text gzipped to a client that accepts it, and as it is to
/// one that does not: negotiated by `Accept-Encoding` (RFC 9110 §12.5.3), with
/// `Vary: Accept-Encoding` on every response that could have gone either way. Bodies are
/// decoded by `gzip -dc`, not by the library that encoded them.
@Suite struct CompressedResponsesTests {
    /// Whether gzip goes, by header, as RFC 9110 §12.5.3 reads: a named coding's weight
    /// (default 1) wins over `*`'s; identity is acceptable unless weighted 0 or excluded by
    /// `*;q=0`, but preferred only where named; gzip goes when weighted above zero and no lower
    /// than a named identity.
    @Test(arguments: [
        (nil, false),                                      // no header: identity is safe
        ("", false),                                       // an empty header asks for identity
        ("gzip", true),
        ("gzip, deflate, br, zstd", true),                 // what Chromium sends
        ("GZip;Q=0.5", true),                              // case ignored; identity not named
        ("gzip ; q=0.5 , identity ; q=0.5", true),         // spaces around; a tie goes to gzip
        ("x-gzip", true),                                  // gzip's old name (§8.4.1.3)
        ("gzip;q=0", false),                               // named unacceptable
        ("deflate, br", false),                            // gzip not offered
        ("*", true),                                       // any coding: gzip ties identity
        ("*;q=0", false),                                  // nothing but what is named: nothing
        ("*;q=0, gzip;q=0.1", true),
        ("gzip;q=0.5, identity;q=0.8", false),             // identity preferred
        ("gzip;q=0.8, identity;q=0.5", true),
        ("identity;q=0, gzip;q=0.001", true),
        ("gzip;q=bad", false),                             // an unreadable weight refuses
        ("br", false),
    ] as [(String?, Bool)])
    func negotiation(header: String?, gzip: Bool) {
        #expect(AcceptEncoding(header.map { [$0] } ?? []).prefersGzip == gzip)
    }

    /// Two header lines are one list (RFC 9110 §5.3).
    @Test func headerLinesAreOneList() {
        #expect(AcceptEncoding(["identity;q=0.5", "gzip"]).prefersGzip)
        #expect(!AcceptEncoding(["gzip;q=0.5", "identity"]).prefersGzip)
    }

    /// Player data, a page, a small stylesheet and a font, as a build would have them.
    static let files: [String: Data] = [
        "30-command.steps/1-execute.js": Data(("RACStepPlayer.loaded(\"execute\", {\"steps\": ["
            + (0..<4000).map { "{\"n\": \($0), \"event\": \"next\", \"block\": \($0 % 13)}" }.joined(separator: ", ")
            + "]});\n").utf8),
        "30-command.html": Data(("<!doctype html>\n<html lang=\"en\"><head><title>RACCommand</title></head><body>"
            + String(repeating: "<p>A command executes a signal.</p>\n", count: 100) + "</body></html>\n").utf8),
        "assets/tiny.css": Data("body { margin: 0 }\n".utf8),
        "assets/font.woff2": Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 13) }),
    ]

    static func served() async -> some ApplicationProtocol {
        let site = LiveSite()
        await site.publish(files)
        return Application(router: ServerRoutes.router(site: site, api: TraceAPI(sandbox: SnippetSandbox(
            executable: URL(fileURLWithPath: "/nonexistent"), limits: PlaygroundLimits()))))
    }

    @Test(arguments: ["/30-command.steps/1-execute.js", "/30-command.html"])
    func textGoesGzippedToAClientThatAcceptsIt(path: String) async throws {
        try await Self.served().test(.router) { client in
            let plain = try await client.execute(uri: path, method: .get)
            #expect(plain.status == .ok)
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.headers[.vary] == "Accept-Encoding")
            let plainBody = Data(plain.body.readableBytesView)

            let zipped = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip, deflate, br, zstd"])
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary] == "Accept-Encoding")
            #expect(zipped.headers[.contentType] == plain.headers[.contentType])
            let zippedBody = Data(zipped.body.readableBytesView)
            #expect(zippedBody.count < plainBody.count / 4)
            #expect(try Gunzip.data(zippedBody) == plainBody)

            let refused = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip;q=0"])
            #expect(refused.headers[.contentEncoding] == nil)
            #expect(Data(refused.body.readableBytesView) == plainBody)
        }
    }

    /// A body under 1 KB, or one already compressed (fonts, images), goes as it is, and
    /// never varies.
    @Test(arguments: ["/assets/tiny.css", "/assets/font.woff2"])
    func smallOrCompressedFilesGoAsTheyAre(path: String) async throws {
        try await Self.served().test(.router) { client in
            let response = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentEncoding] == nil)
            #expect(response.headers[.vary] == nil)
            #expect(Data(response.body.readableBytesView) == Self.files[String(path.dropFirst())])
        }
    }
}
