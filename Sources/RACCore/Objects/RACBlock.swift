import RACTrace

/// Where a block comes from, for the trace: an engine-internal block with a stable dotted
/// name (`bind.didSubscribe`, see `RACBlockName`) and its ReactiveObjC location, or a block
/// from the reader's snippet.
public struct RACBlockInfo: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        /// Written inside RACCore (or by a Swift caller); numbered by the run's numbering map.
        case engine
        /// Written by the reader; numbered by its `// block N` label.
        case user(label: Int?)
    }

    public var name: String
    public var origin: Origin { isUser ? .user(label: label == Self.absent ? nil : label) : .engine }
    /// 1-based source line of the block's `^`, for user blocks.
    public var line: Int? { isUser && storedLine != Self.absent ? storedLine : nil }

    // Plain integers rather than optionals: every traced block call copies the info into two
    // events (bench/README.md, "Engine hot paths").
    private var isUser: Bool
    private var label: Int
    /// A user block's line, or an engine block's line in `racFile`.
    private var storedLine: Int
    /// An engine block's ReactiveObjC file; empty for the reader's blocks and unlocated ones.
    private var racFile: String
    /// An engine block's line in ReactiveCocoa 2.5's `racFile` (`RACBlockName.rac25`), or absent.
    private var storedLine25: Int
    /// Stands for nil: no label or line is `Int.min`.
    private static let absent = Int.min

    /// An engine block named `name`, located in ReactiveObjC.
    public init(engine name: RACBlockName) {
        self.name = name.name
        isUser = false
        label = Self.absent
        storedLine = name.rac?.line ?? Self.absent
        racFile = name.rac?.file ?? name.rac25?.file ?? ""
        storedLine25 = name.rac25?.line ?? Self.absent
    }

    /// An engine-origin block with no ReactiveObjC counterpart: a Swift caller's own block
    /// (a test's, the benchmark's), which RAC's code never makes.
    public init(named name: String) {
        self.name = name
        isUser = false
        label = Self.absent
        storedLine = Self.absent
        racFile = ""
        storedLine25 = Self.absent
    }

    public init(user name: String, label: Int?, line: Int?) {
        self.name = name
        isUser = true
        self.label = label ?? Self.absent
        storedLine = line ?? Self.absent
        racFile = ""
        storedLine25 = Self.absent
    }

    /// Where the block begins in ReactiveObjC at 1af6617 (`RACSignal.m:108`), for engine
    /// blocks RAC has a counterpart of (their `RACBlockName`'s `rac`).
    public var racLocation: RACSourceLocation? {
        isUser || racFile.isEmpty || storedLine == Self.absent ? nil : RACSourceLocation(racFile, storedLine)
    }

    /// Where the block begins in `library`'s source: `racLocation`, or for ReactiveCocoa 2.5
    /// its `RACBlockName.rac25` (nil for a block the 2.5 layer does not locate).
    public func racLocation(in library: RACLibrary) -> RACSourceLocation? {
        switch library {
        case .reactiveObjC: racLocation
        case .reactiveCocoa25: isUser || racFile.isEmpty || storedLine25 == Self.absent ? nil : RACSourceLocation(racFile, storedLine25)
        }
    }
}

/// An Objective-C block: a closure plus the objects it captured.
///
/// ARC makes a copied block retain every object it captures and release them when the block
/// goes away; that is how a block that captured a subscriber keeps the subscriber alive. A
/// Swift closure's captures are invisible to the model, so every block lists its captured
/// objects explicitly, and `capture-check/` (run by `make test`) fails when a list differs
/// from the objects the closure uses. `__block` variables are captured as boxes (the
/// interpreter's job).
public final class RACBlock<Body>: RACObject, RACLocatedBlock {
    public let info: RACBlockInfo
    public let body: Body
    /// Where an engine block is written in RACCore; nil for the reader's blocks.
    public let engineCode: RACCodeLocation?
    /// Kept as given, nils included: compacting would allocate a second array per block.
    private var captures: [RACObject?]

    public init(_ info: RACBlockInfo, captures: [RACObject?] = [], engineCode: RACCodeLocation? = nil, _ body: Body) {
        self.info = info
        self.body = body
        self.engineCode = engineCode
        self.captures = captures
        super.init()
        for case let object? in captures { object.retain() }
    }

    /// An engine block; `file` and `line` locate it in RACCore (leave them to their defaults).
    public convenience init(_ name: RACBlockName, captures: [RACObject?] = [],
                            file: StaticString = #filePath, line: UInt = #line, _ body: Body) {
        self.init(RACBlockInfo(engine: name), captures: captures, engineCode: RACCodeLocation(file: file, line: line), body)
    }

