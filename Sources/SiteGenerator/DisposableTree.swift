import RACTrace

/// Every disposable a run made, as one tree: each under the disposable that held it last
/// (compound and serial disposables hold others), with its class, whose it is, when it was
/// taken out of its parent and when it was disposed. The player draws the tree as it stands at
/// each step; this is the whole run at once, for the static figure and for the exercises.
struct DisposableTree: Equatable {
    struct Node: Equatable {
        var id: String
        var className: String
        /// Whose disposable it is, when the trace records it (`subscription to bound`).
        var owner: String?
        var children: [String] = []
        /// The step after which its parent let go of it (a compound disposable removes a
        /// finished signal's disposable), if it did.
        var removedAfter: Int?
        /// The step that disposed it and its place among the run's disposals (1 = first).
        var disposedAt: Int?
        var disposalOrder: Int?
    }

    private(set) var nodes: [Node] = []
    private(set) var roots: [String] = []
    private var index: [String: Int] = [:]
    private var parent: [String: String] = [:]

    /// The ids in the order the run first showed them (a parent before a child it is given).
    var creationOrder: [String] { nodes.map(\.id) }

    init(steps: [RACTraceStep], treeChanges: [RACTreeChange]) {
        for change in treeChanges {
            register(change.parent, change.parentClass, change.parentOwner)
            register(change.child, change.childClass, change.childOwner)
            switch change.kind {
            case .add:
                if let old = parent[change.child] { nodes[index[old]!].children.removeAll { $0 == change.child } }
                roots.removeAll { $0 == change.child }
                parent[change.child] = change.parent
                nodes[index[change.parent]!].children.append(change.child)
                nodes[index[change.child]!].removedAfter = nil
            case .remove:
                if parent[change.child] == change.parent { nodes[index[change.child]!].removedAfter = change.afterStep }
            }
        }
        for (order, step) in steps.filter({ $0.kind == .dispose }).enumerated() {
            guard let id = step.object else { continue }
            register(id, step.name ?? "RACDisposable", nil)
            nodes[index[id]!].disposedAt = step.step
            nodes[index[id]!].disposalOrder = order + 1
        }
    }

    private mutating func register(_ id: String, _ className: String, _ owner: String?) {
        if let at = index[id] {
            if nodes[at].owner == nil { nodes[at].owner = owner }
            return
        }
        index[id] = nodes.count
        nodes.append(Node(id: id, className: className, owner: owner))
        roots.append(id)
    }

    func node(_ id: String) -> Node? { index[id].map { nodes[$0] } }

    /// `disposable#2 (RACCompoundDisposable), subscription to bound`, in `locale`'s words.
    func label(_ id: String, in locale: SiteLocale) -> String {
        guard let node = node(id) else { return id }
        let named = locale.format(.jsObjectAndClass, ["object": id, "class": node.className])
        return node.owner.map { locale.format(.disposableWithOwner, ["disposable": named, "owner": $0]) } ?? named
    }
}
