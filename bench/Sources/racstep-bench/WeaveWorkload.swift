import Foundation
import Lessons
import RACTrace
import SiteGenerator

/// `weave`: what weaving costs per recorded step (issue 27 §3: at most 10 µs), timed directly
/// rather than read off a profile of a whole site build. Every snippet of the lessons, both
/// editions (`../lessons`, `../lessons/zh`, each woven in its own language), is run once;
/// then all of them are woven (`SnippetWeaver.parts`, what `racstep site` does with a run)
/// once untimed and `reps` times timed, on one thread. A repetition's wall and thread CPU time
/// are divided by the steps it wove. Nothing is cached between repetitions: each weaves every
/// run from its steps, as a cold build does.
func weaveRows(_ options: SuiteOptions) -> [Row] {
    let editions: [(path: String, locale: SiteLocale)] = [("../lessons", .english), ("../lessons/zh", .chinese)]
    var runs: [(snippet: Snippet, run: SnippetRun, numbering: RACBlockNumbering, weaver: SnippetWeaver)] = []
    let runner = defaultRunner()
    do {
        for edition in editions {
            let weaver = SnippetWeaver(locale: edition.locale)
            for lesson in try LessonLoader.loadAll(paths: [edition.path]) {
                for snippet in lesson.snippets {
                    let run = try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)",
                                             numbering: lesson.numbering, library: snippet.library)
                    runs.append((snippet, run, lesson.numbering, weaver))
                }
            }
        }
    } catch {
        return [Row(workload: "weave", system: "racstep-weaver", note: "the lessons did not run: \(error)")]
    }
    let steps = runs.reduce(0) { $0 + $1.run.steps.count }
    guard steps > 0 else { return [Row(workload: "weave", system: "racstep-weaver", note: "no recorded steps")] }
    let reps = options.quick ? 2 : 9
    var cpu: [Double] = []
    let result = measure(reps: reps, events: steps) {
        let start = threadCPUNanoseconds()
        var check = 0
        for item in runs {
            let woven = item.weaver.parts(item.snippet, run: item.run, numbering: item.numbering)
            check &+= woven.beforeExercises.utf8.count &+ woven.afterExercises.utf8.count &+ woven.playerData.count
        }
        cpu.append(Double(threadCPUNanoseconds() - start) / Double(steps))
        return check
    }
    // The first CPU sample is the warm-up's.
    let timedCPU = Array(cpu.dropFirst())
    var row = Row(workload: "weave", system: "racstep-weaver", events: steps, reps: reps, check: result.check,
                  note: "\(runs.count) snippets of both editions, each woven from its run's steps on one thread")
    row.ns_per_event = median(result.samples)
    row.min_ns = result.samples.min()
    row.max_ns = result.samples.max()
    row.cpu_ns_per_event = timedCPU.isEmpty ? nil : median(timedCPU)
    log(pad("weave", 11) + pad("racstep-weaver", 18) + pad("n=\(steps)", 10) + pad(formatNs(row.ns_per_event), 8) + "ns/step")
    return [row]
}

/// Issue 27 §3: weaving at most 10 µs per recorded step.
func printWeaveTargets(_ rows: [Row]) {
    guard let row = rows.first(where: { $0.workload == "weave" }), let wall = row.ns_per_event else { return }
    let cpu = row.cpu_ns_per_event ?? wall
    print("  weave      " + pad("per recorded step ≤10 µs:", 28)
          + String(format: "%.2f µs %@ (thread CPU %.2f µs; fastest run %.2f µs; %d steps)", wall / 1000, wall <= 10_000 ? "met" : "MISSED",
                   cpu / 1000, (row.min_ns ?? wall) / 1000, row.events ?? 0))
}
