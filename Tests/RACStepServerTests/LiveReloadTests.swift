import Foundation
import Testing
@testable import RACStepServer

/// What a served page gets that a built one does not.
@Suite struct LiveReloadTests {
    @Test func aServedPageFollowsTheSiteFromItsBody() {
        // A zh/ page: the script climbs one directory to the site's root.
        let page = "<html><head><title>t</title></head><body><p>x</p></body></html>"
        let served = String(decoding: LiveReload.inject(into: Data(page.utf8), generation: "00c0ffee00c0ffee", path: "zh/06-bind.html"), as: UTF8.self)
        #expect(served == "<html><head><title>t</title></head><body><p>x</p>"
                + "<script src=\"../__racstep/live.js\" data-generation=\"00c0ffee00c0ffee\"></script>\n</body></html>")
    }
}
