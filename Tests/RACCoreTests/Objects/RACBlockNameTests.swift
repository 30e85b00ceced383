import Foundation
import RACCore
import RACTrace
import Testing

/// The engine's block names, each declared once beside its code in Sources/RACCore with its
/// ReactiveObjC location (`RACBlockName`). The lines themselves are checked against
/// ReactiveObjC's sources by `scripts/check-rac-locations.py` (it needs a ReactiveObjC clone);
/// this suite checks what it can without one.
@Suite struct RACBlockNameTests {
    /// Every `RACBlockName(…)` written in Sources/RACCore, as `file:line: text`.
    static let constructions: [(where: String, code: String)] = {
        let engine = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RACCore")
        let files = FileManager.default.enumerator(atPath: engine.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
            let text = (try? String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                return code.contains("RACBlockName(") ? ("\(file):\(index + 1)", code) : nil
            }
        }
    }()

    /// Each written as the script reads it, string and integer literals, one name per line,
    /// and no name twice: a trace could not tell two blocks of one name apart.
    @Test func everyNameIsDeclaredOnceWithLiterals() throws {
        let declaration = #/RACBlockName\("([^"]+)", (?:rac: "[\w+]+\.m", [1-9][0-9]*(?:, rac25: [1-9][0-9]*)?|rac25: "[\w+]+\.m", [1-9][0-9]*)\)/#
        var names: [String: String] = [:]
        for (place, code) in Self.constructions {
            let match = try #require(code.firstMatch(of: declaration), "\(place): \(code)")
            let name = String(match.1)
            #expect(names[name] == nil, "\(name) declared at \(names[name] ?? "") and \(place)")
            names[name] = place
        }
        // 354 when the central tables were moved out; more as the vocabulary grows.
        #expect(names.count >= 354)
    }

    @Test func anchors() {
        // RACSignal.m at 1af6617: line 93 declares -bind:, 108 is its createSignal: block, 148
        // its subscribeNext: handler for the source; RACStream.m:92 declares -map:.
        #expect(RACBlockName.bind.rac == RACSourceLocation("RACSignal.m", 93))
        #expect(RACBlockName.bindDidSubscribe.rac == RACSourceLocation("RACSignal.m", 108))
        #expect(RACBlockName.bindSourceNext.rac?.description == "RACSignal.m:148")
        #expect(RACBlockName.map.rac == RACSourceLocation("RACStream.m", 92))
        #expect(RACBlockName.bindDidSubscribe.description == "bind.didSubscribe")
        // At ReactiveCocoa v2.5, RACSignal.m declares -bind: at 92 and opens its createSignal:
        // block at 107; -map: is at RACStream.m:89; +never's createSignal: block is at 38 (39
        // at 1af6617), its method the same in both. A block of a method 2.5 does not have has
        // none: `+try:`'s (RACSignal+Operations.m:273 at 1af6617). A block only 2.5 has has no
        // ReactiveObjC line: 2.5's RACCommand's -reduceEach: of the KVO changes (RACCommand.m:141
        // at v2.5), while its -map: of `executionSignals`, in both, is at :152 (90 at 1af6617).
        #expect(RACBlockName.bind.location(in: .reactiveCocoa25) == RACSourceLocation("RACSignal.m", 92))
        #expect(RACBlockName.bindDidSubscribe.rac25 == RACSourceLocation("RACSignal.m", 107))
        #expect(RACBlockName.map.rac25 == RACSourceLocation("RACStream.m", 89))
        #expect(RACBlockName.neverDidSubscribe.rac25 == RACSourceLocation("RACSignal.m", 38))
        #expect(RACBlockName.tryDidSubscribe.rac25 == nil)
        #expect(RACBlockName.command25NewActiveExecutionSignals.rac == nil)
        #expect(RACBlockName.command25NewActiveExecutionSignals.location(in: .reactiveCocoa25) == RACSourceLocation("RACCommand.m", 141))
        #expect(RACBlockName.commandExecutionSignalsMap.rac25 == RACSourceLocation("RACCommand.m", 152))
        // A translated method's blocks have their 2.5 lines: -flatten:'s createSignal: block
        // opens at RACSignal+Operations.m:487 at v2.5 (495 at 1af6617).
        #expect(RACBlockName.flattenMaxConcurrentDidSubscribe.rac25 == RACSourceLocation("RACSignal+Operations.m", 487))
    }

    /// RACTrace writes the classic numbering's names as a lesson's `numbering:` does; they
    /// must be the names RACCore gives `-bind:`'s blocks.
    @Test func theClassicNumberingNamesBindsBlocks() {
        #expect(RACBlockNumbering.classic.numbers == [
            RACBlockName.bind.name: 5,
            RACBlockName.bindDidSubscribe.name: 6,
            RACBlockName.bindCompleteSignal.name: 7,
            RACBlockName.bindAddSignal.name: 8,
            RACBlockName.bindAddSignalNext.name: 9,
            RACBlockName.bindSourceNext.name: 10,
        ])
    }
}
