/// The stable dotted names of the engine's internal blocks — the one place they are listed.
///
/// A trace reports each internal block by one of these names; a run's numbering map
/// (`RACBlockNumbering`) turns names into the block numbers articles use. The names follow
/// the operator (`bind`), then the local in ReactiveObjC's source (`completeSignal`), then
/// the event handler (`next`, `error`, `completed`) where the block is one.
public enum RACBlockName {
    // -subscribe: of the RACSignal cluster and the subjects
    /// The block each `-subscribe:` hands the subscription scheduler, which runs it at once
    /// when there is a current scheduler (on the main thread, always).
    public static let dynamicSignalSubscribe = "dynamicSignal.subscribe"
    public static let returnSignalSubscribe = "returnSignal.subscribe"
    public static let emptySignalSubscribe = "emptySignal.subscribe"
    public static let errorSignalSubscribe = "errorSignal.subscribe"
    public static let replaySubjectSubscribe = "replaySubject.subscribe"
    /// The blocks of the `-subscribe:` family above: each runs for the signal just subscribed to.
    public static let subscriptionBlocks: Set<String> = [
        dynamicSignalSubscribe, returnSignalSubscribe, emptySignalSubscribe, errorSignalSubscribe, replaySubjectSubscribe,
    ]
    /// `+never`'s `createSignal:` block, which returns nil.
    public static let neverDidSubscribe = "never.didSubscribe"

    // RACSubscriber, RACSubject, RACScopedDisposable: their disposal blocks
    /// The first member of a subscriber's compound disposable: clears its blocks.
    public static let subscriberClearBlocks = "subscriber.clearBlocks"
    /// Added to a subscription's disposable: removes it from the subscriber's once disposed.
    public static let subscriberPurge = "subscriber.purge"
    /// Removes a subscriber from a subject when its subscription is disposed.
    public static let subjectRemoveSubscriber = "subject.removeSubscriber"
    /// Removes a finished subscription from the subject's own disposable.
    public static let subjectPurge = "subject.purge"
    /// `+scopedDisposableWithDisposable:`'s block: disposes the wrapped disposable.
    public static let scopedDisposableDispose = "scopedDisposable.dispose"

    // -bind: (RACSignal.m)
    /// The `-bind:` call itself.
    public static let bind = "bind"
    /// The `createSignal:` block `-bind:` returns: runs once per subscription.
    public static let bindDidSubscribe = "bind.didSubscribe"
    /// `completeSignal`: one signal (the source or an inner one) finished.
    public static let bindCompleteSignal = "bind.completeSignal"
    /// `addSignal`: subscribes to a signal the binding block returned.
    public static let bindAddSignal = "bind.addSignal"
    /// The inner signal's next/error/completed handlers inside `addSignal`.
    public static let bindAddSignalNext = "bind.addSignal.next"
    public static let bindAddSignalError = "bind.addSignal.error"
    public static let bindAddSignalCompleted = "bind.addSignal.completed"
    /// The source signal's next/error/completed handlers.
    public static let bindSourceNext = "bind.source.next"
    public static let bindSourceError = "bind.source.error"
    public static let bindSourceCompleted = "bind.source.completed"

    // -concat: (RACSignal.m)
    public static let concat = "concat"
    public static let concatDidSubscribe = "concat.didSubscribe"
    public static let concatSourceNext = "concat.source.next"
    public static let concatSourceError = "concat.source.error"
    /// Subscribes the second signal when the first completes.
    public static let concatSourceCompleted = "concat.source.completed"

    // -zipWith: (RACSignal.m)
    public static let zipWith = "zipWith"
    public static let zipWithDidSubscribe = "zipWith.didSubscribe"
    public static let zipWithSendNext = "zipWith.sendNext"
    public static let zipWithSendCompletedIfNecessary = "zipWith.sendCompletedIfNecessary"
    public static let zipWithSelfNext = "zipWith.self.next"
    public static let zipWithSelfError = "zipWith.self.error"
    public static let zipWithSelfCompleted = "zipWith.self.completed"
    public static let zipWithOtherNext = "zipWith.other.next"
    public static let zipWithOtherError = "zipWith.other.error"
    public static let zipWithOtherCompleted = "zipWith.other.completed"
    public static let zipWithDispose = "zipWith.dispose"

