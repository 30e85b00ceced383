import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// The disposable tree of the classic `-bind:` run after step 31, where block 4 is printing the
/// first value, as the site draws it. What ReactiveObjC has made by then: each `RACSubscriber`'s
/// compound disposable holding its block-clearing disposable (RACSubscriber.m:44-55: #2 and #1
/// for yours, #8 and #7 for block 6's, #13 and #12 for block 8's); the compound each
/// `RACDynamicSignal` subscription makes (RACDynamicSignal.m:39: #3 to `bound`, #9 to `source`),
/// kept in its subscriber's with a purge disposable inside it (RACSubscriber's
/// -didSubscribeWithDisposable:: #4, #10); and `-bind:`'s compound disposable (RACSignal.m:113,
/// #5) holding the source's serial disposable (:145-146, #6) and the first `+return:` signal's
/// (:127-128, #11). #5 is a root: block 6 has not returned it yet, and only then is it added to
/// #3 (RACDynamicSignal.m:44-45). Nothing is disposed by step 31.
@Suite struct DisposableTreeFigureTests {
    static func run() throws -> SnippetRun { try ExerciseTests.run(ClassicBind.source) }

    @Test func theTreeAfterAStepHoldsWhatTheRunMadeByThen() throws {
        let run = try Self.run()
        let tree = DisposableTreeFigure(steps: run.steps, treeChanges: SnippetWeaver().treeChanges(run), afterStep: 31)
        #expect(tree.rows.map(\.id) == ["disposable#2", "disposable#1", "disposable#3", "disposable#4", "disposable#5", "disposable#6",
                                         "disposable#11", "disposable#8", "disposable#7", "disposable#9", "disposable#10",
                                         "disposable#13", "disposable#12"])
        #expect(tree.rows.map(\.depth) == [0, 1, 1, 2, 0, 1, 1, 0, 1, 1, 2, 0, 1])
        #expect(tree.svg(id: "classic-tree-31", locale: .english) == """
        <svg class="overview tree-at" xmlns="http://www.w3.org/2000/svg" width="488" height="454" viewBox="0 0 488 454" role="img" aria-labelledby="classic-tree-31-title classic-tree-31-desc">
        <title id="classic-tree-31-title">The disposable tree after step 31</title>
        <desc id="classic-tree-31-desc">disposable#2 (RACCompoundDisposable), subscriber#1; disposable#1 (RACDisposable), in disposable#2; disposable#3 (RACCompoundDisposable), subscription to bound, in disposable#2; disposable#4 (RACDisposable), in disposable#3; disposable#5 (RACCompoundDisposable); disposable#6 (RACSerialDisposable), in disposable#5; disposable#11 (RACSerialDisposable), in disposable#5; disposable#8 (RACCompoundDisposable), subscriber#3; disposable#7 (RACDisposable), in disposable#8; disposable#9 (RACCompoundDisposable), subscription to source, in disposable#8; disposable#10 (RACDisposable), in disposable#9; disposable#13 (RACCompoundDisposable), subscriber#5; disposable#12 (RACDisposable), in disposable#13</desc>
        <g class="disposable"><rect x="8" y="8" width="376" height="26" rx="4"/><text x="16" y="25">disposable#2 (RACCompoundDisposable), subscriber#1</text></g>
        <path class="holds" d="M20 34 V55 H32"/>
        <g class="disposable"><rect x="32" y="42" width="218" height="26" rx="4"/><text x="40" y="59">disposable#1 (RACDisposable)</text></g>
        <path class="holds" d="M20 34 V89 H32"/>
        <g class="disposable"><rect x="32" y="76" width="441" height="26" rx="4"/><text x="40" y="93">disposable#3 (RACCompoundDisposable), subscription to bound</text></g>
        <path class="holds" d="M44 102 V123 H56"/>
        <g class="disposable"><rect x="56" y="110" width="218" height="26" rx="4"/><text x="64" y="127">disposable#4 (RACDisposable)</text></g>
        <g class="disposable"><rect x="8" y="144" width="276" height="26" rx="4"/><text x="16" y="161">disposable#5 (RACCompoundDisposable)</text></g>
        <path class="holds" d="M20 170 V191 H32"/>
        <g class="disposable"><rect x="32" y="178" width="261" height="26" rx="4"/><text x="40" y="195">disposable#6 (RACSerialDisposable)</text></g>
        <path class="holds" d="M20 170 V225 H32"/>
        <g class="disposable"><rect x="32" y="212" width="268" height="26" rx="4"/><text x="40" y="229">disposable#11 (RACSerialDisposable)</text></g>
        <g class="disposable"><rect x="8" y="246" width="376" height="26" rx="4"/><text x="16" y="263">disposable#8 (RACCompoundDisposable), subscriber#3</text></g>
        <path class="holds" d="M20 272 V293 H32"/>
        <g class="disposable"><rect x="32" y="280" width="218" height="26" rx="4"/><text x="40" y="297">disposable#7 (RACDisposable)</text></g>
        <path class="holds" d="M20 272 V327 H32"/>
        <g class="disposable"><rect x="32" y="314" width="448" height="26" rx="4"/><text x="40" y="331">disposable#9 (RACCompoundDisposable), subscription to source</text></g>
        <path class="holds" d="M44 340 V361 H56"/>
        <g class="disposable"><rect x="56" y="348" width="225" height="26" rx="4"/><text x="64" y="365">disposable#10 (RACDisposable)</text></g>
        <g class="disposable"><rect x="8" y="382" width="384" height="26" rx="4"/><text x="16" y="399">disposable#13 (RACCompoundDisposable), subscriber#5</text></g>
        <path class="holds" d="M20 408 V429 H32"/>
        <g class="disposable"><rect x="32" y="416" width="225" height="26" rx="4"/><text x="40" y="433">disposable#12 (RACDisposable)</text></g>
        </svg>
        """)
    }

    /// After the first `+return:` signal completes, `completeSignal` takes its serial disposable
    /// out of `-bind:`'s compound one (RACSignal.m:120): #11 is gone from the tree, and its
    /// subscriber's disposables, disposed by `-sendCompleted` (RACSubscriber.m:85-93), are dashed.
    @Test func aDisposableTakenOutLeavesTheTreeAndADisposedOneIsDashed() throws {
        let run = try Self.run()
        let exit = try #require(run.steps.first { $0.kind == .exit && $0.block == 7 }).step
        let tree = DisposableTreeFigure(steps: run.steps, treeChanges: SnippetWeaver().treeChanges(run), afterStep: exit)
        #expect(!tree.rows.contains { $0.id == "disposable#11" })
        let svg = tree.svg(id: "t", locale: .english)
        #expect(svg.contains("<g class=\"disposable disposed\"><rect x=\"8\" "))
        #expect(svg.contains("disposable#13 (RACCompoundDisposable), subscriber#5, disposed at step "))
    }
}
