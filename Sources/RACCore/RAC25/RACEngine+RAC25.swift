extension RACEngine {
    /// ReactiveCocoa 2.5: its own `-bind:` and `-concat:` (this folder), and the code it
    /// shares with ReactiveObjC line for line; no fast layer, whose shortcuts are proven equal
    /// to ReactiveObjC's code only.
    static let reactiveCocoa25 = RACEngine(
        bind: { $0.bind25($1) },
        concat: { $0.concat25($1) },
        operators: .faithful,
        coverage: .reactiveCocoa25)
}

extension RACLibraryCoverage {
    /// What the 2.5 layer runs, each method at its line in 2.5's source: `-bind:` and
    /// `-concat:` are this folder's; the rest is ReactiveObjC's code, which 2.5 has line for
    /// line (each block of it carries its 2.5 line, `RACBlockName.rac25`). Subjects,
    /// schedulers, commands, sequences, connections and every other operator are not
    /// translated from 2.5.
    public static let reactiveCocoa25 = RACLibraryCoverage(
        library: .reactiveCocoa25,
        signalMethods: [
            Method("+createSignal:", "RACSignal.m", 29),
            Method("+return:", "RACSignal.m", 88),
            Method("+empty", "RACSignal.m", 84),
            Method("+error:", "RACSignal.m", 33),
            Method("-subscribe:", "RACSignal.m", 276),
            Method("-subscribeNext:", "RACSignal.m", 281),
            Method("-subscribeNext:completed:", "RACSignal.m", 288),
            Method("-subscribeNext:error:completed:", "RACSignal.m", 296),
            Method("-subscribeError:", "RACSignal.m", 305),
            Method("-subscribeCompleted:", "RACSignal.m", 312),
            Method("-subscribeNext:error:", "RACSignal.m", 319),
            Method("-subscribeError:completed:", "RACSignal.m", 327),
            Method("-bind:", .bind, in: .reactiveCocoa25),
            Method("-concat:", .concat, in: .reactiveCocoa25),
            Method("-zipWith:", .zipWith, in: .reactiveCocoa25),
            Method("-flattenMap:", .flattenMap, in: .reactiveCocoa25),
            Method("-map:", .map, in: .reactiveCocoa25),
            Method("-filter:", .filter, in: .reactiveCocoa25),
            Method("-take:", .take, in: .reactiveCocoa25),
            Method("+concat:", "RACStream.m", 247),
            Method("+zip:", "RACStream.m", 228),
        ],
        classes: ["RACDisposable", "RACCompoundDisposable", "RACSerialDisposable", "RACScopedDisposable",
                  "RACTuple", "RACTupleNil", "RACUnit"])
}
