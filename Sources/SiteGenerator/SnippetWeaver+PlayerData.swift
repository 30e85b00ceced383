import Foundation
import RACTrace

extension SnippetWeaver {
    /// What the player replays: the steps, the tree changes and RACCore's code for the blocks
    /// they enter. The words the player shows for a step (its sentence, a disposal's trigger)
    /// are not here: player.js reads them from the call sequence and the dispose log on the
    /// page, so the player and the static HTML tell one story, written once.
    ///
    /// Its JSON is compact, because a run of RACCommand's initializer is thousands of steps
    /// whose fields are the same few dozen strings over and over (`"engine":
    /// "Sources/RACCore/Operators/RACSignal+Bind.swift:21"` on every enter of one block):
    ///
    ///     { "id": "classic", "marbleLeft": 150, "marbleStepWidth": 14, "engine": {…},
    ///       "strings":    ["bind.didSubscribe", "bound", …],  every text a cell names, once
    ///       "numbers":    ["depth", "line", "block", "afterStep"],
    ///       "flags":      ["flag", "user"],
    ///       "layouts":    [["enter", "depth", "name", "block", …], …],
    ///       "steps":      [[0, 1, 1, 6, 2, …], …],
    ///       "treeFields": ["afterStep", "kind", "parent", …],
    ///       "tree":       [[12, 3, 40, 41, …], …] }
    ///
    /// Step k is `steps[k - 1]`: its first cell picks a layout, whose first entry is the event
    /// (`enter`) and whose other entries name the fields the following cells hold, in order. A
    /// tree change's cells hold `treeFields` in order. A cell of a field in `numbers` is the
    /// number itself, `null` when absent; of a field in `flags`, 1 for true and 0 for false or
    /// absent (the trace means the same by both); of any other field, the 1-based index of its
    /// text in `strings`, 0 when absent. Cells left off the end of a row are absent. So a
    /// decoder needs no knowledge of the trace's fields: player.js (`decode`) and the browser
    /// test (site_data.py) rebuild each step as the object `racstep trace --format json`
    /// writes, and `init(from:)` here as `RACTraceStep`s.
    public struct PlayerData: Codable, Equatable {
        public var id: String
        public var steps: [RACTraceStep]
        public var treeChanges: [RACTreeChange]
        public var marbleLeft: Int
        public var marbleStepWidth: Int
        /// RACCore's code for the RAC blocks the steps enter, keyed by their `engine` location.
        public var engine: EnginePane

        public init(id: String, steps: [RACTraceStep], treeChanges: [RACTreeChange],
                    marbleLeft: Int, marbleStepWidth: Int, engine: EnginePane) {
            self.id = id
            self.steps = steps
            self.treeChanges = treeChanges
            self.marbleLeft = marbleLeft
            self.marbleStepWidth = marbleStepWidth
            self.engine = engine
        }

        private enum Key: String, CodingKey {
            case id, marbleLeft, marbleStepWidth, engine, strings, numbers, flags, layouts, steps, treeFields, tree
        }

        /// A field's value in one step or tree change.
        enum Cell {
            case text(String?)
            case number(Int?)
            case flag(Bool?)
        }

        /// A step's fields, as `racstep trace --format json` names them, in the order a layout
        /// lists them: those most steps have first, so a row's absent tail is left off.
        static let stepFields: [(name: String, cell: (RACTraceStep) -> Cell)] = [
            ("depth", { .number($0.depth) }), ("name", { .text($0.name) }), ("block", { .number($0.block) }),
            ("signal", { .text($0.signal) }), ("object", { .text($0.object) }), ("target", { .text($0.target) }),
            ("value", { .text($0.value) }), ("text", { .text($0.text) }), ("line", { .number($0.line) }),
            ("user", { .flag($0.user) }), ("flag", { .flag($0.flag) }), ("rac", { .text($0.rac) }),
            ("engine", { .text($0.engine) }), ("caller", { .text($0.caller) }),
        ]

        /// A tree change's fields, as `RACTreeChange` names them.
        static let treeFields: [(name: String, cell: (RACTreeChange) -> Cell)] = [
            ("afterStep", { .number($0.afterStep) }), ("kind", { .text($0.kind.rawValue) }),
            ("parent", { .text($0.parent) }), ("child", { .text($0.child) }),
            ("parentClass", { .text($0.parentClass) }), ("childClass", { .text($0.childClass) }),
            ("parentOwner", { .text($0.parentOwner) }), ("childOwner", { .text($0.childOwner) }),
        ]

        static let numbers = ["depth", "line", "block", "afterStep"]
        static let flags = ["flag", "user"]

        /// Whether a cell holds something: what decides which fields a layout lists.
        static func isPresent(_ cell: Cell) -> Bool {
            switch cell {
            case .text(let text): return text != nil
            case .number(let number): return number != nil
            case .flag(let flag): return flag == true
            }
        }

