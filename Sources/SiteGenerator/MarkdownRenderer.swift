import CCmarkGFM
import Foundation

/// GitHub Flavored Markdown to HTML through cmark-gfm: the only Swift type that touches
/// the C library.
///
/// Raw HTML in prose is kept (lessons are ours) but GFM's tagfilter neutralises the tags
/// that could break a page (`<script>`, `<style>`, `<iframe>`, …), as GitHub does.
public struct MarkdownRenderer: Sendable {
    /// The GFM extensions every parser gets.
    public static let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// cmark-gfm's extension registry is process-global: fill it once.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    public init() {}

    public func html(_ markdown: String) -> String {
        _ = Self.registered
        let options = CMARK_OPT_UNSAFE | CMARK_OPT_VALIDATE_UTF8
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in Self.extensions {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        let utf8 = Array(markdown.utf8)
        utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
