import RACTrace

/// A stepper breakpoint: a set of trace positions where moving in either direction stops.
struct StepperBreakpoint: Equatable {
    enum Kind: Equatable {
        /// A numbered block starts running (its `enter` step).
        case block(Int)
        /// The trace arrives at a source line: the first of a run of steps on that line, so
        /// `continue` stops once per visit rather than at every step the line causes.
        case line(Int)
        /// Every step of one kind (`dispose`, `error`, …).
        case event(RACTraceStep.Kind)
        /// Every step about a signal, named as the trace names it (`bindSignal`).
        case signal(String)
    }

    var id: Int
    var kind: Kind

    /// Whether the breakpoint stops at step `index` (1-based) of `steps`.
    func hits(_ index: Int, in steps: RACTraceLog) -> Bool {
        let step = steps[index - 1]
        switch kind {
        case .block(let number):
            return step.kind == .enter && step.block == number
        case .line(let line):
            guard step.line == line else { return false }
            return index == 1 || steps[index - 2].line != line
        case .event(let event):
            return step.kind == event
        case .signal(let name):
            return step.signal == name
        }
    }

    var summary: String {
        switch kind {
        case .block(let number): return "block \(number)"
        case .line(let line): return "line \(line)"
        case .event(let event): return "event \(event.rawValue)"
        case .signal(let name): return "signal \(name)"
        }
    }
}
