/// An object a trace event refers to, lent to the tracer for the length of one
/// `RACTracer.record(_:)` call.
///
/// A probe reports objects its caller already holds, so it need not retain them (what that
/// saves: bench/README.md, "Engine hot paths"). Reading `object` gives a strong reference
/// again; a tracer that keeps an object past the call keeps it that way.
public struct RACLent<Object: AnyObject> {
    public unowned(unsafe) let object: Object

    @inline(__always)
    public init(_ object: Object) {
        self.object = object
    }
}
