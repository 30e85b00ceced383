import Foundation
import Testing
import LessonsTestSupport
@testable import SiteGenerator

/// `racstep site --precompress`: a gzip copy beside each text file, as nginx's `gzip_static`
/// looks for it, that `gzip -dc` (not the library that wrote it) turns back into the file, the
/// same bytes on every build.
@Suite struct SitePrecompressedTests {
    /// Text gets a copy, whatever its size; what is already compressed does not.
    @Test func copiesEveryTextFileAndNothingElse() throws {
        let site = Site(files: [
            "30-command.html": Data("<p>page</p>\n".utf8),
            "30-command.steps/1-execute.js": Data("RACStepPlayer.loaded(\"execute\", {});\n".utf8),
            "assets/racstep.css": Data("body { margin: 0 }\n".utf8),
            "assets/font.woff2": Data([0, 1, 2]),
            "assets/logo.png": Data([3, 4, 5]),
            "v1.0/notes": Data("no extension\n".utf8),
        ])
        let precompressed = try site.precompressed()
        let copies = Set(precompressed.paths).subtracting(site.paths)
        #expect(copies == ["30-command.html.gz", "30-command.steps/1-execute.js.gz", "assets/racstep.css.gz"])
        for copy in copies {
            #expect(try Gunzip.data(precompressed.files[copy]!) == site.files[String(copy.dropLast(3))])
        }
    }

    /// A whole build with the flag, twice: every HTML, JS and CSS file has its copy, each
    /// decompresses to the file, and the second build is the first byte for byte.
    @Test func aPrecompressedBuildDecompressesToItselfAndRepeats() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try SiteBuilderTests.lessonText(output: "1\n2\n").write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        var builds: [[String: Data]] = []
        for name in ["first", "second"] {
            let out = root.appendingPathComponent(name)
            _ = try builder.build(lessonPaths: [lessons.path], output: out, precompress: true)
            builds.append(try Site.files(under: out, prefix: "site"))
        }
        let files = builds[0]
        let texts = files.keys.filter { ["html", "js", "css"].contains(($0 as NSString).pathExtension) }
        #expect(texts.contains("site/01-bind.html") && texts.contains("site/assets/player.js") && texts.contains("site/assets/racstep.css"))
        for path in texts {
            #expect(try Gunzip.data(try #require(files[path + ".gz"], "no copy of \(path)")) == files[path], "\(path).gz")
        }
        #expect(builds[1] == builds[0])
    }
}
