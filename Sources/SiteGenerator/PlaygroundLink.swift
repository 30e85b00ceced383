import CompressNIO
import Foundation
import NIOCore

/// Where a page's tasks send the reader to try their change: the playground of the
/// `racstep serve` that serves the page (`served`), or, for a site put on a static host, the
/// playground of one running elsewhere (`racstep site --playground URL`). The link is static
/// HTML, so it works without JavaScript and from `file://`.
///
/// The snippet travels in the fragment, as the playground's own share links carry it
/// (`RACStepShare` in site/serve/live.js): `#code=` and the source, UTF-8, raw-deflated (the
/// browser's `DecompressionStream("deflate-raw")` reads it back) and in unpadded base64url
/// (RFC 4648 §5), then `&rac=` and the engine unless it is the default.
public enum PlaygroundLink: Sendable, Equatable {
    case served
    case hosted(URL)

    /// The address of the playground of the edition under `directory` (`""`, `"zh/"`) with
    /// `source` loaded on `rac` (a `--rac` value; "reactiveobjc" is the default and left out).
    /// A served page is beside its edition's playground (`06-bind.html` and `play`, `zh/…`).
    public func href(directory: String, source: String, rac: String) throws -> String {
        let page: String
        switch self {
        case .served: page = "play"
        case .hosted(let root):
            let base = root.absoluteString
            page = (base.hasSuffix("/") ? base : base + "/") + directory + "play"
        }
        return page + (try Self.fragment(source: source, rac: rac))
    }

    static func fragment(source: String, rac: String) throws -> String {
        var buffer = ByteBuffer(string: source)
        let deflated = Data(try buffer.compress(with: .deflate()).readableBytesView)
        let code = deflated.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        let engine = rac == "reactiveobjc" ? "" : "&rac=" + (rac.addingPercentEncoding(withAllowedCharacters: uriComponent) ?? rac)
        return "#code=" + code + engine
    }

    /// What JavaScript's `encodeURIComponent` leaves as it is (ECMA-262's uriUnreserved).
    private static let uriComponent = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
}
