/// `RACEvent`: a signal event as a value (`-materialize`).
public final class RACEvent: RACObject {
    /// `RACEventType` (RACEvent.h): an `NSUInteger` enum, so `-hash` mixes in 0, 1 or 2.
    public enum EventType: UInt, Sendable { case completed, error, next }

    public let eventType: EventType
    /// The value of a next event or the error of an error event.
    public let object: RACObject?

    public init(_ type: EventType, object: RACObject? = nil) {
        object?.retain() // `_object` (RACEvent.m:63)
        eventType = type
        self.object = object
        super.init()
    }

    public static func next(_ value: RACObject?) -> RACEvent { RACEvent(.next, object: value) }
    public static func error(_ error: RACObject?) -> RACEvent { RACEvent(.error, object: error) }
    /// `+completedEvent`, a singleton per run.
    public static var completed: RACEvent { RACRuntime.current.singleton(RACEvent.self) { RACEvent(.completed) } }

    public override var className: String { "RACEvent" }

    public override func dealloc() {
        object?.release()
    }

    /// `<RACEvent: 0x…>{ next = 1 }`.
    public override var description: String {
        let event: String
        switch eventType {
        case .completed: event = "completed"
        case .error: event = "error = \(object?.description ?? "(null)")"
        case .next: event = "next = \(object?.description ?? "(null)")"
        }
        return "<\(className): \(address)>{ \(event) }"
    }

    public var isFinished: Bool { eventType != .next }

    /// `-isEqual:` (RACEvent.m:103): the same type and identical or equal objects.
    public override func isEqual(_ other: RACObject?) -> Bool {
        if other === self { return true }
        guard let other = other as? RACEvent else { return false }
        return other.eventType == eventType && objcEqual(other.object, object)
    }

    /// `-hash` (RACEvent.m:99): `self.eventType ^ [self.object hash]`; a nil object's is 0,
    /// as a message to nil answers 0. Equal events hash alike because equal objects do.
    public override var hashValue: Int {
        Int(bitPattern: eventType.rawValue ^ UInt(bitPattern: object?.hashValue ?? 0))
    }
}
