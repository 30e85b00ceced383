import Foundation
import RACTrace

extension SnippetWeaver {
    /// What the player replays: the steps, the tree changes, RACCore's code for the blocks
    /// they enter, the words it says of each step (its sentence, a disposal's trigger, in the
    /// page's language: the same `Narration` the static HTML tells) and the run's `CallOutline`
    /// (what each level of detail shows, and how deep). A long run's data is a file of its own
    /// beside the page, loaded when its player is first used (`WeaveStep.body`).
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
    ///       "tree":       [[12, 3, 40, 41, …], …],
    ///       "sentences":  [17, 18, …],             each step's sentence, a string by its index
    ///       "triggers":   [[16, 40], …],           a dispose step and its trigger's string
    ///       "outline":    [[0, 1, 3, -1, …], …],   per level, per step: -1 hidden, else
    ///                                             depth × 2 + 1 when it starts a statement
    ///       "figures":    {"marbles": "<figure…", …} }  a long run's figures, as HTML
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
    public struct PlayerData: Decodable, Equatable {
        public var id: String
        public var steps: [RACTraceStep]
        public var treeChanges: [RACTreeChange]
        public var marbleLeft: Int
        public var marbleStepWidth: Int
        /// RACCore's code for the RAC blocks the steps enter, keyed by their `engine` location.
        public var engine: EnginePane
        /// Each step's sentence, in step order.
        public var sentences: [String]
        /// What set off each disposal, by its step number.
        public var triggers: [Int: String]
        public var outline: CallOutline
        /// A long run's figures, by name, as HTML the player puts in the page when it loads
        /// (`SnippetWeaver.parts`); empty for a short run, whose figures are in the page.
        public var figures: [String: String] = [:]

        public init(id: String, steps: [RACTraceStep], treeChanges: [RACTreeChange],
                    marbleLeft: Int, marbleStepWidth: Int, engine: EnginePane,
                    sentences: [String], triggers: [Int: String], outline: CallOutline) {
            self.id = id
            self.steps = steps
            self.treeChanges = treeChanges
            self.marbleLeft = marbleLeft
            self.marbleStepWidth = marbleStepWidth
            self.engine = engine
            self.sentences = sentences
            self.triggers = triggers
            self.outline = outline
        }

        private enum Key: String, CodingKey {
            case id, marbleLeft, marbleStepWidth, engine, strings, numbers, flags, layouts, steps, treeFields, tree
            case sentences, triggers, outline, figures
        }

        /// A field's value in one step or tree change.
        enum Cell {
            case text(String?)
            case number(Int?)
            case flag(Bool?)
        }

        /// A step's fields, as `racstep trace --format json` names them, in the order a layout
        /// lists them: those most steps have first, so a row's absent tail is left off.
        static let stepFields = ["depth", "name", "block", "signal", "object", "target", "value", "text", "line", "user", "flag",
                                 "rac", "engine", "caller"]

        /// `step`'s cells, one per field of `stepFields` in its order, written over `cells`: the
        /// flat view (`RACTraceStep.name`, `.signal`, …) read in one switch over the event.
        /// Reading the fourteen fields through their own accessors switched on the event and
        /// copied the step fourteen times a step: a quarter of the player data's time.
        static func cells(_ step: RACTraceStep, into cells: inout [Cell]) {
            var name: String?, block: Int?, signal: String?, object: String?, target: String?, value: String?, text: String?
            var user: Bool?, flag: Bool?, rac: String?, engine: String?, caller: String?
            switch step.event {
            case .create(let created, let className, let named):
                (name, signal, object) = (className, named, created)
            case .passthrough(let created, let source, let subscriber):
                (name, signal, object, target) = ("RACPassthroughSubscriber", source, created, subscriber)
            case .subscribe(let source, let signalObject, let subscriber, let subscriberClass):
                (name, signal, object, target) = (subscriberClass, source, signalObject, subscriber)
            case .enter(let entered):
                (name, block, signal, user) = (entered.name, entered.number, entered.signal, entered.isUser ? true : nil)
                (rac, engine, caller) = (entered.rac, entered.engine, entered.caller)
            case .exit(let left):
                (name, block, signal, user) = (left.name, left.number, left.signal, left.isUser ? true : nil)
            case .next(let delivery, let sent), .error(let delivery, let sent):
                (name, signal, target, value, flag) = (delivery.receiverClass, delivery.signal, delivery.receiver, sent, delivery.dropped ? true : nil)
            case .completed(let delivery):
                (name, signal, target, flag) = (delivery.receiverClass, delivery.signal, delivery.receiver, delivery.dropped ? true : nil)
            case .dispose(let disposed, let className, let parent, let ranBlock):
                (name, object, target, flag) = (className, disposed, parent, ranBlock)
            case .dealloc(let deallocated, let className, let named):
                (name, signal, object) = (className, named, deallocated)
            case .log(let logged):
                text = logged
            }
            cells[0] = .number(step.depth); cells[1] = .text(name); cells[2] = .number(block); cells[3] = .text(signal)
            cells[4] = .text(object); cells[5] = .text(target); cells[6] = .text(value); cells[7] = .text(text)
            cells[8] = .number(step.line); cells[9] = .flag(user); cells[10] = .flag(flag); cells[11] = .text(rac)
            cells[12] = .text(engine); cells[13] = .text(caller)
        }

