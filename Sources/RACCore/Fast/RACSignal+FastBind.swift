import RACTrace

/// `__block int32_t signalCount` on the fast layer: `RACBlockVariable` without the dynamic
/// exclusivity check on every read and write.
final class RACFastCounter {
    /// Read and written on every value; never passed `inout`, so no dynamic exclusivity check.
    @exclusivity(unchecked)
    var value: Int
    init(_ value: Int) { self.value = value }
}

extension RACSignal {
    /// `-bind:` on the fast layer: the faithful `-bind:` (RACSignal+Bind.swift), with the
    /// model's references placed by hand, and an inner `+return:` or `+empty` forwarded
    /// without subscribing to it (`forwardWithoutSubscribing`). For RACCore's own `-map:` and
    /// `-filter:`, whose binding block always returns a fresh `+return:` or `+empty`,
    /// `shortcutStep` stands in for that block when the inner subscription may be skipped
    /// (see `RACBindStep`).
    func fastBind(_ block: RACBindBlockFactory, shortcutStep: RACBindStepFunction?) -> RACSignal {
        tracingOperator(RACBlockName.bind) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.bindDidSubscribe, captures: [source, block]) { subscriber in
                source.fastBindDidSubscribe(subscriber, block, shortcutStep)
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -bind:", self)
        }
    }

    private func fastBindDidSubscribe(_ subscriber: RACSubscriberProtocol, _ block: RACBindBlockFactory,
                                  _ shortcutStep: RACBindStepFunction?) -> RACDisposable? {
        let bindingBlock = block.call { $0() }
        bindingBlock?.retain()
        // Unwrapped once, here, not per value (bench/README.md, "The fast layer").
        let takesShortcut = shortcutStep != nil
        let step: RACBindStepFunction
        if let shortcutStep { step = shortcutStep } else { step = { _ in .empty } }
        let signalCount = RACFastCounter(1) // the receiver itself
        let compoundDisposable = RACCompoundDisposable()
        compoundDisposable.retain()

        let completeSignal = RACBlock<(RACDisposable?) -> Void>(
            RACBlockName.bindCompleteSignal, captures: [subscriber, compoundDisposable]
        ) { finishedDisposable in
            signalCount.value -= 1
            if signalCount.value == 0 {
                subscriber.sendCompleted()
                compoundDisposable.dispose()
            } else if let finishedDisposable { // nil from the shortcut, which added nothing
                compoundDisposable.remove(finishedDisposable)
            }
        }
        completeSignal.retain()

        let addSignal = RACBlock<(RACSignal) -> Void>(
            RACBlockName.bindAddSignal, captures: [compoundDisposable, subscriber, completeSignal]
        ) { signal in
            if forwardWithoutSubscribing(signal, to: subscriber, signalCount: signalCount, completeSignal: completeSignal) {
                return
            }
            signalCount.value += 1
            let selfDisposable = RACSerialDisposable()
            selfDisposable.retain()
            compoundDisposable.add(selfDisposable)
            let disposable = signal.subscribe(
                next: RACValueBlock(RACBlockName.bindAddSignalNext, captures: [subscriber]) { x in
                    subscriber.sendNext(x)
                },
                error: RACValueBlock(RACBlockName.bindAddSignalError, captures: [compoundDisposable, subscriber]) { error in
                    compoundDisposable.dispose()
                    subscriber.sendError(error)
                },
                completed: RACVoidBlock(RACBlockName.bindAddSignalCompleted, captures: [completeSignal, selfDisposable]) {
                    completeSignal.call { $0(selfDisposable) }
                })
            selfDisposable.disposable = disposable
            selfDisposable.release()
        }
        addSignal.retain()

        let selfDisposable = RACSerialDisposable()
        selfDisposable.retain()
        compoundDisposable.add(selfDisposable)
        let bindingDisposable = subscribe(
            next: RACValueBlock(RACBlockName.bindSourceNext,
                                captures: [compoundDisposable, bindingBlock, addSignal, selfDisposable, completeSignal]) { x in
                // capture-check: does not retain subscriber (RAC's block reaches it through `addSignal`, RACSignal.m:124, whose captures hold it)
                // RAC checks disposal by hand here, to handle synchronous errors.
                if compoundDisposable.isDisposed { return }
                if takesShortcut, canSkipInnerSubscription {
                    // The binding block's signal, described instead of made; then what
                    // `addSignal` and the release of the signal below would do with it.
                    switch step(x) {
                    case .returned(let value):
                        forward(value, to: subscriber, signalCount: signalCount, completeSignal: completeSignal)
                        if let value { value.release() }
                    case .returnedInput:
                        forward(x, to: subscriber, signalCount: signalCount, completeSignal: completeSignal)
                        if let x { x.release() }
                    case .empty:
                        forwardEmpty(to: subscriber, signalCount: signalCount, completeSignal: completeSignal)
                    }
                    return
                }
                var stop = false
                let signal = bindingBlock?.call { $0(x, &stop) }
                signal?.retain()
                if let signal { addSignal.call { $0(signal) } }
                if signal == nil || stop {
                    selfDisposable.dispose()
                    completeSignal.call { $0(selfDisposable) }
                }
                signal?.release()
            },
            error: RACValueBlock(RACBlockName.bindSourceError, captures: [compoundDisposable, subscriber]) { error in
                compoundDisposable.dispose()
                subscriber.sendError(error)
            },
            completed: RACVoidBlock(RACBlockName.bindSourceCompleted, captures: [completeSignal, selfDisposable]) {
                completeSignal.call { $0(selfDisposable) }
            })
        selfDisposable.disposable = bindingDisposable

        // The block's locals go away; what the handler blocks captured stays.
        selfDisposable.release()
        addSignal.release()
        completeSignal.release()
        bindingBlock?.release()
        compoundDisposable.releaseForReturn()
        return compoundDisposable
    }
}

