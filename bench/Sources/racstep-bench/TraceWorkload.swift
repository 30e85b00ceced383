import Foundation
import ObjCInterpreter
import RACTrace

/// What recording costs, on the 10,000-value map/filter snippet (`InterpreterWorkloads`'
/// map-filter at N = 10,000) run by the `racstep` binary, timed in turns:
/// - `racstep run` against `racstep trace` (text, the default, and `--format json`), output
///   read through a pipe as a redirect would: the trace/run ratio;
/// - peak memory per recorded step: the trace child's peak RSS less the run child's, over the
///   steps (and the trace child's whole peak RSS over the steps beside it);
/// - the JSON writer's speed: `RACTraceJSON.write` over the recorded log in this process
///   (child `trace-json`), bytes over time, the run excluded;
/// - `racstep step FILE --commands quit` on a snippet of a million steps (N = 18,100: the
///   whole command: run, record, open the stepper, quit).
/// Null rows when no `racstep` binary was given (`--racstep PATH`).
func traceRows(_ options: SuiteOptions) -> [Row] {
    guard let racstep = options.racstep, FileManager.default.isExecutableFile(atPath: racstep) else {
        return ["racstep-run", "racstep-trace", "racstep-trace-json", "json-writer", "racstep-step-1m"]
            .map { Row(workload: "trace-10k", system: $0, note: "no racstep binary given (--racstep PATH)") }
    }
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("racstep-bench-trace-\(getpid())")
    try? fm.createDirectory(at: tmp, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: tmp) }
    let values = options.quick ? 1_000 : 10_000, millionValues = options.quick ? 1_810 : 18_100
    let snippet = tmp.appendingPathComponent("map-filter.m"), million = tmp.appendingPathComponent("map-filter-1m.m")
    try? InterpreterWorkloads.source("map-filter", values).write(to: snippet, atomically: true, encoding: .utf8)
    try? InterpreterWorkloads.source("map-filter", millionValues).write(to: million, atomically: true, encoding: .utf8)

    // Peak RSS through GNU time: a child's `ru_maxrss` starts from its parent's when it execs
    // (Linux keeps the old image's high-water mark), so this process's own memory would hide
    // what racstep uses; time's is a few megabytes.
    let rssFile = tmp.appendingPathComponent("rss")
    let time = ["/usr/bin/time", "-o", rssFile.path, "-f", "%M"]
    let cells: [(system: String, argv: [String])] = [
        ("racstep-run", time + [racstep, "run", snippet.path]),
        ("racstep-trace", time + [racstep, "trace", snippet.path]),
        ("racstep-trace-json", time + [racstep, "trace", "--format", "json", snippet.path]),
        ("racstep-step-1m", time + [racstep, "step", million.path, "--commands", "quit"]),
    ]
    var outcomes: [String: [ChildOutcome]] = [:]
    var steps: [String: Int] = [:]
    var writer: [Double] = [], writerCPU: [Double] = []
    var jsonBytes = 0
    let me = Bundle.main.executablePath ?? CommandLine.arguments[0]
    for _ in 0..<(options.quick ? 2 : 5) {
        for cell in cells {
            let outcome = spawnChild(cell.argv)
            guard outcome.status == 0 else { continue }
            if cell.system == "racstep-trace" { steps[cell.system] = outcome.stdout.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
            if cell.system == "racstep-step-1m" {
                // "FILE: 1095139 steps recorded; …"
                steps[cell.system] = outcome.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            }
            var kept = outcome
            kept.stdout = "" // A trace is tens of megabytes; only the counts above are needed.
            let kilobytes = (try? String(contentsOf: rssFile, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            kept.maxRSSBytes = (kilobytes ?? 0) * 1024
            outcomes[cell.system, default: []].append(kept)
        }
        let json = spawnChild([me, "trace-json", String(values)])
        if json.status == 0, let line = json.stdout.split(separator: "\n").last {
            let parts = line.split(separator: " ")
            if parts.count == 3, let bytes = Int(parts[0]), let seconds = Double(parts[1]), let cpu = Double(parts[2]) {
                jsonBytes = bytes
                writer.append(Double(bytes) / seconds / 1e6)
                writerCPU.append(Double(bytes) / cpu / 1e6)
            }
        }
    }

    let traced = steps["racstep-trace"] ?? 0
    func median(_ system: String, _ value: (ChildOutcome) -> Double) -> Double? {
        guard let list = outcomes[system], !list.isEmpty else { return nil }
        return racstep_bench.median(list.map(value))
    }
    var rows: [Row] = []
    let runRSS = outcomes["racstep-run"]?.map(\.maxRSSBytes).max() ?? 0
    for cell in cells {
        let count = cell.system == "racstep-step-1m" ? (steps[cell.system] ?? 0) : traced
        guard let list = outcomes[cell.system], !list.isEmpty, count > 0 else {
            rows.append(Row(workload: "trace-10k", system: cell.system, note: "\(cell.system) failed"))
            continue
        }
        let wall = list.map { $0.wallSeconds * 1e9 / Double(count) }
        let rss = list.map(\.maxRSSBytes).max() ?? 0
        var row = Row(workload: cell.system == "racstep-step-1m" ? "step-1m" : "trace-10k", system: cell.system,
                      ns_per_event: racstep_bench.median(wall), min_ns: wall.min(), max_ns: wall.max(), peak_rss_bytes: rss,
                      events: count, reps: list.count, note: "ns per recorded step, wall, whole command",
                      cpu_ns_per_event: median(cell.system) { $0.cpuSeconds * 1e9 / Double(count) })
        if cell.system.hasPrefix("racstep-trace") {
            row.bytes_per_step = Double(rss - runRSS) / Double(count)
            row.total_bytes_per_step = Double(rss) / Double(count)
        }
        rows.append(row)
    }
    rows.append(writer.isEmpty
        ? Row(workload: "trace-10k", system: "json-writer", note: "trace-json child failed")
        : Row(workload: "trace-10k", system: "json-writer", events: jsonBytes, reps: writer.count,
              note: "RACTraceJSON.write over the recorded log, MB/s of wall time (events: bytes written); cpu_mb_per_s: of the thread's CPU time",
              mb_per_s: racstep_bench.median(writer), cpu_mb_per_s: racstep_bench.median(writerCPU)))
    return rows
}

/// The child `trace-json N`: records the map/filter snippet at N values, then times the JSON
/// writer over the log into a sink that only counts; prints `BYTES WALL-SECONDS CPU-SECONDS`.
func traceJSONChild(_ values: Int) {
    var options = InterpreterWorkloads.options
    options.recordsTrace = true
    let run = Interpreter.run(source: InterpreterWorkloads.source("map-filter", values), fileName: "bench.m", options: options)
    guard run.status == .success else { fatalError("map-filter did not run: \(run.diagnostics)") }
    var bytes = 0
    let start = nowNanoseconds(), startCPU = threadCPUNanoseconds()
    RACTraceJSON.write(run.trace) { bytes += $0.count }
    print(bytes, Double(nowNanoseconds() - start) / 1e9, Double(threadCPUNanoseconds() - startCPU) / 1e9)
}

/// This thread's CPU time: what the writer costs, whoever else the machine is running.
func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The trace targets: trace/run ≤ 20×, ≤ 128 bytes per step, JSON ≥ 100 MB/s, the stepper
/// opening a million steps in under a second.
func printTraceTargets(_ rows: [Row]) {
    func row(_ system: String) -> Row? { rows.first { $0.system == system } }
    guard let run = row("racstep-run")?.ns_per_event else { return }
    for system in ["racstep-trace", "racstep-trace-json"] {
        guard let trace = row(system), let wall = trace.ns_per_event else { continue }
        let cpu = trace.cpu_ns_per_event.flatMap { c in row("racstep-run")?.cpu_ns_per_event.map { c / max($0, 1) } }
        print("  trace-10k  " + pad(system + "/run ≤20:", 28)
              + String(format: "%.1f× %@ (%.2f s against %.2f s; CPU %@)", wall / run, wall / run <= 20 ? "met" : "MISSED",
                       wall * Double(trace.events ?? 0) / 1e9, run * Double(trace.events ?? 0) / 1e9,
                       cpu.map { String(format: "%.1f×", $0) } ?? "—"))
        if let bytes = trace.bytes_per_step, let total = trace.total_bytes_per_step {
            print("  trace-10k  " + pad(system + " bytes/step ≤128:", 28)
                  + String(format: "%.0f %@ (peak RSS over the run's, per step; whole peak RSS %.0f per step, %d steps)",
                           bytes, bytes <= 128 ? "met" : "MISSED", total, trace.events ?? 0))
        }
    }
    if let json = row("json-writer")?.mb_per_s, let cpu = row("json-writer")?.cpu_mb_per_s {
        print("  trace-10k  " + pad("JSON writer ≥100 MB/s:", 28)
              + String(format: "%.0f MB/s %@ (wall; %.0f MB/s of its CPU time)", json, json >= 100 ? "met" : "MISSED", cpu))
    }
    if let step = row("racstep-step-1m"), let ns = step.ns_per_event, let count = step.events {
        let seconds = ns * Double(count) / 1e9
        print("  step-1m    " + pad("racstep step opens <1 s:", 28)
              + String(format: "%.2f s %@ (%d steps; run, record and open; CPU %.2f s)", seconds, seconds < 1 ? "met" : "MISSED",
                       count, (step.cpu_ns_per_event ?? 0) * Double(count) / 1e9))
    }
}
