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

/// The operators the fast layer has versions of, as one layer implements them: part of the
/// engine a runtime picks once (`RACEngine.operators`), so that no caller chooses a layer call
/// by call. The interpreter and the benchmark make the reader's signals and apply these
/// operators through it (`RACSignal.layered`, `layeredCreateSignal`); RACCore's own operators
/// send the library's, as RAC's call each other. A new fast operator is one more entry here,
/// in both tables.
public struct RACLayerOperators: Sendable {
    public let createSignal: @Sendable (RACDidSubscribeBlock) -> RACSignal
    public let bind: @Sendable (RACSignal, RACBindBlockFactory) -> RACSignal
    public let flattenMap: @Sendable (RACSignal, RACFlattenMapBlock) -> RACSignal
    public let map: @Sendable (RACSignal, RACMapBlock) -> RACSignal
    public let filter: @Sendable (RACSignal, RACPredicateBlock) -> RACSignal

    /// The library's own (`-bind:` as the engine answers it).
    static let faithful = RACLayerOperators(
        createSignal: { RACSignal.createSignal($0) },
        bind: { $0.bind($1) },
        flattenMap: { $0.flattenMap($1) },
        map: { $0.map($1) },
        filter: { $0.filter($1) })

    /// This folder's.
    static let fast = RACLayerOperators(
        createSignal: { RACFastDynamicSignal(didSubscribe: $0) },
        bind: { $0.fastBind($1, shortcutStep: nil) },
        flattenMap: { $0.fastFlattenMap($1, shortcutStep: nil) },
        map: { $0.fastMap($1) },
        filter: { $0.fastFilter($1) })
}

extension RACEngine {
    /// ReactiveObjC's translation, but for the operators a program sends, which take this
    /// folder's versions.
    static let fast: RACEngine = {
        var engine = reactiveObjC
        engine.operators = .fast
        return engine
    }()
}

extension RACSignal {
    /// `+createSignal:` in the run's layer (`RACEngine.operators`).
    public static func layeredCreateSignal(_ didSubscribe: RACDidSubscribeBlock) -> RACSignal {
        RACRuntime.current.engine.operators.createSignal(didSubscribe)
    }

    /// The operators the fast layer has versions of, in the run's layer
    /// (`RACEngine.operators`).
    public var layered: RACLayeredOperators { RACLayeredOperators(signal: self, operators: RACRuntime.current.engine.operators) }
}

/// `-bind:`, `-flattenMap:`, `-map:` and `-filter:` of one signal, from the run's table.
public struct RACLayeredOperators {
    let signal: RACSignal
    let operators: RACLayerOperators

    public func bind(_ block: RACBindBlockFactory) -> RACSignal { operators.bind(signal, block) }
    public func flattenMap(_ block: RACFlattenMapBlock) -> RACSignal { operators.flattenMap(signal, block) }
    public func map(_ block: RACMapBlock) -> RACSignal { operators.map(signal, block) }
    public func filter(_ block: RACPredicateBlock) -> RACSignal { operators.filter(signal, block) }
}
