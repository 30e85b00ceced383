import Foundation
import RACCore

// racstep-bench: RACStep's benchmark suite. See bench/README.md.
//
//   racstep-bench [--quick] [--out FILE] [--python PYTHON] [--rxpy SCRIPT] [--racstep BINARY]
//                                      the whole suite: spawns one child per system × workload
//   racstep-bench child SYSTEM WORKLOAD N REPS      one cell, JSON on stdout
//   racstep-bench check native|interpreter COUNT    left fold of COUNT concat:s of +empty
//   racstep-bench trace-json N                      the JSON writer's speed over a recorded trace

let workloads = ["map-filter", "flatmap", "concat", "zip", "churn"]
let systems = ["raccore", "raccore-counting", "raccore-recording", "opencombine", "closures", "interpreter", "rxpy"]

/// Events per workload at full size: input values for map-filter / flatmap, values for
/// concat (1,000 signals × 10), output pairs for zip, subscriptions for churn.
let fullSize: [String: Int] = [
    "map-filter": 1_000_000, "flatmap": 200_000, "concat": 10_000, "zip": 500_000, "churn": 100_000,
]

/// Divides the full size for slow systems (results stay per event). concat keeps its
/// 1,000-deep fold everywhere except the recorder, since its per-event cost grows with depth.
func size(_ system: String, _ workload: String, quick: Bool) -> Int {
    let full = fullSize[workload]!
    var divisor: Int
    switch system {
    case "raccore-recording": divisor = workload == "concat" ? 10 : 50
    // The interpreted pair runs long enough per repetition (a quarter second or more) that a
    // burst from another tenant of this shared machine cannot cover most of a cell.
    case "interpreter": divisor = workload == "concat" ? 1 : 5
    case "rxpy": divisor = workload == "concat" ? 1 : (workload == "flatmap" ? 10 : 2)
    // OpenCombine 0.14's Zip grows worse than linearly (over 4 minutes per run at 500,000).
    case "opencombine" where workload == "zip": divisor = 10
    default: divisor = 1
    }
    if quick { divisor *= 10 }
    return max(full / divisor, workload == "concat" ? 20 : 1)
}

func reps(_ system: String, quick: Bool) -> Int {
    if quick { return 2 }
    switch system {
    // Nine: on this shared machine a third of the runs can land twice as slow, and a median of
    // five was sometimes a slow run. Five for the recording tracer, the slowest by far.
    case "raccore-recording": return 5
    default: return 9
    }
}

func runChild(system: String, workload: String, n: Int, reps: Int) -> ChildResult {
    switch system {
    case "raccore", "raccore-counting", "raccore-recording":
        return onBigStack {
            measure(reps: reps, events: n) {
                let tracer: RACTracer? = switch system {
                case "raccore-counting": RACCountingTracer()
                case "raccore-recording": RACTraceRecorder(maxSteps: .max)
                default: nil
                }
                return RACRuntime.isolated(tracer: tracer) { _ in RACWorkloads.run(workload, n) }
            }
        }
    case "lesson-run-warm", "lesson-trace-warm":
        let snippets = LessonSnippets.load()
        return measure(reps: reps, events: n * snippets.count) {
            LessonSnippets.runAll(snippets, passes: n, records: system == "lesson-trace-warm")
        }
    case "opencombine":
        return onBigStack { measure(reps: reps, events: n) { CombineWorkloads.run(workload, n) } }
    case "closures":
        return onBigStack { measure(reps: reps, events: n) { ClosureWorkloads.run(workload, n) } }
    case "interpreter":
        return measure(reps: reps, events: n) { InterpreterWorkloads.run(workload, n) }
    default:
        fatalError("unknown system \(system)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "child" {
    let result = runChild(system: arguments[1], workload: arguments[2], n: Int(arguments[3])!, reps: Int(arguments[4])!)
    print(String(decoding: try! JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

if arguments.first == "trace-json" {
    traceJSONChild(Int(arguments[1])!)
    exit(0)
}

if arguments.first == "check" {
    let count = Int(arguments[2])!
    let completed: Int
    if arguments[1] == "native" {
        completed = onBigStack { RACRuntime.isolated { _ in RACWorkloads.emptyConcatFold(count) } }
    } else {
        completed = InterpreterWorkloads.runSnippet(InterpreterWorkloads.emptyConcatFoldSource(count))
    }
    print(completed == 1 ? "completed" : "did not complete")
    exit(completed == 1 ? 0 : 1)
}

try runSuite(arguments)
