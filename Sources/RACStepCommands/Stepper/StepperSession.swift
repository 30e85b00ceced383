import RACTrace
import ObjCFrontend
import ObjCInterpreter
import RACEngineSource

/// A debugging session over one recorded run: where we are, the breakpoints, and what each
/// command prints. Pure: it takes command lines and returns text, so tests drive it
/// directly and the terminal front end only reads lines and writes replies.
struct StepperSession {
    /// What a command line did to the session.
    enum Outcome: Equatable {
        case running
        case quit
    }

    /// How a movement ended.
    private enum Stop {
        case arrived(Int)
        case breakpoint(Int, [StepperBreakpoint])
        /// The movement ran off the end (forward) or the start (backward) of the trace.
        case boundary(Int)
    }

    let trace: StepperTrace
    let file: SourceFile
    let style: StepperStyle
    /// 0 is before step 1; `p > 0` means step `p` has just happened.
    private(set) var position = 0
    private(set) var breakpoints: [StepperBreakpoint] = []
    private var nextBreakpointID = 1
    private var lastCommand: StepperCommand?

    init(run: InterpreterRun, style: StepperStyle = .plain) {
        trace = StepperTrace(steps: run.trace, bindings: run.bindingChanges)
        file = run.file
        self.style = style
    }

    /// The line printed once, before the first prompt.
    var banner: String {
        "\(file.path): \(trace.count) steps recorded; before step 1 (type help for commands)\n"
    }

    /// Runs one command line. An empty line repeats the last command, as in gdb and lldb.
    mutating func execute(_ line: String) -> (text: String, outcome: Outcome) {
        let trimmed = line.trimmingSpaces
        let command: StepperCommand
        if trimmed.isEmpty {
            guard let last = lastCommand else { return ("", .running) }
            command = last
        } else {
            do {
                command = try StepperCommand.parse(trimmed)
            } catch {
                return (style.error("error: ") + "\(error)\n", .running)
            }
        }
        lastCommand = command
        return perform(command)
    }

    private mutating func perform(_ command: StepperCommand) -> (text: String, outcome: Outcome) {
        switch command {
        case .quit:
            return ("", .quit)
        case .step(let direction):
            let target = direction == .forward ? position + 1 : position - 1
            return (move(direction, to: target), .running)
        case .next(let direction):
            let target = direction == .forward ? trace.next(after: position) : trace.previous(before: position)
            return (move(direction, to: target), .running)
        case .finish(let direction):
            let target = direction == .forward ? trace.finish(from: position) : trace.reverseFinish(from: position)
            guard let target else {
                let name = direction == .forward ? "finish" : "reverse-finish"
                return ("\(name): not inside a block (at top level)\n", .running)
            }
            return (move(direction, to: target), .running)
        case .continue(let direction):
            return (move(direction, to: nil), .running)
        case .goto(let step):
            guard (0...trace.count).contains(step) else {
                return ("goto: no step \(step) (the trace has steps 1–\(trace.count); 0 is before step 1)\n", .running)
            }
            position = step
            return (here(), .running)
        case .restart:
            position = 0
            return (here(), .running)
        case .setBreakpoint(let kind):
            let breakpoint = StepperBreakpoint(id: nextBreakpointID, kind: kind)
            nextBreakpointID += 1
            breakpoints.append(breakpoint)
            let hits = (1 ..< trace.count + 1).filter { breakpoint.hits($0, in: trace.steps) }.count
            let note = hits == 0 ? " (no step of this run matches)" : " (\(hits) step\(hits == 1 ? "" : "s") in this run)"
            return ("Breakpoint \(breakpoint.id): \(breakpoint.summary)\(note)\n", .running)
        case .breakpoints:
            guard !breakpoints.isEmpty else { return ("No breakpoints.\n", .running) }
            return (breakpoints.map { "  \($0.id)  \($0.summary)\n" }.joined(), .running)
        case .delete(let id):
            guard let id else {
                let count = breakpoints.count
                breakpoints.removeAll()
                return ("Deleted \(count) breakpoint\(count == 1 ? "" : "s").\n", .running)
            }
            guard let index = breakpoints.firstIndex(where: { $0.id == id }) else {
                return ("delete: no breakpoint \(id) (see breakpoints)\n", .running)
            }
            breakpoints.remove(at: index)
            return ("Deleted breakpoint \(id).\n", .running)
        case .backtrace:
            return (backtrace(), .running)
        case .list:
            return (listing(), .running)
        case .listEngine:
            return (engineListing(), .running)
        case .frame:
            return (frame(), .running)
        case .output:
            let lines = stepsSoFar.filter { $0.kind == .log }.map { ($0.text ?? "") + "\n" }
            return (lines.isEmpty ? style.note("(no output yet)") + "\n" : lines.joined(), .running)
        case .disposals:
            let lines = stepsSoFar.filter { $0.kind == .dispose }.map(stepLine)
            return (lines.isEmpty ? style.note("(no disposals yet)") + "\n" : lines.joined(), .running)
        case .trace:
            let lines = stepsSoFar.map(stepLine)
            return (lines.isEmpty ? style.note("(before step 1)") + "\n" : lines.joined(), .running)
        case .help(let name):
            do {
                return (try StepperHelp.text(for: name), .running)
            } catch {
                return (style.error("error: ") + "\(error)\n", .running)
            }
        }
    }

    private var stepsSoFar: Slice<RACTraceLog> { trace.steps.prefix(position) }

    // MARK: Moving

