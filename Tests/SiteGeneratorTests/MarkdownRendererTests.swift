import Testing
@testable import SiteGenerator

/// cmark-gfm with the GFM extensions on; expected HTML is cmark-gfm's documented output.
@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var markdown: String
        var html: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "table", markdown: "| a | b |\n|---|--:|\n| 1 | 2 |\n", html: """
        <table>
        <thead>
        <tr>
        <th>a</th>
        <th align="right">b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>1</td>
        <td align="right">2</td>
        </tr>
        </tbody>
        </table>

        """),
        Case(name: "strikethrough", markdown: "~~gone~~\n", html: "<p><del>gone</del></p>\n"),
        Case(name: "autolink", markdown: "see https://github.com/ReactiveCocoa\n",
             html: "<p>see <a href=\"https://github.com/ReactiveCocoa\">https://github.com/ReactiveCocoa</a></p>\n"),
        // tagfilter: raw HTML stays, but <script> and friends are neutralised.
        Case(name: "tagfilter", markdown: "<script>alert(1)</script>\n\n<em>kept</em>\n",
             html: "&lt;script>alert(1)&lt;/script>\n<p><em>kept</em></p>\n"),
        Case(name: "escaping in text and code", markdown: "a < b & `[x <y>]`\n",
             html: "<p>a &lt; b &amp; <code>[x &lt;y&gt;]</code></p>\n"),
        Case(name: "fenced code", markdown: "```objc\nNSLog(@\"<%@>\", x);\n```\n",
             html: "<pre><code class=\"language-objc\">NSLog(@&quot;&lt;%@&gt;&quot;, x);\n</code></pre>\n"),
    ]

    @Test(arguments: cases)
    func rendersGFM(_ testCase: Case) {
        #expect(renderer.html(testCase.markdown) == testCase.html)
    }

    @Test func headingsGetUniqueAnchors() {
        var used: Set<String> = ["classic"]
        let html = HTML.anchorHeadings(renderer.html("## The *classic* example\n\n## Classic\n\n## Classic\n"), label: "Link to this section", used: &used)
        #expect(html == """
        <h2 id="the-classic-example">The <em>classic</em> example <a class="anchor" href="#the-classic-example" aria-label="Link to this section">#</a></h2>
        <h2 id="classic-2">Classic <a class="anchor" href="#classic-2" aria-label="Link to this section">#</a></h2>
        <h2 id="classic-3">Classic <a class="anchor" href="#classic-3" aria-label="Link to this section">#</a></h2>

        """)
    }

    static let engine = MarkdownRenderer.FoldedAside(lead: "In RACStep's engine.", summary: "Engine", className: "engine-aside")

    /// A blockquote that opens with the lead folds into a closed `<details>`: the lead gone,
    /// its blocks kept; another blockquote stays a blockquote.
    @Test func anAsideFoldsUnderItsSummary() {
        let markdown = """
        > **In RACStep's engine.** `withARCScope` models it.
        >
        > | a |
        > |---|
        > | 1 |

        > **Note.** A quote.

        """
        #expect(renderer.html(markdown, folding: [Self.engine]) == """
        <details class="engine-aside">
        <summary>Engine</summary>
        <p><code>withARCScope</code> models it.</p>
        <table>
        <thead>
        <tr>
        <th>a</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>1</td>
        </tr>
        </tbody>
        </table>
        </details>
        <blockquote>
        <p><strong>Note.</strong> A quote.</p>
        </blockquote>

        """)
    }

    /// A lead alone on its line takes its line break with it; a lead that is the whole first
    /// paragraph takes the paragraph; any edition's lead folds, under the summary given.
    @Test func aLeadOnItsOwnGoesWithItsBreak() {
        let chinese = MarkdownRenderer.FoldedAside(lead: "RACStep 引擎里。", summary: "引擎", className: "engine-aside")
        #expect(renderer.html("> **RACStep 引擎里。**\n> 第一行。\n", folding: [Self.engine, chinese])
                == "<details class=\"engine-aside\">\n<summary>引擎</summary>\n<p>第一行。</p>\n</details>\n")
        #expect(renderer.html("> **In RACStep's engine.**\n>\n> Next.\n", folding: [Self.engine])
                == "<details class=\"engine-aside\">\n<summary>Engine</summary>\n<p>Next.</p>\n</details>\n")
        #expect(renderer.html("> **In RACStep's engine.** Here.\n") == "<blockquote>\n<p><strong>In RACStep's engine.</strong> Here.</p>\n</blockquote>\n")
    }

    @Test func aParagraphsInlineHTMLLosesItsParagraph() {
        #expect(renderer.inlineHTML("What does\n`a` print?\n") == "What does\n<code>a</code> print?")
        #expect(renderer.inlineHTML("One.\n\nTwo.\n") == "<p>One.</p>\n<p>Two.</p>\n")
    }
}
