import Foundation

/// `racstep verify` as a library call: checks (or, with `update`, rewrites) lessons and
/// returns the report to print.
public enum LessonVerification {
    public struct Summary {
        /// What to print: problems first, then one line of totals.
        public var report: String
        /// Every problem `report` shows, in its order: failures, and the warnings for snippets
        /// without expectation blocks.
        public var problems: [LessonVerifier.Problem]
        /// The report less its problems: the `updated FILE` lines and the totals.
        public var totals: String
        public var snippets: Int
        /// Tasks' reference changes run.
        public var tasks: Int
        /// Snippets that failed, problems with links between lessons, and snippets that ask
        /// no question of their own.
        public var failures: Int
        /// Files `update` rewrote.
        public var updatedFiles: [String]
    }

    public static func run(paths: [String], runner: SnippetRunner, update: Bool) throws -> Summary {
        let lessons = try LessonLoader.loadAll(paths: paths)
        let verifier = LessonVerifier(runner: runner)
        var report = "", totals = ""
        var problems: [LessonVerifier.Problem] = []
        func add(_ problem: LessonVerifier.Problem) {
            problems.append(problem)
            report += problem.description
        }
        func note(_ line: String) {
            report += line
            totals += line
        }
        var snippets = 0, failures = 0, linkProblems = 0, unasked = 0, tasks = 0, taskFailures = 0
        var updatedFiles: [String] = []
        var slugs: [String: Set<String>] = [:]
        for lesson in lessons {
            // A link to a missing lesson fails the lesson as a mismatch does.
            let directory = (lesson.file as NSString).deletingLastPathComponent
            let beside = slugs[directory] ?? LessonReferences.slugsBeside(lesson)
            slugs[directory] = beside
            let referenceProblems = LessonReferences.problems(lesson, lessonSlugs: beside)
            linkProblems += referenceProblems.count
            referenceProblems.forEach(add)
            let results = verifier.verify(lesson)
            snippets += results.count
            let originals = results.reduce(into: [String: SnippetRun]()) { $0[$1.snippet.id] = $1.run }
            let taskResults = verifier.verifyTasks(of: lesson, originals: originals)
            tasks += taskResults.count
            // A link to a step the run does not have, or to a block not running there, fails too.
            let stepProblems = StepLinks.problems(lesson, runs: results.reduce(into: [:]) { $0[$1.snippet.id] = $1.run })
            linkProblems += stepProblems.count
            stepProblems.forEach(add)
            // A snippet that asks the reader nothing of its own fails as well.
            let questionProblems = SnippetQuestion.problems(lesson)
            unasked += questionProblems.count
            questionProblems.forEach(add)
            if update {
                // Rewrite from every snippet that ran; a snippet that failed to run is an error.
                var runs: [String: SnippetRun] = [:]
                for result in results {
                    if let run = result.run { runs[result.snippet.id] = run } else {
                        failures += 1
                        result.problems.forEach(add)
                    }
                }
                var taskRuns: [String: SnippetRun] = [:]
                for result in taskResults {
                    if let run = result.run {
                        taskRuns[result.task.id] = run
                        // What --update cannot mend: a change that changes nothing.
                        let unchanged = originals[result.task.of].map(result.task.check.property(of:)) == result.task.check.property(of: run)
                        if unchanged {
                            taskFailures += 1
                            add(LessonVerifier.Problem(.taskChangesNothing(result.task.id, result.task.check, of: result.task.of),
                                                       line: result.task.fenceLine, column: lesson.fenceColumn(line: result.task.fenceLine),
                                                       in: lesson.sourceFile))
                        }
                    } else {
                        taskFailures += 1
                        result.problems.forEach(add)
                    }
                }
                let text = LessonUpdater.updated(lesson, runs: runs, taskRuns: taskRuns)
                if text != lesson.lines.joined(separator: "\n") + "\n" {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: lesson.file))
                    updatedFiles.append(lesson.file)
                    note("updated \(lesson.file)\n")
                }
            } else {
                for result in results where !result.passed {
                    failures += 1
                    result.problems.forEach(add)
                }
                for result in taskResults where !result.passed {
                    taskFailures += 1
                    result.problems.forEach(add)
                }
                for result in results where result.passed && result.snippet.output == nil && result.snippet.trace == nil {
                    let snippet = result.snippet
                    add(LessonVerifier.Problem(.expectationMissing(snippet.id), line: snippet.fenceLine,
                                               column: lesson.fenceColumn(line: snippet.fenceLine), in: lesson.sourceFile))
                }
            }
        }
        let noun = snippets == 1 ? "snippet" : "snippets"
        if linkProblems > 0 { note("\(linkProblems) problem\(linkProblems == 1 ? "" : "s") with links between lessons or into their players\n") }
        if unasked > 0 { note("\(unasked) snippet\(unasked == 1 ? "" : "s") without a question of \(unasked == 1 ? "its" : "their") own\n") }
        let changes = "reference change\(tasks == 1 ? "" : "s")"
        if taskFailures > 0 { note("\(taskFailures) of \(tasks) task\(tasks == 1 ? "" : "s") failed\n") }
        if failures > 0 {
            note("\(failures) of \(snippets) \(noun) failed\n")
        } else if taskFailures == 0 {
            note("verified \(snippets) \(noun)\(tasks > 0 ? " and \(tasks) \(changes)" : "") in \(lessons.count) lesson\(lessons.count == 1 ? "" : "s")\n")
        }
        return Summary(report: report, problems: problems, totals: totals, snippets: snippets, tasks: tasks,
                       failures: failures + linkProblems + unasked + taskFailures, updatedFiles: updatedFiles)
    }
}
