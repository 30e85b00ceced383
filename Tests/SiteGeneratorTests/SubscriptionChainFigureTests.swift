import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// The subscription chain of the classic `-bind:` run (two values), as the site draws it.
/// Each row is where ReactiveObjC subscribes: your `subscribeNext:` subscribes `bound`, whose
/// `-subscribe:` makes the compound disposable and the passthrough (RACDynamicSignal.m:39-40;
/// the compound is the one `RACSubscriber -didSubscribeWithDisposable:` keeps, RACSubscriber.m);
/// block 6 subscribes to `source` the same way (RACSignal.m:148); block 8 subscribes to each
/// `+return:` signal (RACSignal.m:130), whose `-subscribe:` makes no passthrough and no
/// compound disposable (RACReturnSignal.m:81-88). The steps are the trace's: the `subscribe`
/// steps 6, 13, 25 and 56 (`racstep trace`; 25 and 56 as in `StepLinksTests`' account).
@Suite struct SubscriptionChainFigureTests {
    static func chain() throws -> SubscriptionChainFigure {
        let run = try ExerciseTests.run(ClassicBind.source)
        return SubscriptionChainFigure(steps: run.steps, treeChanges: SnippetWeaver().treeChanges(run), owner: SiteLocale.english.owner)
    }

    @Test func eachSubscriptionIsARowInTheOrderTheRunMakesThem() throws {
        let rows = try Self.chain().rows
        #expect(rows.map(\.step) == [6, 13, 25, 56])
        #expect(rows.map { $0.by?.number } == [nil, 6, 8, 8])
        #expect(rows.map(\.signal) == ["bound", "source", "+return: 1", "+return: 2"])
        #expect(rows.map(\.signalClass) == ["RACDynamicSignal", "RACDynamicSignal", "RACReturnSignal", "RACReturnSignal"])
        #expect(rows.map(\.passthrough) == ["subscriber#2", "subscriber#4", nil, nil])
        #expect(rows.map(\.subscriber) == ["subscriber#1", "subscriber#3", "subscriber#5", "subscriber#6"])
        #expect(rows.map(\.disposable) == [.init(id: "disposable#3", className: "RACCompoundDisposable"),
                                             .init(id: "disposable#9", className: "RACCompoundDisposable"), nil, nil])
    }

    /// The drawing: boxes as wide as their column's widest label (`FigureSVG.textWidth`), an
    /// arrow where values flow, a line from the subscription to the disposable that holds it;
    /// titled and described for assistive technology.
    @Test func theSVGIsTheRunsChain() throws {
        #expect(try Self.chain().svg(id: "classic-chain", locale: .english) == """
        <svg class="overview chain" xmlns="http://www.w3.org/2000/svg" width="1121" height="252" viewBox="0 0 1121 252" role="img" aria-labelledby="classic-chain-title classic-chain-desc">
        <title id="classic-chain-title">Who subscribes to whom in this run</title>
        <desc id="classic-chain-desc">Step 6: your code subscribes subscriber#1 (RACSubscriber) to bound (RACDynamicSignal) through subscriber#2 (RACPassthroughSubscriber); disposable#3 (RACCompoundDisposable) holds the subscription. Step 13: block 6 (bind.didSubscribe) subscribes subscriber#3 (RACSubscriber) to source (RACDynamicSignal) through subscriber#4 (RACPassthroughSubscriber); disposable#9 (RACCompoundDisposable) holds the subscription. Step 25: block 8 (bind.addSignal) subscribes subscriber#5 (RACSubscriber) to +return: 1 (RACReturnSignal). Step 56: block 8 (bind.addSignal) subscribes subscriber#6 (RACSubscriber) to +return: 2 (RACReturnSignal).</desc>
        <text class="by" x="8" y="22">step 6: your code subscribes</text>
        <g class="signal"><rect x="8" y="30" width="218" height="26" rx="4"/><text x="16" y="47">bound (RACDynamicSignal)</text></g>
        <path class="arrow" d="M226 43 H252"/><path class="arrow-head" d="M252 39 L258 43 L252 47 Z"/>
        <g class="passthrough"><rect x="258" y="30" width="297" height="26" rx="4"/><text x="266" y="47">subscriber#2 (RACPassthroughSubscriber)</text></g>
        <path class="arrow" d="M555 43 H581"/><path class="arrow-head" d="M581 39 L587 43 L581 47 Z"/>
        <g class="subscriber"><rect x="587" y="30" width="218" height="26" rx="4"/><text x="595" y="47">subscriber#1 (RACSubscriber)</text></g>
        <path class="holds" d="M406 56 V60 H849 V56"/>
        <g class="disposable"><rect x="837" y="30" width="276" height="26" rx="4"/><text x="845" y="47">disposable#3 (RACCompoundDisposable)</text></g>
        <text class="by" x="8" y="82">step 13: block 6 (bind.didSubscribe) subscribes</text>
        <g class="signal"><rect x="8" y="90" width="218" height="26" rx="4"/><text x="16" y="107">source (RACDynamicSignal)</text></g>
        <path class="arrow" d="M226 103 H252"/><path class="arrow-head" d="M252 99 L258 103 L252 107 Z"/>
        <g class="passthrough"><rect x="258" y="90" width="297" height="26" rx="4"/><text x="266" y="107">subscriber#4 (RACPassthroughSubscriber)</text></g>
        <path class="arrow" d="M555 103 H581"/><path class="arrow-head" d="M581 99 L587 103 L581 107 Z"/>
        <g class="subscriber"><rect x="587" y="90" width="218" height="26" rx="4"/><text x="595" y="107">subscriber#3 (RACSubscriber)</text></g>
        <path class="holds" d="M406 116 V120 H849 V116"/>
        <g class="disposable"><rect x="837" y="90" width="276" height="26" rx="4"/><text x="845" y="107">disposable#9 (RACCompoundDisposable)</text></g>
        <text class="by" x="8" y="142">step 25: block 8 (bind.addSignal) subscribes</text>
        <g class="signal"><rect x="8" y="150" width="218" height="26" rx="4"/><text x="16" y="167">+return: 1 (RACReturnSignal)</text></g>
        <path class="arrow" d="M226 163 H581"/><path class="arrow-head" d="M581 159 L587 163 L581 167 Z"/>
        <g class="subscriber"><rect x="587" y="150" width="218" height="26" rx="4"/><text x="595" y="167">subscriber#5 (RACSubscriber)</text></g>
        <text class="by" x="8" y="202">step 56: block 8 (bind.addSignal) subscribes</text>
        <g class="signal"><rect x="8" y="210" width="218" height="26" rx="4"/><text x="16" y="227">+return: 2 (RACReturnSignal)</text></g>
        <path class="arrow" d="M226 223 H581"/><path class="arrow-head" d="M581 219 L587 223 L581 227 Z"/>
        <g class="subscriber"><rect x="587" y="210" width="218" height="26" rx="4"/><text x="595" y="227">subscriber#6 (RACSubscriber)</text></g>
        </svg>
        """)
    }

    @Test func theChineseDescriptionIsInChinese() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let chain = SubscriptionChainFigure(steps: run.steps, treeChanges: SnippetWeaver(locale: .chinese).treeChanges(run), owner: SiteLocale.chinese.owner)
        let svg = chain.svg(id: "c", locale: .chinese)
        #expect(svg.contains("<title id=\"c-title\">这次运行里谁订阅了谁</title>"))
        #expect(svg.contains("第 13 步：block 6（bind.didSubscribe）让 subscriber#3（RACSubscriber）订阅 source（RACDynamicSignal），中间经过 subscriber#4（RACPassthroughSubscriber）；这次订阅由 disposable#9（RACCompoundDisposable）持有。"))
    }
}
