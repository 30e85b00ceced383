import Foundation
import Testing
@testable import SiteGenerator

/// Reading a built page back as the player does: its snippets' player data, in the page or in
/// the data file beside it that the page names (`data-src`).
enum WovenPage {
    static let playerDataOpening = "<script type=\"application/json\" class=\"player-data\""

    /// Each snippet's player data on `page`, in page order; a data file is read from `site`,
    /// where the page is `path`.
    static func playerData(_ page: String, path: String = "", site: Site? = nil) throws -> [SnippetWeaver.PlayerData] {
        try page.components(separatedBy: playerDataOpening).dropFirst().map { rest in
            let tag = rest.components(separatedBy: ">")[0]
            var json = String(rest.dropFirst(tag.count + 1)).components(separatedBy: "</script>")[0]
            if let source = tag.components(separatedBy: "data-src=\"").dropFirst().first?.components(separatedBy: "\"").first {
                let file = PageBudgetTests.resolve(source, from: (path as NSString).deletingLastPathComponent)
                let script = String(decoding: try #require(site?.files[file], "no data file \(file)"), as: UTF8.self)
                // `RACStepPlayer.loaded("id", {…});` (WovenParts.dataScript)
                let start = try #require(script.range(of: "\", ")).upperBound
                json = String(script[start...].dropLast(3))
            }
            return try JSONDecoder().decode(SnippetWeaver.PlayerData.self, from: Data(json.utf8))
        }
    }
}
