import RACTrace
import Foundation

/// How the stepper's text looks: plain for pipes and tests, ANSI colours on a terminal.
enum StepperStyle: Equatable {
    case plain
    case color

    private enum Color: String {
        case red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36", dim = "2", bold = "1"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        switch self {
        case .plain: return text
        case .color: return "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
        }
    }

    /// A step's description with its event word and block numbers coloured.
    func describe(_ step: RACTraceStep) -> String {
        let text = RACTraceTextFormat.describe(step)
        guard self == .color else { return text }
        let color: Color
        switch step.kind {
        case .enter, .exit: color = .cyan
        case .next: color = .green
        case .error: color = .red
        case .completed: color = .blue
        case .dispose, .dealloc: color = .magenta
        case .create, .subscribe: color = .dim
        case .log: color = .bold
        }
        let head = text.prefix { $0 != " " }
        var rest = String(text.dropFirst(head.count))
        if let number = step.block, step.kind == .enter || step.kind == .exit {
            rest = rest.replacingFirst(" block \(number)", with: " " + block(number))
        }
        return paint(String(head), color) + rest
    }

    func block(_ number: Int) -> String { paint("block \(number)", .yellow) }
    func stepNumber(_ text: String) -> String { paint(text, .bold) }
    func marker(_ text: String) -> String { paint(text, .green) }
    func note(_ text: String) -> String { paint(text, .dim) }
    func error(_ text: String) -> String { paint(text, .red) }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
