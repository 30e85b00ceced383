import Foundation
import Testing
@testable import SiteGenerator

/// Pages stay light however long their runs are: a byte budget, checked on every page the
/// repository's lessons make (both editions). Bytes, not seconds, so the check is exact and
/// the same on every machine.
@Suite struct PageBudgetTests {
    /// What a page may weigh before its steps: the theme, the prose, the source listings, the
    /// figures and the exercises. The heaviest page today, lesson 20 (schedulers), is ~56 KB
    /// over its steps' share.
    static let base = 96 * 1024
    /// What each step may add. A step is written once in full (its call sequence row: the
    /// sentence, which names RAC's signals as RAC does, some 150 bytes long in RACCommand's
    /// runs) and a few times by reference (its cells in the player's data, a marble, a
    /// dispose log row). RACCommand's lesson, the longest runs (16,465 steps), weighed 1,434
    /// bytes a step when the player's data repeated every field as a key and a string; it
    /// weighs 548 now. 600 leaves it a little room and fails the old encoding by far.
    static let perStep = 600

    @Test func everyPageStaysWithinItsBudget() throws {
        let site = try IncrementalSiteTests.cleanBuild(IncrementalSiteTests.repository.appendingPathComponent("lessons"))
        let pages = site.files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 40)
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            let steps = try WovenPage.playerData(String(decoding: bytes, as: UTF8.self)).reduce(0) { $0 + $1.steps.count }
            #expect(bytes.count <= Self.base + Self.perStep * steps, "\(path): \(bytes.count) bytes for \(steps) steps")
        }
    }
}
