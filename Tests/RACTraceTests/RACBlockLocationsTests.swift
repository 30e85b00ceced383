import Foundation
import RACTrace
import Testing

/// `RACBlockName.racLocations`: where each engine block begins in ReactiveObjC. The lines
/// themselves are checked against ReactiveObjC's sources by `scripts/check-rac-locations.py`
/// (it needs a ReactiveObjC clone); this suite checks the table is complete and well formed.
@Suite struct RACBlockLocationsTests {
    private typealias N = RACBlockName

    /// Every `RACBlockName` constant, in RACBlockName.swift's order.
    static let allNames: [String] = [
        RACBlockName.dynamicSignalSubscribe, RACBlockName.returnSignalSubscribe, RACBlockName.emptySignalSubscribe,
        RACBlockName.errorSignalSubscribe, RACBlockName.replaySubjectSubscribe, RACBlockName.neverDidSubscribe,
        RACBlockName.subscriberClearBlocks, RACBlockName.subscriberPurge, RACBlockName.subjectRemoveSubscriber,
        RACBlockName.subjectPurge, RACBlockName.scopedDisposableDispose,
        N.bind, N.bindDidSubscribe, N.bindCompleteSignal, N.bindAddSignal, N.bindAddSignalNext,
        N.bindAddSignalError, N.bindAddSignalCompleted, N.bindSourceNext, N.bindSourceError,
        N.bindSourceCompleted,
        N.concat, N.concatDidSubscribe, N.concatSourceNext, N.concatSourceError,
        N.concatSourceCompleted,
        N.zipWith, N.zipWithDidSubscribe, N.zipWithSendNext, N.zipWithSendCompletedIfNecessary,
        N.zipWithSelfNext, N.zipWithSelfError, N.zipWithSelfCompleted, N.zipWithOtherNext,
        N.zipWithOtherError, N.zipWithOtherCompleted, N.zipWithDispose,
        N.flattenMap, N.flattenMapBindBlock, N.flattenMapBinding,
        N.flatten, N.flattenBlock,
        N.map, N.mapBlock,
        N.mapReplace, N.mapReplaceBlock,
        N.reduceEach, N.reduceEachBlock,
        N.filter, N.filterBlock,
        N.ignore, N.ignoreBlock,
        N.ignoreValues, N.ignoreValuesBlock,
        N.take, N.takeBindBlock, N.takeBinding,
        N.skip, N.skipBindBlock, N.skipBinding,
        N.takeUntilBlock, N.takeUntilBlockBindBlock, N.takeUntilBlockBinding, N.takeWhileBlock,
        N.takeWhileBlockBlock,
        N.skipUntilBlock, N.skipUntilBlockBindBlock, N.skipUntilBlockBinding, N.skipWhileBlock,
        N.skipWhileBlockBlock,
        N.startWith,
        N.merge, N.mergeDidSubscribe,
        N.joinWrap, N.joinUnwrap,
        N.combineLatestWith, N.combineLatestWithDidSubscribe, N.combineLatestWithSendNext,
        N.combineLatestWithSelfNext, N.combineLatestWithSelfError, N.combineLatestWithSelfCompleted,
        N.combineLatestWithOtherNext, N.combineLatestWithOtherError, N.combineLatestWithOtherCompleted,
        N.doNext, N.doNextDidSubscribe, N.doNextSourceNext, N.doNextSourceError,
        N.doNextSourceCompleted, N.doError, N.doErrorDidSubscribe, N.doErrorSourceNext,
        N.doErrorSourceError, N.doErrorSourceCompleted, N.doCompleted, N.doCompletedDidSubscribe,
        N.doCompletedSourceNext, N.doCompletedSourceError, N.doCompletedSourceCompleted,
        N.`catch`, N.catchDidSubscribe, N.catchSourceNext, N.catchSourceError, N.catchSourceCompleted,
        N.catchDispose, N.catchTo, N.catchToBlock,
        N.sequenceBindDependency, N.sequenceBindHead, N.sequenceBindTail, N.sequenceSignalDidSubscribe,
        N.sequenceSignalRecursive, N.sequenceAllReduce, N.dictionarySequenceMap,
        N.deferDidSubscribe,
        N.then,
        N.takeLast, N.takeLastDidSubscribe, N.takeLastSourceNext, N.takeLastSourceError,
        N.takeLastSourceCompleted,
        N.scanWithStart, N.scanWithStartReduceBlock, N.scanWithStartReduceWithIndex, N.scanBindBlock,
        N.scanBinding,
        N.aggregateWithStart, N.aggregateWithStartReduceBlock, N.aggregateWithStartReduceWithIndex,
        N.aggregateWithStartFactory, N.aggregateWithStartFactoryDefer,
        N.collect, N.collectStartFactory, N.collectReduce,
        N.distinctUntilChanged, N.distinctUntilChangedBindBlock, N.distinctUntilChangedBinding,
        N.materialize, N.materializeDidSubscribe, N.materializeSourceNext, N.materializeSourceError,
        N.materializeSourceCompleted, N.dematerialize, N.dematerializeBindBlock,
        N.dematerializeBinding,
        N.publish, N.multicast, N.connect, N.autoconnectDidSubscribe, N.autoconnectDispose, N.replay,
        N.replayLast, N.replayLazily, N.replayLazilyDefer,
        N.delay, N.delayDidSubscribe, N.delaySchedule, N.delaySourceNext, N.delaySourceError,
        N.delaySourceCompleted, N.delaySendNext, N.delaySendCompleted,
        N.throttle, N.throttlePassAll, N.throttleValuesPassingTest, N.throttleDidSubscribe,
        N.throttleFlushNext, N.throttleSourceNext, N.throttleSourceError, N.throttleSourceCompleted,
        N.throttleScheduledFlush,
        N.interval, N.intervalWithLeeway, N.intervalDidSubscribe, N.intervalTick,
        N.timeout, N.timeoutDidSubscribe, N.timeoutFire, N.timeoutSourceNext, N.timeoutSourceError,
        N.timeoutSourceCompleted,
        N.deliverOn, N.deliverOnDidSubscribe, N.deliverOnSourceNext, N.deliverOnSourceError,
        N.deliverOnSourceCompleted, N.deliverOnSendNext, N.deliverOnSendError,
        N.deliverOnSendCompleted,
        N.subscribeOn, N.subscribeOnDidSubscribe, N.subscribeOnSubscribe,
        N.scheduleRecursive, N.scheduleRecursiveReschedule,
        N.testSchedulerReschedule,
        N.schedulerCancelTimer,
    ]

