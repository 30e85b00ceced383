import Testing
import Lessons
import LessonsTestSupport
import RACTrace
@testable import SiteGenerator

/// The exercises and the static figures as the woven page carries them.
@Suite struct SnippetWeaverExtrasTests {
    static let snippet = Snippet(id: "classic", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<17)

    /// A question is a fieldset of radio buttons (a keyboard group) in a block carrying `data-quiz` and
    /// the steps the player takes for it; its answer reads without JavaScript in a <details>;
    /// the buttons stay hidden until the player runs.
    @Test func exercisesAreFieldsetsWithTheirAnswerInDetails() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let html = SnippetWeaver().weave(Self.snippet, run: run, numbering: .classic)
        let exercise = try ExerciseTests.exercise(.nextBlock, run)
        #expect(html.contains("""
            <div class="quiz" id="classic-q1" data-quiz="next-block" data-ask="\(exercise.askAt)" \
            data-answer="\(exercise.answerStep.step)" data-correct="1">
            <fieldset><legend>Step \(exercise.askAt): block 6 (bind.didSubscribe) of bound has just started. Which numbered block runs next?</legend>
            <div class="choices">
            <label><input type="radio" name="classic-q1" value="0"> <span>block 1 (createSignal:)</span></label>
            """))
        #expect(html.contains("<p class=\"quiz-actions\" hidden><button type=\"button\" class=\"quiz-pose\">Set the player to step \(exercise.askAt)</button>"))
        #expect(html.contains("<details class=\"quiz-answer\"><summary>Answer</summary><p>block 2 (bind:) — step \(exercise.answerStep.step): runs block 2 (bind:)."))
        #expect(html.contains("data-right=\"Right: block 2 (bind:). The player is at step \(exercise.answerStep.step), where it happens.\""))
        // No attribute the player reads as a step link (`data-step`) inside an exercise.
        let exercises = html.components(separatedBy: "<section class=\"exercises\"")[1].components(separatedBy: "</section>")[0]
        #expect(!exercises.contains("data-step"))
        #expect(exercises.components(separatedBy: "data-quiz=").count - 1 == 3)
    }

    /// The classic numbering: a row per numbered block, RAC's linked to ReactiveObjC, no
    /// classic column (it is the classic numbering).
    @Test func numberingFigureListsTheBlocksThatRan() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let html = SnippetWeaver().numberingFigure(steps: run.steps, numbering: .classic)
        #expect(html.hasPrefix("<figure class=\"numbering-figure\"><table class=\"numbering\"><thead><tr><th scope=\"col\">Block</th>"))
        #expect(!html.contains("Classic number"))
        #expect(html.contains("<tr><th scope=\"row\"><span class=\"badge\">2</span></th><td><code>bind:</code></td><td>your block, line 7</td>"))
        #expect(html.contains("""
            <tr><th scope="row"><span class="badge">6</span></th><td><code>bind.didSubscribe</code></td>\
            <td><a class="rac" href="https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108">RACSignal.m:108</a></td>
            """))
        #expect(html.components(separatedBy: "<tr><th scope=\"row\">").count - 1 == 10)
        #expect(html.hasSuffix("<figcaption>The numbered blocks of this run: whose each is and where it is written.</figcaption></figure>\n"))
    }

    /// Lesson 07's numbering (didSubscribe 5, completeSignal 6, addSignal 7, source.next 8,
    /// addSignal.next 9) beside the classic one (6, 7, 8, 10, 9); the `bind:` call is
    /// unnumbered there.
    @Test func anotherNumberingShowsTheClassicBesideIt() throws {
        let alternative = RACBlockNumbering([RACBlockName.bindDidSubscribe.name: 5, RACBlockName.bindCompleteSignal.name: 6,
                                             RACBlockName.bindAddSignal.name: 7, RACBlockName.bindSourceNext.name: 8, RACBlockName.bindAddSignalNext.name: 9])
        let run = try InterpreterRunner().run(source: ClassicBind.source, fileName: "t.m", numbering: alternative)
        let html = SnippetWeaver(locale: .chinese).numberingFigure(steps: run.steps, numbering: alternative)
        #expect(html.contains("<th scope=\"col\">经典编号</th>"))
        for (number, name, classic) in [(5, "bind.didSubscribe", 6), (6, "bind.completeSignal", 7), (7, "bind.addSignal", 8),
                                        (8, "bind.source.next", 10), (9, "bind.addSignal.next", 9)] {
            #expect(html.contains("<tr><th scope=\"row\"><span class=\"badge\">\(number)</span></th><td><code>\(name)</code></td>"))
            #expect(html.contains("</a></td><td>\(classic)</td><td>第 "))
        }
        #expect(!html.contains("<code>bind</code>"))
    }

    @Test func treeFigureNamesEveryDisposable() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let html = SnippetWeaver().disposableTreeFigure(DisposableTree(steps: run.steps, treeChanges: run.treeChanges))
        let tree = DisposableTree(steps: run.steps, treeChanges: run.treeChanges)
        #expect(html.hasPrefix("<figure class=\"tree-figure\"><div class=\"dtree\"><ul>"))
        for node in tree.nodes { #expect(html.contains("<b class=\"id\">\(node.id)</b>")) }
        #expect(html.contains("(disposed #1, step "))
        #expect(html.contains("(never disposed; taken out after step "))
        #expect(html.contains("<figcaption>Every disposable of this run"))
    }

    /// The Chinese figure: the same tree, its states and owners in Chinese.
    @Test func treeFigureInChinese() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let weaver = SnippetWeaver(locale: .chinese)
        let html = weaver.disposableTreeFigure(DisposableTree(steps: run.steps, treeChanges: weaver.treeChanges(run)))
        #expect(html.contains("（第 1 个销毁，第 "))
        #expect(html.contains("（没有被销毁；第 "))
        #expect(html.contains("<span class=\"owner\"> · 对 bound 的订阅</span>"))
        #expect(!html.contains("subscription to") && !html.contains("never disposed"))
    }
}
