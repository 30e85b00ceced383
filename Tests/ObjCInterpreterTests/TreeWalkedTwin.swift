import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// A snippet's block bodies two ways, for tests that hold a compiled path to the tree
/// walker: as written, and each wrapped in a `do { … } while (0);`, which the tree walker
/// runs with everything in it. The wrapper adds no line, so a node is at the same place in
/// both.
enum TreeWalkedTwin {
    /// What to put after a block body's `{` and before its last `}`.
    static func wrapper(treeWalked: Bool) -> (open: String, close: String) {
        treeWalked ? (" do {", " } while (0);") : ("", "")
    }

    /// Where runs of `source` stopped by a step limit of 1, 2, … stop, on `lines`, in order:
    /// every step the snippet's own code takes (the wrapper's steps are on other lines), so
    /// two versions that tick at the same nodes give the same list. Runs until the snippet
    /// finishes within the limit; `limit` is a bound that must not be reached (a list cut
    /// short would differ from its twin's by where it was cut).
    static func stops(_ source: String, on lines: Set<Int>, upTo limit: Int) -> [ObjCFrontend.SourceLocation] {
        var stops: [ObjCFrontend.SourceLocation] = []
        for maxSteps in 1...limit {
            let run = Snippet.run(source) { $0.maxSteps = maxSteps; $0.recordsTrace = false }
            guard run.status == .runtimeError, let location = run.errorLocation else { return stops }
            if lines.contains(location.line) { stops.append(location) }
        }
        Issue.record("the snippet did not finish within \(limit) steps")
        return stops
    }
}
