import CEditLine
import Foundation

/// Reads prompt lines on a terminal through libedit: cursor movement, Emacs keys and history
/// (up/down arrows) for free. The only importer of `CEditLine`.
///
/// libedit rather than hand-rolled termios raw mode: it is the BSD library lldb itself uses,
/// Debian ships it (`libedit-dev`), and its readline-compatible entry point is two calls.
final class EditLineReader {
    private var lastHistoryEntry: String?

    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        guard let raw = CEditLine.readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        // History keeps distinct, non-empty lines (an empty line repeats the last command).
        if !line.trimmingCharacters(in: .whitespaces).isEmpty, line != lastHistoryEntry {
            add_history(line)
            lastHistoryEntry = line
        }
        return line
    }
}
