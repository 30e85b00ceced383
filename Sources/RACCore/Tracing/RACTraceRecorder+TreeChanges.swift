import RACTrace

extension RACTraceRecorder {
    /// The tree's changes as recorded: string ids into the trace's string table, each made
    /// into a `RACTreeChange` when read, so recording a change formats and copies no string.
    public struct TreeChanges: RandomAccessCollection, Sendable {
        /// Who holds a disposable as its own, by string ids (-1 for none): a subscriber
        /// (`holder`, named `subscriber#3`) or a subscription (passthrough), and the name of
        /// the signal it receives from, as it was at the change.
        struct Owner {
            enum Kind: UInt8 { case none, holder, subscription }
            var kind: Kind
            var holder: Int32 = -1
            var signal: Int32 = -1

            static let none = Owner(kind: .none)
        }

        struct Record {
            var afterStep: Int32
            var parent: Int32, child: Int32
            var parentClass: Int32, childClass: Int32
            var childOwner: Owner, parentOwner: Owner
            var kind: RACTreeChange.Kind
        }

        var records: [Record] = []
        /// The trace's string table (shared, not copied: the log's own array).
        var strings: [String] = []

        public init() {}

        init(records: [Record], strings: [String]) {
            self.records = records
            self.strings = strings
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { records.count }

        public subscript(position: Int) -> RACTreeChange {
            let r = records[position]
            return RACTreeChange(afterStep: Int(r.afterStep), kind: r.kind, parent: strings[Int(r.parent)], child: strings[Int(r.child)],
                              childClass: strings[Int(r.childClass)], parentClass: strings[Int(r.parentClass)],
                              childOwner: label(r.childOwner), parentOwner: label(r.parentOwner))
        }

        /// `subscriber#3 of source`, `subscription to source`.
        private func label(_ owner: Owner) -> String? {
            let signal = owner.signal < 0 ? nil : strings[Int(owner.signal)]
            switch owner.kind {
            case .none: return nil
            case .subscription: return "subscription to " + (signal ?? "?")
            case .holder: return strings[Int(owner.holder)] + (signal.map { " of " + $0 } ?? "")
            }
        }
    }
}
