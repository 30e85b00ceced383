/// HTML text helpers: every value, log line and source line goes through `escape`.
public enum HTML {
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A fragment id: lowercase words joined by hyphens (`Why block 7 runs` → `why-block-7-runs`).
    public static func slug(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.append(character)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// Text content of an HTML fragment (tags dropped, the common entities decoded).
    public static func text(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Gives each `<hN>` an id and a `#` anchor link named `label` for assistive technology (in
    /// the page's language); ids stay unique within a page via `used`.
    public static func anchorHeadings(_ html: String, label: String, used: inout Set<String>) -> String {
        var result = ""
        var rest = Substring(html)
        while let open = rest.range(of: "<h") {
            let after = rest[open.upperBound...]
            guard let level = after.first, ("1"..."6").contains(level), after.dropFirst().first == ">",
                  let close = after.range(of: "</h\(level)>") else {
                result += rest[..<open.upperBound]
                rest = after
                continue
            }
            let inner = after[after.index(after.startIndex, offsetBy: 2)..<close.lowerBound]
            var id = slug(text(String(inner)))
            var counter = 1
            while used.contains(id) { counter += 1; id = "\(slug(text(String(inner))))-\(counter)" }
            used.insert(id)
            result += rest[..<open.lowerBound]
            result += "<h\(level) id=\"\(id)\">\(inner) <a class=\"anchor\" href=\"#\(id)\" aria-label=\"\(escape(label))\">#</a></h\(level)>"
            rest = after[close.upperBound...]
        }
        return result + rest
    }

    /// JSON safe inside `<script>`: no `<` can close the element or open a comment.
    public static func scriptSafeJSON(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
