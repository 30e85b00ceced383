import Foundation

/// What a served page gets that a built one does not: the script that follows the site over
/// `/events` (reload, the failure overlay) and adds "open in playground" to every snippet.
/// Only pages served by `racstep serve` carry it; `racstep site` writes pages without it.
public enum LiveReload {
    /// Where the server's own scripts are served from (`site/serve/` in the theme).
    public static let prefix = "__racstep/"

    struct State: Codable {
        var generation: String
        var failure: String?
    }

    /// One server-sent event: each line of `data` on its own `data:` line.
    static func event(_ name: String, data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }

    /// The tag added before `</body>` of the page at `path`: relative URLs, so the site works
    /// under a proxy's prefix, climbing to the site's root from an edition's directory (`zh/`).
    private static func tag(generation: String, path: String) -> String {
        let root = String(repeating: "../", count: path.count(where: { $0 == "/" }))
        return "<script src=\"\(root)\(prefix)live.js\" data-generation=\"\(generation)\"></script>\n"
    }

    static func inject(into page: Data, generation: String, path: String) -> Data {
        // No Pagefind index is built for a live site, and its pages (built without
        // `pagefind`, Theme) never ask for one: search answers from the full-text index.
        var html = String(decoding: page, as: UTF8.self)
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: tag(generation: generation, path: path), at: end.lowerBound)
        } else {
            html += tag(generation: generation, path: path)
        }
        return Data(html.utf8)
    }
}
