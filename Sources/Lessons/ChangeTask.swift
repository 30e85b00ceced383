/// A "change and predict" task: the reader is asked to change a line of one of the lesson's
/// snippets, predict what changes, and run it. The lesson carries a reference change (the
/// snippet with the line changed, in full) and the property the task asks about as the
/// reference change shows it; `racstep verify` runs the change and checks both that the
/// property is the block's and that it differs from the original snippet's.
///
/// ````
/// **Move the log below `subscribeNext:`.** What prints first now? Run it.
///
/// ```objc change of=lazy checks=output
/// …the snippet, changed…
/// ```
///
/// ```output
/// …
/// ```
///
/// Why, in one paragraph, linked to the lines of ReactiveObjC that decide it.
/// ````
///
/// The paragraph before the fence is the task's words, the paragraph after its expectation
/// block its reveal: the site shows the words, and the reveal with the reference change only
/// on request.
public struct ChangeTask: Sendable, Equatable {
    /// `name=ID` from the info string, else `OF-change-N` (1-based among the tasks of `of`).
    public var id: String
    /// `of=ID`: the snippet the task changes.
    public var of: String
    /// `checks=KIND`: the property the task asks about.
    public var check: Check
    /// The reference change: the whole snippet, changed.
    public var source: String
    /// 1-based line of the opening fence.
    public var fenceLine: Int
    /// 0-based indices of the fence's lines, opening and closing fence included.
    public var lineRange: Range<Int>
    /// The property as the reference change shows it: a block whose kind is `check`'s; nil
    /// until written (`racstep verify` fails, `--update` writes it).
    public var expectation: ExpectationBlock?
    /// The paragraph before the fence, and its first line (1-based).
    public var words: String
    public var wordsLine: Int
    /// The paragraph after the expectation block, and its first line (1-based).
    public var reveal: String
    public var revealLine: Int

    /// 1-based lesson line of the reference change's first source line.
    public var firstSourceLine: Int { fenceLine + 1 }

    /// What a task asks the reader to predict, read off a run as plain text, one item a line:
    ///
    /// - `output`: the console output, exactly.
    /// - `blocks`: each numbered block entered, in order, as `racstep trace` names it after `→`
    ///   without its location: `block 1 createSignal:`, `block 6 bind.didSubscribe [doubled]`.
    /// - `disposals`: each disposal, in order, as `racstep trace` says it:
    ///   `dispose disposable#1 (RACDisposable) runs its block in disposable#2`.
    ///
    /// Read off the trace's text so that what a lesson writes is what `racstep trace` prints,
    /// and so that a run kept as text (the site's cached runs) gives the same property.
    public enum Check: String, Sendable, CaseIterable {
        case output, blocks, disposals

        /// The expectation block a task with this check carries (```` ```blocks ````…).
        public var kind: ExpectationBlock.Kind {
            switch self {
            case .output: .output
            case .blocks: .blocks
            case .disposals: .disposals
            }
        }

        /// The property of a run with this console `output` and trace text (`RACTraceTextFormat`).
        public func property(output: String, traceText: String) -> String {
            if self == .output { return output }
            var text = ""
            for line in LessonLoader.splitLines(traceText) {
                let body = Divergence.TraceLine(line).body
                switch self {
                case .blocks:
                    // `→ block 6 bind.didSubscribe [doubled]  RACSignal.m:108 ⇄ …`: a numbered
                    // block's label ends where its locations begin, two spaces on.
                    guard body.hasPrefix("→ block "), body.dropFirst("→ block ".count).first?.isNumber == true else { continue }
                    let label = body.dropFirst(2)
                    text += String(label.range(of: "  ").map { label[..<$0.lowerBound] } ?? label) + "\n"
                case .disposals:
                    if body.hasPrefix("dispose ") { text += body + "\n" }
                case .output:
                    break
                }
            }
            return text
        }

        public func property(of run: SnippetRun) -> String { property(output: run.output, traceText: run.traceText) }
    }
}