        /// A tree change's fields, as `RACTreeChange` names them.
        static let treeFields: [(name: String, cell: @Sendable (RACTreeChange) -> Cell)] = [
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

        /// The data as JSON safe inside `<script>`, in the format above (its keys in sorted
        /// order, as the player and `init(from:)` read it).
        public var json: String { String(decoding: jsonBytes, as: UTF8.self) }

        /// `json`'s UTF-8, as the site keeps it: a long run's data goes to a file of its own as
        /// written, never checked as a `String`'s UTF-8 (a twentieth of weaving). Written by
        /// hand (`ScriptJSON`): `JSONEncoder` took over half of a site build, boxing every cell.
        public var jsonBytes: [UInt8] {
            // About one new text a step (its sentence): sized once, not grown.
            var table = StringTable(capacity: steps.count + 64)
            // A tree change's row: its cells, less the absent ones at its end, written into `out`.
            func row(_ cells: [Cell], into out: inout ScriptJSON, table: inout StringTable) {
                var count = cells.count
                while count > 0, !Self.isPresent(cells[count - 1]) { count -= 1 }
                out.array(cells[..<count]) { $0.integer(table.cell($1)) }
            }

            // One layout per event kind, in the order the kinds first occur: the fields some
            // step of that kind has. One pass reads each step's fields (`cells`), notes which it
            // has, and keeps what the data writes for each (`StringTable.cell`; `absent` for
            // null): the string table fills in the order the rows name its texts, as it always
            // has, since the rows below name them in the same order.
            var layoutOf: [RACTraceStep.Kind: Int] = [:]
            var kinds: [RACTraceStep.Kind] = []
            // Per layout, a bit for each field of `stepFields` some step of its kind has.
            var present: [Int] = []
            let fieldCount = Self.stepFields.count
            var stepLayouts = [Int](repeating: 0, count: steps.count)
            var values = [Int](repeating: 0, count: steps.count * fieldCount)
            var held = [Bool](repeating: false, count: steps.count * fieldCount)
            let absent = Int.min
            var stepCells = [Cell](repeating: .number(nil), count: fieldCount)
            for (index, step) in steps.enumerated() {
                let layout: Int
                if let known = layoutOf[step.kind] {
                    layout = known
                } else {
                    layout = kinds.count
                    layoutOf[step.kind] = layout
                    kinds.append(step.kind)
                    present.append(0)
                }
                stepLayouts[index] = layout
                Self.cells(step, into: &stepCells)
                for field in 0..<fieldCount {
                    let at = index * fieldCount + field
                    if Self.isPresent(stepCells[field]) {
                        present[layout] |= 1 << field
                        held[at] = true
                    }
                    values[at] = table.cell(stepCells[field]) ?? absent
                }
            }
            let layoutFields = present.map { fields in Self.stepFields.indices.filter { fields & (1 << $0) != 0 } }
            let layouts = kinds.indices.map { [kinds[$0].rawValue] + layoutFields[$0].map { Self.stepFields[$0] } }
            // A step's number is its place (the trace numbers them 1…n), so a row leaves it out:
            // a row is its layout, then its layout's fields, less the absent ones at its end.
            var stepRows = ScriptJSON()
            stepRows.array(steps.indices) { out, index in
                let layout = stepLayouts[index], fields = layoutFields[layout], first = index * fieldCount
                var count = fields.count
                while count > 0, !held[first + fields[count - 1]] { count -= 1 }
                out.byte(UInt8(ascii: "["))
                out.integer(layout)
                for field in fields[..<count] {
                    out.byte(UInt8(ascii: ","))
                    let value = values[first + field]
                    out.integer(value == absent ? nil : value)
                }
                out.byte(UInt8(ascii: "]"))
            }
            // Then the tree changes, sentences and triggers name theirs.
            var treeRows = ScriptJSON()
            treeRows.array(treeChanges) { out, change in row(Self.treeFields.map { $0.cell(change) }, into: &out, table: &table) }
            let sentenceCells = sentences.map { table.id($0) }
            let triggerRows = triggers.sorted { $0.key < $1.key }.map { [$0.key, table.id($0.value)] }

            var out = ScriptJSON()
            func names(_ names: [String]) { out.array(names) { $0.string($1) } }
            out.raw("{")
            out.key("engine"); engine.write(to: &out)
            if !figures.isEmpty { out.raw(","); out.key("figures"); out.object(figures) { $0.string($1) } }
            out.raw(","); out.key("flags"); names(Self.flags)
            out.raw(","); out.key("id"); out.string(id)
            out.raw(","); out.key("layouts"); out.array(layouts) { out, layout in out.array(layout) { $0.string($1) } }
            out.raw(","); out.key("marbleLeft"); out.integer(marbleLeft)
            out.raw(","); out.key("marbleStepWidth"); out.integer(marbleStepWidth)
            out.raw(","); out.key("numbers"); names(Self.numbers)
            out.raw(","); out.key("outline")
            out.array(outline.places) { out, places in
                out.array(places) { out, place in out.integer(place.map { $0.depth * 2 + ($0.startsStatement ? 1 : 0) } ?? -1) }
            }
            out.raw(","); out.key("sentences"); out.array(sentenceCells) { $0.integer($1) }
            out.raw(","); out.key("steps"); out.append(stepRows)
            out.raw(","); out.key("strings"); names(table.strings)
            out.raw(","); out.key("tree"); out.append(treeRows)
            out.raw(","); out.key("treeFields"); names(Self.treeFields.map(\.name))
            out.raw(","); out.key("triggers"); out.array(triggerRows) { out, row in out.array(row) { $0.integer($1) } }
            out.raw("}")
            return out.bytes
        }

        /// The data's texts, each once, numbered from 1 in the order first met.
        struct StringTable {
            private(set) var strings: [String] = []
            private var index: [String: Int] = [:]

            init(capacity: Int) {
                strings.reserveCapacity(capacity)
                index.reserveCapacity(capacity)
            }

            /// The text's id, the next one if it is new. Looked up once: a new text (most steps
            /// bring one, their sentence) goes in where the lookup found no entry, rather than
            /// being hashed again to be added.
            mutating func id(_ text: String) -> Int {
                let next = strings.count + 1
                let id = Self.read(&index[text, default: next])
                if id == next { strings.append(text) }
                return id
            }

            private static func read(_ value: inout Int) -> Int { value }

            /// A cell as the data writes it: a number as it is, a flag as 1 or 0, a text by its
            /// id (0 when absent).
            mutating func cell(_ cell: Cell) -> Int? {
                switch cell {
                case .number(let number): return number
                case .flag(let flag): return flag == true ? 1 : 0
                case .text(nil): return 0
                case .text(let text?): return id(text)
                }
            }
        }

        /// Decodes as player.js does: each row becomes the object `racstep trace --format json`
        /// writes for it, read back with `RACTraceStep`'s (and `RACTreeChange`'s) own decoding.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let strings = try container.decode([String].self, forKey: .strings)
            let numbers = Set(try container.decode([String].self, forKey: .numbers))
            let flags = Set(try container.decode([String].self, forKey: .flags))
            func string(_ cell: Int) throws -> String {
                guard strings.indices.contains(cell - 1) else {
                    throw DecodingError.dataCorruptedError(forKey: .strings, in: container, debugDescription: "no string \(cell)")
                }
                return strings[cell - 1]
            }
            func object(_ fields: ArraySlice<String>, _ row: ArraySlice<Int?>) throws -> [String: Any] {
                var object: [String: Any] = [:]
                for (name, cell) in zip(fields, row) {
                    if numbers.contains(name) {
                        if let cell { object[name] = cell }
                    } else if flags.contains(name) {
                        if cell == 1 { object[name] = true }
                    } else if let cell, cell != 0 {
                        object[name] = try string(cell)
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
            let sentences = try container.decode([Int].self, forKey: .sentences).map(string)
            var triggers: [Int: String] = [:]
            for row in try container.decode([[Int]].self, forKey: .triggers) where row.count == 2 {
                triggers[row[0]] = try string(row[1])
            }
            let outline = try CallOutline(encoded: container.decode([[Int]].self, forKey: .outline))
            let json = JSONDecoder()
            self.init(id: try container.decode(String.self, forKey: .id),
                      steps: try json.decode([RACTraceStep].self, from: JSONSerialization.data(withJSONObject: stepObjects)),
                      treeChanges: try json.decode([RACTreeChange].self, from: JSONSerialization.data(withJSONObject: treeObjects)),
                      marbleLeft: try container.decode(Int.self, forKey: .marbleLeft),
                      marbleStepWidth: try container.decode(Int.self, forKey: .marbleStepWidth),
                      engine: try container.decode(EnginePane.self, forKey: .engine),
                      sentences: sentences, triggers: triggers, outline: outline)
            figures = try container.decodeIfPresent([String: String].self, forKey: .figures) ?? [:]
        }
    }
}
