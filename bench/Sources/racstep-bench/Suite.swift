import Foundation

/// One row of `bench/results.json`.
struct Row: Codable {
    var workload: String
    var system: String
    var ns_per_event: Double?
    var min_ns: Double?
    var max_ns: Double?
    var peak_rss_bytes: Int?
    /// Events the timed run processed (the workload's N for this system).
    var events: Int?
    var reps: Int?
    var check: Int?
    var note: String?
    /// map-filter, the systems the targets compare: instructions per event, by callgrind
    /// (`InstructionCount`).
    var instructions_per_event: Double?
    /// Site builds and traces: the median CPU time (user + system, all threads) per event.
    var cpu_ns_per_event: Double?
    /// Traces: peak RSS over `racstep run`'s, per recorded step; and the whole peak RSS per step.
    var bytes_per_step: Double?
    var total_bytes_per_step: Double?
    /// The JSON writer's speed, by wall time and by its thread's CPU time.
    var mb_per_s: Double?
    var cpu_mb_per_s: Double?
}

struct SuiteOptions {
    var quick = false
    var out = "results.json"
    var python = "python3"
    var rxpy = "rxpy/bench.py"
    var racstep: String?
    var only: Set<String>?
    var onlyWorkloads: Set<String>?
    /// Whether `--workloads` (if given) names `workload`.
    func selects(_ workload: String) -> Bool { onlyWorkloads?.contains(workload) ?? true }
    /// Count instructions under valgrind too (`InstructionCount`); `--no-instructions` skips it.
    var instructions = true

    static let usage = """
        usage: racstep-bench [--quick] [--out FILE] [--python PYTHON] [--rxpy SCRIPT] [--racstep PATH]
                             [--systems a,b,…] [--workloads a,b,…] [--no-instructions]
        """

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        func value(for option: String) -> String {
            guard let value = iterator.next() else { Self.fail("\(option) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--quick": quick = true
            case "--no-instructions": instructions = false
            case "--out": out = value(for: argument)
            case "--python": python = value(for: argument)
            case "--rxpy": rxpy = value(for: argument)
            case "--racstep": racstep = value(for: argument)
            case "--systems": only = Set(value(for: argument).split(separator: ",").map(String.init))
            case "--workloads": onlyWorkloads = Set(value(for: argument).split(separator: ",").map(String.init))
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: Self.fail("unknown option \(argument)")
            }
        }
    }

    /// Bad arguments: a one-line error and the usage, exit status 2.
    static func fail(_ message: String) -> Never {
        log("racstep-bench: error: \(message)\n\(usage)")
        exit(2)
    }
}

func log(_ text: String) {
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
}

/// Left-justifies `text` in `width` columns (`%-12@` does not pad on Linux Foundation).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func formatNs(_ value: Double?) -> String {
    guard let value else { return "—" }
    if value >= 100_000 { return String(format: "%.0fk", value / 1000) }
    if value >= 100 { return String(format: "%.0f", value) }
    return String(format: "%.1f", value)
}

func formatRatio(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return value >= 100 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
}

