import Foundation
import Testing
@testable import SiteGenerator

@Suite struct SiteLocaleTests {
    /// The `{name}` placeholders a string holds.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: try! Regex(#"\{(\w+)\}"#)).compactMap { $0.output[1].substring.map(String.init) })
    }

    /// A string missing from an edition would leave a hole in its pages; a placeholder missing
    /// would drop a value (the step number, the lesson title) from them.
    @Test(arguments: SiteLocale.all)
    func everyStringIsTranslatedWithTheSamePlaceholders(_ locale: SiteLocale) {
        for key in SiteText.allCases {
            let text = locale.strings[key]
            #expect(text?.isEmpty == false, "\(locale.lang) has no '\(key.rawValue)'")
            #expect(Self.placeholders(text ?? "") == Self.placeholders(SiteLocale.english[key]),
                    "\(locale.lang) '\(key.rawValue)' fills other values than English")
        }
    }

    @Test func formatFillsEachPlaceholder() {
        #expect(SiteLocale.english.format(.stepPosition, ["k": "3", "n": "12"]) == "Step 3 of 12")
        #expect(SiteLocale.chinese.format(.stepPosition, ["k": "3", "n": "12"]) == "第 3 步，共 12 步")
    }

    @Test func editionsHaveDistinctLanguagesAndDirectories() {
        #expect(SiteLocale.all.map(\.lang) == ["en", "zh-Hans"])
        #expect(SiteLocale.all.map(\.directory) == ["", "zh/"])
    }

    /// The scripts read only `js…` strings, as one JSON object that cannot close its `<script>`.
    @Test func scriptStringsAreTheScriptedKeysAsJSON() throws {
        let json = SiteLocale.chinese.scriptStringsJSON
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(Set(object.keys) == Set(SiteText.allCases.filter { $0.rawValue.hasPrefix("js") }.map(\.rawValue)))
        #expect(object["jsNoMatch"] == "没有匹配的课程。")
        #expect(!json.contains("</"))
    }

    /// A space beside a placeholder is dropped where the value meets it with full-width
    /// punctuation, and kept where it meets Latin text; a value's own braces are not filled.
    @Test func formatSpacesChineseAsChineseIsSet() {
        #expect(SiteLocale.chinese.format(.narrateExit, ["block": "block 5（bind）"]) == "从 block 5（bind）返回")
        #expect(SiteLocale.chinese.format(.narrateExit, ["block": "bind block"]) == "从 bind block 返回")
        #expect(SiteLocale.english.format(.narrateLog, ["text": "{n} left"]) == "logs “{n} left”")
        #expect(SiteLocale.english.format(.stepPosition, ["k": "3"]) == "Step 3 of {n}")
    }

    /// The trace recorder's two owner shapes (RACTraceRecorder.ownerLabel) read back into
    /// each edition's order; English comes back unchanged, anything else is left alone.
    @Test func ownersAreToldInEachEdition() {
        #expect(SiteLocale.english.owner("subscription to [names] -zipWith: scores") == "subscription to [names] -zipWith: scores")
        #expect(SiteLocale.chinese.owner("subscription to [names] -zipWith: scores") == "对 [names] -zipWith: scores 的订阅")
        #expect(SiteLocale.english.owner("subscriber#3 of load of maps") == "subscriber#3 of load of maps")
        #expect(SiteLocale.chinese.owner("subscriber#3 of load of maps") == "load of maps 的 subscriber#3")
        #expect(SiteLocale.chinese.owner("subscriber#5") == "subscriber#5")
    }
}