    // -flattenMap: (RACStream.m)
    public static let flattenMap = "flattenMap"
    /// The block passed to `-bind:`.
    public static let flattenMapBindBlock = "flattenMap.bindBlock"
    /// The binding block: calls the reader's block; nil becomes `+empty`.
    public static let flattenMapBinding = "flattenMap.binding"

    // -flatten (RACStream.m)
    public static let flatten = "flatten"
    /// The identity block passed to `-flattenMap:`.
    public static let flattenBlock = "flatten.block"

    // -map: (RACStream.m)
    public static let map = "map"
    /// The block passed to `-flattenMap:`: `+return:` of the reader's block's result.
    public static let mapBlock = "map.block"

    // -mapReplace: (RACStream.m)
    public static let mapReplace = "mapReplace"
    /// The block passed to `-map:`: returns the replacement object.
    public static let mapReplaceBlock = "mapReplace.block"

    // -reduceEach: (RACStream.m)
    public static let reduceEach = "reduceEach"
    /// The block passed to `-map:`: calls the reduce block with the tuple's elements.
    public static let reduceEachBlock = "reduceEach.block"

    // -filter: (RACStream.m)
    public static let filter = "filter"
    /// The block passed to `-flattenMap:`: `+return:` or `+empty`.
    public static let filterBlock = "filter.block"

    // -ignore: (RACStream.m)
    public static let ignore = "ignore"
    /// The predicate passed to `-filter:`.
    public static let ignoreBlock = "ignore.block"

    // -ignoreValues (RACSignal+Operations.m)
    public static let ignoreValues = "ignoreValues"
    /// The predicate passed to `-filter:`: always NO.
    public static let ignoreValuesBlock = "ignoreValues.block"

    // -take: (RACStream.m)
    public static let take = "take"
    /// The block passed to `-bind:`: makes `taken` and the binding block.
    public static let takeBindBlock = "take.bindBlock"
    /// The binding block: `+return:` of the first `count` values, `*stop` on the last.
    public static let takeBinding = "take.binding"

    // -skip: (RACStream.m)
    public static let skip = "skip"
    public static let skipBindBlock = "skip.bindBlock"
    public static let skipBinding = "skip.binding"

    // -takeUntilBlock: / -takeWhileBlock: (RACStream.m)
    public static let takeUntilBlock = "takeUntilBlock"
    public static let takeUntilBlockBindBlock = "takeUntilBlock.bindBlock"
    public static let takeUntilBlockBinding = "takeUntilBlock.binding"
    public static let takeWhileBlock = "takeWhileBlock"
    /// The negated predicate passed to `-takeUntilBlock:`.
    public static let takeWhileBlockBlock = "takeWhileBlock.block"

    // -skipUntilBlock: / -skipWhileBlock: (RACStream.m)
    public static let skipUntilBlock = "skipUntilBlock"
    public static let skipUntilBlockBindBlock = "skipUntilBlock.bindBlock"
    public static let skipUntilBlockBinding = "skipUntilBlock.binding"
    public static let skipWhileBlock = "skipWhileBlock"
    /// The negated predicate passed to `-skipUntilBlock:`.
    public static let skipWhileBlockBlock = "skipWhileBlock.block"

    // -startWith: (RACStream.m)
    public static let startWith = "startWith"

    // +merge: / -merge: (RACSignal+Operations.m)
    public static let merge = "merge"
    /// The `createSignal:` block `+merge:` flattens: sends each signal, then completes.
    public static let mergeDidSubscribe = "merge.didSubscribe"

    // +join:block: (RACStream.m), behind +combineLatest:
    /// Wraps the first signal's values in one-tuples.
    public static let joinWrap = "join.wrap"
    /// Flattens the nested tuples into one.
    public static let joinUnwrap = "join.unwrap"

