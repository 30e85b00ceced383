import Foundation
import Lessons

/// The site's steps as values, load → run → verify → weave → render → write, each built from
/// the `SiteBuilder`'s settings in one edition's words; `IncrementalSite` composes them for a
/// first build and for every rebuild alike.
///
/// A snippet goes through run, verify and weave in one pass on every core (`snippets`): a run's
/// recording is the largest thing a build makes, so each is woven and dropped as soon as it is
/// verified, rather than all of them held from one step to the next.
struct SitePipeline {
    var load = LoadStep()
    var run: RunStep
    var verify = VerifyStep()
    var weave: WeaveStep
    var render: RenderStep
    var write = WriteStep()

    init(runner: SnippetRunner, cache: SnippetCache?, weaver: SnippetWeaver, markdown: MarkdownRenderer, theme: Theme) {
        run = RunStep(runner: runner, cache: cache)
        weave = WeaveStep(weaver: weaver, markdown: markdown)
        render = RenderStep(theme: theme, locale: weaver.locale)
    }

    /// The weave and render steps in `locale`'s words.
    func localized(_ locale: SiteLocale) -> SitePipeline {
        var pipeline = self
        pipeline.weave.weaver.locale = locale
        pipeline.render.locale = locale
        return pipeline
    }

    /// A distinct snippet's run and the editions it is woven for (a translated lesson has the
    /// English snippets, so each runs once and is woven in both languages), and every copy of it
    /// (lesson, snippet) that its run is verified against. `compared`: a comparison
    /// (`compare=`) on some page reads the run, so its woven parts keep its recording.
    private struct Work {
        var snippet: Snippet
        var lesson: Lesson
        var weaves: [(key: String, locale: SiteLocale)] = []
        var copies: [(lesson: Int, snippet: Int)] = []
        var compared = false
    }

    /// Whether a comparison shows `lesson`'s snippet `index`: it names the next snippet
    /// (`compare=`), or the one before it names it.
    static func isCompared(_ lesson: Lesson, _ index: Int) -> Bool {
        lesson.snippets[index].compare != nil || (index > 0 && lesson.snippets[index - 1].compare != nil)
    }

    /// The woven snippets of `lessons` (each with its edition's weaving of its snippets, in
    /// order) by weaving key: what `snippets(_:kept:)` may take instead of running them again.
    /// Empty for a runner without a cache identity, whose results no key describes.
    func keyed(_ lessons: [(lesson: Lesson, locale: SiteLocale, snippets: [WovenSnippet])]) -> [String: WovenSnippet] {
        guard let identity = run.identity() else { return [:] }
        var kept: [String: WovenSnippet] = [:]
        for (lesson, locale, woven) in lessons {
            for (snippet, woven) in zip(lesson.snippets, woven) {
                kept[run.weaveKey(snippet, of: lesson, in: locale, runner: identity)] = woven
            }
        }
        return kept
    }

    /// Every snippet of `lessons` run (or found in `kept` or the cache), verified against each
    /// of its lessons, and woven in each lesson's edition: per lesson, its snippets in order.
    /// Distinct snippets go through concurrently. Throws the run step's failure when a run
    /// fails, else the verify step's, with every problem in lesson order.
    ///
    /// `kept`: woven snippets already in memory, by weaving key (`keyed`; `IncrementalSite`
    /// keeps the last build's): used as the cache's are, verified again.
    func snippets(_ lessons: [(lesson: Lesson, locale: SiteLocale)], kept: [String: WovenSnippet] = [:]) throws -> [[WovenSnippet]] {
        let identity = run.identity()
        var workAt: [String: Int] = [:]
        var wovenAt: [String: (work: Int, weave: Int)] = [:]
        var work: [Work] = []
        let keys = lessons.map { lesson, locale in lesson.snippets.map { run.weaveKey($0, of: lesson, in: locale, runner: identity) } }
        for (lessonIndex, ((lesson, locale), lessonKeys)) in zip(lessons, keys).enumerated() {
            for (position, (snippet, key)) in zip(lesson.snippets, lessonKeys).enumerated() {
                let runKey = run.runKey(snippet, of: lesson, runner: identity)
                let index = workAt[runKey] ?? work.count
                if index == work.count {
                    workAt[runKey] = index
                    work.append(Work(snippet: snippet, lesson: lesson))
                }
                work[index].copies.append((lessonIndex, position))
                if Self.isCompared(lesson, position) { work[index].compared = true }
                guard wovenAt[key] == nil else { continue }
                wovenAt[key] = (index, work[index].weaves.count)
                work[index].weaves.append((key, locale))
            }
        }
        let outcomes = work.concurrentMap(perform: run.runner.concurrentPerform) { item in
            through(item, lessons: lessons, identity: identity, kept: kept)
        }
        // What was verified and woven is kept for the next build even when another snippet failed.
        run.flush()

        // Problems in lesson order, each at its own copy's file:line.
        var problems: [(at: (Int, Int), text: String)] = []
        var failedStep = SiteStep.verify
        for outcome in outcomes {
            switch outcome {
            case .woven: break
            case .failed(let copies):
                failedStep = .run
                problems += copies
            case .unexpected(let copies): problems += copies
            }
        }
        guard problems.isEmpty else {
            let ordered = problems.sorted { $0.at < $1.at }.map(\.text)
            throw SiteStep.Failure(step: failedStep, message: ordered.joined())
        }
        return zip(lessons, keys).map { _, lessonKeys in
            lessonKeys.map { key in
                let at = wovenAt[key]!
                guard case .woven(let woven) = outcomes[at.work] else { preconditionFailure("checked above") }
                return woven[at.weave]
            }
        }
    }

