
extension LessonVerifier {
    /// The outcome of one task's reference change.
    public struct TaskResult {
        public var lesson: Lesson
        public var task: ChangeTask
        /// Nil when the reference change failed to run.
        public var run: SnippetRun?
        public var problems: [Problem]
        public var passed: Bool { problems.isEmpty }
    }

    /// Every task of the lesson, each checked against the run of the snippet it changes
    /// (`originals`, by snippet id: the snippets' results; a task of a snippet that failed is
    /// left to that failure's report, but its change still runs).
    public func verifyTasks(of lesson: Lesson, originals: [String: SnippetRun]) -> [TaskResult] {
        lesson.tasks.map { task in
            let snippet = lesson.snippets.first { $0.id == task.of }
            let run: SnippetRun
            do throws(SnippetFailure) {
                run = try runner.run(source: task.source, fileName: "\(lesson.file)#\(task.id)", numbering: lesson.numbering,
                                     library: snippet?.library ?? .reactiveObjC)
            } catch {
                let problem = Self.runFailure(error, firstSourceLine: task.firstSourceLine, fenceLine: task.fenceLine,
                                              note: .taskFailed(task.id), of: lesson)
                return TaskResult(lesson: lesson, task: task, run: nil, problems: [problem])
            }
            let original = originals[task.of].map(task.check.property(of:))
            return TaskResult(lesson: lesson, task: task, run: run,
                              problems: Self.taskProblems(task, of: lesson, property: task.check.property(of: run), original: original))
        }
    }

    /// How a task's reference change fails it: its property is not its block's (a mismatch
    /// at the block, located and diffed as a snippet's output is), there is no block yet, or
    /// it is the original snippet's (`original`, nil when that did not run): a change that
    /// changes nothing the task asks about teaches nothing to predict.
    public static func taskProblems(_ task: ChangeTask, of lesson: Lesson, property: String, original: String?) -> [Problem] {
        let file = lesson.sourceFile, fenceColumn = lesson.fenceColumn(line: task.fenceLine)
        var problems: [Problem] = []
        if let expected = task.expectation {
            if expected.text != property {
                problems.append(mismatch(.taskPropertyMismatch(task.id, task.check), expected, actual: property, of: lesson,
                                         divergence: Divergence.lines(expected: expected.text, actual: property, of: task.check.rawValue)))
            }
        } else {
            problems.append(Problem(.taskExpectationMissing(task.id, task.check.kind), line: task.fenceLine, column: fenceColumn, in: file))
        }
        if let original, original == property {
            problems.append(Problem(.taskChangesNothing(task.id, task.check, of: task.of), line: task.fenceLine, column: fenceColumn, in: file))
        }
        return problems
    }
}
