/// Block and operator names of the rest of ReactiveObjC's signal vocabulary (RACSignal.h,
/// RACSignal+Operations.h, RACStream.h), beside `RACBlockName.swift`'s: the same scheme, one
/// group per method, located in `RACBlockLocations+Vocabulary.swift`.
extension RACBlockName {
    // -initially: / -finally: (RACSignal+Operations.m)
    public static let initially = "initially"
    /// The `+defer:` block: calls the reader's block, then returns the receiver.
    public static let initiallyDefer = "initially.defer"
    public static let finally = "finally"
    /// The `-doError:` block: calls the reader's block.
    public static let finallyError = "finally.error"
    /// The `-doCompleted:` block: calls the reader's block.
    public static let finallyCompleted = "finally.completed"

    // +try: / -try: / -tryMap: (RACSignal+Operations.m)
    /// `+try:`'s `createSignal:` block: calls the try block and subscribes to `+return:` or `+error:`.
    public static let tryDidSubscribe = "try.didSubscribe"
    public static let `try` = "try"
    /// `-try:`'s `-flattenMap:` block: `+return:` of the value when the block passes it, else `+error:`.
    public static let tryFlattenMap = "try.flattenMap"
    public static let tryMap = "tryMap"
    /// `-tryMap:`'s `-flattenMap:` block: `+return:` of the mapped value, or `+error:` when it is nil.
    public static let tryMapFlattenMap = "tryMap.flattenMap"

    // -logAll / -logNext / -logError / -logCompleted (RACSignal.m)
    public static let logAll = "logAll"
    public static let logNext = "logNext"
    /// The `-doNext:` block: `NSLog(@"%@ next: %@", self, x)`.
    public static let logNextBlock = "logNext.block"
    public static let logError = "logError"
    public static let logErrorBlock = "logError.block"
    public static let logCompleted = "logCompleted"
    public static let logCompletedBlock = "logCompleted.block"

    // -not / -and / -or (RACSignal+Operations.m)
    public static let not = "not"
    public static let notMap = "not.map"
    public static let and = "and"
    public static let andMap = "and.map"
    /// The predicate `-[RACSequence all:]` tests each number of the tuple with.
    public static let andAll = "and.all"
    public static let or = "or"
    public static let orMap = "or.map"
    /// The predicate `-[RACSequence any:]` tests each number of the tuple with.
    public static let orAny = "or.any"

    // -any / -any: / -all: (RACSignal+Operations.m)
    public static let any = "any"
    /// The predicate `-any` passes to `-any:`: always YES.
    public static let anyBlock = "any.block"
    /// `-any:`.
    public static let anyPassing = "anyPassing"
    public static let anyPassingBindBlock = "anyPassing.bindBlock"
    public static let anyPassingBinding = "anyPassing.binding"
    public static let all = "all"
    public static let allBindBlock = "all.bindBlock"
    public static let allBinding = "all.binding"

    // -combinePreviousWithStart:reduce: (RACStream.m)
    public static let combinePreviousWithStart = "combinePreviousWithStart"
    /// The `-scanWithStart:reduce:` block: calls the reader's block with the previous value.
    public static let combinePreviousWithStartReduce = "combinePreviousWithStart.reduce"
    public static let combinePreviousWithStartMap = "combinePreviousWithStart.map"


    // -takeUntil: (RACSignal+Operations.m)
    public static let takeUntil = "takeUntil"
    public static let takeUntilDidSubscribe = "takeUntil.didSubscribe"
    /// `triggerCompletion`: disposes both subscriptions, then completes.
    public static let takeUntilTriggerCompletion = "takeUntil.triggerCompletion"
    public static let takeUntilTriggerNext = "takeUntil.trigger.next"
    public static let takeUntilTriggerCompleted = "takeUntil.trigger.completed"
    public static let takeUntilSelfNext = "takeUntil.self.next"
    public static let takeUntilSelfError = "takeUntil.self.error"
    public static let takeUntilSelfCompleted = "takeUntil.self.completed"

    // -takeUntilReplacement: (RACSignal+Operations.m)
    public static let takeUntilReplacement = "takeUntilReplacement"
    public static let takeUntilReplacementDidSubscribe = "takeUntilReplacement.didSubscribe"
    public static let takeUntilReplacementNext = "takeUntilReplacement.replacement.next"
    public static let takeUntilReplacementError = "takeUntilReplacement.replacement.error"
    public static let takeUntilReplacementCompleted = "takeUntilReplacement.replacement.completed"
    public static let takeUntilReplacementDispose = "takeUntilReplacement.dispose"

