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

    /// A passage a reader may skip, written as a blockquote that opens with `lead` in bold
    /// (`> **In RACStep's engine.** …`): on GitHub it reads as a marked quote; on the site it
    /// folds into a `<details>`, closed, whose summary is `summary` (HTML) and whose class is
    /// `className`, the lead gone (the summary says it).
    public struct FoldedAside: Sendable, Equatable {
        /// The bold words, without their `**`.
        public var lead: String
        public var summary: String
        public var className: String

        public init(lead: String, summary: String, className: String) {
            self.lead = lead
            self.summary = summary
            self.className = className
        }
    }

    public init() {}

    /// `markdown` as HTML, each top-level blockquote that opens with one of `asides`' leads folded.
    public func html(_ markdown: String, folding asides: [FoldedAside] = []) -> String {
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
        if !asides.isEmpty { fold(document, asides) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// A one-paragraph text's HTML without its `<p>`: the words of a lesson's paragraph put
    /// into a sentence of the page's own (a snippet's question in its predict box). A text of
    /// more than one block keeps its blocks.
    public func inlineHTML(_ markdown: String) -> String {
        let html = html(markdown)
        let open = "<p>", close = "</p>\n"
        guard html.hasPrefix(open), html.hasSuffix(close) else { return html }
        let inner = html.dropFirst(open.count).dropLast(close.count)
        return inner.contains("<p>") ? html : String(inner)
    }

    /// Replaces each of the document's blockquotes that opens with an aside's lead by a
    /// `<details>` holding the quote's blocks, the lead taken out of its first paragraph.
    private func fold(_ document: OpaquePointer, _ asides: [FoldedAside]) {
        var next = cmark_node_first_child(document)
        while let quote = next {
            next = cmark_node_next(quote)
            guard cmark_node_get_type(quote) == CMARK_NODE_BLOCK_QUOTE,
                  let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                  let strong = cmark_node_first_child(paragraph), cmark_node_get_type(strong) == CMARK_NODE_STRONG,
                  let words = cmark_node_first_child(strong), cmark_node_get_type(words) == CMARK_NODE_TEXT, cmark_node_next(words) == nil,
                  let literal = cmark_node_get_literal(words),
                  let aside = asides.first(where: { $0.lead == String(cString: literal) }) else { continue }
            Self.remove(strong)
            // What followed the lead starts the paragraph: its space or line break goes too.
            while let first = cmark_node_first_child(paragraph) {
                let type = cmark_node_get_type(first)
                if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                    Self.remove(first)
                    continue
                }
                guard type == CMARK_NODE_TEXT, let text = cmark_node_get_literal(first) else { break }
                let trimmed = String(String(cString: text).drop { $0 == " " || $0 == "\t" })
                if !trimmed.isEmpty {
                    cmark_node_set_literal(first, trimmed)
                    break
                }
                Self.remove(first)
            }
            if cmark_node_first_child(paragraph) == nil { Self.remove(paragraph) }
            Self.insert(html: "<details class=\"\(aside.className)\">\n<summary>\(aside.summary)</summary>\n", before: quote)
            while let child = cmark_node_first_child(quote) {
                cmark_node_insert_before(quote, child)
            }
            Self.insert(html: "</details>\n", before: quote)
            Self.remove(quote)
        }
    }

    private static func remove(_ node: OpaquePointer) {
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    private static func insert(html: String, before node: OpaquePointer) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
        cmark_node_set_literal(block, html)
        cmark_node_insert_before(node, block)
    }
}
