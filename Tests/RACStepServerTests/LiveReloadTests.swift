import Foundation
import Testing
@testable import RACStepServer

/// What a served page gets that a built one does not.
@Suite struct LiveReloadTests {
    @Test func aServedPageFollowsTheSiteFromItsBody() {
        // A zh/ page: the script climbs one directory to the site's root.
        let page = "<html><head><title>t</title></head><body><p>x</p></body></html>"
        let served = String(decoding: LiveReload.inject(into: Data(page.utf8), generation: "00c0ffee00c0ffee", path: "zh/06-bind.html") { _ in nil }, as: UTF8.self)
        #expect(served == "<html><head><title>t</title></head><body><p>x</p>"
                + "<script src=\"../__racstep/live.js\" data-generation=\"00c0ffee00c0ffee\"></script>\n</body></html>")
    }

    /// The theme's assets a page names, as the templates write them (`{{root}}assets/…` in an
    /// attribute), are named with their versions; an asset without one, a path elsewhere, and
    /// the words "assets/" in the text are left as they are.
    @Test func aServedPageNamesTheThemesAssetsWithTheirVersions() {
        let versions = ["assets/racstep.css": "c0ffee", "assets/ui.js": "7e57"]
        func served(_ page: String, at path: String) -> String {
            String(decoding: LiveReload.inject(into: Data(page.utf8), generation: "1", path: path) { versions[$0] }, as: UTF8.self)
        }
        let page = "<html><head><link rel=\"stylesheet\" href=\"{root}assets/racstep.css\"></head><body>"
            + "<p>assets/ui.js</p><img src=\"{root}assets/new.svg\"><a href=\"{root}06-bind.assets/ui.js\">x</a>"
            + "<script src=\"{root}assets/ui.js\"></script></body></html>"
        for (path, root) in [("06-bind.html", ""), ("zh/06-bind.html", "../")] {
            let rooted = page.replacingOccurrences(of: "{root}", with: root)
            #expect(served(rooted, at: path) == "<html><head><link rel=\"stylesheet\" href=\"\(root)assets/racstep.css?v=c0ffee\"></head><body>"
                    + "<p>assets/ui.js</p><img src=\"\(root)assets/new.svg\"><a href=\"\(root)06-bind.assets/ui.js\">x</a>"
                    + "<script src=\"\(root)assets/ui.js?v=7e57\"></script>"
                    + "<script src=\"\(root)__racstep/live.js\" data-generation=\"1\"></script>\n</body></html>")
        }
    }
}