    // -switchToLatest / +switch:cases:default: / +if:then:else: (RACSignal+Operations.m)
    public static let switchToLatest = "switchToLatest"
    public static let switchToLatestDidSubscribe = "switchToLatest.didSubscribe"
    /// Takes each inner signal until the next one arrives.
    public static let switchToLatestFlattenMap = "switchToLatest.flattenMap"
    public static let switchToLatestDispose = "switchToLatest.dispose"
    /// `+switch:cases:default:`'s `-map:` block: the case's signal for a key.
    public static let switchCasesMap = "switch.map"
    /// `+if:then:else:`'s `-map:` block: the then or else signal for a BOOL.
    public static let ifMap = "if.map"

    // -flatten: / -concat (RACSignal+Operations.m)
    /// `-flatten:`.
    public static let flattenMaxConcurrent = "flattenMaxConcurrent"
    public static let flattenMaxConcurrentDidSubscribe = "flattenMaxConcurrent.didSubscribe"
    /// `completeIfAllowed`: completes once the receiver and every inner signal have.
    public static let flattenMaxConcurrentCompleteIfAllowed = "flattenMaxConcurrent.completeIfAllowed"
    /// `subscribeToSignal`: subscribes to an inner signal.
    public static let flattenMaxConcurrentSubscribeToSignal = "flattenMaxConcurrent.subscribeToSignal"
    public static let flattenMaxConcurrentInnerNext = "flattenMaxConcurrent.inner.next"
    public static let flattenMaxConcurrentInnerError = "flattenMaxConcurrent.inner.error"
    /// Starts the next queued signal, or completes if allowed.
    public static let flattenMaxConcurrentInnerCompleted = "flattenMaxConcurrent.inner.completed"
    /// Subscribes to an inner signal, or queues it when `maxConcurrent` are active.
    public static let flattenMaxConcurrentSourceNext = "flattenMaxConcurrent.source.next"
    public static let flattenMaxConcurrentSourceError = "flattenMaxConcurrent.source.error"
    public static let flattenMaxConcurrentSourceCompleted = "flattenMaxConcurrent.source.completed"
    /// Lets go of `subscribeToSignal`.
    public static let flattenMaxConcurrentDispose = "flattenMaxConcurrent.dispose"
    /// `-concat`: `-flatten:1`.
    public static let concatSignals = "concatSignals"

    // subscribeForever, -repeat, -retry:, -retry (RACSignal+Operations.m)
    /// `subscribeForever`'s `recursiveBlock`: one subscription, which resubscribes when it finishes.
    public static let subscribeForeverRecursiveBlock = "subscribeForever.recursiveBlock"
    public static let subscribeForeverError = "subscribeForever.error"
    public static let subscribeForeverCompleted = "subscribeForever.completed"
    /// The first `recurse`: schedules the recursion on the current scheduler.
    public static let subscribeForeverRecurse = "subscribeForever.recurse"
    public static let `repeat` = "repeat"
    public static let repeatDidSubscribe = "repeat.didSubscribe"
    public static let repeatNext = "repeat.next"
    public static let repeatError = "repeat.error"
    public static let repeatCompleted = "repeat.completed"
    /// `-retry:`.
    public static let retry = "retry"
    public static let retryDidSubscribe = "retry.didSubscribe"
    public static let retryNext = "retry.next"
    public static let retryError = "retry.error"
    public static let retryCompleted = "retry.completed"
    /// `-retry`: `-retry:0`.
    public static let retryForever = "retryForever"

    // -sample: (RACSignal+Operations.m)
    public static let sample = "sample"
    public static let sampleDidSubscribe = "sample.didSubscribe"
    public static let sampleSourceNext = "sample.source.next"
    public static let sampleSourceError = "sample.source.error"
    public static let sampleSourceCompleted = "sample.source.completed"
    public static let sampleSamplerNext = "sample.sampler.next"
    public static let sampleSamplerError = "sample.sampler.error"
    public static let sampleSamplerCompleted = "sample.sampler.completed"
    public static let sampleDispose = "sample.dispose"

    // -first / -firstOrDefault: / -firstOrDefault:success:error: / -waitUntilCompleted: / -toArray (RACSignal+Operations.m)
    public static let first = "first"
    public static let firstOrDefault = "firstOrDefault"
    /// `-firstOrDefault:success:error:`.
    public static let firstOrDefaultWithSuccessAndError = "firstOrDefaultWithSuccessAndError"
    public static let firstOrDefaultNext = "firstOrDefaultWithSuccessAndError.next"
    public static let firstOrDefaultError = "firstOrDefaultWithSuccessAndError.error"
    public static let firstOrDefaultCompleted = "firstOrDefaultWithSuccessAndError.completed"
    public static let waitUntilCompleted = "waitUntilCompleted"
    public static let toArray = "toArray"