        public func encode(to encoder: Encoder) throws {
            var strings: [String] = []
            var index: [String: Int] = [:]
            func cell(_ cell: Cell) -> Int? {
                switch cell {
                case .number(let number): return number
                case .flag(let flag): return flag == true ? 1 : 0
                case .text(nil): return 0
                case .text(let text?):
                    if let known = index[text] { return known }
                    strings.append(text)
                    index[text] = strings.count
                    return strings.count
                }
            }
            func row(_ cells: [Cell]) -> [Int?] {
                var row = cells.map(cell)
                while let last = row.indices.last, !Self.isPresent(cells[last]) { row.removeLast() }
                return row
            }

            // One layout per event kind, in the order the kinds first occur: the fields some
            // step of that kind has.
            var layouts: [[String]] = []
            var layoutFields: [[Int]] = []
            var layoutOf: [RACTraceStep.Kind: Int] = [:]
            for step in steps where layoutOf[step.kind] == nil {
                let kind = step.kind
                let fields = Self.stepFields.indices.filter { field in
                    steps.contains { $0.kind == kind && Self.isPresent(Self.stepFields[field].cell($0)) }
                }
                layoutOf[kind] = layouts.count
                layouts.append([kind.rawValue] + fields.map { Self.stepFields[$0].name })
                layoutFields.append(fields)
            }
            var stepRows: [[Int?]] = []
            for (offset, step) in steps.enumerated() {
                // A step's number is its place: the trace numbers them 1…n.
                guard step.step == offset + 1 else {
                    throw EncodingError.invalidValue(step, .init(codingPath: encoder.codingPath, debugDescription: "step \(step.step) at place \(offset + 1)"))
                }
                let layout = layoutOf[step.kind]!
                stepRows.append([layout] + row(layoutFields[layout].map { Self.stepFields[$0].cell(step) }))
            }
            let treeRows = treeChanges.map { change in row(Self.treeFields.map { $0.cell(change) }) }

            var container = encoder.container(keyedBy: Key.self)
            try container.encode(id, forKey: .id)
            try container.encode(marbleLeft, forKey: .marbleLeft)
            try container.encode(marbleStepWidth, forKey: .marbleStepWidth)
            try container.encode(engine, forKey: .engine)
            try container.encode(strings, forKey: .strings)
            try container.encode(Self.numbers, forKey: .numbers)
            try container.encode(Self.flags, forKey: .flags)
            try container.encode(layouts, forKey: .layouts)
            try container.encode(stepRows, forKey: .steps)
            try container.encode(Self.treeFields.map(\.name), forKey: .treeFields)
            try container.encode(treeRows, forKey: .tree)
        }

        /// Decodes as player.js does: each row becomes the object `racstep trace --format json`
        /// writes for it, read back with `RACTraceStep`'s (and `RACTreeChange`'s) own decoding.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let strings = try container.decode([String].self, forKey: .strings)
            let numbers = Set(try container.decode([String].self, forKey: .numbers))
            let flags = Set(try container.decode([String].self, forKey: .flags))
            func object(_ fields: ArraySlice<String>, _ row: ArraySlice<Int?>) throws -> [String: Any] {
                var object: [String: Any] = [:]
                for (name, cell) in zip(fields, row) {
                    if numbers.contains(name) {
                        if let cell { object[name] = cell }
                    } else if flags.contains(name) {
                        if cell == 1 { object[name] = true }
                    } else if let cell, cell != 0 {
                        guard strings.indices.contains(cell - 1) else {
                            throw DecodingError.dataCorruptedError(forKey: .strings, in: container, debugDescription: "no string \(cell)")
                        }
                        object[name] = strings[cell - 1]
                    }
                }
                return object
            }
            let layouts = try container.decode([[String]].self, forKey: .layouts)
            var stepObjects: [[String: Any]] = []
            for (offset, row) in try container.decode([[Int?]].self, forKey: .steps).enumerated() {
                guard let first = row.first, let layoutIndex = first, layouts.indices.contains(layoutIndex),
                      let event = layouts[layoutIndex].first else {
                    throw DecodingError.dataCorruptedError(forKey: .steps, in: container, debugDescription: "step \(offset + 1) has no layout")
                }
                var step = try object(layouts[layoutIndex].dropFirst(), row.dropFirst())
                step["step"] = offset + 1
                step["event"] = event
                stepObjects.append(step)
            }
            let treeFields = try container.decode([String].self, forKey: .treeFields)
            let treeObjects = try container.decode([[Int?]].self, forKey: .tree).map { try object(treeFields[...], $0[...]) }
            let json = JSONDecoder()
            self.init(id: try container.decode(String.self, forKey: .id),
                      steps: try json.decode([RACTraceStep].self, from: JSONSerialization.data(withJSONObject: stepObjects)),
                      treeChanges: try json.decode([RACTreeChange].self, from: JSONSerialization.data(withJSONObject: treeObjects)),
                      marbleLeft: try container.decode(Int.self, forKey: .marbleLeft),
                      marbleStepWidth: try container.decode(Int.self, forKey: .marbleStepWidth),
                      engine: try container.decode(EnginePane.self, forKey: .engine))
        }
    }
}
