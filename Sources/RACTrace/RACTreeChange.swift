/// A change to a run's disposable tree, effective after step `afterStep`: what the site's
/// tree figure and player draw from, without the engine that recorded it.
public struct RACTreeChange: Equatable, Sendable, Codable {
    public enum Kind: String, Equatable, Sendable, Codable { case add, remove }
    public var afterStep: Int
    public var kind: Kind
    public var parent: String
    public var child: String
    /// The classes, so a tree can be drawn without other data.
    public var childClass: String
    public var parentClass: String
    /// Whose disposables they are, where a subscriber or a subscription holds them as its
    /// own (`subscriber#3 of source`, `subscription to source`).
    public var childOwner: String?
    public var parentOwner: String?

    public init(afterStep: Int, kind: Kind, parent: String, child: String, childClass: String, parentClass: String,
                childOwner: String? = nil, parentOwner: String? = nil) {
        self.afterStep = afterStep
        self.kind = kind
        self.parent = parent
        self.child = child
        self.childClass = childClass
        self.parentClass = parentClass
        self.childOwner = childOwner
        self.parentOwner = parentOwner
    }
}
