/// An engine block's (or operator's) stable dotted name, with the line where it begins in
/// ReactiveObjC: a name cannot be made without its location.
///
/// RACCore declares each name in the file of the code it names, as a static constant beside
/// it (`extension RACBlockName { public static let concat = RACBlockName("concat", rac:
/// "RACSignal.m", 178) }`); there is no central list. A trace reports each internal block by
/// its `name`, with `rac` as its ReactiveObjC location, and a run's numbering map
/// (`RACBlockNumbering`) turns names into the block numbers articles use.
///
/// The names follow the operator (`bind`), then the local in ReactiveObjC's source
/// (`completeSignal`), then the event handler (`next`, `error`, `completed`) where the block is
/// one. How the lines were chosen, in `git show 1af6617:ReactiveObjC/FILE`:
/// - a dotted block name (`bind.source.next`) points to the line holding the block literal's
///   `^`: the `createSignal:` block for `.didSubscribe`, the `subscribeNext:…` argument for
///   `.source.next`, the local block variable for `completeSignal`, `sendNext`, `flushNext`,
///   …, the `disposableWithBlock:` argument for `.dispose`, the `schedule:` argument for a
///   scheduled block. Where the engine makes a block that ReactiveObjC passes as an argument
///   (a predicate, the block given to `-bind:` or `-flattenMap:`), the line is the literal
///   the ReactiveObjC method passes;
/// - an operator name (`bind`, `map`) points to its method's declaration line
///   (`- (RACSignal *)bind:…`). RACStream's operators (`-map:`, `-filter:`, `-flattenMap:`,
///   `-take:`, …) are implemented in RACStream.m, so they point there.
///
/// Three dotted names name a method, not a block, so they point to a declaration:
/// `interval.withLeeway` (`+interval:onScheduler:withLeeway:`), `throttle.valuesPassingTest`
/// (`-throttle:valuesPassingTest:`) and `setKeyPath.nilValue` (`-setKeyPath:onObject:nilValue:`).
/// `scheduler.scheduleRecursive.reschedule` points to the block
/// `-scheduleRecursiveBlock:addingToDisposable:` hands the recursive block; ReactiveObjC also
/// has a `reallyReschedule` block there (RACScheduler.m:145), which the engine folds into it.
///
/// `scripts/check-rac-locations.py` finds every declaration in `Sources/RACCore` and checks
/// its line against a ReactiveObjC clone (a dotted block name's line must hold a block
/// literal's `^`, an operator's must be a method declaration):
/// `python3 scripts/check-rac-locations.py --git-dir PATH/.git`. It needs that clone, so it is
/// not part of `make test`; run it after declaring or moving a name. With `--git-dir-25
/// PATH/.git` (a ReactiveCocoa clone) it checks every `rac25:` line against v2.5's the same way.
public struct RACBlockName: Sendable, Hashable, CustomStringConvertible {
    /// The dotted name a trace shows and a numbering map keys on, e.g. `bind.didSubscribe`.
    public let name: String
    /// Where the block (or the operator's method) begins in ReactiveObjC; nil for a block
    /// only ReactiveCocoa 2.5 has (2.5's `RACCommand` builds on KVO where ReactiveObjC's uses
    /// subjects, so some of its blocks have no ReactiveObjC counterpart).
    public let rac: RACSourceLocation?
    /// Where it begins in ReactiveCocoa 2.5, for the blocks the 2.5 layer runs: the same file,
    /// at 2.5's line, chosen as `rac`'s is. `scripts/rac-method-bodies.py --write-rac25` adds it
    /// to every block of a method 2.5 has with the same body; `RACCore/RAC25/`'s translations
    /// declare their own. Nil for the rest, whose 2.5 method differs and is not translated.
    public let rac25: RACSourceLocation?

    /// `RACBlockName("bind.didSubscribe", rac: "RACSignal.m", 108)`.
    public init(_ name: String, rac file: String, _ line: Int) {
        self.name = name
        rac = RACSourceLocation(file, line)
        rac25 = nil
    }

    /// `RACBlockName("bind.didSubscribe", rac: "RACSignal.m", 108, rac25: 107)`: a block of
    /// both versions, at its line in each.
    public init(_ name: String, rac file: String, _ line: Int, rac25 line25: Int) {
        self.name = name
        rac = RACSourceLocation(file, line)
        rac25 = RACSourceLocation(file, line25)
    }

    /// `RACBlockName("command.newActiveExecutionSignals.reduceEach", rac25: "RACCommand.m", 144)`:
    /// a block of ReactiveCocoa 2.5 alone, at its line there.
    public init(_ name: String, rac25 file: String, _ line25: Int) {
        self.name = name
        rac = nil
        rac25 = RACSourceLocation(file, line25)
    }

    /// Where the block begins in `library`'s source; nil where that library's layer has no
    /// such block.
    public func location(in library: RACLibrary) -> RACSourceLocation? {
        switch library {
        case .reactiveObjC: rac
        case .reactiveCocoa25: rac25
        }
    }

    public var description: String { name }
}
