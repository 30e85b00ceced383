import Foundation
import Testing
import Lessons
@testable import SiteGenerator

/// The playground's menu, as `IncrementalSite` makes it: each lesson's menu kept, then joined.
@Suite struct PlaygroundStartersTests {
    /// Joined, the repository's lessons' menus are the menu made of all the lessons at once:
    /// every group in order, each starter's index into the sources moved past the lessons
    /// before it.
    @Test func joiningEachLessonsMenuIsTheMenuOfAll() throws {
        let lessons = try LessonLoader.loadAll(paths: [IncrementalSiteTests.repository.appendingPathComponent("lessons").path])
        let whole = PlaygroundStarters(lessons: lessons)
        let joined = PlaygroundStarters(joining: lessons.map { PlaygroundStarters(lessons: [$0]) })
        #expect(joined == whole)
        // Enough to show the indexes were moved: many lessons, most with snippets.
        #expect(whole.groups.count > 20 && whole.sources.count > 100)
        #expect(whole.groups.last?.snippets.last?.index == whole.sources.count - 1)
        #expect(PlaygroundStarters(joining: []) == PlaygroundStarters(lessons: []))
    }
}
