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
    ///
    /// Found by bytes (`firstOffset(of:from:)`): the first request for each page after a
    /// rebuild waits for this, and Foundation's string search took ten milliseconds a page.
    static func inject(into page: Data, generation: String, path: String, version: (String) -> String?) -> Data {
        // No Pagefind index is built for a live site, and its pages (built without
        // `pagefind`, Theme) never ask for one: search answers from the full-text index.
        let bytes = [UInt8](page)
        var insertions: [(at: Int, text: String)] = []
        bytes.withUnsafeBufferPointer { bytes in
            let named = Array(("=\"" + root(of: path) + "assets/").utf8)
            var from = 0
            while let found = bytes.firstOffset(of: named, from: from),
                  let close = bytes.firstOffset(of: [UInt8(ascii: "\"")], from: found + named.count) {
                let asset = "assets/" + String(decoding: UnsafeBufferPointer(rebasing: bytes[(found + named.count)..<close]), as: UTF8.self)
                if let version = version(asset) { insertions.append((close, "?v=" + version)) }
                from = close
            }
            // Before the last `</body>`, or at the end of a page that has none.
            let body = Array("</body>".utf8)
            var end = bytes.count
            from = 0
            while let found = bytes.firstOffset(of: body, from: from) {
                end = found
                from = found + 1
            }
            insertions.append((end, tag(generation: generation, path: path)))
        }
        var served = Data(capacity: bytes.count + insertions.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for (at, text) in insertions.sorted(by: { $0.at < $1.at }) {
            served.append(contentsOf: bytes[copied..<at])
            served.append(contentsOf: text.utf8)
            copied = at
        }
        served.append(contentsOf: bytes[copied...])
        return served
    }
}
