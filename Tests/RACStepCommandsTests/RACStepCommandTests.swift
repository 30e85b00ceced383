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
