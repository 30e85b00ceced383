
extension SnippetWeaver {
    /// The snippet's exercises as static HTML: each question a fieldset of radio buttons (a
    /// group the keyboard moves through with the arrow keys) in a block carrying `data-quiz`, and its
    /// answer in a `<details>`, so that without JavaScript the question and its answer still
    /// read. The player (player.js) shows the Check and "set the player" buttons, and on Check
    /// takes the player to the answering step and says in the live feedback whether the choice
    /// was right. The feedback sentences are written here, in the page's language, as data
    /// attributes: the script only picks one.
    func exercises(_ exercises: [Exercise], snippetID: String) -> String {
        guard !exercises.isEmpty else { return "" }
        let headingID = "\(snippetID)-exercises"
        var html = "<section class=\"exercises\" aria-labelledby=\"\(HTML.escape(headingID))\" data-pagefind-ignore>\n"
        html += "<h3 class=\"woven\" id=\"\(HTML.escape(headingID))\">\(HTML.escape(locale[.exercisesHeading]))</h3>\n"
        html += "<p class=\"exercises-intro\">\(HTML.escape(locale[.exercisesIntro]))</p>\n"
        for (index, exercise) in exercises.enumerated() {
            html += question(exercise, id: "\(snippetID)-q\(index + 1)")
        }
        return html + "</section>\n"
    }

    private func question(_ exercise: Exercise, id: String) -> String {
        let id = HTML.escape(id)
        let ask = String(exercise.askAt), answerAt = String(exercise.answerStep.step)
        let questionKey: SiteText
        switch exercise.kind {
        case .nextBlock: questionKey = .questionNextBlock
        case .nextLine: questionKey = .questionNextLine
        case .firstDisposal: questionKey = .questionFirstDisposal
        }
        let text = { (key: SiteText, values: KeyValuePairs<String, String>) in HTML.escape(locale.format(key, values)) }
        let feedback: KeyValuePairs<String, String> = ["answer": exercise.answerText, "n": answerAt]

        // The fieldset holds the radio buttons alone (a group with other controls in it is not
        // one question's group to assistive technology); the buttons and answer follow it.
        var html = "<div class=\"quiz\" id=\"\(id)\" data-quiz=\"\(exercise.kind.rawValue)\" data-ask=\"\(ask)\""
        html += " data-answer=\"\(answerAt)\" data-correct=\"\(exercise.answer)\">\n"
        html += "<fieldset><legend>\(text(questionKey, ["k": ask, "subject": exercise.subject]))</legend>\n<div class=\"choices\">\n"
        for (index, choice) in exercise.choices.enumerated() {
            html += "<label><input type=\"radio\" name=\"\(id)\" value=\"\(index)\"> <span>\(HTML.escape(choice))</span></label>\n"
        }
        html += "</div></fieldset>\n<p class=\"quiz-actions\" hidden><button type=\"button\" class=\"quiz-pose\">\(text(.poseButton, ["k": ask]))</button> "
        html += "<button type=\"button\" class=\"quiz-check\">\(text(.checkButton, [:]))</button></p>\n"
        html += "<p class=\"quiz-feedback\" role=\"status\" data-none=\"\(text(.feedbackNone, [:]))\""
        html += " data-right=\"\(text(.feedbackRight, feedback))\" data-wrong=\"\(text(.feedbackWrong, feedback))\"></p>\n"
        html += "<details class=\"quiz-answer\"><summary>\(text(.answerSummary, [:]))</summary><p>"
        html += text(.answerText, ["answer": exercise.answerText, "n": answerAt, "sentence": Narration.sentence(exercise.answerStep, in: locale)])
        if let why = exercise.why {
            html += text(exercise.kind == .firstDisposal ? .answerWhyDisposal : .answerWhyBlock, ["why": why])
        }
        return html + "</p></details>\n</div>\n"
    }
}
