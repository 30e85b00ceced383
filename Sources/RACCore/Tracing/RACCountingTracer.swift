/// Counts events without keeping them: the cheapest useful tracer, used to measure what the
/// probes cost.
///
/// It looks at no object, so by default it lets `-bind:` take the shortcut an untraced run
/// takes and counts the steps of that path; `needsInnerSubscriptions: true` makes it count
/// the full path a recording forces instead.
public final class RACCountingTracer: RACTracer {
    /// Bumped on every engine step: no dynamic exclusivity check (a `swift_beginAccess` and a
    /// thread-local access set per event, which cost more than the rest of the probe).
    @exclusivity(unchecked)
    public private(set) var count = 0

    public let needsInnerSubscriptions: Bool

    public init(needsInnerSubscriptions: Bool = false) {
        self.needsInnerSubscriptions = needsInnerSubscriptions
    }

    public func record(_ event: RACTraceEvent) {
        count &+= 1 // 2⁶³ events are out of reach: no overflow check on every one
    }
}
