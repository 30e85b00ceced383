import CompressNIO
import Foundation
import NIOCore
import Testing
@testable import SiteGenerator

/// The address a task's link opens (`PlaygroundLink`): the playground's page in the task's
/// edition, and the snippet in the fragment as the playground reads it back (live.js's
/// `RACStepShare.decode`: `#code=` base64url of raw deflate, `&rac=` only for another engine).
@Suite struct PlaygroundLinkTests {
    static let source = "RACSignal *s = [RACSignal return:@\"第一\"];\n[s subscribeNext:^(id x) { NSLog(@\"%@\", x); }];\n"

    /// The fragment's snippet, read back as the browser does: unpadded base64url (RFC 4648 §5)
    /// to bytes, raw inflate, UTF-8.
    static func snippet(in href: String) throws -> String {
        let fragment = try #require(href.split(separator: "#", maxSplits: 1).last)
        var code = String(try #require(fragment.split(separator: "&").first).dropFirst("code=".count))
        #expect(code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        code = code.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        code += String(repeating: "=", count: (4 - code.count % 4) % 4)
        var buffer = ByteBuffer(bytes: try #require(Data(base64Encoded: code)))
        return String(buffer: try buffer.decompress(with: .deflate()))
    }

    @Test func aServedPageLinksItsEditionsPlaygroundBesideIt() throws {
        let href = try PlaygroundLink.served.href(directory: "zh/", source: Self.source, rac: "reactiveobjc")
        // Pages and their edition's playground share a directory (`zh/06-bind.html`, `zh/play`).
        #expect(href.hasPrefix("play#code="))
        #expect(!href.contains("&rac="))
        #expect(try Self.snippet(in: href) == Self.source)
    }

    @Test func aHostedPlaygroundIsItsEditionsPageUnderTheAddressGiven() throws {
        for root in ["https://rac.example.org", "https://rac.example.org/"] {
            let link = PlaygroundLink.hosted(try #require(URL(string: root)))
            #expect(try link.href(directory: "", source: Self.source, rac: "reactiveobjc").hasPrefix("https://rac.example.org/play#code="))
            #expect(try link.href(directory: "zh/", source: Self.source, rac: "reactiveobjc").hasPrefix("https://rac.example.org/zh/play#code="))
        }
        let under = PlaygroundLink.hosted(try #require(URL(string: "https://example.org/courses/rac/")))
        #expect(try under.href(directory: "", source: "x", rac: "reactiveobjc").hasPrefix("https://example.org/courses/rac/play#"))
    }

    @Test func anotherEngineIsNamedAfterTheSnippet() throws {
        let href = try PlaygroundLink.served.href(directory: "", source: Self.source, rac: "2.5")
        #expect(href.hasSuffix("&rac=2.5"))
        #expect(try Self.snippet(in: href) == Self.source)
    }
}
