import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import RACStepServer

/// `DirectoryEvents` wakes on a finished change only: a file written and closed, renamed in,
/// removed, or a directory made (whose files then wake it too), and not on a file that is
/// only created and still open. Each expectation is what inotify(7) says the kernel reports
/// for the file operation the test performs.
#if os(Linux)
@Suite struct DirectoryEventsTests {
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func nothingChangedWaitsOutTheTimeout() throws {
        let directory = try Self.scratch()
        let events = try #require(DirectoryEvents(watching: [directory.path]))
        let clock = ContinuousClock()
        let started = clock.now
        #expect(!events.wait(timeout: .milliseconds(100)))
        #expect(clock.now - started >= .milliseconds(90))
    }

    @Test func aSavedFileWakesItAndOneSaveWakesItOnce() throws {
        let directory = try Self.scratch()
        let events = try #require(DirectoryEvents(watching: [directory.path]))
        try "one".write(to: directory.appendingPathComponent("01-a.md"), atomically: false, encoding: .utf8)
        #expect(events.wait(timeout: .seconds(5)))
        // Every event of that save was read with it.
        #expect(!events.wait(timeout: .milliseconds(50)))
        // An editor's save: a temporary file renamed over the lesson (IN_MOVED_TO).
        try "two".write(to: directory.appendingPathComponent("01-a.md"), atomically: true, encoding: .utf8)
        #expect(events.wait(timeout: .seconds(5)))
        try FileManager.default.removeItem(at: directory.appendingPathComponent("01-a.md"))
        #expect(events.wait(timeout: .seconds(5)))
    }

    @Test func aFileCreatedAndStillOpenDoesNotWakeItItsCloseDoes() throws {
        let directory = try Self.scratch()
        let events = try #require(DirectoryEvents(watching: [directory.path]))
        let descriptor = open(directory.appendingPathComponent("02-b.md").path, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        #expect(!events.wait(timeout: .milliseconds(100)))
        _ = "text".withCString { write(descriptor, $0, 4) }
        close(descriptor)
        #expect(events.wait(timeout: .seconds(5)))
    }

    @Test func aDirectoryMadeSinceIsWatchedOnceWatchedAgain() throws {
        let directory = try Self.scratch()
        let events = try #require(DirectoryEvents(watching: [directory.path]))
        let zh = directory.appendingPathComponent("zh")
        try FileManager.default.createDirectory(at: zh, withIntermediateDirectories: false)
        #expect(events.wait(timeout: .seconds(5)))
        #expect(events.watch([directory.path]))
        try "译文".write(to: zh.appendingPathComponent("01-a.md"), atomically: false, encoding: .utf8)
        #expect(events.wait(timeout: .seconds(5)))
    }

    @Test func theDirectoriesUnderAPathAndAFilesOwn() throws {
        let directory = try Self.scratch()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("zh/notes"), withIntermediateDirectories: true)
        try "x".write(to: directory.appendingPathComponent("01-a.md"), atomically: false, encoding: .utf8)
        let found = DirectoryEvents.directories(under: [directory.path, directory.appendingPathComponent("01-a.md").path]).map {
            URL(fileURLWithPath: $0).standardizedFileURL.path
        }
        let root = directory.standardizedFileURL.path
        #expect(Set(found) == [root, root + "/zh", root + "/zh/notes"])
    }
}
#endif
