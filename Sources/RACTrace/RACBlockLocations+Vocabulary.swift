extension RACBlockName {
    /// Where the vocabulary's blocks and operators begin (see `racLocations` for how the lines
    /// were found); merged into `racLocations`.
    static let vocabularyRACLocations: [String: RACSourceLocation] = [
        // -initially: / -finally: (RACSignal+Operations.m)
        initially: RACSourceLocation("RACSignal+Operations.m", 301),
        initiallyDefer: RACSourceLocation("RACSignal+Operations.m", 304),
        finally: RACSourceLocation("RACSignal+Operations.m", 310),
        finallyError: RACSourceLocation("RACSignal+Operations.m", 314),
        finallyCompleted: RACSourceLocation("RACSignal+Operations.m", 317),

        // +try: / -try: / -tryMap: (RACSignal+Operations.m)
        tryDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 273),
        `try`: RACSourceLocation("RACSignal+Operations.m", 281),
        tryFlattenMap: RACSourceLocation("RACSignal+Operations.m", 284),
        tryMap: RACSourceLocation("RACSignal+Operations.m", 291),
        tryMapFlattenMap: RACSourceLocation("RACSignal+Operations.m", 294),

        // -logAll / -logNext / -logError / -logCompleted (RACSignal.m)
        logAll: RACSourceLocation("RACSignal.m", 330),
        logNext: RACSourceLocation("RACSignal.m", 334),
        logNextBlock: RACSourceLocation("RACSignal.m", 335),
        logError: RACSourceLocation("RACSignal.m", 340),
        logErrorBlock: RACSourceLocation("RACSignal.m", 341),
        logCompleted: RACSourceLocation("RACSignal.m", 346),
        logCompletedBlock: RACSourceLocation("RACSignal.m", 347),

        // -not / -and / -or (RACSignal+Operations.m)
        not: RACSourceLocation("RACSignal+Operations.m", 1280),
        notMap: RACSourceLocation("RACSignal+Operations.m", 1281),
        and: RACSourceLocation("RACSignal+Operations.m", 1288),
        andMap: RACSourceLocation("RACSignal+Operations.m", 1289),
        andAll: RACSourceLocation("RACSignal+Operations.m", 1293),
        or: RACSourceLocation("RACSignal+Operations.m", 1301),
        orMap: RACSourceLocation("RACSignal+Operations.m", 1302),
        orAny: RACSourceLocation("RACSignal+Operations.m", 1306),

        // -any / -any: / -all: (RACSignal+Operations.m)
        any: RACSourceLocation("RACSignal+Operations.m", 1119),
        anyBlock: RACSourceLocation("RACSignal+Operations.m", 1120),
        anyPassing: RACSourceLocation("RACSignal+Operations.m", 1125),
        anyPassingBindBlock: RACSourceLocation("RACSignal+Operations.m", 1128),
        anyPassingBinding: RACSourceLocation("RACSignal+Operations.m", 1129),
        all: RACSourceLocation("RACSignal+Operations.m", 1145),
        allBindBlock: RACSourceLocation("RACSignal+Operations.m", 1148),
        allBinding: RACSourceLocation("RACSignal+Operations.m", 1149),

        // -combinePreviousWithStart:reduce: (RACStream.m)
        combinePreviousWithStart: RACSourceLocation("RACStream.m", 108),
        combinePreviousWithStartReduce: RACSourceLocation("RACStream.m", 112),
        combinePreviousWithStartMap: RACSourceLocation("RACStream.m", 116),


        // -takeUntil: (RACSignal+Operations.m)
        takeUntil: RACSourceLocation("RACSignal+Operations.m", 733),
        takeUntilDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 734),
        takeUntilTriggerCompletion: RACSourceLocation("RACSignal+Operations.m", 736),
        takeUntilTriggerNext: RACSourceLocation("RACSignal+Operations.m", 741),
        takeUntilTriggerCompleted: RACSourceLocation("RACSignal+Operations.m", 743),
        takeUntilSelfNext: RACSourceLocation("RACSignal+Operations.m", 750),
        takeUntilSelfError: RACSourceLocation("RACSignal+Operations.m", 752),
        takeUntilSelfCompleted: RACSourceLocation("RACSignal+Operations.m", 754),

        // -takeUntilReplacement: (RACSignal+Operations.m)
        takeUntilReplacement: RACSourceLocation("RACSignal+Operations.m", 766),
        takeUntilReplacementDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 767),
        takeUntilReplacementNext: RACSourceLocation("RACSignal+Operations.m", 770),
        takeUntilReplacementError: RACSourceLocation("RACSignal+Operations.m", 773),
        takeUntilReplacementCompleted: RACSourceLocation("RACSignal+Operations.m", 776),
        takeUntilReplacementDispose: RACSourceLocation("RACSignal+Operations.m", 787),

        // -switchToLatest / +switch:cases:default: / +if:then:else: (RACSignal+Operations.m)
        switchToLatest: RACSourceLocation("RACSignal+Operations.m", 794),
        switchToLatestDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 795),
        switchToLatestFlattenMap: RACSourceLocation("RACSignal+Operations.m", 799),
        switchToLatestDispose: RACSourceLocation("RACSignal+Operations.m", 809),
        switchCasesMap: RACSourceLocation("RACSignal+Operations.m", 828),
        ifMap: RACSourceLocation("RACSignal+Operations.m", 849),

        // -flatten: / -concat (RACSignal+Operations.m)
        flattenMaxConcurrent: RACSourceLocation("RACSignal+Operations.m", 494),
        flattenMaxConcurrentDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 495),
        flattenMaxConcurrentCompleteIfAllowed: RACSourceLocation("RACSignal+Operations.m", 517),
        flattenMaxConcurrentSubscribeToSignal: RACSourceLocation("RACSignal+Operations.m", 528),
        flattenMaxConcurrentInnerNext: RACSourceLocation("RACSignal+Operations.m", 536),
        flattenMaxConcurrentInnerError: RACSourceLocation("RACSignal+Operations.m", 538),
        flattenMaxConcurrentInnerCompleted: RACSourceLocation("RACSignal+Operations.m", 540),
        flattenMaxConcurrentSourceNext: RACSourceLocation("RACSignal+Operations.m", 561),
        flattenMaxConcurrentSourceError: RACSourceLocation("RACSignal+Operations.m", 577),
        flattenMaxConcurrentSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 579),
        flattenMaxConcurrentDispose: RACSourceLocation("RACSignal+Operations.m", 586),
        concatSignals: RACSourceLocation("RACSignal+Operations.m", 605),

        // subscribeForever, -repeat, -retry:, -retry (RACSignal+Operations.m)
        subscribeForeverRecursiveBlock: RACSourceLocation("RACSignal+Operations.m", 46),
        subscribeForeverError: RACSourceLocation("RACSignal+Operations.m", 52),
        subscribeForeverCompleted: RACSourceLocation("RACSignal+Operations.m", 59),
        subscribeForeverRecurse: RACSourceLocation("RACSignal+Operations.m", 73),
        `repeat`: RACSourceLocation("RACSignal+Operations.m", 225),
        repeatDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 226),
        repeatNext: RACSourceLocation("RACSignal+Operations.m", 228),
        repeatError: RACSourceLocation("RACSignal+Operations.m", 231),
        repeatCompleted: RACSourceLocation("RACSignal+Operations.m", 235),
        retry: RACSourceLocation("RACSignal+Operations.m", 1165),
        retryDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1166),
        retryNext: RACSourceLocation("RACSignal+Operations.m", 1169),
        retryError: RACSourceLocation("RACSignal+Operations.m", 1172),
        retryCompleted: RACSourceLocation("RACSignal+Operations.m", 1182),
        retryForever: RACSourceLocation("RACSignal+Operations.m", 1189),

        // -sample: (RACSignal+Operations.m)
        sample: RACSourceLocation("RACSignal+Operations.m", 1193),
        sampleDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1196),
        sampleSourceNext: RACSourceLocation("RACSignal+Operations.m", 1202),
        sampleSourceError: RACSourceLocation("RACSignal+Operations.m", 1207),
        sampleSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1210),
        sampleSamplerNext: RACSourceLocation("RACSignal+Operations.m", 1215),
        sampleSamplerError: RACSourceLocation("RACSignal+Operations.m", 1226),
        sampleSamplerCompleted: RACSourceLocation("RACSignal+Operations.m", 1229),
        sampleDispose: RACSourceLocation("RACSignal+Operations.m", 1234),

        // -first / -firstOrDefault: / -firstOrDefault:success:error: / -waitUntilCompleted: / -toArray (RACSignal+Operations.m)
        first: RACSourceLocation("RACSignal+Operations.m", 858),
        firstOrDefault: RACSourceLocation("RACSignal+Operations.m", 862),
        firstOrDefaultWithSuccessAndError: RACSourceLocation("RACSignal+Operations.m", 866),
        firstOrDefaultNext: RACSourceLocation("RACSignal+Operations.m", 877),
        firstOrDefaultError: RACSourceLocation("RACSignal+Operations.m", 886),
        firstOrDefaultCompleted: RACSourceLocation("RACSignal+Operations.m", 898),
        waitUntilCompleted: RACSourceLocation("RACSignal+Operations.m", 920),
        toArray: RACSourceLocation("RACSignal+Operations.m", 939),

        // -asynchronousFirstOrDefault:… / -asynchronouslyWaitUntilCompleted:… (RACSignal.m)
        asynchronousFirstOrDefault: RACSourceLocation("RACSignal.m", 358),
        asynchronousFirstOrDefaultWithTimeout: RACSourceLocation("RACSignal.m", 362),
        asynchronousFirstOrDefaultNext: RACSourceLocation("RACSignal.m", 376),
        asynchronousFirstOrDefaultError: RACSourceLocation("RACSignal.m", 379),
        asynchronousFirstOrDefaultCompleted: RACSourceLocation("RACSignal.m", 385),
        asynchronouslyWaitUntilCompletedWithTimeout: RACSourceLocation("RACSignal.m", 399),
        asynchronouslyWaitUntilCompleted: RACSourceLocation("RACSignal.m", 405),

        // -deliverOnMainThread (RACSignal+Operations.m)
        deliverOnMainThread: RACSourceLocation("RACSignal+Operations.m", 1049),
        deliverOnMainThreadDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 1050),
        deliverOnMainThreadPerform: RACSourceLocation("RACSignal+Operations.m", 1053),
        deliverOnMainThreadAsync: RACSourceLocation("RACSignal+Operations.m", 1059),
        deliverOnMainThreadSourceNext: RACSourceLocation("RACSignal+Operations.m", 1066),
        deliverOnMainThreadSendNext: RACSourceLocation("RACSignal+Operations.m", 1067),
        deliverOnMainThreadSourceError: RACSourceLocation("RACSignal+Operations.m", 1070),
        deliverOnMainThreadSendError: RACSourceLocation("RACSignal+Operations.m", 1071),
        deliverOnMainThreadSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 1074),
        deliverOnMainThreadSendCompleted: RACSourceLocation("RACSignal+Operations.m", 1075),

        // +startLazilyWithScheduler:block: (RACSignal.m)
        startLazilyBlock: RACSourceLocation("RACSignal.m", 59),
        startLazilyConnect: RACSourceLocation("RACSignal.m", 66),

        // -bufferWithTime:onScheduler: (RACSignal+Operations.m)
        bufferWithTime: RACSourceLocation("RACSignal+Operations.m", 323),
        bufferWithTimeDidSubscribe: RACSourceLocation("RACSignal+Operations.m", 327),
        bufferWithTimeFlushValues: RACSourceLocation("RACSignal+Operations.m", 331),
        bufferWithTimeSourceNext: RACSourceLocation("RACSignal+Operations.m", 343),
        bufferWithTimeSourceError: RACSourceLocation("RACSignal+Operations.m", 351),
        bufferWithTimeSourceCompleted: RACSourceLocation("RACSignal+Operations.m", 353),
        bufferWithTimeDispose: RACSourceLocation("RACSignal+Operations.m", 358),

        // -sequence (RACSignal+Operations.m), RACSignalSequence (RACSignalSequence.m)
        sequence: RACSourceLocation("RACSignal+Operations.m", 943),
        signalSequenceNext: RACSourceLocation("RACSignalSequence.m", 29),
        signalSequenceError: RACSourceLocation("RACSignalSequence.m", 31),
        signalSequenceCompleted: RACSourceLocation("RACSignalSequence.m", 33),
        signalSequenceDescriptionNext: RACSourceLocation("RACSignalSequence.m", 68),

        // -reduceApply (RACSignal+Operations.m)
        reduceApply: RACSourceLocation("RACSignal+Operations.m", 1314),
        reduceApplyMap: RACSourceLocation("RACSignal+Operations.m", 1315),

        // -setKeyPath:onObject:(nilValue:) (RACSignal+Operations.m)
        setKeyPath: RACSourceLocation("RACSignal+Operations.m", 635),
        setKeyPathNilValue: RACSourceLocation("RACSignal+Operations.m", 639),
        setKeyPathNext: RACSourceLocation("RACSignal+Operations.m", 651),
        setKeyPathError: RACSourceLocation("RACSignal+Operations.m", 658),
        setKeyPathCompleted: RACSourceLocation("RACSignal+Operations.m", 667),
        setKeyPathClearPointer: RACSourceLocation("RACSignal+Operations.m", 692),
        setKeyPathDispose: RACSourceLocation("RACSignal+Operations.m", 712),
    ]
}
