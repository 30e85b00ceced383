extension RACBlockName {
    /// Block names with no ReactiveObjC counterpart, and why; none so far.
    public static let racLocationExceptions: [String: String] = [:]

    /// name -> location in ReactiveObjC: where each engine block (and operator) begins in
    /// ReactiveObjC at 1af6617f007cae727dce48d2031cc1e66d06f04a, the commit RACStep models.
    ///
    /// Why: a trace names an internal block by its dotted `RACBlockName`; this table lets a
    /// reader (a lesson, `racstep step`, a test) open the ReactiveObjC code the engine block
    /// models, and keeps the engine's names honest about what ReactiveObjC really writes.
    ///
    /// How the lines were found, in `git show 1af6617:ReactiveObjC/FILE`:
    /// - a dotted block name (`bind.source.next`) points to the line holding the block
    ///   literal's `^`: the `createSignal:` block for `.didSubscribe`, the `subscribeNext:…`
    ///   argument for `.source.next`, the local block variable for `completeSignal`,
    ///   `sendNext`, `flushNext`, …, the `disposableWithBlock:` argument for `.dispose`, the
    ///   `schedule:` argument for a scheduled block. Where the engine synthesizes a block that
    ///   ReactiveObjC passes as an argument (a predicate, the block given to `-bind:` or
    ///   `-flattenMap:`), the line is the literal the ReactiveObjC method passes;
    /// - an operator name (`bind`, `map`) points to its method's declaration line
    ///   (`- (RACSignal *)bind:…`). RACStream's operators (`-map:`, `-filter:`,
    ///   `-flattenMap:`, `-take:`, …) are implemented in RACStream.m, so they point there.
    ///
    /// Three dotted names name a method, not a block, so they point to a declaration:
    /// `interval.withLeeway` (`+interval:onScheduler:withLeeway:`),
    /// `throttle.valuesPassingTest` (`-throttle:valuesPassingTest:`) and
    /// `setKeyPath.nilValue` (`-setKeyPath:onObject:nilValue:`).
    /// `scheduler.scheduleRecursive.reschedule` points to the block
    /// `-scheduleRecursiveBlock:addingToDisposable:` hands the recursive block; ReactiveObjC
    /// also has a `reallyReschedule` block there (RACScheduler.m:145), which the engine folds
    /// into it.
    ///
    /// Every `RACBlockName` has an entry: no engine block lacks a ReactiveObjC counterpart
    /// (`racLocationExceptions` is empty; a future block without one goes there, with why).
    ///
    /// The table is two literals, this file's and `RACBlockLocations+Vocabulary.swift`'s, as the
    /// names are two files (`RACBlockName+Vocabulary.swift`).
    ///
    /// `scripts/check-rac-locations.py` checks the table against a ReactiveObjC clone (a
    /// dotted block name's line must hold a block literal's `^`, an operator's must be a
    /// method declaration): `python3 scripts/check-rac-locations.py --git-dir PATH/.git`. It
    /// needs that clone, so it is not part of `make test`; run it after editing this table.
    /// `RACBlockLocationsTests` checks that every name has an entry.
    public static let racLocations: [String: RACSourceLocation] = coreRACLocations.merging(vocabularyRACLocations) { _, _ in
        preconditionFailure("a block name located twice")
    }

    /// The locations of `RACBlockName.swift`'s names.
    private static let coreRACLocations: [String: RACSourceLocation] = [
        // -subscribe: (RACDynamicSignal.m, RACReturnSignal.m, RACEmptySignal.m, RACErrorSignal.m, RACReplaySubject.m)
        dynamicSignalSubscribe: RACSourceLocation("RACDynamicSignal.m", 43),
        returnSignalSubscribe: RACSourceLocation("RACReturnSignal.m", 84),
        emptySignalSubscribe: RACSourceLocation("RACEmptySignal.m", 57),
        errorSignalSubscribe: RACSourceLocation("RACErrorSignal.m", 42),
        replaySubjectSubscribe: RACSourceLocation("RACReplaySubject.m", 57),
        // +never (RACSignal.m)
        neverDidSubscribe: RACSourceLocation("RACSignal.m", 39),

        // Disposal blocks (RACSubscriber.m, RACSubject.m, RACScopedDisposable.m)
        subscriberClearBlocks: RACSourceLocation("RACSubscriber.m", 44),
        subscriberPurge: RACSourceLocation("RACSubscriber.m", 105),
        subjectRemoveSubscriber: RACSourceLocation("RACSubject.m", 65),
        subjectPurge: RACSourceLocation("RACSubject.m", 120),
        scopedDisposableDispose: RACSourceLocation("RACScopedDisposable.m", 16),

        // -bind: (RACSignal.m)
        bind: RACSourceLocation("RACSignal.m", 93),
        bindDidSubscribe: RACSourceLocation("RACSignal.m", 108),
        bindCompleteSignal: RACSourceLocation("RACSignal.m", 115),
        bindAddSignal: RACSourceLocation("RACSignal.m", 124),
        bindAddSignalNext: RACSourceLocation("RACSignal.m", 130),
        bindAddSignalError: RACSourceLocation("RACSignal.m", 132),
        bindAddSignalCompleted: RACSourceLocation("RACSignal.m", 135),
        bindSourceNext: RACSourceLocation("RACSignal.m", 148),
        bindSourceError: RACSourceLocation("RACSignal.m", 162),
        bindSourceCompleted: RACSourceLocation("RACSignal.m", 165),

        // -concat: (RACSignal.m)
        concat: RACSourceLocation("RACSignal.m", 178),
        concatDidSubscribe: RACSourceLocation("RACSignal.m", 179),
        concatSourceNext: RACSourceLocation("RACSignal.m", 182),
        concatSourceError: RACSourceLocation("RACSignal.m", 184),
        concatSourceCompleted: RACSourceLocation("RACSignal.m", 186),

        // -zipWith: (RACSignal.m)
        zipWith: RACSourceLocation("RACSignal.m", 196),
        zipWithDidSubscribe: RACSourceLocation("RACSignal.m", 199),
        zipWithSendCompletedIfNecessary: RACSourceLocation("RACSignal.m", 206),
        zipWithSendNext: RACSourceLocation("RACSignal.m", 214),
        zipWithSelfNext: RACSourceLocation("RACSignal.m", 228),
        zipWithSelfError: RACSourceLocation("RACSignal.m", 233),
        zipWithSelfCompleted: RACSourceLocation("RACSignal.m", 235),
        zipWithOtherNext: RACSourceLocation("RACSignal.m", 242),
        zipWithOtherError: RACSourceLocation("RACSignal.m", 247),
        zipWithOtherCompleted: RACSourceLocation("RACSignal.m", 249),
        zipWithDispose: RACSourceLocation("RACSignal.m", 256),

        // -flattenMap: (RACStream.m)
        flattenMap: RACSourceLocation("RACStream.m", 73),
        flattenMapBindBlock: RACSourceLocation("RACStream.m", 76),
        flattenMapBinding: RACSourceLocation("RACStream.m", 77),

        // -flatten (RACStream.m)
        flatten: RACSourceLocation("RACStream.m", 86),
        flattenBlock: RACSourceLocation("RACStream.m", 87),

        // -map: (RACStream.m)
        map: RACSourceLocation("RACStream.m", 92),
        mapBlock: RACSourceLocation("RACStream.m", 97),

        // -mapReplace: (RACStream.m)
        mapReplace: RACSourceLocation("RACStream.m", 102),
        mapReplaceBlock: RACSourceLocation("RACStream.m", 103),

        // -reduceEach: (RACStream.m)
        reduceEach: RACSourceLocation("RACStream.m", 142),
        reduceEachBlock: RACSourceLocation("RACStream.m", 146),

        // -filter: (RACStream.m)
        filter: RACSourceLocation("RACStream.m", 122),
        filterBlock: RACSourceLocation("RACStream.m", 127),

        // -ignore: (RACStream.m)
        ignore: RACSourceLocation("RACStream.m", 136),
        ignoreBlock: RACSourceLocation("RACStream.m", 137),

        // -ignoreValues (RACSignal+Operations.m)
        ignoreValues: RACSourceLocation("RACSignal+Operations.m", 1241),
        ignoreValuesBlock: RACSourceLocation("RACSignal+Operations.m", 1242),

        // -take: (RACStream.m)
        take: RACSourceLocation("RACStream.m", 173),
        takeBindBlock: RACSourceLocation("RACStream.m", 178),
        takeBinding: RACSourceLocation("RACStream.m", 181),

        // -skip: (RACStream.m)
        skip: RACSourceLocation("RACStream.m", 158),
        skipBindBlock: RACSourceLocation("RACStream.m", 161),
        skipBinding: RACSourceLocation("RACStream.m", 164),

        // -takeUntilBlock: / -takeWhileBlock: (RACStream.m)
        takeUntilBlock: RACSourceLocation("RACStream.m", 286),
        takeUntilBlockBindBlock: RACSourceLocation("RACStream.m", 291),
        takeUntilBlockBinding: RACSourceLocation("RACStream.m", 292),
        takeWhileBlock: RACSourceLocation("RACStream.m", 300),
        takeWhileBlockBlock: RACSourceLocation("RACStream.m", 303),

        // -skipUntilBlock: / -skipWhileBlock: (RACStream.m)
        skipUntilBlock: RACSourceLocation("RACStream.m", 308),
        skipUntilBlockBindBlock: RACSourceLocation("RACStream.m", 313),
        skipUntilBlockBinding: RACSourceLocation("RACStream.m", 316),
        skipWhileBlock: RACSourceLocation("RACStream.m", 330),
        skipWhileBlockBlock: RACSourceLocation("RACStream.m", 333),

        // -startWith: (RACStream.m)
        startWith: RACSourceLocation("RACStream.m", 152),

        // -merge: / +merge: (RACSignal+Operations.m); `merge` is the instance method
        merge: RACSourceLocation("RACSignal+Operations.m", 469),
        mergeDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 482),

        // +join:block: (RACStream.m)
        joinWrap: RACSourceLocation("RACStream.m", 202),
        joinUnwrap: RACSourceLocation("RACStream.m", 214),

        // -combineLatestWith: (RACSignal+Operations.m)
        combineLatestWith: RACSourceLocation("RACSignal+Operations.m", 395),
        combineLatestWithDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 398),
        combineLatestWithSendNext: RACSourceLocation("RACSignal+Operations.m", 407),
        combineLatestWithSelfNext: RACSourceLocation("RACSignal+Operations.m", 414),
        combineLatestWithSelfError: RACSourceLocation("RACSignal+Operations.m", 419),
        combineLatestWithSelfCompleted: RACSourceLocation("RACSignal+Operations.m", 421),
        combineLatestWithOtherNext: RACSourceLocation("RACSignal+Operations.m", 430),
        combineLatestWithOtherError: RACSourceLocation("RACSignal+Operations.m", 435),
        combineLatestWithOtherCompleted: RACSourceLocation("RACSignal+Operations.m", 437),

        // -doNext: / -doError: / -doCompleted: (RACSignal+Operations.m)
        doNext: RACSourceLocation("RACSignal+Operations.m", 85),
        doNextDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 88),
        doNextSourceNext: RACSourceLocation("RACSignal+Operations.m", 89),
        doNextSourceError: RACSourceLocation("RACSignal+Operations.m", 92),
        doNextSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 94),
        doError: RACSourceLocation("RACSignal+Operations.m", 100),
        doErrorDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 103),
        doErrorSourceNext: RACSourceLocation("RACSignal+Operations.m", 104),
        doErrorSourceError: RACSourceLocation("RACSignal+Operations.m", 106),
        doErrorSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 109),
        doCompleted: RACSourceLocation("RACSignal+Operations.m", 115),
        doCompletedDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 118),
        doCompletedSourceNext: RACSourceLocation("RACSignal+Operations.m", 119),
        doCompletedSourceError: RACSourceLocation("RACSignal+Operations.m", 121),
        doCompletedSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 123),

        // -catch: / -catchTo: (RACSignal+Operations.m)
        `catch`: RACSourceLocation("RACSignal+Operations.m", 241),
        catchDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 244),
        catchSourceNext: RACSourceLocation("RACSignal+Operations.m", 247),
        catchSourceError: RACSourceLocation("RACSignal+Operations.m", 249),
        catchSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 253),
        catchDispose: RACSourceLocation("RACSignal+Operations.m", 257),
        catchTo: RACSourceLocation("RACSignal+Operations.m", 264),
        catchToBlock: RACSourceLocation("RACSignal+Operations.m", 265),

        // RACSequence (RACSequence.m, NSDictionary+RACSequenceAdditions.m)
        sequenceBindDependency: RACSourceLocation("RACSequence.m", 104),
        sequenceBindHead: RACSourceLocation("RACSequence.m", 129),
        sequenceBindTail: RACSourceLocation("RACSequence.m", 131),
        sequenceSignalDidSubscribe: RACSourceLocation("RACSequence.m", 187),
        sequenceSignalRecursive: RACSourceLocation("RACSequence.m", 190),
        sequenceAllReduce: RACSourceLocation("RACSequence.m", 241),
        dictionarySequenceMap: RACSourceLocation("NSDictionary+RACSequenceAdditions.m", 20),

        // RACBehaviorSubject (RACBehaviorSubject.m)
        behaviorSubjectSendCurrent: RACSourceLocation("RACBehaviorSubject.m", 35),
        behaviorSubjectDispose: RACSourceLocation("RACBehaviorSubject.m", 41),

        // -groupBy: / -groupBy:transform: (RACSignal+Operations.m)
        groupBy: RACSourceLocation("RACSignal+Operations.m", 1115),
        groupByTransform: RACSourceLocation("RACSignal+Operations.m", 1082),
        groupByDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1085),
        groupBySourceNext: RACSourceLocation("RACSignal+Operations.m", 1089),
        groupBySourceError: RACSourceLocation("RACSignal+Operations.m", 1103),
        groupBySourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1107),

        // RACCommand (RACCommand.m, NSObject+RACDeallocating.m)
        commandInit: RACSourceLocation("RACCommand.m", 80),
        commandExecute: RACSourceLocation("RACCommand.m", 169),
        commandExecutionSignalsMap: RACSourceLocation("RACCommand.m", 90),
        commandErrorsFlattenMap: RACSourceLocation("RACCommand.m", 102),
        commandErrorsCatch: RACSourceLocation("RACCommand.m", 105),
        commandExecutingFlattenMap: RACSourceLocation("RACCommand.m", 116),
        commandExecutingThen: RACSourceLocation("RACCommand.m", 119),
        commandExecutingScan: RACSourceLocation("RACCommand.m", 124),
        commandExecutingMap: RACSourceLocation("RACCommand.m", 127),
        willDeallocSendCompleted: RACSourceLocation("NSObject+RACDeallocating.m", 80),

        // +defer: (RACSignal+Operations.m)
        deferDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 934),

        // -then: (RACSignal+Operations.m)
        then: RACSourceLocation("RACSignal+Operations.m", 596),

        // -takeLast: (RACSignal+Operations.m)
        takeLast: RACSourceLocation("RACSignal+Operations.m", 374),
        takeLastDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 375),
        takeLastSourceNext: RACSourceLocation("RACSignal+Operations.m", 377),
        takeLastSourceError: RACSourceLocation("RACSignal+Operations.m", 383),
        takeLastSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 385),

        // -scanWithStart:reduce: / -scanWithStart:reduceWithIndex: (RACStream.m)
        scanWithStart: RACSourceLocation("RACStream.m", 259),
        scanWithStartReduceBlock: RACSourceLocation("RACStream.m", 264),
        scanWithStartReduceWithIndex: RACSourceLocation("RACStream.m", 270),
        scanBindBlock: RACSourceLocation("RACStream.m", 275),
        scanBinding: RACSourceLocation("RACStream.m", 279),

        // -aggregateWithStart:… (RACSignal+Operations.m)
        aggregateWithStart: RACSourceLocation("RACSignal+Operations.m", 618),
        aggregateWithStartReduceBlock: RACSourceLocation("RACSignal+Operations.m", 621),
        aggregateWithStartReduceWithIndex: RACSourceLocation("RACSignal+Operations.m", 627),
        aggregateWithStartFactory: RACSourceLocation("RACSignal+Operations.m", 609),
        aggregateWithStartFactoryDefer: RACSourceLocation("RACSignal+Operations.m", 613),

        // -collect (RACSignal+Operations.m)
        collect: RACSourceLocation("RACSignal+Operations.m", 365),
        collectStartFactory: RACSourceLocation("RACSignal+Operations.m", 366),
        collectReduce: RACSourceLocation("RACSignal+Operations.m", 368),

        // -distinctUntilChanged (RACStream.m)
        distinctUntilChanged: RACSourceLocation("RACStream.m", 338),
        distinctUntilChangedBindBlock: RACSourceLocation("RACStream.m", 341),
        distinctUntilChangedBinding: RACSourceLocation("RACStream.m", 345),

        // -materialize / -dematerialize (RACSignal+Operations.m)
        materialize: RACSourceLocation("RACSignal+Operations.m", 1247),
        materializeDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1248),
        materializeSourceNext: RACSourceLocation("RACSignal+Operations.m", 1249),
        materializeSourceError: RACSourceLocation("RACSignal+Operations.m", 1251),
        materializeSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1254),
        dematerialize: RACSourceLocation("RACSignal+Operations.m", 1261),
        dematerializeBindBlock: RACSourceLocation("RACSignal+Operations.m", 1262),
        dematerializeBinding: RACSourceLocation("RACSignal+Operations.m", 1263),

        // RACMulticastConnection (RACSignal+Operations.m, RACMulticastConnection.m)
        publish: RACSourceLocation("RACSignal+Operations.m", 947),
        multicast: RACSourceLocation("RACSignal+Operations.m", 953),
        connect: RACSourceLocation("RACMulticastConnection.m", 53),
        autoconnectDidSubscribe: RACSourceLocation("RACMulticastConnection.m", 67),
        autoconnectDispose: RACSourceLocation("RACMulticastConnection.m", 73),
        replay: RACSourceLocation("RACSignal+Operations.m", 959),
        replayLast: RACSourceLocation("RACSignal+Operations.m", 968),
        replayLazily: RACSourceLocation("RACSignal+Operations.m", 977),
        replayLazilyDefer: RACSourceLocation("RACSignal+Operations.m", 980),

        // -delay: (RACSignal+Operations.m)
        delay: RACSourceLocation("RACSignal+Operations.m", 194),
        delayDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 195),
        delaySchedule: RACSourceLocation("RACSignal+Operations.m", 202),
        delaySourceNext: RACSourceLocation("RACSignal+Operations.m", 208),
        delaySendNext: RACSourceLocation("RACSignal+Operations.m", 209),
        delaySourceError: RACSourceLocation("RACSignal+Operations.m", 212),
        delaySourceCompleted: RACSourceLocation("RACSignal+Operations.m", 214),
        delaySendCompleted: RACSourceLocation("RACSignal+Operations.m", 215),

        // -throttle: / -throttle:valuesPassingTest: (RACSignal+Operations.m)
        throttle: RACSourceLocation("RACSignal+Operations.m", 130),
        throttlePassAll: RACSourceLocation("RACSignal+Operations.m", 131),
        throttleValuesPassingTest: RACSourceLocation("RACSignal+Operations.m", 136),
        throttleDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 140),
        throttleFlushNext: RACSourceLocation("RACSignal+Operations.m", 152),
        throttleSourceNext: RACSourceLocation("RACSignal+Operations.m", 164),
        throttleScheduledFlush: RACSourceLocation("RACSignal+Operations.m", 177),
        throttleSourceError: RACSourceLocation("RACSignal+Operations.m", 181),
        throttleSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 184),

        // +interval:onScheduler:(withLeeway:) (RACSignal+Operations.m)
        interval: RACSourceLocation("RACSignal+Operations.m", 718),
        intervalWithLeeway: RACSourceLocation("RACSignal+Operations.m", 722),
        intervalDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 726),
        intervalTick: RACSourceLocation("RACSignal+Operations.m", 727),

        // -timeout:onScheduler: (RACSignal+Operations.m)
        timeout: RACSourceLocation("RACSignal+Operations.m", 987),
        timeoutDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 991),
        timeoutFire: RACSourceLocation("RACSignal+Operations.m", 994),
        timeoutSourceNext: RACSourceLocation("RACSignal+Operations.m", 1001),
        timeoutSourceError: RACSourceLocation("RACSignal+Operations.m", 1003),
        timeoutSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1006),

        // -deliverOn: (RACSignal+Operations.m)
        deliverOn: RACSourceLocation("RACSignal+Operations.m", 1016),
        deliverOnDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1017),
        deliverOnSourceNext: RACSourceLocation("RACSignal+Operations.m", 1018),
        deliverOnSendNext: RACSourceLocation("RACSignal+Operations.m", 1019),
        deliverOnSourceError: RACSourceLocation("RACSignal+Operations.m", 1022),
        deliverOnSendError: RACSourceLocation("RACSignal+Operations.m", 1023),
        deliverOnSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1026),
        deliverOnSendCompleted: RACSourceLocation("RACSignal+Operations.m", 1027),

        // -subscribeOn: (RACSignal+Operations.m)
        subscribeOn: RACSourceLocation("RACSignal+Operations.m", 1034),
        subscribeOnDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1035),
        subscribeOnSubscribe: RACSourceLocation("RACSignal+Operations.m", 1038),

        // -scheduleRecursiveBlock:addingToDisposable: (RACScheduler.m)
        scheduleRecursive: RACSourceLocation("RACScheduler.m", 137),
        scheduleRecursiveReschedule: RACSourceLocation("RACScheduler.m", 165),

        // -[RACTestScheduler after:repeatingEvery:withLeeway:schedule:] (RACTestScheduler.m)
        testSchedulerReschedule: RACSourceLocation("RACTestScheduler.m", 174),

        // -[RACQueueScheduler after:repeatingEvery:withLeeway:schedule:] (RACQueueScheduler.m)
        schedulerCancelTimer: RACSourceLocation("RACQueueScheduler.m", 101),
    ]

    /// Where the block or operator `name` begins in ReactiveObjC, or nil for a name the table
    /// lacks.
    public static func racLocation(of name: String) -> RACSourceLocation? { racLocations[name] }

    /// The GitHub link to `name`'s line (`RACSourceLocation.url`), e.g.
    /// https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108
    public static func racURL(of name: String) -> String? { racLocations[name]?.url }
}
