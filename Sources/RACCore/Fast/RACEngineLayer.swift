/// Which of the engine's two layers a run takes: the switch, chosen once per run on its
/// runtime (`RACRuntime.layer`).
///
/// The **faithful** layer is the translation of ReactiveObjC that learners read beside
/// `RACSignal.m` (Operators/, Signals/, Subscribers/, Disposables/): every object RAC makes
/// is made, every block RAC runs is run. Every recorded run takes it.
///
/// The **fast** layer (this folder) gives the same observable history — output, the order of
/// the reader's blocks, events, disposals, deallocations, object ids and so printed
/// addresses — while skipping objects nobody can observe: `-bind:` forwards an inner
/// `+return:`/`+empty` without subscribing to it, `-map:`/`-filter:` do not even make that
/// signal (`RACBindStep`), a `+createSignal:` signal subscribed in place runs its
/// `didSubscribe` without the scheduler block (`RACFastDynamicSignal`), and the interpreter's
/// numbers are renewed rather than allocated (`ObjCNumberPool`). Documentation/SignalContracts.md §7 says why each shortcut
/// is unobservable; `FastLayerEquivalenceTests` runs every operator both ways; bench/README
/// has the measurements.
public enum RACEngineLayer: Sendable {
    case faithful
    case fast
}

extension RACSignal {
    /// `+createSignal:` in the run's layer: the interpreter and the benchmark make the
    /// reader's signals with it.
    public static func layeredCreateSignal(_ didSubscribe: RACDidSubscribeBlock) -> RACSignal {
        RACRuntime.current.usesFastLayer ? RACFastDynamicSignal(didSubscribe: didSubscribe) : RACSignal.createSignal(didSubscribe)
    }

    /// The operators the fast layer has versions of, taken in the run's layer. The
    /// interpreter and the benchmark call these; RACCore's own operators call the faithful
    /// ones, as RAC's call each other.
    public var layered: RACLayeredOperators { RACLayeredOperators(signal: self) }
}

/// `-bind:`, `-flattenMap:`, `-map:` and `-filter:` in the layer the run takes
/// (`RACRuntime.usesFastLayer`).
public struct RACLayeredOperators {
    let signal: RACSignal

    public func bind(_ block: RACBindBlockFactory) -> RACSignal {
        RACRuntime.current.usesFastLayer ? signal.fastBind(block, shortcutStep: nil) : signal.bind(block)
    }

    public func flattenMap(_ block: RACFlattenMapBlock) -> RACSignal {
        RACRuntime.current.usesFastLayer ? signal.fastFlattenMap(block, shortcutStep: nil) : signal.flattenMap(block)
    }

    public func map(_ block: RACMapBlock) -> RACSignal {
        RACRuntime.current.usesFastLayer ? signal.fastMap(block) : signal.map(block)
    }

    public func filter(_ block: RACPredicateBlock) -> RACSignal {
        RACRuntime.current.usesFastLayer ? signal.fastFilter(block) : signal.filter(block)
    }
}