    /// Moves one position at a time towards `target` (nil: the end of the trace in that
    /// direction), stopping early at any breakpoint, and prints where it stopped.
    private mutating func move(_ direction: StepperCommand.Direction, to target: Int?) -> String {
        let stop = scan(direction, to: target)
        switch stop {
        case .arrived(let landing):
            position = landing
            return here()
        case .breakpoint(let landing, let hit):
            position = landing
            let names = hit.map { "Breakpoint \($0.id) (\($0.summary))" }.joined(separator: ", ")
            return style.marker(names) + "\n" + here()
        case .boundary(let landing):
            let moved = landing != position
            position = landing
            let edge = direction == .forward
                ? "end of trace (step \(trace.count) of \(trace.count))"
                : "start of trace (before step 1)"
            return (moved && landing > 0 ? here() : "") + style.note(edge) + "\n"
        }
    }

    private func scan(_ direction: StepperCommand.Direction, to target: Int?) -> Stop {
        let delta = direction == .forward ? 1 : -1
        let edge = direction == .forward ? trace.count : 0
        var index = position
        while index != edge {
            index += delta
            let hit = index > 0 ? breakpoints.filter { $0.hits(index, in: trace.steps) } : []
            if !hit.isEmpty { return .breakpoint(index, hit) }
            if index == target { return .arrived(index) }
        }
        return .boundary(index)
    }

    // MARK: Rendering

    /// The current position: the step that just happened and its source line.
    func here() -> String {
        guard position > 0 else { return style.note("before step 1 of \(trace.count)") + "\n" }
        let step = trace[position]
        var text = style.stepNumber("step \(position)/\(trace.count)") + "  " + style.describe(step) + "\n"
        if let line = step.line {
            text += "  \(pad(line, 4))  \(file.lineText(line))\n"
        }
        return text
    }

    private func stepLine(_ step: RACTraceStep) -> String {
        var text = pad(step.step, 4) + "  " + String(repeating: "  ", count: step.depth) + style.describe(step)
        if let line = step.line { text += "  @\(line)" }
        return text + "\n"
    }

    /// `block 4 subscribeNext:`, the frame's name as `bt` and `frame` show it.
    private func frameLabel(_ enter: Int) -> String {
        let step = trace[enter]
        var text = step.block.map(style.block) ?? "block"
        if let name = step.name, !name.isEmpty { text += " \(name)" }
        if let signal = step.signal { text += " [\(signal)]" }
        return text
    }

    /// A one-line summary (`block 4 ← block 9 ← …`), then one line per frame, innermost first.
    private func backtrace() -> String {
        let frames = trace.frames(at: position)
        guard !frames.isEmpty else { return "top level (no blocks running)\n" }
        let short = frames.map { enter -> String in
            let step = trace[enter]
            return step.block.map(style.block) ?? "block \(step.name ?? "?")"
        }
        var text = short.joined(separator: " ← ") + "\n"
        for (index, enter) in frames.enumerated() {
            var line = "  #\(index)  " + frameLabel(enter)
            if let sourceLine = trace[enter].line { line += "  line \(sourceLine)" }
            line += "  " + style.note("(entered at step \(enter))")
            // RAC's blocks: the ReactiveObjC line, then where RACCore models it.
            for location in [trace[enter].rac, trace[enter].engine].compactMap({ $0 }) { line += "  " + location }
            text += line + "\n"
        }
        return text
    }

    private func frame() -> String {
        var text: String
        if let enter = trace.userFrame(at: position) {
            text = "frame: " + frameLabel(enter) + "  " + style.note("(entered at step \(enter))") + "\n"
        } else {
            text = "frame: top level\n"
        }
        let locals = trace.locals(at: position)
        guard !locals.isEmpty else { return text + "  " + style.note("(no locals yet)") + "\n" }
        for local in locals { text += "  \(local.name) = \(local.value)\n" }
        return text
    }

    /// Source lines around the current one (or the top of the file), the current one marked.
    private func listing() -> String {
        guard file.lineCount > 0 else { return "(no source)\n" }
        let current = position > 0 ? trace.steps.prefix(position).last(where: { $0.line != nil })?.line : nil
        let center = current ?? 1
        let first = max(1, center - 3)
        let last = min(file.lineCount, max(center + 3, first + 6))
        return numberedLines(first...last, current: current, text: file.lineText)
    }

    /// Ten lines of RACCore around where the innermost RAC block is, as lldb's `source list`
    /// shows a frame's source: headed `path:line (RACSignal.m:108)`. The current line is where
    /// that block called the block running inside it (its `caller`), when one is; else where
    /// the block begins.
    private func engineListing() -> String {
        let frames = trace.frames(at: position)
        guard let index = frames.firstIndex(where: { trace[$0].user != true }) else {
            return "list engine: no RAC block is running at this step\n"
        }
        let enter = frames[index]
        let step = trace[enter]
        guard let engine = step.engine.flatMap(FileLine.init), let lines = RACEngineSource.lines(of: engine.path),
              (1...lines.count).contains(engine.line) else {
            return "list engine: \(frameLabel(enter)) has no engine source to show\n"
        }
        var current = engine.line
        if index > 0, let call = trace[frames[index - 1]].caller.flatMap(FileLine.init), call.path == engine.path,
           (1...lines.count).contains(call.line) {
            current = call.line
        }
        let first = max(1, engine.line - 3)
        let last = min(lines.count, max(first + 9, current + 3))
        let header = engine.description + (step.rac.map { " (\($0))" } ?? "")
        return header + "\n" + numberedLines(first...last, current: current) { lines[$0 - 1] }
    }

    /// `-> NNNN  text` for the current line, `   NNNN  text` for the others.
    private func numberedLines(_ range: ClosedRange<Int>, current: Int?, text: (Int) -> String) -> String {
        range.map { line in
            let marker = line == current ? style.marker("->") : "  "
            return "\(marker) \(pad(line, 4))  \(text(line))\n"
        }.joined()
    }

    private func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

private extension String {
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
