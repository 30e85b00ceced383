import Lessons

/// The third step: a run against what its lesson expects (the ```` ```output ```` and
/// ```` ```trace ```` blocks after the snippet), as `racstep verify` checks it; a site only
/// shows runs its lessons expect. Each copy of a snippet is checked against its own lesson,
/// and each problem is told at that lesson's `file:line`.
struct VerifyStep {
    /// What is wrong with `snippet`'s run (its `output` and `traceText`) for `lesson`; empty when nothing.
    func problems(_ snippet: Snippet, of lesson: Lesson, output: String, traceText: String) -> [String] {
        LessonVerifier.expectationProblems(snippet, of: lesson, output: output, traceText: traceText).map(\.description)
    }

    /// A run that failed, told at `lesson`'s copy of the snippet.
    func failure(_ error: SnippetFailure, _ snippet: Snippet, of lesson: Lesson) -> String {
        LessonVerifier.runFailure(error, snippet, of: lesson).description
    }
}
