import Foundation

/// What a served page gets that a built one does not: the script that follows the site over
/// `/events` (reload, the failure overlay) and adds "open in playground" to every snippet.
/// Only pages served by `racstep serve` carry it; `racstep site` writes pages without it.
public enum LiveReload {
    /// Where the server's own scripts are served from (`site/serve/` in the theme).
    public static let prefix = "__racstep/"

    struct State: Codable {
        var generation: Int
        var failure: String?
    }

    /// One server-sent event: each line of `data` on its own `data:` line.
    static func event(_ name: String, data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }

    /// The tag added before `</body>`: relative URLs, so the site works under a proxy's prefix.
    static func tag(generation: Int) -> String {
        "<script src=\"\(prefix)live.js\" data-generation=\"\(generation)\"></script>\n"
    }

    static func inject(into page: Data, generation: Int) -> Data {
        var html = String(decoding: page, as: UTF8.self)
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: tag(generation: generation), at: end.lowerBound)
        } else {
            html += tag(generation: generation)
        }
        return Data(html.utf8)
    }
}