    // -combineLatestWith: (RACSignal+Operations.m)
    public static let combineLatestWith = "combineLatestWith"
    public static let combineLatestWithDidSubscribe = "combineLatestWith.didSubscribe"
    public static let combineLatestWithSendNext = "combineLatestWith.sendNext"
    public static let combineLatestWithSelfNext = "combineLatestWith.self.next"
    public static let combineLatestWithSelfError = "combineLatestWith.self.error"
    public static let combineLatestWithSelfCompleted = "combineLatestWith.self.completed"
    public static let combineLatestWithOtherNext = "combineLatestWith.other.next"
    public static let combineLatestWithOtherError = "combineLatestWith.other.error"
    public static let combineLatestWithOtherCompleted = "combineLatestWith.other.completed"

    // -doNext: / -doError: / -doCompleted: (RACSignal+Operations.m)
    public static let doNext = "doNext"
    public static let doNextDidSubscribe = "doNext.didSubscribe"
    public static let doNextSourceNext = "doNext.source.next"
    public static let doNextSourceError = "doNext.source.error"
    public static let doNextSourceCompleted = "doNext.source.completed"
    public static let doError = "doError"
    public static let doErrorDidSubscribe = "doError.didSubscribe"
    public static let doErrorSourceNext = "doError.source.next"
    public static let doErrorSourceError = "doError.source.error"
    public static let doErrorSourceCompleted = "doError.source.completed"
    public static let doCompleted = "doCompleted"
    public static let doCompletedDidSubscribe = "doCompleted.didSubscribe"
    public static let doCompletedSourceNext = "doCompleted.source.next"
    public static let doCompletedSourceError = "doCompleted.source.error"
    public static let doCompletedSourceCompleted = "doCompleted.source.completed"

    // -catch: / -catchTo: (RACSignal+Operations.m)
    public static let `catch` = "catch"
    public static let catchDidSubscribe = "catch.didSubscribe"
    public static let catchSourceNext = "catch.source.next"
    /// Calls the catch block and subscribes to its signal.
    public static let catchSourceError = "catch.source.error"
    public static let catchSourceCompleted = "catch.source.completed"
    /// Disposes the caught subscription, then the receiver's.
    public static let catchDispose = "catch.dispose"
    public static let catchTo = "catchTo"
    /// The catch block: returns the replacement signal.
    public static let catchToBlock = "catchTo.block"

    // RACSequence (RACSequence.m, NSDictionary+RACSequenceAdditions.m)
    /// `-bind:passingThroughValuesFromSequence:`'s lazy dependency: walks the values until
    /// the binding block gives a sequence with a head.
    public static let sequenceBindDependency = "sequence.bind.dependency"
    public static let sequenceBindHead = "sequence.bind.head"
    /// Binds the rest of the values, passing the current sequence's tail through.
    public static let sequenceBindTail = "sequence.bind.tail"
    /// `-signalWithScheduler:`'s `createSignal:` block.
    public static let sequenceSignalDidSubscribe = "sequence.signal.didSubscribe"
    /// The recursive block: sends one head per run, or completes.
    public static let sequenceSignalRecursive = "sequence.signal.recursive"
    /// `-all:`'s fold block.
    public static let sequenceAllReduce = "sequence.all.reduce"
    /// `-[NSDictionary rac_sequence]`'s map block: `RACTuplePack(key, value)`.
    public static let dictionarySequenceMap = "dictionary.sequence.map"

    // RACBehaviorSubject (RACBehaviorSubject.m)
    /// The block queued on the subscription scheduler: sends the current value.
    public static let behaviorSubjectSendCurrent = "behaviorSubject.sendCurrent"
    /// Disposes the subject subscription, then the queued block.
    public static let behaviorSubjectDispose = "behaviorSubject.dispose"

    // -groupBy: / -groupBy:transform: (RACSignal+Operations.m)
    public static let groupBy = "groupBy"
    public static let groupByTransform = "groupByTransform"
    public static let groupByDidSubscribe = "groupBy.didSubscribe"
    /// Makes and sends a group for a new key, then sends the value to its group.
    public static let groupBySourceNext = "groupBy.source.next"
    public static let groupBySourceError = "groupBy.source.error"
    public static let groupBySourceCompleted = "groupBy.source.completed"

