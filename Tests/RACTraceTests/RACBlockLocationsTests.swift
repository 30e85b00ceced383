import Foundation
import RACTrace
import Testing

/// `RACBlockName.racLocations`: where each engine block begins in ReactiveObjC. The lines
/// themselves are checked against ReactiveObjC's sources by `scripts/check-rac-locations.py`
/// (it needs a ReactiveObjC clone); this suite checks the table is complete and well formed.
@Suite struct RACBlockLocationsTests {
    /// Every `RACBlockName` constant's value, read from the sources that declare them
    /// (`RACBlockName.swift` and its `+…` extensions): a name added there is checked here
    /// without being listed a second time.
    static let allNames: [String] = {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RACTrace")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let regex = try! NSRegularExpression(pattern: #"public static let `?\w+`? = "([^"]+)""#)
        return files.filter { $0.hasPrefix("RACBlockName") && $0.hasSuffix(".swift") }.sorted().flatMap { file -> [String] in
            let text = (try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
        }
    }()

    @Test func everyNameHasALocationOrADocumentedException() {
        for name in Self.allNames {
            let located = RACBlockName.racLocation(of: name) != nil
            let excepted = RACBlockName.racLocationExceptions[name] != nil
            #expect(located != excepted, "\(name): needs exactly one of a location or an exception")
        }
        #expect(Set(Self.allNames).count == Self.allNames.count, "a name listed twice")
        #expect(Set(RACBlockName.racLocations.keys).union(RACBlockName.racLocationExceptions.keys)
                == Set(Self.allNames))
    }

    @Test func theNamesAreReadFromBothFiles() {
        #expect(Self.allNames.contains(RACBlockName.bindDidSubscribe))
        #expect(Self.allNames.contains(RACBlockName.switchToLatestFlattenMap))
    }

    @Test func anchors() {
        // -bind:'s createSignal: block and its source next handler.
        #expect(RACBlockName.racLocation(of: RACBlockName.bindDidSubscribe) == RACSourceLocation("RACSignal.m", 108))
        #expect(RACBlockName.racLocation(of: RACBlockName.bindSourceNext) == RACSourceLocation("RACSignal.m", 148))
        #expect(RACBlockName.racLocation(of: RACBlockName.bindSourceNext)?.description == "RACSignal.m:148")
        // RACStream's operators point into RACStream.m.
        #expect(RACBlockName.racLocation(of: RACBlockName.map)?.file == "RACStream.m")
        #expect(RACBlockName.racLocation(of: "not.a.block") == nil)
    }

    @Test func urls() {
        #expect(RACBlockName.racURL(of: RACBlockName.bindDidSubscribe)
                == "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108")
        #expect(RACBlockName.racURL(of: RACBlockName.delay)
                == "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L194")
        #expect(RACBlockName.racURL(of: "not.a.block") == nil)
    }
}
