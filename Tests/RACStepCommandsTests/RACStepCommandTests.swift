import Foundation
import ArgumentParser
import Testing
@testable import RACStepCommands

@Suite struct RACStepCommandTests {
    @Test func versionIsReported() throws {
        // ArgumentParser reports --version as a CleanExit carrying the configured version.
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["--version"]) }
        #expect(RACStepCommand.configuration.version == RACStepCommand.version)
    }

    @Test func helpNamesTheTool() {
        let help = RACStepCommand.helpMessage()
        #expect(help.contains("USAGE: racstep"))
        #expect(help.contains("RACSignal"))
    }
}

@Suite struct LessonCommandHelpTests {
    @Test func rootListsTheSubcommands() {
        let help = RACStepCommand.helpMessage()
        #expect(help.contains("verify"))
        #expect(help.contains("site"))
    }

    /// Help text with line wrapping undone, so assertions do not depend on terminal width.
    private func unwrapped(_ help: String) -> String {
        help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func verifyHelp() {
        let help = unwrapped(RACStepCommand.helpMessage(for: VerifyCommand.self))
        #expect(help.contains("USAGE: racstep verify [<paths> ...] [--update] [--diagnostics <diagnostics>]"))
        #expect(help.contains("Rewrite the expectation blocks from the actual runs instead of comparing."))
        #expect(help.contains("step 9: expected block 7 to run, got block 10"))
    }

    @Test func siteHelp() {
        let help = unwrapped(RACStepCommand.helpMessage(for: SiteCommand.self))
        #expect(help.contains("USAGE: racstep site [<paths> ...] [--out <out>] [--theme <theme>]"))
        #expect(help.contains("-o, --out <out>"))
        #expect(help.contains("(default: _site)"))
        #expect(help.contains("--pagefind"))
        #expect(help.contains("--precompress"))
    }

    @Test func siteRejectsAMissingTheme() {
        #expect(throws: (any Error).self) {
            try RACStepCommand.parseAsRoot(["site", "--theme", "/nonexistent-theme"])
        }
    }

    @Test func serveRejectsAMissingLessonPath() throws {
        let themeDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("site").path
        #expect(throws: (any Error).self) {
            try RACStepCommand.parseAsRoot(["serve", "/nonexistent-lessons", "--theme", themeDirectory])
        }
        // The same command with an existing path parses: the check is the path's.
        _ = try RACStepCommand.parseAsRoot(["serve", themeDirectory, "--theme", themeDirectory])
    }

    /// `--queue` is the playground's `maxQueuedRuns` (deploy/ raises it so that one instance
    /// holds a dead one's learners); a negative length is refused.
    @Test func serveTakesAQueueLength() throws {
        let themeDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("site").path
        let parsed = try RACStepCommand.parseAsRoot(["serve", themeDirectory, "--theme", themeDirectory, "--queue", "128"])
        #expect((parsed as? ServeCommand)?.queue == 128)
        let defaults = try RACStepCommand.parseAsRoot(["serve", themeDirectory, "--theme", themeDirectory])
        #expect((defaults as? ServeCommand)?.queue == 64)
        #expect(throws: (any Error).self) {
            try RACStepCommand.parseAsRoot(["serve", themeDirectory, "--theme", themeDirectory, "--queue", "-1"])
        }
    }
}
