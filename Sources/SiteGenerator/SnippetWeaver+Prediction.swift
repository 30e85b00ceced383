extension SnippetWeaver {
    /// The question a snippet asks before its answer: `question`, the snippet's own (inline
    /// HTML: `SnippetQuestion`'s paragraph, moved here from the prose), or else the general one
    /// (what it prints, in what order, and when dispose runs). The question is static text, so
    /// a reader without JavaScript, or on paper, meets it above the answer, which is never
    /// hidden there. With JavaScript (`predict.js`) the form appears, and the player, the output
    /// and the trace stay folded away until the reader has written an answer and revealed them
    /// (or chosen never to be asked). `id` is already escaped.
    func prediction(snippetID id: String, question: String?) -> String {
        let t = locale
        return """
        <div class="predict" data-pagefind-ignore>
        <p class="predict-question"><strong>\(t[.predictHeading])</strong> \(question ?? t[.predictQuestion])</p>
        <form class="predict-form" hidden>
        <label for="\(id)-prediction">\(t[.predictLabel])</label>
        <textarea id="\(id)-prediction" rows="4" spellcheck="false" autocomplete="off"></textarea>
        <p class="predict-actions"><button type="submit">\(t[.predictReveal])</button> \
        <button type="button" class="predict-never">\(t[.predictNever])</button></p>
        </form>
        <p class="predict-result" aria-live="polite"></p>
        </div>

        """
    }
}
