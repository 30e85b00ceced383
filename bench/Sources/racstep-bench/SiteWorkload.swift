import Foundation

/// Site build time: `racstep site` on the real lessons, and on 200 lessons (copies of ours,
/// renumbered) against Hugo building the same Markdown with a minimal layout (a page per
/// lesson with a sidebar listing every lesson, and an index), timed in turns in one run.
///
/// `racstep site` runs every snippet, verifies it and weaves its trace into the page; Hugo
/// renders the Markdown only. Two racstep cells on `site-200`: `cold` empties the snippet cache
/// before each build (each distinct snippet then runs once: the 200 copies share their
/// snippets), `warm` builds again over the cache the cold build left (nothing runs; every page
/// is made and written again). `site-200-distinct` is the same 200 lessons with every snippet
/// made distinct by a trailing comment (`SiteWorkload.distinct`), so no run or weave answers
/// for another copy: each build runs and weaves all of them, cold. Null when no `racstep`
/// binary with a `site` command was given (`--racstep PATH`); Hugo's rows say so when `hugo`
/// is not installed.
func siteRows(_ options: SuiteOptions) -> [Row] {
    let note = "no racstep binary given (--racstep PATH)"
    var available = false
    if let racstep = options.racstep, FileManager.default.isExecutableFile(atPath: racstep) {
        available = spawnChild([racstep, "site", "--help"]).status == 0
    }
    // `--workloads site-200-distinct` alone leaves the other site rows out, and the reverse.
    let shared = options.selects("site-200") || options.selects("site-lessons")
    let distinct = options.selects("site-200-distinct")
    let racstepCells = (shared ? [("site-lessons", "racstep-site"), ("site-200", "racstep-site-cold"), ("site-200", "racstep-site-warm")] : [])
        + (distinct ? [("site-200-distinct", "racstep-site-cold")] : [])
    guard available, let racstep = options.racstep else {
        return racstepCells.map { Row(workload: $0.0, system: $0.1, note: note) }
    }
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("racstep-bench-\(getpid())")
    defer { try? fm.removeItem(at: tmp) }
    let generated = tmp.appendingPathComponent("lessons-200")
    let hugoSite = tmp.appendingPathComponent("hugo")
    let real = SiteWorkload.writeLessons(into: generated, hugo: hugoSite)
    let generatedDistinct = tmp.appendingPathComponent("lessons-200-distinct")
    let hugoDistinct = tmp.appendingPathComponent("hugo-distinct")
    if distinct { _ = SiteWorkload.writeLessons(into: generatedDistinct, hugo: hugoDistinct, distinct: true) }
    let reps = options.quick ? 2 : 5
    let out = tmp.appendingPathComponent("site")
    let cache = tmp.appendingPathComponent("site-cache")

    var cells: [String: [ChildOutcome]] = [:]
    var failed: Set<String> = []
    func time(_ cell: String, _ argv: [String]) {
        guard !failed.contains(cell) else { return }
        let outcome = spawnChild(argv)
        if outcome.status == 0 { cells[cell, default: []].append(outcome) } else { failed.insert(cell) }
    }
    let site = [racstep, "site", "--theme", "../site", "--out", out.path, "--cache", cache.path]
    func hugo(_ source: URL) -> [String] {
        ["hugo", "--quiet", "--source", source.path, "--destination", tmp.appendingPathComponent("hugo-out").path,
         "--cacheDir", tmp.appendingPathComponent("hugo-cache").path]
    }
    let hasHugo = spawnChild(["hugo", "version"]).status == 0
    for _ in 0..<reps {
        if shared {
            try? fm.removeItem(at: cache)
            time("site-lessons racstep-site", site + ["../lessons"])
            try? fm.removeItem(at: cache)
            time("site-200 racstep-site-cold", site + [generated.path])
            time("site-200 racstep-site-warm", site + [generated.path])
            if hasHugo { time("site-200 hugo", hugo(hugoSite)) }
        }
        if distinct {
            try? fm.removeItem(at: cache)
            time("site-200-distinct racstep-site-cold", site + [generatedDistinct.path])
            if hasHugo { time("site-200-distinct hugo", hugo(hugoDistinct)) }
        }
    }

    var rows: [Row] = []
    let counted = racstepCells.map { ($0.0, $0.1, $0.0 == "site-lessons" ? real : 200) }
        + (shared ? [("site-200", "hugo", 200)] : []) + (distinct ? [("site-200-distinct", "hugo", 200)] : [])
    for (workload, system, count) in counted {
        let cell = "\(workload) \(system)"
        let outcomes = cells[cell] ?? []
        if system == "hugo", !hasHugo {
            rows.append(Row(workload: workload, system: system, note: "hugo not installed"))
        } else if failed.contains(cell) || outcomes.isEmpty {
            rows.append(Row(workload: workload, system: system, note: "\(system) failed"))
        } else {
            let samples = outcomes.map { $0.wallSeconds * 1e9 / Double(count) }
            rows.append(Row(workload: workload, system: system, ns_per_event: median(samples), min_ns: samples.min(),
                            max_ns: samples.max(), peak_rss_bytes: outcomes.map(\.maxRSSBytes).max(), events: count,
                            reps: outcomes.count, note: "ns per lesson, wall; cpu_ns_per_event: CPU time (all threads) per lesson",
                            cpu_ns_per_event: median(outcomes.map { $0.cpuSeconds * 1e9 / Double(count) })))
        }
    }
    return rows
}

