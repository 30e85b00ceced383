/// A woven snippet's section, open where its exercises go. The questions a snippet asks
/// depend on the page it is on — no question is put twice on one page — so the weaver gives
/// the section in two parts with every question the run could ask (`Exercise.candidates`),
/// and the page fills the gap once it knows what its earlier snippets asked.
public struct WovenParts: Equatable, Sendable {
    /// The section from its start to its player, inclusive.
    public var beforeExercises: String
    /// The section from its marble diagram to its end.
    public var afterExercises: String
    /// The run's candidate questions, each kind's best first.
    public var questions: [Exercise]

    public init(beforeExercises: String, afterExercises: String, questions: [Exercise]) {
        self.beforeExercises = beforeExercises
        self.afterExercises = afterExercises
        self.questions = questions
    }

    /// The whole section, with `exercises` (HTML) in its place.
    public func html(_ exercises: String) -> String {
        beforeExercises + exercises + afterExercises
    }
}
