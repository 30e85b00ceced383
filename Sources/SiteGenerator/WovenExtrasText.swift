/// The words of the exercises and the static figures, in English and Chinese, keyed by the
/// page's `<html lang>`. Strings hold `{name}` placeholders so each language orders its words
/// its own way; a missing translation fails `WovenExtrasTextTests`.
enum WovenExtrasText: String, CaseIterable {
    case exercisesHeading, exercisesIntro
    case questionNextBlock, questionNextLine, questionFirstDisposal
    case poseButton, checkButton, feedbackNone, feedbackRight, feedbackWrong
    case answerSummary, answerText, answerWhyBlock, answerWhyDisposal
    case treeCaption, treeDisposed, treeNeverDisposed, treeRemoved
    case numberingCaption, numberingCaptionOwn, numberingBlock, numberingName, numberingWhere, numberingClassic
    case numberingFirstStep, numberingYours, numberingStep

    static let english: [WovenExtrasText: String] = [
        .exercisesHeading: "Predict the next step",
        .exercisesIntro: "Answer before you read on: choose, then Check — the player goes to the step that answers.",
        .questionNextBlock: "Step {k}: {subject} has just started. Which numbered block runs next?",
        .questionNextLine: "Step {k}: the console has just printed “{subject}”. What does it print next?",
        .questionFirstDisposal: "After step {k} ({subject}) nothing has been disposed yet. Which disposable is disposed first?",
        .poseButton: "Set the player to step {k}",
        .checkButton: "Check: show me",
        .feedbackNone: "Choose an answer first.",
        .feedbackRight: "Right: {answer}. The player is at step {n}, where it happens.",
        .feedbackWrong: "Not this one: the answer is {answer}. The player is at step {n}, where it happens.",
        .answerSummary: "Answer",
        .answerText: "{answer} — step {n}: {sentence}.",
        .answerWhyBlock: "It runs inside {why}.",
        .answerWhyDisposal: "Disposed {why}.",
        .treeCaption: "Every disposable of this run, under the disposable that held it last, with the order they were disposed in.",
        .treeDisposed: "disposed #{order}, step {n}",
        .treeNeverDisposed: "never disposed",
        .treeRemoved: "taken out after step {n}",
        .numberingCaption: "The numbered blocks of this run: whose each is and where it is written.",
        .numberingCaptionOwn: "The numbered blocks of this run in this lesson’s numbering, beside the classic numbering of lesson 06.",
        .numberingBlock: "Block",
        .numberingName: "Name",
        .numberingWhere: "Written at",
        .numberingClassic: "Classic number",
        .numberingFirstStep: "First runs at",
        .numberingYours: "your block, line {n}",
        .numberingStep: "step {n}",
    ]

    static let chinese: [WovenExtrasText: String] = [
        .exercisesHeading: "预测下一步",
        .exercisesIntro: "先想一想再往下读：选出答案，然后点“核对”，播放器会跳到揭晓答案的那一步。",
        .questionNextBlock: "第 {k} 步：{subject} 刚开始执行。接下来执行的是哪个编号的 block？",
        .questionNextLine: "第 {k} 步：控制台刚打印了“{subject}”。接下来打印的是什么？",
        .questionFirstDisposal: "第 {k} 步（{subject}）之后，还没有任何东西被销毁。最先被销毁的是哪个 disposable？",
        .poseButton: "把播放器调到第 {k} 步",
        .checkButton: "核对：演示给我看",
        .feedbackNone: "请先选一个答案。",
        .feedbackRight: "答对了：{answer}。播放器停在第 {n} 步，就是它发生的那一步。",
        .feedbackWrong: "不对，答案是 {answer}。播放器停在第 {n} 步，就是它发生的那一步。",
        .answerSummary: "答案",
        .answerText: "{answer}——第 {n} 步：{sentence}。",
        .answerWhyBlock: "它在 {why} 里面执行。",
        .answerWhyDisposal: "销毁发生在：{why}。",
        .treeCaption: "本次运行的全部 disposable：每个都挂在最后持有它的 disposable 下面，并标出它们被销毁的先后顺序。",
        .treeDisposed: "第 {order} 个销毁，第 {n} 步",
        .treeNeverDisposed: "没有被销毁",
        .treeRemoved: "第 {n} 步之后被移出",
        .numberingCaption: "本次运行中带编号的 block：每个属于谁、写在哪里。",
        .numberingCaptionOwn: "本次运行中带编号的 block，按本课的编号，并列出第 06 课的经典编号。",
        .numberingBlock: "Block",
        .numberingName: "名称",
        .numberingWhere: "位置",
        .numberingClassic: "经典编号",
        .numberingFirstStep: "首次执行",
        .numberingYours: "你的 block，第 {n} 行",
        .numberingStep: "第 {n} 步",
    ]

    /// The table for a page's `<html lang>`: Chinese for `zh…`, else English.
    static func table(lang: String) -> [WovenExtrasText: String] {
        lang.hasPrefix("zh") ? chinese : english
    }

    /// This string in `lang`, each `{name}` replaced by `values[name]` (plain text: escape
    /// before use in HTML).
    func format(lang: String, _ values: [String: String] = [:]) -> String {
        values.reduce(Self.table(lang: lang)[self] ?? "") { text, pair in
            text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value)
        }
    }
}