/// The site/Hugo targets: `racstep site` no slower than Hugo on the same 200 lessons, even
/// when every snippet is distinct (each one run and woven; issue 42 §3).
func printSiteTargets(_ rows: [Row]) {
    for (workload, limit, systems) in [("site-200", 1.0, ["racstep-site-cold", "racstep-site-warm"]),
                                       ("site-200-distinct", 1.0, ["racstep-site-cold"])] {
        func row(_ system: String) -> Row? { rows.first { $0.workload == workload && $0.system == system } }
        guard let hugo = row("hugo"), let hugoWall = hugo.ns_per_event, let hugoCPU = hugo.cpu_ns_per_event else { continue }
        for system in systems {
            guard let site = row(system), let wall = site.ns_per_event, let cpu = site.cpu_ns_per_event else { continue }
            let verdict = wall / hugoWall <= limit ? "met" : "MISSED"
            print("  " + pad(workload, 18) + pad(system + String(format: "/hugo ≤%.1f:", limit), 28)
                  + String(format: "%.2f× %@ (wall %.0f ms against %.0f ms; CPU %.2f×)",
                           wall / hugoWall, verdict, wall * 200 / 1e6, hugoWall * 200 / 1e6, cpu / hugoCPU))
        }
    }
}

enum SiteWorkload {
    /// Writes 200 lessons, copies of the real ones (`../lessons/NN-slug.md`) numbered 001–200,
    /// into `directory`, and the same files as a Hugo site's content under `hugo`, with the
    /// minimal layout; with `distinct`, every snippet of copy k ends in a comment naming k
    /// (`distinct(_:copy:)`). Returns how many real lessons there are.
    static func writeLessons(into directory: URL, hugo: URL, distinct: Bool = false) -> Int {
        let fm = FileManager.default
        let content = hugo.appendingPathComponent("content/lessons")
        let layouts = hugo.appendingPathComponent("layouts/_default")
        for made in [directory, content, layouts] { try? fm.createDirectory(at: made, withIntermediateDirectories: true) }
        // Lessons are `NN-slug.md`; lessons/README.md is about them, not one of them.
        let real = (try? fm.contentsOfDirectory(atPath: "../lessons").filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.sorted()) ?? []
        for index in 0..<200 where !real.isEmpty {
            let original = (try? String(contentsOfFile: "../lessons/\(real[index % real.count])", encoding: .utf8)) ?? ""
            let linked = Self.retargetingLinks(original, real: real)
            let text = distinct ? Self.distinct(linked, copy: index + 1) : linked
            let name = String(format: "%03d-generated.md", index + 1)
            try? text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
            try? text.write(to: content.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        // Pages like ours (a lesson page with every lesson in its sidebar, and an index), and
        // nothing else: no RSS, sitemap or taxonomy pages, which the lessons site does not have.
        let files = [
            "config.toml": """
                baseURL = "http://localhost/"
                title = "RACStep"
                disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]

                """,
            "layouts/_default/single.html": """
                <!doctype html><html><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body>
                <nav><ol>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol></nav>
                <main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>

                """,
            "layouts/_default/list.html": """
                <!doctype html><html><head><meta charset="utf-8"><title>{{ .Site.Title }}</title></head><body>
                <ol>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a><p>{{ .Params.summary }}</p></li>{{ end }}</ol>
                </body></html>

                """,
        ]
        for (path, text) in files {
            try? text.write(to: hugo.appendingPathComponent(path), atomically: false, encoding: .utf8)
        }
        return real.count
    }

    /// `markdown` with each link to a lesson (`](21-rac25-vs-reactiveobjc.md`) pointing at that
    /// lesson's first copy (`](022-generated.md`): the site builder refuses a link to a lesson
    /// that is not among those it builds (`LessonReferences`).
    static func retargetingLinks(_ markdown: String, real: [String]) -> String {
        var text = markdown
        for (index, name) in real.enumerated() {
            text = text.replacingOccurrences(of: "](\(name)", with: "](" + String(format: "%03d-generated.md", index + 1))
        }
        return text
    }

    /// `markdown` with a last line `// copy k` in every ` ```objc run ` snippet: the same
    /// program (a comment runs nothing, and no earlier line moves, so every expectation still
    /// holds), but another source, so neither the build's own sharing of runs nor the snippet
    /// cache answers for another copy.
    static func distinct(_ markdown: String, copy: Int) -> String {
        var lines: [Substring] = []
        var inSnippet = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if inSnippet, line.hasPrefix("```") {
                lines.append("// copy \(copy)")
                inSnippet = false
            } else if line.hasPrefix("```objc run") {
                inSnippet = true
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