    // -asynchronousFirstOrDefault:… / -asynchronouslyWaitUntilCompleted:… (RACSignal.m)
    /// `-asynchronousFirstOrDefault:success:error:`.
    public static let asynchronousFirstOrDefault = "asynchronousFirstOrDefault"
    /// `-asynchronousFirstOrDefault:success:error:timeout:`.
    public static let asynchronousFirstOrDefaultWithTimeout = "asynchronousFirstOrDefaultWithTimeout"
    public static let asynchronousFirstOrDefaultNext = "asynchronousFirstOrDefaultWithTimeout.next"
    public static let asynchronousFirstOrDefaultError = "asynchronousFirstOrDefaultWithTimeout.error"
    public static let asynchronousFirstOrDefaultCompleted = "asynchronousFirstOrDefaultWithTimeout.completed"
    /// `-asynchronouslyWaitUntilCompleted:timeout:`.
    public static let asynchronouslyWaitUntilCompletedWithTimeout = "asynchronouslyWaitUntilCompletedWithTimeout"
    public static let asynchronouslyWaitUntilCompleted = "asynchronouslyWaitUntilCompleted"

    // -deliverOnMainThread (RACSignal+Operations.m)
    public static let deliverOnMainThread = "deliverOnMainThread"
    public static let deliverOnMainThreadDidSubscribe = "deliverOnMainThread.didSubscribe"
    /// `performOnMainThread`: runs the block at once on the main thread with nothing queued, else queues it there.
    public static let deliverOnMainThreadPerform = "deliverOnMainThread.performOnMainThread"
    /// The block `dispatch_async`ed to the main queue.
    public static let deliverOnMainThreadAsync = "deliverOnMainThread.async"
    public static let deliverOnMainThreadSourceNext = "deliverOnMainThread.source.next"
    public static let deliverOnMainThreadSendNext = "deliverOnMainThread.sendNext"
    public static let deliverOnMainThreadSourceError = "deliverOnMainThread.source.error"
    public static let deliverOnMainThreadSendError = "deliverOnMainThread.sendError"
    public static let deliverOnMainThreadSourceCompleted = "deliverOnMainThread.source.completed"
    public static let deliverOnMainThreadSendCompleted = "deliverOnMainThread.sendCompleted"

    // +startLazilyWithScheduler:block: (RACSignal.m)
    /// The multicast signal's `createSignal:` block: calls the reader's block.
    public static let startLazilyBlock = "startLazily.block"
    /// Subscribes to the replay subject, then connects.
    public static let startLazilyConnect = "startLazily.connect"

    // -bufferWithTime:onScheduler: (RACSignal+Operations.m)
    public static let bufferWithTime = "bufferWithTime"
    public static let bufferWithTimeDidSubscribe = "bufferWithTime.didSubscribe"
    /// `flushValues`: sends the batch as one tuple.
    public static let bufferWithTimeFlushValues = "bufferWithTime.flushValues"
    public static let bufferWithTimeSourceNext = "bufferWithTime.source.next"
    public static let bufferWithTimeSourceError = "bufferWithTime.source.error"
    public static let bufferWithTimeSourceCompleted = "bufferWithTime.source.completed"
    public static let bufferWithTimeDispose = "bufferWithTime.dispose"

    // -sequence (RACSignal+Operations.m), RACSignalSequence (RACSignalSequence.m)
    public static let sequence = "sequence"
    /// `+sequenceWithSignal:`'s subscription: replays the signal's events into the subject.
    public static let signalSequenceNext = "signalSequence.next"
    public static let signalSequenceError = "signalSequence.error"
    public static let signalSequenceCompleted = "signalSequence.completed"
    /// `-description`'s subscription: gathers the values sent so far.
    public static let signalSequenceDescriptionNext = "signalSequence.description.next"

    // -reduceApply (RACSignal+Operations.m)
    public static let reduceApply = "reduceApply"
    /// Calls the tuple's block with the rest of the tuple.
    public static let reduceApplyMap = "reduceApply.map"

    // -setKeyPath:onObject:(nilValue:) (RACSignal+Operations.m)
    public static let setKeyPath = "setKeyPath"
    /// `-setKeyPath:onObject:nilValue:`, which `-setKeyPath:onObject:` calls.
    public static let setKeyPathNilValue = "setKeyPath.nilValue"
    /// Sets each value (or `nilValue` for nil) on the object through the key path.
    public static let setKeyPathNext = "setKeyPath.next"
    public static let setKeyPathError = "setKeyPath.error"
    public static let setKeyPathCompleted = "setKeyPath.completed"
    /// `clearPointerDisposable`: forgets the unretained object.
    public static let setKeyPathClearPointer = "setKeyPath.clearPointerDisposable"
    /// The returned disposable: takes the binding out of the object's dealloc disposable and disposes it.
    public static let setKeyPathDispose = "setKeyPath.dispose"
}
