/// An object a trace event refers to, lent to the tracer for the length of one
/// `RACTracer.record(_:)` call: a tracer that keeps it past the call keeps it by a strong
/// reference of its own.
///
/// The event holds it strongly in Swift's memory: RAC has no tracer, so there is no
/// `__unsafe_unretained` reference of RAC's for an unowned one to stand for. It is never a
/// model reference (`RACObject.retain()`), so tracing changes no object's lifetime in the
/// model.
public struct RACLent<Object: AnyObject> {
    public let object: Object

    public init(_ object: Object) {
        self.object = object
    }
}
