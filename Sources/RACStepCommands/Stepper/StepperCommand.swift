import RACTrace

/// One command typed at the stepper's prompt, parsed.
enum StepperCommand: Equatable {
    enum Direction: Equatable { case forward, backward }

    case step(Direction)
    case next(Direction)
    case finish(Direction)
    case `continue`(Direction)
    case goto(Int)
    case restart
    case setBreakpoint(StepperBreakpoint.Kind)
    case breakpoints
    case delete(Int?)
    case backtrace
    case list
    case listEngine
    case frame
    case output
    case disposals
    case trace
    case help(String?)
    case quit
}

/// Why a line is not a command: the one-line error the session prints.
struct StepperCommandError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension StepperCommand {
    /// Parses one line (not empty: the session repeats the last command for those).
    static func parse(_ line: String) throws -> StepperCommand {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { throw StepperCommandError("empty command (type help)") }
        // Two-word names (gdb's `info locals`, `list engine`) are one command each.
        if words.count > 1, StepperHelp.entry(named: words[0] + " " + words[1]) != nil {
            words = [words[0] + " " + words[1]] + words.dropFirst(2)
        }
        let name = words[0]
        let arguments = Array(words.dropFirst())
        guard let entry = StepperHelp.entry(named: name) else {
            if let suggestion = StepperHelp.suggestion(for: name) {
                throw StepperCommandError("unknown command '\(name)'; did you mean '\(suggestion)'? (type help)")
            }
            throw StepperCommandError("unknown command '\(name)' (type help)")
        }
        return try entry.parse(arguments)
    }

    static func noArguments(_ command: StepperCommand, _ name: String, _ arguments: [String]) throws -> StepperCommand {
        guard arguments.isEmpty else { throw StepperCommandError("\(name) takes no arguments (see help \(name))") }
        return command
    }

    static func parseBreak(_ arguments: [String]) throws -> StepperCommand {
        let usage = "break: expected 'block N', 'line L', 'event KIND' or 'signal NAME' (see help break)"
        guard arguments.count == 2 else { throw StepperCommandError(usage) }
        let value = arguments[1]
        switch arguments[0] {
        case "block":
            guard let number = Int(value) else { throw StepperCommandError("break block: '\(value)' is not a block number") }
            return .setBreakpoint(.block(number))
        case "line":
            guard let line = Int(value), line > 0 else { throw StepperCommandError("break line: '\(value)' is not a line number") }
            return .setBreakpoint(.line(line))
        case "event":
            guard let event = RACTraceStep.Kind(rawValue: value) else {
                let kinds = StepperHelp.eventNames.joined(separator: ", ")
                throw StepperCommandError("break event: unknown event '\(value)'; one of: \(kinds)")
            }
            return .setBreakpoint(.event(event))
        case "signal":
            return .setBreakpoint(.signal(value))
        default:
            throw StepperCommandError(usage)
        }
    }

    static func parseGoto(_ arguments: [String]) throws -> StepperCommand {
        guard arguments.count == 1, let step = Int(arguments[0]) else {
            throw StepperCommandError("goto: expected a step number (see help goto)")
        }
        return .goto(step)
    }

    static func parseDelete(_ arguments: [String]) throws -> StepperCommand {
        guard !arguments.isEmpty else { return .delete(nil) }
        guard arguments.count == 1, let id = Int(arguments[0]) else {
            throw StepperCommandError("delete: expected a breakpoint number (see breakpoints)")
        }
        return .delete(id)
    }

    /// `help NAME`, where NAME may be a two-word command (`help list engine`).
    static func parseHelp(_ arguments: [String]) throws -> StepperCommand {
        guard arguments.count <= 2 else { throw StepperCommandError("help: expected at most one command name") }
        return .help(arguments.isEmpty ? nil : arguments.joined(separator: " "))
    }
}
