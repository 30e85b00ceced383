import RACTrace

/// A run's questions as the snippet cache keeps them: what `JSONEncoder` writes for
/// `[Exercise]` with `.sortedKeys` and `.withoutEscapingSlashes`, read back by `JSONDecoder`.
/// Boxing each question and its answer step through the encoder's generic containers was a
/// fiftieth of a cold site build (bench/README).
extension ScriptJSON {
    /// `Exercise`'s synthesized `Codable` form: its keys in sorted order, an absent `why`
    /// left out; its texts written by `string` (script-safe), the answer step as `racstep
    /// trace --format json` writes a step (`RACTraceJSON`: not script-safe, nor need it be,
    /// since the cache is never a page).
    mutating func exercises(_ exercises: [Exercise]) {
        array(exercises) { out, exercise in
            out.raw("{"); out.key("answer"); out.integer(exercise.answer)
            out.raw(","); out.key("answerStep"); out.json(RACTraceJSON.render([exercise.answerStep]).utf8.dropLast())
            out.raw(","); out.key("askAt"); out.integer(exercise.askAt)
            out.raw(","); out.key("choices"); out.array(exercise.choices) { $0.string($1) }
            out.raw(","); out.key("kind"); out.string(exercise.kind.rawValue)
            out.raw(","); out.key("subject"); out.string(exercise.subject)
            if let why = exercise.why { out.raw(","); out.key("why"); out.string(why) }
            out.raw("}")
        }
    }
}
