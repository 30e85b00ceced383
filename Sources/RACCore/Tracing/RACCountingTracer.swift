/// Counts events without keeping them: the cheapest useful tracer, used to measure what the
/// probes cost.
public final class RACCountingTracer: RACTracer {
    /// Bumped on every engine step: no dynamic exclusivity check (a `swift_beginAccess` and a
    /// thread-local access set per event, which cost more than the rest of the probe).
    @exclusivity(unchecked)
    public private(set) var count = 0

    public init() {}

    public func record(_ event: RACTraceEvent) {
        count += 1
    }
}
