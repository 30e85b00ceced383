/// `RACEvent`: a signal event as a value (`-materialize`).
public final class RACEvent: RACObject {
    public enum EventType: Sendable { case completed, error, next }

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

    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? RACEvent else { return false }
        return other.eventType == eventType && objcEqual(other.object, object)
    }
}
