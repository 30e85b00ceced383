import Lessons

/// The second step: a snippet's run, by the runner, or its woven result from the snippet
/// cache when every edition's weaving of it is there. A snippet's keys say everything its
/// result depends on (`runKey`, `weaveKey`), so each distinct snippet runs once per build
/// (200 copies of a lesson run its snippets once) and, with a cache, once per engine version.
struct RunStep {
    var runner: SnippetRunner
    /// Where woven snippets are kept between builds; nil runs every snippet on every build.
    var cache: SnippetCache?

    /// The runner's `cacheIdentity`, asked once per build: the interpreter's reflects on its
    /// options, a hundredth of a cold build when asked for every snippet. Without one no key
    /// can describe a result, and nothing is cached.
    func identity() -> String? { runner.cacheIdentity }

    /// What a snippet's run depends on besides the engine: its id (the page's anchors), its
    /// numbering, the runner, its source, and the RAC it runs on when not ReactiveObjC (so the
    /// keys of every other snippet stay as they were). `SnippetCache` adds the engine version.
    func runKey(_ snippet: Snippet, of lesson: Lesson, runner: String?) -> String {
        let numbering = lesson.numbering.numbers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let library = snippet.library == .reactiveObjC ? "" : "rac: \(snippet.library.rawValue)\n"
        return "runner: \(runner ?? "")\nnumbering: \(numbering)\n\(library)id: \(snippet.id)\nsource:\n\(snippet.source)"
    }

    /// What a woven snippet depends on: its run, and the language it is woven in.
    func weaveKey(_ snippet: Snippet, of lesson: Lesson, in locale: SiteLocale, runner: String?) -> String {
        "lang: \(locale.lang)\n" + runKey(snippet, of: lesson, runner: runner)
    }

    /// The cached result of a weaving key, nil where the cache has none (or no cache).
    func cached(_ weaveKey: String, identity: String?) -> WovenSnippet? {
        identity == nil ? nil : cache?.load(weaveKey)
    }

    /// Runs `snippet` of `lesson` (a run's file is `lesson.md#id`, where its diagnostics point).
    func run(_ snippet: Snippet, of lesson: Lesson) throws(SnippetFailure) -> SnippetRun {
        try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)", numbering: lesson.numbering,
                       library: snippet.library)
    }

    /// Keeps a woven result for the next build (nothing without a cache or a key), written
    /// with the others by `flush`.
    func store(_ woven: WovenSnippet, for weaveKey: String, identity: String?) {
        guard identity != nil else { return }
        cache?.store(woven, for: weaveKey)
    }

    /// Writes the results stored since the last flush, together, on another thread while
    /// the build goes on (`awaitFlush`).
    func flush() {
        cache?.flushInBackground()
    }

    /// Returns once the results the last `flush` began to write are written.
    func awaitFlush() {
        cache?.awaitFlush()
    }
}
