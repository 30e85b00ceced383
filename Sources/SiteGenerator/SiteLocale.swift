import Foundation

/// One edition of the site: its language and every string its pages show that is not lesson
/// prose — template text, the player's buttons and panes, the search box, the JavaScript's
/// messages. Everything a page says in its own voice is here, keyed by `SiteText`, so a new
/// string is added once per language and a missing translation fails `SiteLocaleTests`.
/// Strings may hold `{name}` placeholders, filled by `format(_:_:)` (Swift) or by the pages'
/// scripts (`window.RACSTEP_UI`), so each language orders the words its own way.
public struct SiteLocale: Sendable, Equatable {
    /// The `<html lang>` value (BCP 47).
    public var lang: String
    /// The edition's name in its own language, as the language switch shows it.
    public var name: String
    /// Where the edition's pages go in the site: "" for the root, "zh/" for the Chinese.
    public var directory: String
    public var strings: [SiteText: String]

    public subscript(_ key: SiteText) -> String { strings[key] ?? "" }

    /// `key`'s string with each `{name}` replaced by `values[name]`.
    public func format(_ key: SiteText, _ values: [String: String]) -> String {
        values.reduce(self[key]) { text, pair in text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value) }
    }

    /// The strings the scripts use, as a JSON object literal safe inside `<script>`.
    public var scriptStringsJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let scripted = Dictionary(uniqueKeysWithValues: SiteText.allCases.filter(\.isScripted).map { ($0.rawValue, self[$0]) })
        let json = (try? encoder.encode(scripted)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return HTML.scriptSafeJSON(json)
    }

    /// The editions, the first at the site's root.
    public static let all: [SiteLocale] = [.english, .chinese]
}

/// Every string a page shows in the site's own voice. Cases prefixed `js` are read by the
/// scripts from `window.RACSTEP_UI`; the others are used by the templates and the weaver.
public enum SiteText: String, CaseIterable, Sendable {
    // Pages and templates.
    case siteTitle, siteDescription, siteSummaryHTML
    case introWhatHeading, introWhatHTML, introWhoHeading, introWhoHTML, introPlayerHeading, introPlayerHTML
    case startLesson, lessonsHeading, lessonKicker, pagerLabel, footerHTML
    case lessonsMenu, lessonsNavLabel, searchLabel, searchPlaceholder
    case languageSwitchLabel, languageSwitchHint
    // The woven snippet.
    case sourceLabel, engineHeading, playerLabel, prevButton, prevLabel, nextButton, nextLabel
    case stepPosition, sliderLabel, playerStart, stackHeading, disposablesHeading, outputHeading, disposeLogSoFarHeading
    case marbleCaption, marbleLabel, callSequenceHeading, stepCount, atLine, blockTitle
    case tableStep, tableDepth, tableEvent, tableBlock, tableSignal, tableValue, tableObject, tableLine
    case engineBlocksHeading, consoleHeading, noOutput, disposeLogHeading, nothingDisposed
    case disposalStep, disposalIn, disposalRanBlock
    // The scripts.
    case jsGoTo, jsGoToStep, jsBlockTitle, jsBeforeFirstStep, jsStep, jsTopLevel, jsNoEngineSource, jsNoBlockRunning
    case jsYourBlockRunning, jsChainIntro, jsNoChain, jsNoDisposables, jsBelongsTo, jsDisposed
    case jsNoMatch, jsOneMatch, jsMatches, jsOfflineNote

    var isScripted: Bool { rawValue.hasPrefix("js") }
}