    @Test func everyNameHasALocationOrADocumentedException() {
        for name in Self.allNames {
            let located = RACBlockName.racLocation(of: name) != nil
            let excepted = RACBlockName.racLocationExceptions[name] != nil
            #expect(located != excepted, "\(name): needs exactly one of a location or an exception")
        }
        #expect(Set(Self.allNames).count == Self.allNames.count, "a name listed twice")
        #expect(Set(RACBlockName.racLocations.keys).union(RACBlockName.racLocationExceptions.keys)
                == Set(Self.allNames))
    }

    /// Keeps `allNames` honest: it lists every `public static let … = "…"` in RACBlockName.swift.
    @Test func allNamesListsEveryConstant() throws {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RACTrace/RACBlockName.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"public static let `?\w+`? = "([^"]+)""#)
        let declared = regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
        #expect(declared == Self.allNames)
    }

    @Test func anchors() {
        // -bind:'s createSignal: block and its source next handler.
        #expect(RACBlockName.racLocation(of: RACBlockName.bindDidSubscribe) == RACSourceLocation("RACSignal.m", 108))
        #expect(RACBlockName.racLocation(of: RACBlockName.bindSourceNext) == RACSourceLocation("RACSignal.m", 148))
        #expect(RACBlockName.racLocation(of: RACBlockName.bindSourceNext)?.description == "RACSignal.m:148")
        // RACStream's operators point into RACStream.m.
        #expect(RACBlockName.racLocation(of: RACBlockName.map)?.file == "RACStream.m")
        #expect(RACBlockName.racLocation(of: "not.a.block") == nil)
    }

    @Test func urls() {
        #expect(RACBlockName.racURL(of: RACBlockName.bindDidSubscribe)
                == "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108")
        #expect(RACBlockName.racURL(of: RACBlockName.delay)
                == "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L194")
        #expect(RACBlockName.racURL(of: "not.a.block") == nil)
    }
}