func runSuite(_ arguments: [String]) throws {
    let options = SuiteOptions(arguments)
    let me = Bundle.main.executablePath ?? CommandLine.arguments[0]
    var rows: [Row] = []
    let suiteStart = nowNanoseconds()

    for workload in workloads where options.onlyWorkloads?.contains(workload) ?? true {
        let chosen = systems.filter { options.only?.contains($0) ?? true }
        var cells: [String: Cell] = [:]
        for round in 0..<rounds {
            for system in chosen {
                let r = reps(system, quick: options.quick)
                let share = r / rounds + (round < r % rounds ? 1 : 0)
                guard share > 0 else { continue }
                let n = size(system, workload, quick: options.quick)
                let argv = system == "rxpy"
                    ? [options.python, options.rxpy, workload, String(n), String(share)]
                    : [me, "child", system, workload, String(n), String(share)]
                cells[system, default: Cell()].add(runCell(argv))
            }
        }
        for system in chosen {
            let n = size(system, workload, quick: options.quick)
            let cell = cells[system] ?? Cell()
            var row = Row(workload: workload, system: system, events: n, reps: reps(system, quick: options.quick))
            if let status = cell.failure {
                row.note = "child failed (status \(status))"
            } else if !cell.samples.isEmpty {
                row.ns_per_event = median(cell.samples)
                row.min_ns = cell.samples.min()
                row.max_ns = cell.samples.max()
                row.peak_rss_bytes = cell.maxRSSBytes
                row.check = cell.check
            }
            if system == "raccore-recording" { row.note = "RACTraceRecorder(maxSteps: .max), N reduced" }
            if n != fullSize[workload]! && row.note == nil { row.note = "N reduced, per-event normalised" }
            log(pad(workload, 11) + pad(system, 18) + pad("n=\(n)", 10) + pad(formatNs(row.ns_per_event), 8)
                + String(format: "ns/event  rss %6.1f MiB  (%.1fs)", Double(cell.maxRSSBytes) / 1_048_576, cell.wallSeconds))
            rows.append(row)
        }
    }

    let counts = InstructionCount.measure(options, me: me)
    for index in rows.indices {
        if let count = counts[rows[index].workload]?[rows[index].system] { rows[index].instructions_per_event = count }
    }
    // `--workloads` picks these too: `site-200` (or `site-lessons`, `site-200-distinct`),
    // `trace-10k` (or `step-1m`), `weave`.
    if ["site-200", "site-lessons", "site-200-distinct"].contains(where: options.selects) { rows += siteRows(options) }
    if options.selects("trace-10k") || options.selects("step-1m") { rows += traceRows(options) }
    if options.selects("weave") { rows += weaveRows(options) }
    if options.onlyWorkloads?.contains("lesson-snippets") ?? (options.racstep != nil) { rows += lessonSnippetRows(options) }

    // Consistency: every system must compute the same checksum on the same N.
    printTable(rows)
    let checksOK = runChecks()
    printTargets(rows)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(rows).write(to: URL(fileURLWithPath: options.out))
    print("\nwrote \(options.out) in \(String(format: "%.0f", Double(nowNanoseconds() - suiteStart) / 1e9)) s")
    if !checksOK { exit(1) }
}

/// How many turns a workload's systems take: each system's runs are split into this many
/// children, run in turn with the other systems', so that a burst of load from another tenant
/// of this shared machine falls on both sides of a ratio rather than on one cell. One run per
/// child: with three runs per child, a burst of a second or two could still take all of a
/// fast cell's runs in one child (flatmap's raccore runs 3 × 35 ms) and none of its
/// neighbour's, which made `counting/raccore` read 2.02× and 1.94× in two runs where its
/// instructions were 1.35×.
let rounds = 9

/// A system's children for one workload, together.
struct Cell {
    var samples: [Double] = []
    var maxRSSBytes = 0
    var wallSeconds = 0.0
    var check: Int?
    /// The exit status of a child that failed; the cell then has no timing.
    var failure: Int32?

    mutating func add(_ child: (ChildOutcome, ChildResult?)) {
        let (outcome, result) = child
        maxRSSBytes = max(maxRSSBytes, outcome.maxRSSBytes)
        wallSeconds += outcome.wallSeconds
        guard let result else {
            failure = failure ?? outcome.status
            return
        }
        samples += result.samples
        check = result.check
    }
}

/// Runs one child; its result, when it exited cleanly with one.
func runCell(_ argv: [String]) -> (ChildOutcome, ChildResult?) {
    let outcome = spawnChild(argv)
    guard outcome.status == 0, let line = outcome.stdout.split(separator: "\n").last else { return (outcome, nil) }
    return (outcome, try? JSONDecoder().decode(ChildResult.self, from: Data(line.utf8)))
}

func value(_ rows: [Row], _ workload: String, _ system: String) -> Double? {
    rows.first { $0.workload == workload && $0.system == system }?.ns_per_event
}