extension SiteLocale {
    public static let english = SiteLocale(lang: "en", name: "English", directory: "", strings: [
        .siteTitle: "RACStep — how RACSignal works inside",
        .siteDescription: "ReactiveObjC's RACSignal, step by step: Objective-C snippets run on a traced model of its signal core.",
        .siteSummaryHTML: "How ReactiveObjC’s <code>RACSignal</code> works inside: Objective-C snippets run on a traced engine, step by step.",
        .introWhatHeading: "What this site teaches",
        .introWhatHTML: """
        The RAC articles you have read explain <code>createSignal:</code>, <code>subscribeNext:</code>, <code>bind:</code>, \
        <code>flattenMap:</code>, <code>concat:</code>, <code>zipWith:</code> and disposables by numbering blocks (“block 1 runs, then block 5…”). \
        Here every such snippet really runs, on a Swift model of ReactiveObjC’s signal core that follows \
        <code>RACSignal.m</code> line by line, and you can watch each block enter and return, each value travel, and each \
        <code>RACDisposable</code> fire.
        """,
        .introWhoHeading: "Who it is for, and what to know first",
        .introWhoHTML: """
        iOS engineers who use ReactiveObjC (ReactiveCocoa’s Objective-C API) or maintain code that does, and want to know \
        why it behaves as it does. You should read Objective-C blocks and know what subscribing to a signal means; \
        nothing about RAC’s internals is assumed.
        """,
        .introPlayerHeading: "How a lesson works",
        .introPlayerHTML: """
        Each snippet is followed by its <strong>player</strong>. Press <kbd>Next ▶</kbd> or <kbd>→</kbd> to take one step: \
        the running line is highlighted in the snippet, the engine pane beside it shows RACCore’s Swift for the RAC block that \
        is running (linked to the ReactiveObjC line it models), and the panes below show the stack of blocks, the disposables, \
        the output and the dispose log so far. Every step has a link (<code>#step-12</code>) you can share. Below the player: \
        the marble diagram, the full call sequence and the dispose log.
        """,
        .startLesson: "Start with lesson 1: {startTitle} →",
        .lessonsHeading: "The lessons",
        .lessonKicker: "Lesson {number}",
        .pagerLabel: "Previous and next lessons",
        .footerHTML: "Generated from <code>{source}</code>; every trace on this page was verified by running it.",
        .lessonsMenu: "☰ Lessons",
        .lessonsNavLabel: "Lessons",
        .searchLabel: "Search lessons",
        .searchPlaceholder: "Search lessons (press /)",
        .languageSwitchLabel: "Language",
        .languageSwitchHint: "Read this page in {language}",

        .sourceLabel: "Snippet source",
        .engineHeading: "RAC’s code at this step",
        .playerLabel: "Step-through player",
        .prevButton: "◀ Prev", .prevLabel: "Previous step",
        .nextButton: "Next ▶", .nextLabel: "Next step",
        .stepPosition: "Step {k} of {n}",
        .sliderLabel: "Step",
        .playerStart: "Press Next (or →) to take the first step.",
        .stackHeading: "Stack", .disposablesHeading: "Disposables",
        .outputHeading: "Output so far", .disposeLogSoFarHeading: "Dispose log so far",
        .marbleCaption: "Marble diagram: one lane per signal; ● next, | completed, × error, ■ disposal, ▲ subscribe.",
        .marbleLabel: "Marble diagram: one lane per signal",
        .callSequenceHeading: "Call sequence",
        .stepCount: "{n} steps",
        .atLine: "line {n}",
        .blockTitle: "block {n}",
        .tableStep: "Step", .tableDepth: "Depth", .tableEvent: "Event", .tableBlock: "Block",
        .tableSignal: "Signal", .tableValue: "Value", .tableObject: "Object", .tableLine: "Line",
        .engineBlocksHeading: "Engine blocks in this run",
        .consoleHeading: "Console output",
        .noOutput: "(no output)",
        .disposeLogHeading: "Dispose log",
        .nothingDisposed: "Nothing was disposed.",
        .disposalStep: "step {n}",
        .disposalIn: " in {parent}",
        .disposalRanBlock: ", ran its block",

        .jsGoTo: "Go to {target}",
        .jsGoToStep: "step {k}: {text}",
        .jsBlockTitle: "block {n}",
        .jsBeforeFirstStep: "Step 0 of {n}: before the first step. Press Next (or →).",
        .jsStep: "Step {k} of {n}: {text}",
        .jsTopLevel: "(top level)",
        .jsNoEngineSource: "(no engine source for this block)",
        .jsNoBlockRunning: "No block is running: this is the snippet’s top level.",
        .jsYourBlockRunning: "Your block {block} is running.",
        .jsChainIntro: "RAC’s blocks that led here, outermost first:",
        .jsNoChain: "No block of RAC’s is on the stack: the snippet called it directly.",
        .jsNoDisposables: "(no disposables yet)",
        .jsBelongsTo: "{id} ({class}) belongs to {owner}",
        .jsDisposed: " disposed",
        .jsNoMatch: "No lesson matches.",
        .jsOneMatch: "1 lesson matches “{query}”.",
        .jsMatches: "{n} lessons match “{query}”.",
        .jsOfflineNote: "(Offline full-text search; `make serve` adds Pagefind’s ranked search.)",
    ])

