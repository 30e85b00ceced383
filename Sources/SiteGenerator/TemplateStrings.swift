import Mustache

/// `t` in a template: the edition's strings (`SiteText`), each `{name}` filled from the
/// page's value of that name — escaped in the strings whose key ends in `HTML`, which
/// templates insert raw. A string is formatted when a template asks for it, so a page pays
/// for the dozen strings its templates show, not for every string with every value.
struct TemplateStrings: MustacheParent {
    var locale: SiteLocale
    /// The page's values that are text or numbers, as text.
    var values: [String: String]

    func child(named name: String) -> Any? {
        guard let key = SiteText(rawValue: name) else { return nil }
        let text = locale[key]
        let named = text.contains("{") ? values.filter { text.contains("{\($0.key)}") } : [:]
        return locale.format(key, values: name.hasSuffix("HTML") ? named.mapValues(HTML.escape) : named)
    }
}
