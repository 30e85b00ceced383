/// `^RACStream *(id value, BOOL *stop)`: RACStream's bind block (`RACStreamBindBlock`,
/// RACStream.h), as the stream class `Stream` returns it.
public typealias RACStreamBindBlock<Stream> = RACBlock<(RACObject?, inout Bool) -> Stream?>
/// The block passed to `-bind:`, which makes a binding block.
public typealias RACStreamBindBlockFactory<Stream> = RACBlock<() -> RACStreamBindBlock<Stream>?>
/// `^RACStream *(id value)`: the block of `-flattenMap:`.
public typealias RACStreamFlattenMapBlock<Stream> = RACBlock<(RACObject?) -> Stream?>
/// `^RACStream *(RACStream *left, RACStream *right)`: `+join:block:`'s block.
public typealias RACStreamJoinBlock<Stream> = RACBlock<(Stream, Stream) -> Stream>

/// What RACStream.m's operations are written on: the five primitives a concrete stream class
/// implements (RACSignal.m, RACSequence.m), each abstract in RACStream.m (L27-L50).
///
/// In RAC the operations are RACStream's instance methods, written once, and every one
/// returns `__kindof RACStream *`; RACSignal.h and RACSequence.h only redeclare them with
/// their own class. Swift states that redeclaration as `Stream`: the class a stream's
/// operators return (`RACSignal` for every signal, a subject included; `RACSequence` for
/// every sequence). The operations themselves (`RACStream+Map.swift` and its neighbours) are
/// written once, on this protocol, and RACSignal and RACSequence inherit them.
///
/// `+empty` and `+return:` are sent to the receiver's class (`Class class = self.class`), so a
/// subclass that overrides them (RACEagerSequence's `+return:`) is used.
public protocol RACStreamPrimitives: RACStream {
    /// The class this stream's operators return.
    associatedtype Stream: RACStreamPrimitives where Stream.Stream == Stream

    /// `+empty`: a stream with no values.
    static func empty() -> Stream
    /// `+return:`: a stream of one value.
    static func `return`(_ value: RACObject?) -> Stream
    /// `-bind:`: the stream of the streams the binding block returns for each value, one after another.
    func bind(_ block: RACStreamBindBlockFactory<Stream>) -> Stream
    /// `-concat:`: the receiver's values, then `stream`'s.
    func concat(_ stream: Stream) -> Stream
    /// `-zipWith:`: the two streams' values in pairs (`RACTuple`s).
    func zipWith(_ stream: Stream) -> Stream

    /// The receiver itself, as its stream class (what `self` is to RACStream.m's code).
    var stream: Stream { get }
}

extension RACSignal: RACStreamPrimitives {
    public typealias Stream = RACSignal
    public var stream: RACSignal { self }
}

extension RACSequence: RACStreamPrimitives {
    public typealias Stream = RACSequence
    public var stream: RACSequence { self }
}