    /// What became of a distinct snippet: woven in each of its editions; or its run failed, or
    /// did not print what a lesson expects — told at each copy (lesson, snippet).
    private enum Outcome {
        case woven([WovenSnippet])
        case failed([(at: (Int, Int), text: String)])
        case unexpected([(at: (Int, Int), text: String)])
    }

    /// One snippet through run → verify → weave: `kept` and the cache answer when they have
    /// every edition's weaving; else the snippet runs once, is verified against every copy, and
    /// only then woven in the editions they lack (and cached). A compared snippet's results
    /// carry its recording: kept from the weaving, or decoded from a cached entry's player
    /// data, once however many copies compare it; the others' drop it, so a build does not
    /// hold every run's steps until its pages are made.
    private func through(_ work: Work, lessons: [(lesson: Lesson, locale: SiteLocale)], identity: String?,
                         kept: [String: WovenSnippet]) -> Outcome {
        let cached = work.weaves.map { kept[$0.key] ?? run.cached($0.key, identity: identity) }
        func recorded(_ snippet: WovenSnippet) -> WovenSnippet {
            var snippet = snippet
            // An entry whose data does not decode is left to the comparison, which says why.
            snippet.woven.recording = work.compared ? try? snippet.woven.recordingOrDecoded() : nil
            return snippet
        }
        func copy(_ at: (lesson: Int, snippet: Int)) -> (Snippet, Lesson) {
            let lesson = lessons[at.lesson].lesson
            return (lesson.snippets[at.snippet], lesson)
        }
        func unexpected(output: String, traceText: String) -> Outcome? {
            let problems = work.copies.flatMap { at -> [(at: (Int, Int), text: String)] in
                let (snippet, lesson) = copy(at)
                return verify.problems(snippet, of: lesson, output: output, traceText: traceText).map { ((at.lesson, at.snippet), $0) }
            }
            return problems.isEmpty ? nil : .unexpected(problems)
        }
        let hits = cached.compactMap { $0 }
        if hits.count == cached.count, let first = hits.first {
            if let problems = unexpected(output: first.output, traceText: first.traceText) { return problems }
            return .woven(hits.map(recorded))
        }
        let ran: SnippetRun
        do {
            ran = try run.run(work.snippet, of: work.lesson)
        } catch {
            // The first copy's run failed; each copy reports at its own file:line.
            return .failed(work.copies.map { at in
                let (snippet, lesson) = copy(at)
                return ((at.lesson, at.snippet), verify.failure(error, snippet, of: lesson))
            })
        }
        if let problems = unexpected(output: ran.output, traceText: ran.traceText) { return problems }
        return .woven(zip(work.weaves, cached).map { weave, cached in
            if let cached { return recorded(cached) }
            let woven = WovenSnippet(output: ran.output, traceText: ran.traceText,
                                     woven: localized(weave.locale).weave.snippet(work.snippet, run: ran, numbering: work.lesson.numbering))
            run.store(woven, for: weave.key, identity: identity)
            return recorded(woven)
        })
    }
}
