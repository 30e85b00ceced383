import Foundation

/// Feeds command lines to a session and writes its replies: the one loop behind the prompt,
/// piped standard input and `--commands`.
struct StepperDriver {
    static let prompt = "(racstep) "

    /// Where lines come from, and whether the prompt is the terminal's to draw.
    enum Input {
        /// A terminal: libedit draws the prompt and edits the line.
        case terminal(EditLineReader)
        /// Lines from a pipe or `--commands`: each reply is preceded by the prompt and the
        /// command as read, so the output reads as a transcript of a session.
        case lines(() -> String?)
    }

    var session: StepperSession

    /// Runs until `quit` or the end of input, writing through `write`.
    mutating func run(_ input: Input, write: (String) -> Void) {
        write(session.banner)
        while true {
            let line: String?
            switch input {
            case .terminal(let reader):
                line = reader.readLine(prompt: Self.prompt)
            case .lines(let next):
                line = next()
                if let line { write(Self.prompt + line + "\n") }
            }
            guard let line else { return }
            let reply = session.execute(line)
            write(reply.text)
            if reply.outcome == .quit { return }
        }
    }

    /// Runs `commands` and returns the transcript (the banner, then each prompt and reply).
    static func transcript(_ session: StepperSession, commands: [String]) -> String {
        var driver = StepperDriver(session: session)
        var remaining = commands[...]
        var text = ""
        driver.run(.lines { remaining.popFirst() }) { text += $0 }
        return text
    }

    /// Splits `--commands "s; s; bt"` into command lines.
    static func splitCommands(_ text: String) -> [String] {
        text.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