    // RACCommand (RACCommand.m, NSObject+RACDeallocating.m)
    public static let commandInit = "initWithEnabledSignalBlock"
    public static let commandExecute = "execute"
    /// `executionSignals`' map block: each execution's signal with its error caught.
    public static let commandExecutionSignalsMap = "command.executionSignals.map"
    public static let commandErrorsFlattenMap = "command.errors.flattenMap"
    public static let commandErrorsCatch = "command.errors.catch"
    /// `immediateExecuting`'s blocks: +1 when an execution starts, -1 when it ends, summed.
    public static let commandExecutingFlattenMap = "command.executing.flattenMap"
    public static let commandExecutingThen = "command.executing.then"
    public static let commandExecutingScan = "command.executing.scan"
    public static let commandExecutingMap = "command.executing.map"
    /// `-rac_willDeallocSignal`'s disposable: completes the signal when the object goes.
    public static let willDeallocSendCompleted = "willDeallocSignal.sendCompleted"

    // +defer: (RACSignal+Operations.m)
    public static let deferDidSubscribe = "defer.didSubscribe"

    // -then: (RACSignal+Operations.m)
    public static let then = "then"

    // -takeLast: (RACSignal+Operations.m)
    public static let takeLast = "takeLast"
    public static let takeLastDidSubscribe = "takeLast.didSubscribe"
    public static let takeLastSourceNext = "takeLast.source.next"
    public static let takeLastSourceError = "takeLast.source.error"
    /// Sends the values kept, then completes.
    public static let takeLastSourceCompleted = "takeLast.source.completed"

    // -scanWithStart:reduce: / -scanWithStart:reduceWithIndex: (RACStream.m)
    public static let scanWithStart = "scanWithStart"
    /// Drops the index and calls the reader's reduce block.
    public static let scanWithStartReduceBlock = "scanWithStart.reduceBlock"
    public static let scanWithStartReduceWithIndex = "scanWithStartReduceWithIndex"
    /// The block passed to `-bind:`: makes `running`, `index` and the binding block.
    public static let scanBindBlock = "scan.bindBlock"
    public static let scanBinding = "scan.binding"

    // -aggregateWithStart:… (RACSignal+Operations.m)
    public static let aggregateWithStart = "aggregateWithStart"
    public static let aggregateWithStartReduceBlock = "aggregateWithStart.reduceBlock"
    public static let aggregateWithStartReduceWithIndex = "aggregateWithStartReduceWithIndex"
    public static let aggregateWithStartFactory = "aggregateWithStartFactory"
    /// The `+defer:` block: makes the start value and aggregates.
    public static let aggregateWithStartFactoryDefer = "aggregateWithStartFactory.defer"

    // -collect (RACSignal+Operations.m)
    public static let collect = "collect"
    /// Makes the NSMutableArray.
    public static let collectStartFactory = "collect.startFactory"
    /// Adds a value (nil as NSNull) to the array.
    public static let collectReduce = "collect.reduce"

    // -distinctUntilChanged (RACStream.m)
    public static let distinctUntilChanged = "distinctUntilChanged"
    public static let distinctUntilChangedBindBlock = "distinctUntilChanged.bindBlock"
    public static let distinctUntilChangedBinding = "distinctUntilChanged.binding"

    // -materialize / -dematerialize (RACSignal+Operations.m)
    public static let materialize = "materialize"
    public static let materializeDidSubscribe = "materialize.didSubscribe"
    public static let materializeSourceNext = "materialize.source.next"
    public static let materializeSourceError = "materialize.source.error"
    public static let materializeSourceCompleted = "materialize.source.completed"
    public static let dematerialize = "dematerialize"
    public static let dematerializeBindBlock = "dematerialize.bindBlock"
    public static let dematerializeBinding = "dematerialize.binding"

    // RACMulticastConnection (RACMulticastConnection.m, RACSignal+Operations.m)
    public static let publish = "publish"
    public static let multicast = "multicast"
    public static let connect = "connect"
    public static let autoconnectDidSubscribe = "autoconnect.didSubscribe"
    /// Disposes the subject subscription; the last one disposes the connection.
    public static let autoconnectDispose = "autoconnect.dispose"
    public static let replay = "replay"
    public static let replayLast = "replayLast"
    public static let replayLazily = "replayLazily"
    /// The `+defer:` block: connects and returns the subject.
    public static let replayLazilyDefer = "replayLazily.defer"
    // MARK: - Time (RACSignal+Operations.m, RACScheduler.m, RACTestScheduler.m)

