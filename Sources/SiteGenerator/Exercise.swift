import RACTrace

/// A predict-the-next-step question read off a snippet's recorded run: the player stops at
/// one step, the reader guesses what the run does next, and taking the run to the step that
/// answers it shows whether they were right.
///
/// Questions are chosen from the trace alone, by fixed rules (`Exercise.chosen`), and their
/// wrong choices are other blocks, lines and disposables of the same run, never random
/// ones: the same run always gives the same questions, so the site stays byte-for-byte the same.
public struct Exercise: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, CaseIterable, Codable {
        /// Which numbered block runs next?
        case nextBlock = "next-block"
        /// What does the console print next?
        case nextLine = "next-line"
        /// Which disposable is disposed first?
        case firstDisposal = "first-disposal"
    }

    public var kind: Kind
    /// The player's position when the question is put: the number of steps taken (0 = none).
    public var askAt: Int
    /// What the question starts from, in the trace's words told in the page's language (as are
    /// `choices` and `why`): the block that has just started
    /// (`block 6 (bind.didSubscribe) of bound`), the line printed last, or the step taken last.
    public var subject: String
    /// The step that answers the question; the player goes there to show it.
    public var answerStep: RACTraceStep
    /// The choices, in an order that says nothing about which is right: blocks by number,
    /// lines by where they first appear in the output, disposables by when the run made them.
    public var choices: [String]
    /// The index of the right choice.
    public var answer: Int
    /// Why the answer is what it is, in the trace's words: the blocks the answering block ran
    /// inside (innermost first), or what triggered the disposal.
    public var why: String?

    public var answerText: String { choices[answer] }
}

extension Exercise {
    /// What makes two questions the same to a reader: the same kind of question about the same
    /// moment, with the same answer. A page asks each at most once (`chosen(from:skipping:)`).
    public struct Identity: Hashable, Sendable {
        public var kind: Kind
        public var subject: String
        public var answer: String
    }

    public var identity: Identity { Identity(kind: kind, subject: subject, answer: answerText) }

    /// How many questions of one kind a run offers at most: enough for a page whose every
    /// earlier snippet asked one of them already (no lesson has more than eight snippets).
    static let candidatesPerKind = 8

    /// The questions a run could ask, in the order the kinds are listed and, within a kind, in
    /// the order its fixed rules prefer them; no two the same. A run on a page of its own
    /// asks each kind's first (`chosen(steps:treeChanges:locale:)`).
    public static func candidates(steps: [RACTraceStep], treeChanges: [RACTreeChange], locale: SiteLocale) -> [Exercise] {
        candidates(steps: steps, disposals: Narration(steps: steps).disposals(in: locale),
                   tree: DisposableTree(steps: steps, treeChanges: treeChanges), locale: locale)
    }

    /// The same, from the run's disposals and disposable tree as the page words and draws them
    /// (`SnippetWeaver.parts` makes each once).
    static func candidates(steps: [RACTraceStep], disposals: [Narration.Disposal], tree: DisposableTree, locale: SiteLocale) -> [Exercise] {
        nextBlocks(steps, locale) + nextLines(steps) + (firstDisposal(steps, disposals, tree, locale).map { [$0] } ?? [])
    }

    /// The first `candidatesPerKind` of `exercises` that differ from every one before them
    /// (a block subscribed to twice starts the same way twice), taken lazily: a long run has
    /// thousands of moments to ask about.
    static func distinct<S: Sequence<Exercise>>(_ exercises: S) -> [Exercise] {
        var seen: Set<Identity> = [], result: [Exercise] = []
        for exercise in exercises {
            guard result.count < candidatesPerKind else { break }
            if seen.insert(exercise.identity).inserted { result.append(exercise) }
        }
        return result
    }

    /// At most one question of each kind, in the order the kinds are listed: each kind's first
    /// candidate that `asked` (the questions put earlier on the page) does not hold; the kind is
    /// skipped when every candidate has been asked. The chosen ones join `asked`.
    public static func chosen(from candidates: [Exercise], skipping asked: inout Set<Identity>) -> [Exercise] {
        Kind.allCases.compactMap { kind in
            guard let exercise = candidates.first(where: { $0.kind == kind && !asked.contains($0.identity) }) else { return nil }
            asked.insert(exercise.identity)
            return exercise
        }
    }

    /// The questions of a run on a page of its own.
    public static func chosen(steps: [RACTraceStep], treeChanges: [RACTreeChange], locale: SiteLocale) -> [Exercise] {
        var asked: Set<Identity> = []
        return chosen(from: candidates(steps: steps, treeChanges: treeChanges, locale: locale), skipping: &asked)
    }

    /// `block 2 (bind:)`: how a choice names a block.
    static func blockLabel(_ step: RACTraceStep, _ locale: SiteLocale) -> String {
        Narration.blockPhrase(step, withSignal: false, in: locale)
    }