/// Whether `-bind:` may forward an inner `+return:` or `+empty` signal without subscribing
/// to it: the code runs on a scheduler, so the subscription would run in place, and the run
/// is still on the fast layer (a tracer attached since that needs every object turns it off).
private var canSkipInnerSubscription: Bool {
    @inline(__always) get {
        RACRuntime.withCurrent { $0.currentScheduler != nil && $0.usesFastLayer }
    }
}

/// `addSignal` for an inner `+return:` or `+empty` signal on the fast layer: the same
/// observable steps without
/// the objects RAC makes to subscribe (a serial disposable, a `RACSubscriber` with its
/// compound and clearing disposables, three handler blocks).
///
/// Such a signal, subscribed on a scheduler, sends its value (if any) and completes before
/// `-subscribe:` returns. So `addSignal` amounts to: count the signal, forward the value to
/// the outer subscriber, and run `completeSignal` — which completes the outer subscriber if
/// this was the last signal, or else removes the inner disposable that was added a moment
/// before, leaving the compound disposable exactly as it was. Nothing skipped runs a block
/// the reader wrote, holds the last reference to an object the reader can see, or disposes
/// anything that has a block; the skipped objects only exist for the trace, so with a tracer
/// that reports them attached the faithful layer runs. `FastLayerEquivalenceTests` runs both
/// side by side.
///
/// Returns false, having done nothing, when the faithful path must run.
@inline(__always)
private func forwardWithoutSubscribing(_ signal: RACSignal, to subscriber: RACSubscriberProtocol,
                                       signalCount: RACFastCounter,
                                       completeSignal: RACBlock<(RACDisposable?) -> Void>) -> Bool {
    guard canSkipInnerSubscription else { return false }
    if let returned = signal as? RACReturnSignal {
        forward(returned.value, to: subscriber, signalCount: signalCount, completeSignal: completeSignal)
    } else if signal is RACEmptySignal {
        forwardEmpty(to: subscriber, signalCount: signalCount, completeSignal: completeSignal)
    } else {
        return false
    }
    return true
}

/// The shortcut itself, for a `+return:` signal (in hand or described by a `RACBindStep`):
/// count it, send its value on, finish it.
@inline(__always)
private func forward(_ value: RACObject?, to subscriber: RACSubscriberProtocol, signalCount: RACFastCounter,
                     completeSignal: RACBlock<(RACDisposable?) -> Void>) {
    countShortcutSignal(signalCount)
    subscriber.sendNext(value)
    completeSignal.call { $0(nil) }
}

/// The shortcut for a `+empty` signal: count it and finish it.
@inline(__always)
private func forwardEmpty(to subscriber: RACSubscriberProtocol, signalCount: RACFastCounter,
                          completeSignal: RACBlock<(RACDisposable?) -> Void>) {
    countShortcutSignal(signalCount)
    completeSignal.call { $0(nil) }
}

@inline(__always)
private func countShortcutSignal(_ signalCount: RACFastCounter) {
    signalCount.value += 1
    // The faithful layer makes these objects before the value is sent on, so objects made
    // downstream while it is forwarded get the ids they would get there.
    RACRuntime.withCurrent { $0.skipObjectIDs(objectsSkippedByShortcut) }
}

/// What the faithful layer makes per inner signal: the serial disposable, the next, error and
/// completed blocks, the RACSubscriber with its compound disposable and its block-clearing
/// disposable and block, and the block the signal's `-subscribe:` schedules. `FastLayerEquivalenceTests` checks the count.
private let objectsSkippedByShortcut = 9
