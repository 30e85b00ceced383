import CompressNIO
import Foundation
import NIOCore

/// gzip as the site's text travels: `racstep site --precompress` writes a `.gz` copy beside
/// each text file (for a static host's `gzip_static`), and `racstep serve` sends the same
/// bytes to a browser that accepts them. A long run's player data is about 1 MB as written
/// and a tenth of that compressed, which is what a phone on a slow network notices.
///
/// Deflate is compress-nio's (zlib underneath); its gzip header carries no file name and a
/// zero modification time, so the same file compresses to the same bytes on every build.
public enum Gzip {
    /// The extensions of files that are text: pages, scripts (the player's data files among
    /// them), styles, SVG figures and JSON.
    static let textExtensions: Set<String> = ["html", "js", "css", "svg", "json"]

    /// Whether a file of the site is text, which compresses; fonts and images already are
    /// compressed.
    public static func compresses(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return textExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// Bodies under 1 KB travel as they are: gzip's 18 bytes of header and trailer and the
    /// work at both ends buy almost nothing there (the size servers commonly use).
    public static let minimumServedSize = 1024

    /// `data` gzipped, at zlib's default level. Throws only if zlib cannot start (no memory):
    /// `compress(with:)` allocates the most output deflate can need.
    public static func compress(_ data: Data) throws -> Data {
        var buffer = ByteBuffer(bytes: data)
        return Data(try buffer.compress(with: .gzip()).readableBytesView)
    }
}
