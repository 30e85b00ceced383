import Foundation

/// Instructions per event for the pairs a target compares on map-filter (raccore and
/// OpenCombine, the counting tracer and raccore, the interpreter and RxPY), counted by
/// valgrind's callgrind.
///
/// Wall time on this shared 2-core machine moves with the neighbours: one day's `make bench`
/// runs read the interpreter at 1.2× to 5× RxPY with nothing changed. An instruction count
/// does not move, so it is printed beside the timed ratio as the number to compare across
/// runs and commits. It is not the same ratio — CPython retires its instructions faster than
/// the interpreter's closures and atomic reference counts do — so the targets stay on time.
///
/// Each system's child runs twice, at N and 2N events (a warm-up and one run each); the
/// difference, over the 2N events it adds, leaves out start-up and parsing.
struct InstructionCount {
    static let workload = "map-filter"
    static let systems = ["raccore", "raccore-counting", "opencombine", "interpreter", "rxpy"]
    /// Counted on every workload: the engine and OpenCombine (`printEngineAgainstOpenCombine`).
    static let everyWorkloadSystems = ["raccore", "opencombine"]

    /// N for the smaller run: enough events to dwarf noise from allocation patterns, few
    /// enough that the interpreted pair finishes in seconds under valgrind (about 50× slower).
    /// concat counts 1,000 and 2,000 values (folds 100 and 200 deep: its cost per value grows
    /// with the depth, so its count is not comparable to its timed row's 1,000-deep fold).
    static func size(_ system: String, _ workload: String, quick: Bool) -> Int {
        let n: Int
        switch workload {
        case "map-filter": n = system == "interpreter" ? 4_000 : (system == "rxpy" ? 10_000 : 40_000)
        case "concat": n = 1_000
        case "churn": n = 10_000
        default: n = 20_000
        }
        return quick ? max(n / 4, 20) : n
    }

    /// Instructions per event for each workload and system, nil where valgrind or a child
    /// failed; empty when valgrind is not installed.
    static func measure(_ options: SuiteOptions, me: String) -> [String: [String: Double?]] {
        let cells = workloads.filter(options.selects).flatMap { workload in
            ((workload == Self.workload ? systems : []) + everyWorkloadSystems.filter { !(workload == Self.workload && systems.contains($0)) })
                .filter { options.only?.contains($0) ?? true }
                .map { (workload, $0) }
        }
        guard options.instructions, !cells.isEmpty else { return [:] }
        guard spawnChild(["valgrind", "--version"]).status == 0 else {
            log("valgrind not found: no instruction counts")
            return [:]
        }
        let python = realPython(options.python)
        var counts: [String: [String: Double?]] = [:]
        for (workload, system) in cells {
            let n = size(system, workload, quick: options.quick)
            let counted = [n, 2 * n].map { events -> Int? in
                let command = system == "rxpy"
                    ? [python, options.rxpy, workload, String(events), "1"]
                    : [me, "child", system, workload, String(events), "1"]
                return instructions(command)
            }
            let count: Double? = counted[0].flatMap { small in counted[1].map { Double($0 - small) / Double(2 * n) } }
            counts[workload, default: [:]][system] = .some(count)
            log(pad(workload, 11) + pad(system, 18) + "instructions/event "
                + (count.map { String(format: "%.0f", $0) } ?? "failed"))
        }
        return counts
    }

    /// Instructions `command` executes, all threads, by callgrind's count.
    static func instructions(_ command: [String]) -> Int? {
        let logFile = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-bench-cg-\(getpid()).log")
        defer { try? FileManager.default.removeItem(at: logFile) }
        let outcome = spawnChild(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                                  "--log-file=\(logFile.path)"] + command)
        guard outcome.status == 0, let text = try? String(contentsOf: logFile, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
              let count = line.split(separator: " ").last.flatMap({ Int($0) }) else { return nil }
        return count
    }

    /// The interpreter binary behind `python`: a version manager's shim is a shell script,
    /// which valgrind would count instead.
    private static func realPython(_ python: String) -> String {
        let outcome = spawnChild([python, "-c", "import sys; print(sys.executable)"])
        let path = outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return outcome.status == 0 && !path.isEmpty ? path : python
    }
}
