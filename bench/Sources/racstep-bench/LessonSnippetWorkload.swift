import Foundation
import Lessons
import RACTrace
import ObjCInterpreter

/// What a learner waits for: every distinct snippet of the lessons (both editions), run as the
/// playground and the site run it (recorded: `recordsTrace`) and as `racstep run` runs it
/// (untraced), cold and warm apart.
///
/// - cold: a fresh `racstep run FILE` / `racstep trace --format json FILE` process per snippet
///   (process start included, as a playground worker just spawned or a CLI run pays it); needs
///   `--racstep PATH`.
/// - warm: in one bench process, after a first pass over every snippet, each snippet again
///   through `Interpreter.run` (a playground worker that has served requests before).
///
/// Per snippet: wall time (median over the passes), and for warm, instructions by callgrind
/// (a child at one and at two passes after its warm-up; the difference is one pass per child).
enum LessonSnippets {
    struct Snippet {
        var source: String
        var library: RACLibrary
    }

    /// Every distinct snippet of `../lessons` and `../lessons/zh`, in file order.
    static func load() -> [Snippet] {
        let lessons = (try? LessonLoader.loadAll(paths: ["../lessons", "../lessons/zh"])) ?? []
        var seen: Set<String> = []
        var snippets: [Snippet] = []
        for lesson in lessons {
            for snippet in lesson.snippets where seen.insert(snippet.source).inserted {
                snippets.append(Snippet(source: snippet.source, library: snippet.library))
            }
        }
        precondition(!snippets.isEmpty, "no lesson snippets found under ../lessons")
        return snippets
    }

    /// Runs every snippet `passes` times; the number of steps recorded (or of output lines),
    /// which must not change from pass to pass.
    static func runAll(_ snippets: [Snippet], passes: Int, records: Bool) -> Int {
        var check = 0
        for _ in 0..<passes {
            check = 0
            for snippet in snippets {
                var options = InterpreterOptions()
                options.recordsTrace = records
                options.library = snippet.library
                let run = Interpreter.run(source: snippet.source, fileName: "snippet.m", options: options)
                check &+= records ? run.steps.count : run.output.count
            }
        }
        return check
    }

    /// The command-line spelling of a library (`racstep run --rac`).
    static func racOption(_ library: RACLibrary) -> [String] {
        library == .reactiveObjC ? [] : ["--rac", library.rawValue]
    }
}

/// The `lesson-snippets` rows: warm (in-process) and cold (a `racstep` process per snippet).
func lessonSnippetRows(_ options: SuiteOptions) -> [Row] {
    let me = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let snippets = LessonSnippets.load()
    let count = snippets.count
    let reps = options.quick ? 2 : 9
    var rows: [Row] = []

    // Warm: the two in-process systems in turns, one timed pass per child.
    var cells: [String: Cell] = [:]
    let warm = ["lesson-run-warm", "lesson-trace-warm"]
    for _ in 0..<reps {
        for system in warm { cells[system, default: Cell()].add(runCell([me, "child", system, "lesson-snippets", "1", "1"])) }
    }
    var counts: [String: Double] = [:]
    if options.instructions, spawnChild(["valgrind", "--version"]).status == 0 {
        for system in warm {
            let counted = [1, 2].map { InstructionCount.instructions([me, "child", system, "lesson-snippets", String($0), "1"]) }
            if let small = counted[0], let large = counted[1] { counts[system] = Double(large - small) / Double(2 * count) }
        }
    }
    for system in warm {
        let cell = cells[system] ?? Cell()
        var row = Row(workload: "lesson-snippets", system: system, events: count, reps: reps)
        if let status = cell.failure {
            row.note = "child failed (status \(status))"
        } else {
            row.ns_per_event = median(cell.samples)
            row.min_ns = cell.samples.min()
            row.max_ns = cell.samples.max()
            row.peak_rss_bytes = cell.maxRSSBytes
            row.check = cell.check
            row.instructions_per_event = counts[system]
            row.note = system == "lesson-run-warm" ? "ns per snippet, untraced" : "ns per snippet, recorded"
        }
        rows.append(row)
    }

    // Cold: a racstep process per snippet, `run` and `trace` in turns, `reps` passes.
    let coldSystems = [("racstep-run-cold", ["run"]), ("racstep-trace-cold", ["trace", "--format", "json"])]
    guard let racstep = options.racstep, FileManager.default.isExecutableFile(atPath: racstep) else {
        return rows + coldSystems.map { Row(workload: "lesson-snippets", system: $0.0, note: "no racstep binary given (--racstep PATH)") }
    }
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("racstep-bench-snippets-\(getpid())")
    try? fm.createDirectory(at: tmp, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: tmp) }
    let files = snippets.enumerated().map { index, snippet -> (String, [String]) in
        let path = tmp.appendingPathComponent("snippet-\(index).m").path
        try? snippet.source.write(toFile: path, atomically: false, encoding: .utf8)
        return (path, LessonSnippets.racOption(snippet.library))
    }
    let coldReps = options.quick ? 1 : 3
    var passes: [String: [Double]] = [:]
    var cpu: [String: [Double]] = [:]
    var failures: [String: Int] = [:]
    for _ in 0..<coldReps {
        for (system, command) in coldSystems {
            var wall = 0.0, seconds = 0.0
            for (path, rac) in files {
                let outcome = spawnChild([racstep] + command + rac + [path])
                // A snippet that exits non-zero on purpose (a lesson about errors) still costs its run.
                if outcome.status != 0 && outcome.status != 1 { failures[system, default: 0] += 1 }
                wall += outcome.wallSeconds
                seconds += outcome.cpuSeconds
            }
            passes[system, default: []].append(wall * 1e9 / Double(count))
            cpu[system, default: []].append(seconds * 1e9 / Double(count))
        }
    }
    for (system, _) in coldSystems {
        let samples = passes[system] ?? []
        rows.append(Row(workload: "lesson-snippets", system: system, ns_per_event: median(samples), min_ns: samples.min(),
                        max_ns: samples.max(), events: count, reps: coldReps,
                        note: "ns per snippet, a process each" + (failures[system].map { ", \($0) runs crashed" } ?? ""),
                        cpu_ns_per_event: median(cpu[system] ?? [])))
    }
    return rows
}

/// The user-felt comparison: what recording costs a learner per snippet.
func printLessonSnippetTargets(_ rows: [Row]) {
    func row(_ system: String) -> Row? { rows.first { $0.workload == "lesson-snippets" && $0.system == system } }
    guard let run = row("lesson-run-warm"), let trace = row("lesson-trace-warm"),
          let runNs = run.ns_per_event, let traceNs = trace.ns_per_event else { return }
    var line = String(format: "  lesson-snippets (%d distinct) warm per snippet: run %.2f ms, trace (recorded) %.2f ms",
                      run.events ?? 0, runNs / 1e6, traceNs / 1e6)
    if let a = run.instructions_per_event, let b = trace.instructions_per_event {
        line += String(format: "; instructions %.0fk / %.0fk", a / 1e3, b / 1e3)
    }
    if let coldRun = row("racstep-run-cold")?.ns_per_event, let coldTrace = row("racstep-trace-cold")?.ns_per_event {
        line += String(format: "; cold (a process each) run %.1f ms, trace %.1f ms", coldRun / 1e6, coldTrace / 1e6)
    }
    print(line)
}
