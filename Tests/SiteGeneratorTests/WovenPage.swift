import Foundation
@testable import SiteGenerator

/// Reading a built page back as the player does: its snippets' player data.
enum WovenPage {
    static let playerDataOpening = "<script type=\"application/json\" class=\"player-data\">"

    /// Each snippet's player data on `page`, in page order.
    static func playerData(_ page: String) throws -> [SnippetWeaver.PlayerData] {
        try page.components(separatedBy: playerDataOpening).dropFirst().map { rest in
            let json = rest.components(separatedBy: "</script>")[0]
            return try JSONDecoder().decode(SnippetWeaver.PlayerData.self, from: Data(json.utf8))
        }
    }
}
