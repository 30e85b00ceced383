/// Counts events without keeping them: the cheapest useful tracer, used to measure what the
/// probes cost.
public final class RACCountingTracer: RACTracer {
    public private(set) var count = 0

    public init() {}

    public func record(_ event: RACTraceEvent) {
        count &+= 1 // 2⁶³ events are out of reach: no overflow check on every one
    }
}
