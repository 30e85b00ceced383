import Foundation
import Lessons

/// A lesson after the weave step: what its page is made of, kept between builds by
/// `IncrementalSite` so a rebuild weaves only what changed.
struct WovenLesson {
    var lesson: Lesson
    var snippets: [WovenSnippet]
    var body: String
    /// Player data files beside the page (`WeaveStep.body`), by path from the edition's directory.
    var dataFiles: [String: Data]
    /// Its entry in the search index (`RenderStep.searchEntry`).
    var searchEntry: String
}
