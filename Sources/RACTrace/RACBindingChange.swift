/// A snippet variable taking a value, recorded beside a run's steps for the stepper's `frame`
/// (`info locals`): effective after step `afterStep`, in the block frame at nesting `depth`
/// (the depth of the steps that block's body records). Part of a recorded run, like the steps,
/// so it lives with them in RACTrace rather than in the engine that records it.
public struct RACBindingChange: Equatable, Sendable, Codable {
    public var afterStep: Int
    public var depth: Int
    public var name: String
    public var value: String

    public init(afterStep: Int, depth: Int, name: String, value: String) {
        self.afterStep = afterStep
        self.depth = depth
        self.name = name
        self.value = value
    }
}
