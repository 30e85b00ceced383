import Testing
@testable import SiteGenerator

/// `HTML.escape` and `HTML.text` work on UTF-8 bytes: text around the five characters, any
/// script, comes through as it was.
@Suite struct HTMLTests {
    @Test func escapeWritesTheFiveEntitiesAndKeepsTheRest() {
        #expect(HTML.escape("中文 <b class=\"x\">'&'</b> é") == "中文 &lt;b class=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt; é")
    }

    /// Tags go first, then each entity is decoded once: `&amp;lt;` is the text `&lt;`.
    @Test func textDropsTagsAndDecodesEachEntityOnce() {
        #expect(HTML.text("<p>中文 &amp;lt; &lt;b&gt; &#39;x&#39; &quot;q&quot; &nbsp;</p>") == "中文 &lt; <b> 'x' \"q\" &nbsp;")
    }

    @Test func textIsTheInverseOfEscape() {
        let source = "NSLog(@\"<%@> & '%@'\", a, 文字);"
        #expect(HTML.text(HTML.escape(source)) == source)
    }
}