    public static let chinese = SiteLocale(lang: "zh-Hans", name: "中文", directory: "zh/", strings: [
        .siteTitle: "RACStep — RACSignal 内部是怎样运转的",
        .siteDescription: "一步一步看 ReactiveObjC 的 RACSignal：Objective-C 代码片段跑在一个可追踪的信号核心模型上。",
        .siteSummaryHTML: "ReactiveObjC 的 <code>RACSignal</code> 内部是怎样运转的：Objective-C 代码片段跑在可追踪的引擎上，一步一步看清楚。",
        .introWhatHeading: "这个网站讲什么",
        .introWhatHTML: """
        你读过的 RAC 源码解析文章，讲 <code>createSignal:</code>、<code>subscribeNext:</code>、<code>bind:</code>、\
        <code>flattenMap:</code>、<code>concat:</code>、<code>zipWith:</code> 和 disposable 时，都是给 block 编号（“先执行 block 1，再执行 block 5……”）。\
        在这里，这样的每一段代码都真正跑起来：它跑在一个用 Swift 写的 ReactiveObjC 信号核心模型上，这个模型逐行对照 \
        <code>RACSignal.m</code> 翻译而来。你可以看到每个 block 何时进入、何时返回，每个值怎样传递，每个 \
        <code>RACDisposable</code> 何时被销毁。
        """,
        .introWhoHeading: "写给谁看，需要先知道什么",
        .introWhoHTML: """
        写给在用 ReactiveObjC（ReactiveCocoa 的 Objective-C 版本）、或者在维护这类代码的 iOS 工程师——想知道它为什么会这样运行的人。\
        你需要看得懂 Objective-C 的 block，知道订阅一个信号是什么意思；RAC 的内部实现则不需要任何预备知识。
        """,
        .introPlayerHeading: "每一课怎么读",
        .introPlayerHTML: """
        每段代码下面都有一个<strong>播放器</strong>。按 <kbd>下一步 ▶</kbd> 或 <kbd>→</kbd> 前进一步：\
        代码里正在执行的那一行会高亮，旁边的引擎面板显示当前 RAC block 在 RACCore 里对应的 Swift 代码（并链接到它所对应的 ReactiveObjC 源码行），\
        下方的面板显示到目前为止的 block 调用栈、disposable、输出和销毁记录。每一步都有自己的链接（<code>#step-12</code>），可以直接分享。\
        播放器下面依次是弹珠图、完整的调用序列和销毁记录。
        """,
        .startLesson: "从第 1 课开始：{startTitle} →",
        .lessonsHeading: "全部课程",
        .lessonKicker: "第 {number} 课",
        .pagerLabel: "上一课和下一课",
        .footerHTML: "由 <code>{source}</code> 生成；本页的每一条追踪记录都经过实际运行验证。",
        .lessonsMenu: "☰ 课程",
        .lessonsNavLabel: "课程",
        .searchLabel: "搜索课程",
        .searchPlaceholder: "搜索课程（按 /）",
        .languageSwitchLabel: "语言",
        .languageSwitchHint: "用{language}阅读本页",

        .sourceLabel: "代码片段",
        .engineHeading: "这一步的 RAC 代码",
        .playerLabel: "单步播放器",
        .prevButton: "◀ 上一步", .prevLabel: "上一步",
        .nextButton: "下一步 ▶", .nextLabel: "下一步",
        .stepPosition: "第 {k} 步，共 {n} 步",
        .sliderLabel: "步骤",
        .playerStart: "按“下一步”（或 →）执行第一步。",
        .stackHeading: "调用栈", .disposablesHeading: "Disposable",
        .outputHeading: "目前的输出", .disposeLogSoFarHeading: "目前的销毁记录",
        .marbleCaption: "弹珠图：每个信号一条泳道；● next，| completed，× error，■ 销毁，▲ 订阅。",
        .marbleLabel: "弹珠图：每个信号一条泳道",
        .callSequenceHeading: "调用序列",
        .stepCount: "共 {n} 步",
        .atLine: "第 {n} 行",
        .blockTitle: "block {n}",
        .tableStep: "步骤", .tableDepth: "深度", .tableEvent: "事件", .tableBlock: "Block",
        .tableSignal: "信号", .tableValue: "值", .tableObject: "对象", .tableLine: "行",
        .engineBlocksHeading: "本次运行进入的引擎 block",
        .consoleHeading: "控制台输出",
        .noOutput: "（没有输出）",
        .disposeLogHeading: "销毁记录",
        .nothingDisposed: "没有任何东西被销毁。",
        .disposalStep: "第 {n} 步",
        .disposalIn: "，位于 {parent}",
        .disposalRanBlock: "，执行了它的 block",

        .jsGoTo: "跳到{target}",
        .jsGoToStep: "第 {k} 步：{text}",
        .jsBlockTitle: "block {n}",
        .jsBeforeFirstStep: "第 0 步，共 {n} 步：还没有开始。按“下一步”（或 →）。",
        .jsStep: "第 {k} 步，共 {n} 步：{text}",
        .jsTopLevel: "（顶层）",
        .jsNoEngineSource: "（这个 block 没有对应的引擎代码）",
        .jsNoBlockRunning: "没有 block 在执行：这里是代码片段的顶层。",
        .jsYourBlockRunning: "你的 block {block} 正在执行。",
        .jsChainIntro: "一路调用到这里的 RAC block，从外到内：",
        .jsNoChain: "调用栈上没有 RAC 的 block：是代码片段直接调用的它。",
        .jsNoDisposables: "（还没有 disposable）",
        .jsBelongsTo: "{id}（{class}）属于 {owner}",
        .jsDisposed: " 已销毁",
        .jsNoMatch: "没有匹配的课程。",
        .jsOneMatch: "1 课匹配“{query}”。",
        .jsMatches: "{n} 课匹配“{query}”。",
        .jsOfflineNote: "（离线全文搜索；`make serve` 会启用 Pagefind 的排序搜索。）",
    ])
}
