import ArgumentParser
import Foundation
import Lessons
import SiteGenerator

/// `racstep site`: builds the lessons site — every snippet run, verified and woven in.
public struct SiteCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Build the static lessons site: verified runs woven into pages, with a step-through player.",
        discussion: """
        Steps: load, run, verify, weave, render, write. A failing snippet, \
        a mismatched expectation or bad front matter stops the build with the lesson's \
        file:line; the previous site in the output directory is left untouched. Snippets run \
        on every core, and each one's result is cached by a hash of its text, its numbering \
        and the engine version (the racstep version, the engine's source and this build of \
        racstep), so a rebuild runs only snippets that changed; a cache entry that does not \
        match or is damaged is ignored.
        """
    )

    @Argument(help: "Lesson files or directories of lessons.")
    public var paths: [String] = ["lessons"]

    @Option(name: .shortAndLong, help: "The directory to write the site to.")
    public var out: String = "_site"

    @Option(help: "The theme directory (templates/ and assets/).")
    public var theme: String = "site"

    @Option(help: ArgumentHelp("Where snippet results are cached between builds (default: beside the output, ._site-cache for _site).",
                               valueName: "dir"))
    public var cache: String?

    @Flag(help: "Mark the pages to search with a Pagefind index built over the output afterwards (make site does); without it they search their own full-text index.")
    public var pagefind = false

    @Flag(help: "Also write a gzip copy beside each HTML, JavaScript, CSS, SVG and JSON file (page.html.gz), the same bytes on every build, for a static host that serves them as they are (nginx: gzip_static on).")
    public var precompress = false

    @Option(help: ArgumentHelp("The address of a `racstep serve` whose playground the tasks link to, with their snippet loaded (a static host has none of its own), e.g. https://rac.example.org/.",
                               valueName: "url"))
    public var playground: String?

    public init() {}

    public func validate() throws {
        if out.isEmpty { throw ValidationError("--out must name a directory") }
        if cache?.isEmpty == true { throw ValidationError("--cache must name a directory") }
        if let playground, playgroundURL(playground) == nil {
            throw ValidationError("--playground must be an http or https address, such as https://rac.example.org/ (got '\(playground)')")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: theme, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("theme directory '\(theme)' not found (run from the repository root or pass --theme)")
        }
    }

    public func run() throws {
        let report: SiteBuilder.Report
        do {
            let runner = defaultRunner()
            let output = URL(fileURLWithPath: out)
            let snippetCache = SnippetCache(
                directory: cache.map { URL(fileURLWithPath: $0) } ?? SnippetCache.defaultDirectory(forOutput: output),
                engineVersion: BuildIdentity.engineVersion(racstepVersion: RACStepCommand.version))
            var pages = try Theme(directory: URL(fileURLWithPath: theme))
            pages.pagefind = pagefind
            var builder = SiteBuilder(runner: runner, theme: pages, cache: snippetCache)
            builder.weaver.playground = playground.flatMap(playgroundURL).map(PlaygroundLink.hosted)
            report = try builder.build(lessonPaths: paths, output: output, precompress: precompress)
        } catch {
            // Failures carry the lesson's file:line and the pipeline step already.
            Console.writeError("\(error)\n")
            throw ExitCode(1)
        }
        let snippets = report.snippets == 1 ? "1 snippet" : "\(report.snippets) snippets"
        Console.write("built \(report.lessons) lesson\(report.lessons == 1 ? "" : "s") (\(snippets)) into \(out)\n")
    }

    /// `text` as an absolute http(s) address with a host, or nil.
    private func playgroundURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false else { return nil }
        return url
    }
}
