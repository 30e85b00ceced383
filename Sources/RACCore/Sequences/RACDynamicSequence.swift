/// `^RACSequence *(id dependency)`: a dynamic sequence's tail block when it has a dependency.
public typealias RACSequenceDependencyTailBlock = RACBlock<(RACObject?) -> RACSequence?>
/// `^RACSequence *(void)`: a dynamic sequence's tail block.
public typealias RACSequenceTailBlock = RACBlock<() -> RACSequence?>

/// `RACDynamicSequence`, from [RACDynamicSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m): a sequence
/// whose head and tail are blocks, each called once, the first time it is asked for, and
/// then let go; an optional dependency block runs once before either and hands both its
/// result. What `-bind:` (so `-map:` and `-filter:`) and `+sequenceWithHeadBlock:tailBlock:`
/// return.
public final class RACDynamicSequence: RACSequence {
    private enum Head {
        case unresolved(RACBlock<(RACObject?) -> RACObject?>?, RACObjectFactoryBlock?)
        case resolved(RACObject?)
    }

    private enum Tail {
        case unresolved(RACSequenceDependencyTailBlock?, RACSequenceTailBlock?)
        case resolved(RACSequence?)
    }

    private enum Dependency {
        case none
        case unresolved(RACObjectFactoryBlock)
        case resolved(RACObject?)
    }

    private var headState: Head
    private var tailState: Tail
    private var dependency: Dependency

    /// `+sequenceWithHeadBlock:tailBlock:` ([RACDynamicSequence.m:94](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m#L94)).
    public init(headBlock: RACObjectFactoryBlock, tailBlock: RACSequenceTailBlock?) {
        headBlock.retain() // the `headBlock`/`tailBlock` properties (RACDynamicSequence.m:98-99), let go once evaluated (:150, :175)
        tailBlock?.retain()
        headState = .unresolved(nil, headBlock)
        tailState = tailBlock.map { .unresolved(nil, $0) } ?? .resolved(nil)
        dependency = .none
        super.init()
    }

    /// `+sequenceWithLazyDependency:headBlock:tailBlock:` ([RACDynamicSequence.m:104](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m#L104)).
    public init(lazyDependency dependencyBlock: RACObjectFactoryBlock, headBlock: RACMapBlock,
                tailBlock: RACSequenceDependencyTailBlock?) {
        dependencyBlock.retain() // the three block properties (RACDynamicSequence.m:109-111), let go once evaluated (:140, :150, :175)
        headBlock.retain()
        tailBlock?.retain()
        headState = .unresolved(headBlock, nil)
        tailState = tailBlock.map { .unresolved($0, nil) } ?? .resolved(nil)
        dependency = .unresolved(dependencyBlock)
        super.init()
    }

    public override var className: String { "RACDynamicSequence" }

    /// `-dealloc` lets go of the tail (RACDynamicSequence.m:127); `.cxx_destruct` then releases
    /// the rest, the last declared first: the blocks (`dependencyBlock`, `tailBlock`,
    /// `headBlock`, :86, :71, :57), then `_dependency` and `_head` (:42, :26). RAC hands the
    /// tail of every hundredth dynamic sequence deallocated to the autorelease pool instead,
    /// against deep recursion (:119–125); RACStep releases it at once.
    public override func dealloc() {
        if case .resolved(let tail) = tailState { tail?.release() }
        if case .unresolved(let block) = dependency { block.release() }
        if case .unresolved(let withDependency, let plain) = tailState { withDependency?.release(); plain?.release() }
        if case .unresolved(let withDependency, let plain) = headState { withDependency?.release(); plain?.release() }
        if case .resolved(let value) = dependency { value?.release() }
        if case .resolved(let head) = headState { head?.release() }
    }

    /// Runs the dependency block the first time head or tail needs it, then lets it go.
    private func resolvedDependency() -> RACObject? {
        switch dependency {
        case .none: return nil
        case .resolved(let value): return value
        case .unresolved(let block):
            let value = block.call { $0() }
            value?.retain() // `_dependency = self.dependencyBlock()` (RACDynamicSequence.m:139)
            dependency = .resolved(value)
            block.release()
            return value
        }
    }

    /// `-head` ([RACDynamicSequence.m:132](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m#L132)).
    public override var head: RACObject? {
        switch headState {
        case .resolved(let head): return head
        case .unresolved(let withDependency, let plain):
            let head: RACObject?
            if let withDependency {
                let dependency = resolvedDependency()
                head = withDependency.call { $0(dependency) }
            } else {
                head = plain?.call { $0() }
            }
            head?.retain() // `_head` (RACDynamicSequence.m:144, :147)
            headState = .resolved(head)
            withDependency?.release()
            plain?.release()
            return head
        }
    }

    /// `-tail` ([RACDynamicSequence.m:155](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m#L155)): a tail without a
    /// name takes this sequence's.
    public override var tail: RACSequence? {
        switch tailState {
        case .resolved(let tail): return tail
        case .unresolved(let withDependency, let plain):
            let tail: RACSequence?
            if let withDependency {
                let dependency = resolvedDependency()
                tail = withDependency.call { $0(dependency) }
            } else {
                tail = plain?.call { $0() }
            }
            tail?.retain() // `_tail` (RACDynamicSequence.m:167, :170)
            tailState = .resolved(tail)
            if let tail, tail.name == nil { tail.name = name }
            withDependency?.release()
            plain?.release()
            return tail
        }
    }

    /// `-description` ([RACDynamicSequence.m:182](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSequence.m#L182)): what is not
    /// evaluated yet shows as `(unresolved)`.
    public override var description: String {
        var head = "(unresolved)"
        var tail = "(unresolved)"
        if case .resolved(let value) = headState { head = value?.description ?? "(null)" }
        if case .resolved(let value) = tailState { tail = value === self ? "(self)" : value?.description ?? "(null)" }
        return "<\(className): \(address)>{ name = \(name ?? "(null)"), head = \(head), tail = \(tail) }"
    }
}
