import Foundation

/// Site build time: `racstep site` on the real lessons, and on 200 lessons (copies of ours,
/// renumbered) against Hugo building the same Markdown with a minimal layout (a page per
/// lesson with a sidebar listing every lesson, and an index), timed in turns in one run.
///
/// `racstep site` runs every snippet, verifies it and weaves its trace into the page; Hugo
/// renders the Markdown only. Two racstep cells: `cold` empties the snippet cache before each
/// build (each distinct snippet then runs once: the 200 copies share their snippets), `warm`
/// builds again over the cache the cold build left (nothing runs; every page is made and
/// written again). Null when no `racstep` binary with a `site` command was given
/// (`--racstep PATH`); Hugo's row says so when `hugo` is not installed.
func siteRows(_ options: SuiteOptions) -> [Row] {
    let note = "no racstep binary given (--racstep PATH)"
    var available = false
    if let racstep = options.racstep, FileManager.default.isExecutableFile(atPath: racstep) {
        available = spawnChild([racstep, "site", "--help"]).status == 0
    }
    guard available, let racstep = options.racstep else {
        return [("site-lessons", "racstep-site"), ("site-200", "racstep-site-cold"), ("site-200", "racstep-site-warm")]
            .map { Row(workload: $0.0, system: $0.1, note: note) }
    }
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory.appendingPathComponent("racstep-bench-\(getpid())")
    defer { try? fm.removeItem(at: tmp) }
    let generated = tmp.appendingPathComponent("lessons-200")
    let hugoSite = tmp.appendingPathComponent("hugo")
    let real = SiteWorkload.writeLessons(into: generated, hugo: hugoSite)
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
    let hugo = ["hugo", "--quiet", "--source", hugoSite.path, "--destination", tmp.appendingPathComponent("hugo-out").path,
                "--cacheDir", tmp.appendingPathComponent("hugo-cache").path]
    let hasHugo = spawnChild(["hugo", "version"]).status == 0
    for _ in 0..<reps {
        try? fm.removeItem(at: cache)
        time("site-lessons racstep-site", site + ["../lessons"])
        try? fm.removeItem(at: cache)
        time("site-200 racstep-site-cold", site + [generated.path])
        time("site-200 racstep-site-warm", site + [generated.path])
        if hasHugo { time("site-200 hugo", hugo) }
    }

    var rows: [Row] = []
    for (workload, system, count) in [("site-lessons", "racstep-site", real), ("site-200", "racstep-site-cold", 200),
                                      ("site-200", "racstep-site-warm", 200), ("site-200", "hugo", 200)] {
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

/// The site/Hugo target: `racstep site` no slower than Hugo on the same 200 lessons.
func printSiteTargets(_ rows: [Row]) {
    func row(_ system: String) -> Row? { rows.first { $0.workload == "site-200" && $0.system == system } }
    guard let hugo = row("hugo"), let hugoWall = hugo.ns_per_event, let hugoCPU = hugo.cpu_ns_per_event else { return }
    for system in ["racstep-site-cold", "racstep-site-warm"] {
        guard let site = row(system), let wall = site.ns_per_event, let cpu = site.cpu_ns_per_event else { continue }
        let verdict = wall / hugoWall <= 1 ? "met" : "MISSED"
        print("  site-200   " + pad(system + "/hugo ≤1.0:", 28) + String(format: "%.2f× %@ (wall %.0f ms against %.0f ms; CPU %.2f×)",
              wall / hugoWall, verdict, wall * 200 / 1e6, hugoWall * 200 / 1e6, cpu / hugoCPU))
    }
}

enum SiteWorkload {
    /// Writes 200 lessons, copies of the real ones (`../lessons/NN-slug.md`) numbered 001–200,
    /// into `directory`, and the same files as a Hugo site's content under `hugo`, with the
    /// minimal layout. Returns how many real lessons there are.
    static func writeLessons(into directory: URL, hugo: URL) -> Int {
        let fm = FileManager.default
        let content = hugo.appendingPathComponent("content/lessons")
        let layouts = hugo.appendingPathComponent("layouts/_default")
        for made in [directory, content, layouts] { try? fm.createDirectory(at: made, withIntermediateDirectories: true) }
        // Lessons are `NN-slug.md`; lessons/README.md is about them, not one of them.
        let real = (try? fm.contentsOfDirectory(atPath: "../lessons").filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.sorted()) ?? []
        for index in 0..<200 where !real.isEmpty {
            let text = (try? String(contentsOfFile: "../lessons/\(real[index % real.count])", encoding: .utf8)) ?? ""
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
}
