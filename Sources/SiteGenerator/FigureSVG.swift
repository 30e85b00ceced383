/// The overview figures' drawing: an SVG image named by its `<title>` and described by its
/// `<desc>` (an `img` that assistive technology reads as one sentence per row), built from
/// labelled boxes of monospace text sized to their text, and lines between them. Colours come
/// from the theme's classes (racstep.css, "Overview figures"), so dark mode and print follow.
struct FigureSVG {
    /// The pixels a label takes at the figures' 12px monospace: an ASCII character 7.2, a wide
    /// (CJK) one 12, rounded up; the boxes are sized by it.
    static func textWidth(_ text: String) -> Int {
        let tenths = text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 72 : 120) }
        return (tenths + 9) / 10
    }

    static let boxHeight = 26
    static let padding = 8

    private(set) var body = ""

    /// A box at (x, y) of `width` holding `text`, its class naming what it stands for.
    mutating func box(x: Int, y: Int, width: Int, text: String, className: String) {
        body += "<g class=\"\(className)\"><rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(Self.boxHeight)\" rx=\"4\"/>"
        body += "<text x=\"\(x + Self.padding)\" y=\"\(y + 17)\">\(HTML.escape(text))</text></g>\n"
    }

    /// Words outside any box.
    mutating func label(x: Int, y: Int, text: String, className: String) {
        body += "<text class=\"\(className)\" x=\"\(x)\" y=\"\(y)\">\(HTML.escape(text))</text>\n"
    }

    /// An arrow from (x1, y) to (x2, y), pointing right: where values flow.
    mutating func arrow(from x1: Int, to x2: Int, y: Int) {
        body += "<path class=\"arrow\" d=\"M\(x1) \(y) H\(x2 - 6)\"/><path class=\"arrow-head\" d=\"M\(x2 - 6) \(y - 4) L\(x2) \(y) L\(x2 - 6) \(y + 4) Z\"/>\n"
    }

    /// A line along `d` (SVG path data), its class saying what it joins.
    mutating func line(_ d: String, className: String) {
        body += "<path class=\"\(className)\" d=\"\(d)\"/>\n"
    }

    /// The whole image: `id` prefixes its title's and description's ids, which must be unique
    /// on the page.
    func svg(className: String, id: String, width: Int, height: Int, title: String, description: String) -> String {
        var svg = "<svg class=\"overview \(className)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        svg += " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
        svg += "<title id=\"\(id)-title\">\(HTML.escape(title))</title>\n<desc id=\"\(id)-desc\">\(HTML.escape(description))</desc>\n"
        return svg + body + "</svg>"
    }
}
