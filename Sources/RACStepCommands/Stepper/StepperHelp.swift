
/// The stepper's commands in one table: names, usage, what they do and how they parse.
/// `help`, parsing and did-you-mean suggestions all read it, so they cannot disagree.
enum StepperHelp {
    struct Entry {
        /// The first name is the one `help` lists; the rest are short or gdb/lldb forms.
        var names: [String]
        var usage: String
        var summary: String
        var parse: @Sendable ([String]) throws -> StepperCommand
    }

    static let eventNames = ["create", "subscribe", "enter", "exit", "next", "error", "completed", "dispose", "dealloc", "log"]

    static let entries: [Entry] = [
        plain(["step", "s"], "step", "Go to the next trace step.", .step(.forward)),
        plain(["next", "n"], "next", "Step over: go to the next step at the same or a shallower nesting.", .next(.forward)),
        plain(["finish", "fin"], "finish", "Run until the current block returns (stops at its exit step).", .finish(.forward)),
        plain(["continue", "c", "cont"], "continue", "Run to the next breakpoint, or the end.", .continue(.forward)),
        plain(["back", "b", "reverse-step", "rs"], "back", "Go to the previous trace step.", .step(.backward)),
        plain(["reverse-next", "rn"], "reverse-next", "Step over backwards: the previous step at the same or a shallower nesting.", .next(.backward)),
        plain(["reverse-finish", "rf"], "reverse-finish", "Go back to where the current block was entered.", .finish(.backward)),
        plain(["reverse-continue", "rc"], "reverse-continue", "Run backwards to the previous breakpoint, or the start.", .continue(.backward)),
        Entry(names: ["goto"], usage: "goto N", summary: "Jump to step N (0 is before step 1); breakpoints are not checked.",
              parse: StepperCommand.parseGoto),
        plain(["restart"], "restart", "Go back to before step 1 (breakpoints are kept).", .restart),
        Entry(names: ["break", "br"], usage: "break block N | line L | event KIND | signal NAME",
              summary: "Stop where block N is entered, the trace reaches line L, a KIND step happens (next, error, completed, dispose, subscribe, dealloc, log, …), or a step involves signal NAME. Breakpoints stop stepping in both directions.",
              parse: StepperCommand.parseBreak),
        plain(["breakpoints", "info breakpoints", "info break"], "breakpoints", "List the breakpoints.", .breakpoints),
        Entry(names: ["delete", "d"], usage: "delete [ID]", summary: "Delete breakpoint ID, or all breakpoints.",
              parse: StepperCommand.parseDelete),
        plain(["bt", "backtrace", "where"], "bt", "Show the active blocks at this step, innermost first.", .backtrace),
        plain(["list", "l"], "list", "Show the source around the current line.", .list),
        plain(["list engine", "l engine"], "list engine",
              "Show the engine's Swift around the innermost RAC block running at this step, -> on the line that called the block running inside it (or on the block's first line). The header names our file:line and the ReactiveObjC line the block models, e.g. (RACSignal.m:148).",
              .listEngine),
        plain(["frame", "f", "info locals"], "frame", "Show the snippet variables of the innermost block of yours running at this step.", .frame),
        plain(["output"], "output", "Show the console output so far.", .output),
        plain(["disposals"], "disposals", "Show the disposals so far.", .disposals),
        plain(["trace"], "trace", "Show the trace so far.", .trace),
        Entry(names: ["help", "h", "?"], usage: "help [COMMAND]", summary: "List the commands, or describe one.",
              parse: StepperCommand.parseHelp),
        plain(["quit", "q", "exit"], "quit", "Leave the stepper.", .quit),
    ]

    private static func plain(_ names: [String], _ usage: String, _ summary: String, _ command: StepperCommand) -> Entry {
        Entry(names: names, usage: usage, summary: summary) { try StepperCommand.noArguments(command, names[0], $0) }
    }

    static func entry(named name: String) -> Entry? {
        entries.first { $0.names.contains(name) }
    }

    /// The closest command name to a mistyped one, if it is close (edit distance 2 or less).
    static func suggestion(for name: String) -> String? {
        let candidates = entries.flatMap(\.names).filter { $0.count > 1 && !$0.contains(" ") }
        let scored = candidates.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= min(2, max(1, name.count - 1)) }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The command list, or one command's usage, other names and description.
    static func text(for name: String?) throws -> String {
        guard let name else {
            // Usages longer than the column get their summary on the next line.
            let width = 18
            var text = "Commands (Enter repeats the last one):\n"
            for entry in entries {
                let summary = entry.summary.prefix { $0 != "." }
                if entry.usage.count > width {
                    text += "  \(entry.usage)\n  \(String(repeating: " ", count: width))  \(summary)\n"
                } else {
                    let padding = String(repeating: " ", count: width - entry.usage.count)
                    text += "  \(entry.usage)\(padding)  \(summary)\n"
                }
            }
            return text + "Type help COMMAND for more.\n"
        }
        guard let entry = entry(named: name) else {
            let hint = suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
            throw StepperCommandError("help: no command '\(name)'\(hint)")
        }
        var text = "\(entry.usage)\n  \(entry.summary)\n"
        if entry.names.count > 1 { text += "  Also: \(entry.names.dropFirst().joined(separator: ", "))\n" }
        return text
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
