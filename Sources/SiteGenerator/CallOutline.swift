import RACTrace

/// A run seen at a reader's level of detail, as a debugger's call tree: which steps a level
/// shows, how deep each sits among the blocks that level shows, and where each statement
/// starts. The player walks it (Step into / over / out, its call sequence tree) and the page's
/// static call sequence is its "RAC's blocks" level, folded, so the two cannot disagree.
///
/// A step's level is the least detail that shows it:
/// - `yourCode`: the snippet's own blocks entered and left, every logged line, a disposal
///   that runs one of its blocks, and, where the snippet's own code runs (its top level or
///   directly inside one of its blocks), what a statement there does itself: a signal it
///   names created, and the first value, error, completion, subscription or disposal of a
///   statement (the rest of that chain, RAC's passing it on, is RAC's doing);
/// - `racBlocks`: also RAC's numbered blocks (a lesson's `numbering:`, the classic `bind:`
///   5–10) and what happens directly inside them, and RAC's other work for the snippet's
///   statements (the subscribers it makes, the objects it frees);
/// - `everything`: every step, inside RAC's unnumbered blocks too.
///
/// Depth at a level counts only the enclosing blocks that level shows, so a reader's block run
/// from inside RAC's hidden machinery sits right under the statement that caused it. Siblings
/// (same depth, same parent) on the same line of the snippet are one statement, as a debugger
/// steps over a line: `[signal subscribeNext:…]` and everything RAC does for it at that depth;
/// a reader's block entered or left always starts a statement of its own.
public struct CallOutline: Equatable, Sendable {
    public enum Level: Int, CaseIterable, Sendable {
        case yourCode = 0, racBlocks, everything
    }

    /// Each step's level, in step order.
    public var levels: [Level]
    /// Per level, per step: nil when the level hides the step, else its depth and whether it
    /// starts a statement.
    public var places: [[Place?]]

    public struct Place: Equatable, Sendable {
        public var depth: Int
        public var startsStatement: Bool
    }

    public init(steps: [RACTraceStep]) {
        let levels = Self.levels(steps)
        self.levels = levels
        places = Level.allCases.map { level in Self.places(steps, levels: levels, at: level) }
    }

    /// Read back from the player data's `outline` (`PlayerData`): a step's level is the least
    /// that shows it.
    init(encoded: [[Int]]) throws {
        guard encoded.count == Level.allCases.count, Set(encoded.map(\.count)).count <= 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an outline has a row per level, each a cell per step"))
        }
        let places = encoded.map { row in row.map { $0 < 0 ? nil : Place(depth: $0 / 2, startsStatement: $0 % 2 == 1) } }
        self.places = places
        levels = try (encoded.first ?? []).indices.map { index -> Level in
            guard let level = Level.allCases.first(where: { places[$0.rawValue][index] != nil }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "step \(index + 1) is hidden at every level"))
            }
            return level
        }
    }

    static func level(of block: RACTraceStep.Block) -> Level {
        block.isUser ? .yourCode : block.number != nil ? .racBlocks : .everything
    }

    static func isUserBlockEdge(_ step: RACTraceStep) -> Bool {
        step.enteredBlock?.isUser == true
    }

    static func levels(_ steps: [RACTraceStep]) -> [Level] {
        var open: [Level] = []
        return steps.indices.map { index -> Level in
            let step = steps[index]
            switch step.event {
            case .enter(let block):
                open.append(level(of: block))
                return level(of: block)
            case .exit(let block):
                if !open.isEmpty { open.removeLast() }
                return level(of: block)
            case .log:
                return .yourCode
            case .dispose(_, _, _, true) where index + 1 < steps.count && steps[index + 1].kind == .enter
                && isUserBlockEdge(steps[index + 1]):
                return .yourCode
            default:
                if let frame = open.last, frame != .yourCode { return frame }
                return isStatementOwn(steps, index) ? .yourCode : .racBlocks
            }
        }
    }

    /// Whether a step in the snippet's own code is what its statement does itself, in the
    /// snippet's words: a signal it names (a variable, not a RAC method's `+subject`) created,
    /// or the first send, subscription or disposal of a chain — a step right after one of the
    /// same kind on the same line is RAC passing it on (a passthrough forwarding a value, a
    /// compound disposable disposing its children).
    static func isStatementOwn(_ steps: [RACTraceStep], _ index: Int) -> Bool {
        let step = steps[index]
        if case .create(_, _, let signal?) = step.event { return isIdentifier(signal) }
        switch step.kind {
        case .next, .error, .completed, .subscribe, .dispose:
            guard index > 0 else { return true }
            let previous = steps[index - 1]
            return !(previous.kind == step.kind && previous.line == step.line && previous.depth == step.depth)
        default:
            return false
        }
    }

    /// A C identifier: how a snippet names a signal it keeps (`doubled`), where RAC names one
    /// it makes by its method (`+subject`, `[a] -map:`).
    static func isIdentifier(_ name: String) -> Bool {
        func letter(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }
        guard let first = name.unicodeScalars.first, letter(first) else { return false }
        return name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }

    static func places(_ steps: [RACTraceStep], levels: [Level], at level: Level) -> [Place?] {
        var shownOpen: [Bool] = []
        var depth = 0
        // What a statement's previous sibling says of itself: the last step shown at each depth
        // since its parent began, by depth (its line, and whether it enters or leaves a reader's
        // block), so that no step is copied.
        var previousAt: [(line: Int?, isUserBlockEdge: Bool)?] = [nil]
        return steps.indices.map { index -> Place? in
            let kind = steps[index].kind, shown = levels[index].rawValue <= level.rawValue
            if kind == .exit, let wasShown = shownOpen.popLast(), wasShown { depth -= 1 }
            defer {
                if kind == .enter {
                    shownOpen.append(shown)
                    if shown {
                        depth += 1
                        if depth == previousAt.count { previousAt.append(nil) } else { previousAt[depth] = nil }
                    }
                }
            }
            guard shown else { return nil }
            let line = steps[index].line, isEdge = isUserBlockEdge(steps[index])
            let continues = previousAt[depth].map { previous in
                line != nil && previous.line == line && !isEdge && !previous.isUserBlockEdge
            } ?? false
            previousAt[depth] = (line, isEdge)
            return Place(depth: depth, startsStatement: !continues)
        }
    }
}