    /// Moments in the reader's code (`inReadersCode`) one numbered block is followed by
    /// another, best first: those where the next number is not the next one up (where counting
    /// would guess wrong: block 6, then 2, in the classic `-bind:`) before the others, each in
    /// trace order. The wrong choices are the run's other numbered blocks: the next number up
    /// (the counting guess) first, then the numbers nearest the answer. Needs three numbered
    /// blocks (the one running, the answer, one more).
    static func nextBlocks(_ steps: [RACTraceStep], _ locale: SiteLocale) -> [Exercise] {
        let stacks = Narration(steps: steps).stacks()
        let entered = steps.filter { $0.kind == .enter && $0.block != nil }
        var firstEntry: [Int: RACTraceStep] = [:]
        for step in entered where firstEntry[step.block!] == nil { firstEntry[step.block!] = step }
        guard firstEntry.count >= 3 else { return [] }
        let changes = zip(entered, entered.dropFirst())
            .filter { $0.block != $1.block && inReadersCode(stacks[$0.step - 1].lazy.map { steps[$0] }) }
        let ordered = changes.filter { $1.block! != $0.block! + 1 } + changes.filter { $1.block! == $0.block! + 1 }
        return distinct(ordered.lazy.map { running, next in
            let current = running.block!, answer = next.block!
            let others = firstEntry.keys.filter { $0 != current && $0 != answer }
                .sorted { ($0 == current + 1 ? 0 : 1, abs($0 - answer), $0) < ($1 == current + 1 ? 0 : 1, abs($1 - answer), $1) }
            let numbers = (others.prefix(3) + [answer]).sorted()
            let stack = stacks[next.step - 1].dropLast().map { steps[$0] }
            return Exercise(kind: .nextBlock, askAt: running.step, subject: Narration.blockPhrase(running, in: locale),
                            answerStep: next, choices: numbers.map { blockLabel(firstEntry[$0]!, locale) },
                            answer: numbers.firstIndex(of: answer)!,
                            why: stack.isEmpty ? nil : stack.reversed().map { Narration.blockPhrase($0, in: locale) }.joined(separator: " ← "))
        })
    }

    /// Whether the innermost of the blocks `open` (outermost first) is the reader's code at
    /// work rather than the library's insides: a block of the reader's, a library block their
    /// line called, or one that block called — at most two library blocks below the reader's
    /// code. `-bind:`'s didSubscribe, run by the `-subscribe:` of the reader's `subscribeNext:`,
    /// is; the same block run for an operator that `RACCommand`'s initializer builds for
    /// itself, six library blocks below the reader's `initWithSignalBlock:`, is not: a question
    /// about it would quiz the reader on code they neither wrote nor called, and every snippet
    /// that makes a command would offer it again.
    static func inReadersCode(_ open: some BidirectionalCollection<RACTraceStep>) -> Bool {
        open.reversed().prefix { $0.user != true }.count <= 2
    }

    /// Lines the console prints after a different one, best first: those printed by another
    /// `NSLog` than the line before it (a dispose block's log after the values', one
    /// subscriber's after another's) before the others, in output order: the next line from the
    /// same statement is easy to guess, a line from elsewhere is what readers get wrong. The
    /// wrong choices are the output's other lines, those printed nearest the answer first,
    /// later ones before earlier ones at the same distance.
    static func nextLines(_ steps: [RACTraceStep]) -> [Exercise] {
        let logs = steps.filter { $0.kind == .log }
        var lines: [String] = []
        for log in logs where !lines.contains(log.text ?? "") { lines.append(log.text ?? "") }
        let changes = zip(logs, logs.dropFirst()).filter { $0.text != $1.text }
        let ordered = changes.filter { $0.line != $1.line } + changes.filter { $0.line == $1.line }
        return distinct(ordered.lazy.map { previous, next in
            let position = lines.firstIndex(of: next.text ?? "")!
            let others = lines.indices.filter { $0 != position }
                .sorted { (abs($0 - position), $0 < position ? 1 : 0) < (abs($1 - position), $1 < position ? 1 : 0) }
            let chosen = (others.prefix(3) + [position]).sorted()
            return Exercise(kind: .nextLine, askAt: next.step - 1, subject: previous.text ?? "", answerStep: next,
                            choices: chosen.map { lines[$0] }, answer: chosen.firstIndex(of: position)!, why: nil)
        })
    }

    /// The run's first disposal, asked at the step before it. The wrong choices are
    /// disposables disposed later that the trace says whose they are (a subscriber's, a
    /// subscription's: the ones a reader can tell apart), taken from across the dispose order —
    /// the last, the middle, the next — so they range from the outermost subscription to the
    /// answer's neighbour; then, if too few, any other disposable of the run. Each is named by
    /// id, class and whose it is.
    static func firstDisposal(_ steps: [RACTraceStep], _ disposals: [Narration.Disposal], _ tree: DisposableTree,
                              _ locale: SiteLocale) -> Exercise? {
        guard let first = disposals.first, let id = first.step.object else { return nil }
        var later: [String] = []
        for object in disposals.dropFirst().compactMap(\.step.object) where object != id && !later.contains(object) {
            later.append(object)
        }
        let owned = later.filter { tree.node($0)?.owner != nil }
        var others: [String] = []
        for position in [owned.count - 1, owned.count / 2, 0] where owned.indices.contains(position) && !others.contains(owned[position]) {
            others.append(owned[position])
        }
        for object in later + tree.creationOrder where others.count < 3 && object != id && !others.contains(object) {
            others.append(object)
        }
        guard !others.isEmpty else { return nil }
        let chosen = Set(others + [id])
        let ordered = tree.creationOrder.filter(chosen.contains)
        return Exercise(kind: .firstDisposal, askAt: first.step.step - 1,
                        subject: first.step.step > 1 ? Narration.sentence(steps[first.step.step - 2], in: locale) : "",
                        answerStep: first.step, choices: ordered.map { tree.label($0, in: locale) }, answer: ordered.firstIndex(of: id)!,
                        why: first.trigger)
    }
}