    // -delay: (RACSignal+Operations.m)
    public static let delay = "delay"
    public static let delayDidSubscribe = "delay.didSubscribe"
    /// `schedule`: queues an event after the interval on the current scheduler.
    public static let delaySchedule = "delay.schedule"
    public static let delaySourceNext = "delay.source.next"
    public static let delaySourceError = "delay.source.error"
    public static let delaySourceCompleted = "delay.source.completed"
    /// The queued blocks that finally send the delayed value / completion.
    public static let delaySendNext = "delay.sendNext"
    public static let delaySendCompleted = "delay.sendCompleted"

    // -throttle: and -throttle:valuesPassingTest: (RACSignal+Operations.m)
    public static let throttle = "throttle"
    /// `-throttle:`'s predicate, `^(id _) { return YES; }`.
    public static let throttlePassAll = "throttle.passAll"
    public static let throttleValuesPassingTest = "throttle.valuesPassingTest"
    public static let throttleDidSubscribe = "throttle.didSubscribe"
    /// `flushNext`: cancels the pending flush and sends (or drops) the buffered value.
    public static let throttleFlushNext = "throttle.flushNext"
    public static let throttleSourceNext = "throttle.source.next"
    public static let throttleSourceError = "throttle.source.error"
    public static let throttleSourceCompleted = "throttle.source.completed"
    /// The queued block that flushes the buffered value when the interval has passed.
    public static let throttleScheduledFlush = "throttle.scheduledFlush"

    // +interval:onScheduler:(withLeeway:) (RACSignal+Operations.m)
    public static let interval = "interval"
    public static let intervalWithLeeway = "interval.withLeeway"
    public static let intervalDidSubscribe = "interval.didSubscribe"
    /// The repeating block that sends `[NSDate date]`.
    public static let intervalTick = "interval.tick"

    // -timeout:onScheduler: (RACSignal+Operations.m)
    public static let timeout = "timeout"
    public static let timeoutDidSubscribe = "timeout.didSubscribe"
    /// The block scheduled after the interval: disposes and sends the timeout error.
    public static let timeoutFire = "timeout.fire"
    public static let timeoutSourceNext = "timeout.source.next"
    public static let timeoutSourceError = "timeout.source.error"
    public static let timeoutSourceCompleted = "timeout.source.completed"

    // -deliverOn: (RACSignal+Operations.m)
    public static let deliverOn = "deliverOn"
    public static let deliverOnDidSubscribe = "deliverOn.didSubscribe"
    public static let deliverOnSourceNext = "deliverOn.source.next"
    public static let deliverOnSourceError = "deliverOn.source.error"
    public static let deliverOnSourceCompleted = "deliverOn.source.completed"
    /// The blocks queued on the target scheduler.
    public static let deliverOnSendNext = "deliverOn.sendNext"
    public static let deliverOnSendError = "deliverOn.sendError"
    public static let deliverOnSendCompleted = "deliverOn.sendCompleted"

    // -subscribeOn: (RACSignal+Operations.m)
    public static let subscribeOn = "subscribeOn"
    public static let subscribeOnDidSubscribe = "subscribeOn.didSubscribe"
    /// The block queued on the target scheduler that subscribes to the receiver.
    public static let subscribeOnSubscribe = "subscribeOn.subscribe"

    // -scheduleRecursiveBlock: (RACScheduler.m)
    /// The block queued for each round of the recursion.
    public static let scheduleRecursive = "scheduler.scheduleRecursive"
    /// `reschedule`, the block handed to the recursive block.
    public static let scheduleRecursiveReschedule = "scheduler.scheduleRecursive.reschedule"

    // RACTestScheduler -after:repeatingEvery:withLeeway:schedule:
    /// `reschedulingBlock`: queues the next round, then runs the work.
    public static let testSchedulerReschedule = "testScheduler.reschedule"

    // -[RACQueueScheduler after:repeatingEvery:withLeeway:schedule:] (RACQueueScheduler.m)
    /// The returned disposable's block: cancels the timer, releasing the scheduled block.
    public static let schedulerCancelTimer = "scheduler.cancelTimer"
}
