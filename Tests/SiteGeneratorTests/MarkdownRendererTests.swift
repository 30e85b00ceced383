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
}
