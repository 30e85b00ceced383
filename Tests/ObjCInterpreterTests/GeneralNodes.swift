import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Runs a snippet with the specialised compiled nodes turned off
/// (`InterpreterOptions.specializes`), for tests that hold a specialised node to the general
/// node it stands for: every integer boxed in a `Value`, every variable in a scope, every
/// send through the bridge's dispatch.
enum GeneralNodes {
    static func run(_ source: String) -> InterpreterRun {
        Snippet.run(source) { $0.specializes = false }
    }

    /// Where runs of `source` stopped by a step limit of 1, 2, … stop, on `lines`, in order,
    /// with the specialised nodes (`general` false) or without: two versions that tick at the
    /// same nodes give the same list. Runs until the snippet finishes within the limit;
    /// `limit` is a bound that must not be reached (a list cut short would differ from its
    /// twin's by where it was cut).
    static func stops(_ source: String, general: Bool, on lines: Set<Int>, upTo limit: Int) -> [ObjCFrontend.SourceLocation] {
        var stops: [ObjCFrontend.SourceLocation] = []
        for maxSteps in 1...limit {
            let run = Snippet.run(source) { $0.maxSteps = maxSteps; $0.recordsTrace = false; $0.specializes = !general }
            guard run.status == .runtimeError, let error = run.diagnosticValues.first else { return stops }
            let location = run.file.location(of: error.range.start)
            if lines.contains(location.line) { stops.append(location) }
        }
        Issue.record("the snippet did not finish within \(limit) steps")
        return stops
    }
}