func printTable(_ rows: [Row]) {
    print("")
    print("workload     system              N          ns/event   (min–max)           ×OpenCombine  ×floor     peak RSS")
    print(String(repeating: "-", count: 116))
    for row in rows {
        let oc = value(rows, row.workload, "opencombine")
        let floor = value(rows, row.workload, "closures")
        let range = row.min_ns.map { "(\(formatNs($0))–\(formatNs(row.max_ns)))" } ?? ""
        let rss = row.peak_rss_bytes.map { String(format: "%.1f MiB", Double($0) / 1_048_576) } ?? "null"
        let line = pad(row.workload, 13) + pad(row.system, 20) + pad(row.events.map(String.init) ?? "—", 11)
            + pad(row.ns_per_event == nil ? "null" : formatNs(row.ns_per_event), 11) + pad(range, 20)
            + pad(formatRatio(row.ns_per_event.flatMap { v in oc.map { v / $0 } }), 14)
            + pad(formatRatio(row.ns_per_event.flatMap { v in floor.map { v / $0 } }), 11) + rss
        print(line + (row.note.map { "  [\($0)]" } ?? ""))
    }
}

/// Left folds of 100,000 `concat:`s of `+empty`, natively and in the interpreter, each in a
/// child process (a crash must not take the suite down).
func runChecks() -> Bool {
    let me = Bundle.main.executablePath ?? CommandLine.arguments[0]
    print("\nchecks")
    var ok = true
    for mode in ["native", "interpreter"] {
        let outcome = spawnChild([me, "check", mode, "100000"])
        let passed = outcome.status == 0
        ok = ok && passed
        print(String(format: "  %@ left fold of 100,000 concat:s of [RACSignal empty] (%@): %@ in %.1f s, peak RSS %.0f MiB",
                     passed ? "PASS" : "FAIL", mode, passed ? "completed" : "status \(outcome.status)",
                     outcome.wallSeconds, Double(outcome.maxRSSBytes) / 1_048_576))
    }
    return ok
}

/// Counting over the full path a recording forces, against untraced `raccore`.
func printTargets(_ rows: [Row]) {
    print("\ntargets (ratios of medians measured in this run)")
    for workload in workloads {
        let rac = value(rows, workload, "raccore"), oc = value(rows, workload, "opencombine")
        let counting = value(rows, workload, "raccore-counting")
        let interp = value(rows, workload, "interpreter"), rx = value(rows, workload, "rxpy")
        func verdict(_ ratio: Double?, _ limit: Double) -> String {
            guard let ratio else { return "n/a" }
            return String(format: "%.2f× %@", ratio, ratio <= limit ? "met" : "MISSED")
        }
        print("  " + pad(workload, 11) + "raccore/opencombine ≤1.0: " + pad(verdict(rac.flatMap { r in oc.map { r / $0 } }, 1.0), 15)
              + "counting/raccore ≤1.5: " + pad(verdict(counting.flatMap { c in rac.map { c / $0 } }, 1.5), 15)
              + "interpreter/rxpy <1: " + verdict(interp.flatMap { i in rx.map { i / $0 } }, 0.9999))
    }
    printInstructionRatios(rows)
    printEngineAgainstOpenCombine(rows)
    printLessonSnippetTargets(rows)
    printSiteTargets(rows)
    printTraceTargets(rows)
    printWeaveTargets(rows)
}

/// The instruction counts beside the timed targets (`InstructionCount`), when there are any.
func printInstructionRatios(_ rows: [Row]) {
    func count(_ system: String) -> Double? {
        rows.first { $0.workload == InstructionCount.workload && $0.system == system }?.instructions_per_event
    }
    func pair(_ a: String, _ b: String) -> String? {
        guard let x = count(a), let y = count(b) else { return nil }
        return String(format: "%@ %.0f / %@ %.0f = %.2f×", a, x, b, y, x / y)
    }
    let pairs = [pair("raccore", "opencombine"), pair("raccore-counting", "raccore"), pair("interpreter", "rxpy")].compactMap { $0 }
    guard !pairs.isEmpty else { return }
    print("  instructions per event on \(InstructionCount.workload) (callgrind; steady under load, not the timed ratio): "
          + pairs.joined(separator: ", "))
}
