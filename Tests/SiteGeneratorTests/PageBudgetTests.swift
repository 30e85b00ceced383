import Foundation
import Testing
@testable import SiteGenerator

/// Pages stay light however long their runs are, checked on every page the repository's
/// lessons make (both editions): a page's HTML at most 500 KB, and what it loads before the
/// reader acts (the page, its stylesheet and scripts, the search index) at most 1.5 MB. A long
/// run's steps are a file of their own, loaded when its player is first used. Bytes, not
/// seconds, so the check is exact and the same on every machine.
@Suite struct PageBudgetTests {
    static let pageLimit = 500 * 1024
    static let loadLimit = 1536 * 1024

    /// The same-origin files a lesson page loads with itself (site/templates/lesson.mustache
    /// and head.mustache), from the edition's directory.
    static func loadedWithPage(_ page: String) -> [String] {
        let matches = page.components(separatedBy: "<script src=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
            + page.components(separatedBy: "<link rel=\"stylesheet\" href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
            + page.components(separatedBy: "<link rel=\"icon\" href=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        return matches
    }

    /// `reference` (`../assets/ui.js`) from `directory` (`zh`), as a path from the site's root.
    static func resolve(_ reference: String, from directory: String) -> String {
        var parts = directory.split(separator: "/").map(String.init)
        for part in reference.split(separator: "/") {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyPageStaysWithinItsBudget() throws {
        let site = try IncrementalSiteTests.cleanBuild(IncrementalSiteTests.repository.appendingPathComponent("lessons"))
        let pages = site.files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 40)
        var external = 0
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            let page = String(decoding: bytes, as: UTF8.self)
            #expect(bytes.count <= Self.pageLimit, "\(path): \(bytes.count) bytes")
            let directory = (path as NSString).deletingLastPathComponent
            let loaded = try Self.loadedWithPage(page).map { reference in
                let file = Self.resolve(reference, from: directory)
                return try #require(site.files[file], "\(path) loads \(reference), which the site lacks").count
            }
            #expect(bytes.count + loaded.reduce(0, +) <= Self.loadLimit, "\(path): \(bytes.count) bytes and \(loaded) loaded with it")
            // Every player's data is there, in the page or beside it.
            let data = try WovenPage.playerData(page, path: path, site: site)
            #expect(data.count == page.components(separatedBy: "<section class=\"snippet\"").count - 1)
            external += page.components(separatedBy: "data-src=\"").count - 1
        }
        // RACCommand's runs (thousands of steps each) are loaded on use.
        #expect(external > 0)
    }
}
