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

    /// The relative path from the page at `path` to the site's root: relative URLs, so the
    /// site works under a proxy's prefix, climbing from an edition's directory (`zh/`).
    private static func root(of path: String) -> String {
        String(repeating: "../", count: path.count(where: { $0 == "/" }))
    }

    /// The tag added before `</body>` of the page at `path`.
    private static func tag(generation: String, path: String) -> String {
        "<script src=\"\(root(of: path))\(prefix)live.js\" data-generation=\"\(generation)\"></script>\n"
    }

    /// The page at `path` as served: the live script added, and each of the theme's assets it
    /// names (`"…assets/ui.js"`, as the templates write them) named with its `version`
    /// (`?v=`, `LiveSite.version(of:)`), which the server lets a browser keep without asking
    /// again (`ServerRoutes.served`): a page reloaded after an edit takes its stylesheet and
    /// scripts from the browser's cache, and an edited asset has another name.
    static func inject(into page: Data, generation: String, path: String, version: (String) -> String?) -> Data {
        // No Pagefind index is built for a live site, and its pages (built without
        // `pagefind`, Theme) never ask for one: search answers from the full-text index.
        var html = String(decoding: page, as: UTF8.self)
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: tag(generation: generation, path: path), at: end.lowerBound)
        } else {
            html += tag(generation: generation, path: path)
        }
        let named = "=\"" + root(of: path) + "assets/"
        var searched = html.startIndex
        while let found = html.range(of: named, range: searched..<html.endIndex),
              let close = html[found.upperBound...].firstIndex(of: "\"") {
            searched = close
            let asset = "assets/" + html[found.upperBound..<close]
            guard let version = version(asset) else { continue }
            html.insert(contentsOf: "?v=" + version, at: close)
            searched = html.index(close, offsetBy: 3 + version.count)
        }
        return Data(html.utf8)
    }
}
