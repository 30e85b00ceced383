import RACTrace

/// A lesson's links into its own snippets' players, checked against the runs.
///
/// A lesson that walks through a run step by step (as article A walks `-bind:`'s blocks 1–10)
/// links each step it names to the player: `[block 6](#doubled-step-9)` opens the snippet
/// `doubled` at step 9 (player.js). The step numbers are read off the run's trace, so they go
/// stale the day the run changes; verify checks them instead. The link's snippet must be on the
/// page and have that step, and a link whose text names a block ("block 6", "块 6") must land
/// where that block is the innermost numbered block running: entered at that step, or still
/// running beneath unnumbered engine blocks (a `+return:` signal's `subscribe` inside block 8).
/// A link whose text says what happens there (a value sent, a completion, an error, a disposal,
/// a deallocation, scheduled work: `StepClaim`) must land on a step of that kind.
public enum StepLinks {
    /// `[text](#ID-step-N)`: a link into one of the page's players.
    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) private static let link = #/\[([^\]]*)\]\(#([A-Za-z0-9_-]+)-step-(\d+)\)/#
    /// The block a link's text names: "block 7", "blocks 7" or "块 7".
    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) private static let blockName = #/(?:[Bb]locks?|块)\s*(\d+)/#

    /// One link into a player: where its destination begins (1-based), the snippet, the step,
    /// the block its text names, if any, and what its text says happens there.
    public struct Link: Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var snippet: String
        public var step: Int
        public var block: Int?
        public var claims: [StepClaim] = []
    }

    /// Every link into a player in the lesson's prose (code spans and fences left out), in order.
    public static func links(in lesson: Lesson) -> [Link] {
        LessonReferences.proseLines(of: lesson).filter { LessonReferences.holds($0.1, "-step-") }.flatMap { line, raw in
            let text = LessonReferences.blankingCode(raw)
            return text.matches(of: link).compactMap { match -> Link? in
                guard let step = Int(match.output.3) else { return nil }
                let column = text.distance(from: text.startIndex, to: match.output.2.startIndex) + 1
                let named = String(match.output.1).firstMatch(of: blockName).flatMap { Int($0.output.1) }
                // The claim reads the words as written, code spans too ("sends `completed`").
                let start = text.distance(from: text.startIndex, to: match.output.1.startIndex)
                let words = raw.dropFirst(start).prefix(match.output.1.count).filter { $0 != "`" }
                return Link(line: line, column: column, snippet: String(match.output.2), step: step, block: named,
                            claims: StepClaim.claims(in: words))
            }
        }
    }

    /// The innermost numbered block running at 1-based `step` of `steps`: the one the step
    /// enters or leaves, else the nearest numbered one still open around it; nil outside any.
    public static func block(at step: Int, of steps: [RACTraceStep]) -> Int? {
        var open: [RACTraceStep.Block] = []
        for traced in steps.prefix(step - 1) {
            switch traced.event {
            case .enter(let block): open.append(block)
            case .exit: _ = open.popLast()
            default: break
            }
        }
        if case .enter(let block) = steps[step - 1].event { open.append(block) }
        return open.last { $0.number != nil }?.number
    }

    /// The links that name a snippet not on the page, a step its run does not have, a block
    /// that is not running there, or something that does not happen there. `runs` holds the snippets that ran; a link into a snippet that
    /// failed is left to that failure.
    public static func problems(_ lesson: Lesson, runs: [String: SnippetRun]) -> [LessonVerifier.Problem] {
        let ids = Set(lesson.snippets.map(\.id))
        return links(in: lesson).compactMap { link in
            let message: LessonMessage
            if !ids.contains(link.snippet) {
                message = .stepLinkUnknownSnippet(link.snippet)
            } else if let run = runs[link.snippet] {
                if link.step < 1 || link.step > run.steps.count {
                    message = .stepLinkPastEnd(link.snippet, step: link.step, steps: run.steps.count)
                } else if let named = link.block, case let running = block(at: link.step, of: run.steps), running != named {
                    message = .stepLinkWrongBlock(link.snippet, step: link.step, named: named, running: running)
                } else if !link.claims.isEmpty, case let found = run.steps[link.step - 1],
                          !link.claims.contains(where: { $0.holds(at: found) }) {
                    message = .stepLinkWrongKind(link.snippet, step: link.step, claims: link.claims, found: found)
                } else {
                    return nil
                }
            } else {
                return nil
            }
            return LessonVerifier.Problem(message, line: link.line, column: link.column, in: lesson.sourceFile)
        }
    }
}