    /// A Swift caller's own block (a test's, the benchmark's), named `name`, with no
    /// ReactiveObjC counterpart; `file` and `line` say where it is made.
    public convenience init(named name: String, captures: [RACObject?] = [],
                            file: StaticString = #filePath, line: UInt = #line, _ body: Body) {
        self.init(RACBlockInfo(named: name), captures: captures, engineCode: RACCodeLocation(file: file, line: line), body)
    }

    public override var className: String { "__NSMallocBlock__" }

    public override func dealloc() {
        let captured = captures
        captures = []
        for case let object? in captured { object.release() }
    }

    /// Calls the block, reporting entry and exit to the tracer, and where it was called from
    /// (`file`, `line`: leave them to their defaults).
    ///
    /// A block that returns nothing is not run below the thread's stack floor: every
    /// recursion of the engine passes through one (`RACRuntime.withStackFloor` says why), and
    /// the run is stopped there rather than overflow the stack.
    public func call<R>(file: StaticString = #filePath, line: UInt = #line, _ invoke: (Body) throws -> R) rethrows -> R {
        if R.self == Void.self, RACRuntime.isOutOfStack { return () as! R }
        guard RACRuntime.isTraced else { return try invoke(body) }
        racTrace(.enter(RACLent(self), info, calledFrom: RACCodeLocation(file: file, line: line)))
        defer { racTrace(.exit(RACLent(self), info)) }
        return try invoke(body)
    }

    /// Calls the block while holding it, as a method does that copies a block into a local
    /// before calling it (`RACSubscriber -sendNext:`): the block, and what it captured, live
    /// until the call returns even if its owner lets go of it meanwhile.
    public func callRetained<R>(file: StaticString = #filePath, line: UInt = #line,
                                _ invoke: (Body) throws -> R) rethrows -> R {
        retain()
        defer { release() }
        return try call(file: file, line: line, invoke)
    }
}

/// A block that knows where RACCore makes it, whatever its body's type: what a tracer reads
/// for an `enter` step's `engine` location.
public protocol RACLocatedBlock: AnyObject {
    var engineCode: RACCodeLocation? { get }
}

/// The block shapes RAC uses.
public typealias RACVoidBlock = RACBlock<() -> Void>
public typealias RACValueBlock = RACBlock<(RACObject?) -> Void>
public typealias RACMapBlock = RACBlock<(RACObject?) -> RACObject?>
public typealias RACPredicateBlock = RACBlock<(RACObject?) -> Bool>
public typealias RACReduceBlock = RACBlock<(RACObject?, RACObject?) -> RACObject?>
public typealias RACDidSubscribeBlock = RACBlock<(RACSubscriberProtocol) -> RACDisposable?>
/// `RACSignalBindBlock`: `^RACSignal *(id value, BOOL *stop)`.
public typealias RACBindingBlock = RACStreamBindBlock<RACSignal>
/// The block passed to `-bind:`, which makes a binding block per subscription.
public typealias RACBindBlockFactory = RACStreamBindBlockFactory<RACSignal>
/// `^RACSignal *(id value)`: the block of `-flattenMap:` and `-catch:`.
public typealias RACFlattenMapBlock = RACStreamFlattenMapBlock<RACSignal>
/// `^RACSignal *(void)`: the block of `+defer:` and `-then:`.
public typealias RACSignalFactoryBlock = RACBlock<() -> RACSignal?>
/// `^id (void)`: the start factory of `-aggregateWithStartFactory:reduce:`.
public typealias RACObjectFactoryBlock = RACBlock<() -> RACObject?>
/// `RACGenericReduceBlock`: called by `RACBlockTrampoline` with a tuple's elements as its
/// arguments (nil for `RACTupleNil`), so the elements arrive as an array here.
public typealias RACGenericReduceBlock = RACBlock<([RACObject?]) -> RACObject?>
/// `^id (id running, id next, NSUInteger index)`: the block of `-scanWithStart:reduceWithIndex:`.
public typealias RACReduceWithIndexBlock = RACBlock<(RACObject?, RACObject?, Int) -> RACObject?>
/// `^id (NSError **errorPtr)`: the block of `+try:`; it sets the error when it returns nil.
public typealias RACTryBlock = RACBlock<(inout RACObject?) -> RACObject?>
/// `^BOOL (id value, NSError **errorPtr)`: the block of `-try:`.
public typealias RACTryPredicateBlock = RACBlock<(RACObject?, inout RACObject?) -> Bool>
/// `^id (id value, NSError **errorPtr)`: the block of `-tryMap:`.
public typealias RACTryMapBlock = RACBlock<(RACObject?, inout RACObject?) -> RACObject?>
