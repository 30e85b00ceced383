import Foundation
import Testing
@testable import SiteGenerator

@Suite struct WovenExtrasTextTests {
    static func placeholders(_ text: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: "\\{(\\w+)\\}")
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { (text as NSString).substring(with: $0.range(at: 1)) })
    }

    /// Every string has both languages, with the same placeholders.
    @Test(arguments: WovenExtrasText.allCases) func translated(_ key: WovenExtrasText) throws {
        let english = try #require(WovenExtrasText.english[key]), chinese = try #require(WovenExtrasText.chinese[key])
        #expect(!english.isEmpty && !chinese.isEmpty)
        #expect(Self.placeholders(english) == Self.placeholders(chinese))
    }

    @Test func formatFillsPlaceholdersInThePagesLanguage() {
        #expect(WovenExtrasText.numberingStep.format(lang: "en", ["n": "7"]) == "step 7")
        #expect(WovenExtrasText.numberingStep.format(lang: "zh-Hans", ["n": "7"]) == "第 7 步")
    }
}
