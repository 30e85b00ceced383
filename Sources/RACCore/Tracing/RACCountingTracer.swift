/// Counts events without keeping them: the cheapest useful tracer, used to measure what the
/// probes cost.
///
/// It looks at no object, so by default it leaves the run on its layer and counts the steps
/// of that path; `needsFaithfulLayer: true` makes it count the faithful path a recording
/// forces instead.
public final class RACCountingTracer: RACTracer {
    public private(set) var count = 0

    public let needsFaithfulLayer: Bool

    public init(needsFaithfulLayer: Bool = false) {
        self.needsFaithfulLayer = needsFaithfulLayer
    }

    public func record(_ event: RACTraceEvent) {
        count &+= 1 // 2⁶³ events are out of reach: no overflow check on every one
    }
}
