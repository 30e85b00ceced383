import Foundation
import Mustache

/// The site's look, read from a theme directory (`site/`): `templates/*.mustache` rendered
/// with swift-mustache, and `assets/` (CSS, JS) copied as they are.
public struct Theme {
    public var directory: URL
    /// Whether a Pagefind index will be built over the pages (`racstep site --pagefind`, as
    /// `make site` does): the pages then say so in a meta tag and their search asks Pagefind
    /// when served; without it they never ask for a `pagefind/` that is not there.
    public var pagefind = false
    private var library: MustacheLibrary
    /// Each edition's `ui`, made once rather than for every page.
    private let scriptStrings = SiteLocale.all.map { (locale: $0, json: $0.scriptStringsJSON) }

    public static let requiredTemplates = ["lesson", "lesson-entry", "index"]

    public init(directory: URL) throws {
        self.directory = directory
        library = MustacheLibrary()
        let templates = directory.appendingPathComponent("templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let file = templates.appendingPathComponent(name)
            let text = try String(contentsOf: file, encoding: .utf8)
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch {
                throw ThemeError(message: "\(file.path): error: cannot parse template: \(error)")
            }
        }
        for name in Self.requiredTemplates where library.getTemplate(named: name) == nil {
            throw ThemeError(message: "\(templates.path): error: the theme has no '\(name).mustache' template")
        }
    }

    /// Renders `template` in `locale`'s edition: the context gains `lang`, the edition's strings
    /// as `t` (`TemplateStrings`: each `{name}` filled from the context's value of that name)
    /// and `ui`, the scripts' strings as JSON, and `pagefind`.
    public func render(_ template: String, _ context: [String: Any], locale: SiteLocale = .english) throws -> String {
        var context = context
        let values = context.compactMapValues { value -> String? in
            if let text = value as? String { return text }
            if let number = value as? Int { return String(number) }
            return nil
        }
        context["t"] = TemplateStrings(locale: locale, values: values)
        context["lang"] = locale.lang
        context["pagefind"] = pagefind
        context["ui"] = scriptStrings.first { $0.locale == locale }?.json ?? locale.scriptStringsJSON
        guard let html = library.render(context, withTemplate: template) else {
            throw ThemeError(message: "the theme has no '\(template)' template")
        }
        return html
    }

    /// Files under `assets/`, relative paths.
    public var assetsDirectory: URL { directory.appendingPathComponent("assets") }
}

public struct ThemeError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
