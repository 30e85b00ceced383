import RACTrace

/// A run's questions as the snippet cache keeps them: what `JSONEncoder` writes for
/// `[Exercise]` with `.sortedKeys` and `.withoutEscapingSlashes`, made safe for `<script>`,
/// read back by `JSONDecoder`. Boxing each question and its answer step through the
/// encoder's generic containers was a fiftieth of a cold site build (bench/README).
extension ScriptJSON {
    /// `Exercise`'s synthesized `Codable` form: its keys in sorted order, an absent `why`
    /// left out.
    mutating func exercises(_ exercises: [Exercise]) {
        array(exercises) { out, exercise in
            out.raw("{"); out.key("answer"); out.integer(exercise.answer)
            out.raw(","); out.key("answerStep"); out.step(exercise.answerStep)
            out.raw(","); out.key("askAt"); out.integer(exercise.askAt)
            out.raw(","); out.key("choices"); out.array(exercise.choices) { $0.string($1) }
            out.raw(","); out.key("kind"); out.string(exercise.kind.rawValue)
            out.raw(","); out.key("subject"); out.string(exercise.subject)
            if let why = exercise.why { out.raw(","); out.key("why"); out.string(why) }
            out.raw("}")
        }
    }

    /// A step's flat JSON object (`RACTraceStep+Codable`): its fields in sorted order, the
    /// absent ones left out.
    mutating func step(_ step: RACTraceStep) {
        raw("{")
        var first = true
        func field(_ key: StaticString, _ write: (inout ScriptJSON) -> Void) {
            if !first { raw(",") }
            first = false
            self.key(key)
            write(&self)
        }
        func text(_ key: StaticString, _ value: String?) {
            if let value { field(key) { $0.string(value) } }
        }
        func flag(_ key: StaticString, _ value: Bool?) {
            if let value { field(key) { $0.raw(value ? "true" : "false") } }
        }
        if let block = step.block { field("block") { $0.integer(block) } }
        text("caller", step.caller)
        field("depth") { $0.integer(step.depth) }
        text("engine", step.engine)
        text("event", step.kind.rawValue)
        flag("flag", step.flag)
        if let line = step.line { field("line") { $0.integer(line) } }
        text("name", step.name)
        text("object", step.object)
        text("rac", step.rac)
        text("signal", step.signal)
        field("step") { $0.integer(step.step) }
        text("target", step.target)
        text("text", step.text)
        flag("user", step.user)
        text("value", step.value)
        raw("}")
    }
}
