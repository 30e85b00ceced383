import ObjCFrontend
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

    /// Where runs of `source` stopped by a step limit of 1, 2, … `limit` stop, on `lines`, in
    /// order, each place once: two versions that tick at the same nodes give the same list.
    static func stops(_ source: String, on lines: Set<Int>, upTo limit: Int) -> [ObjCFrontend.SourceLocation] {
        var stops: [ObjCFrontend.SourceLocation] = []
        for maxSteps in 1...limit {
            let run = Snippet.run(source) { $0.maxSteps = maxSteps; $0.recordsTrace = false }
            guard run.status == .runtimeError, let location = run.errorLocation else { break }
            if lines.contains(location.line), stops.last != location { stops.append(location) }
        }
        return stops
    }
}
