import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import RACStepServer

/// `FileTree.walk` against a tree this test makes: every file and directory under the root,
/// hidden ones too, each with the size and kind `stat(2)` gives what the test wrote; a link
/// reported as its target and not descended into; a dangling link left out.
@Suite struct FileTreeTests {
    static func scratch() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
        return directory.path
    }

    @Test func everyFileAndDirectoryBelowTheRootOnceLinksNotDescended() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in [("01-a.md", "a"), (".hidden", "hh"), ("sub/02-b.md", "bbb"), ("sub/deeper/03-c.md", "cccc")] {
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        #expect(symlink(root + "/01-a.md", root + "/file-link") == 0)
        #expect(symlink(root + "/sub", root + "/directory-link") == 0)
        #expect(symlink(root + "/gone", root + "/dangling") == 0)

        var seen: [String: String] = [:]
        FileTree.walk(root) { path, status in
            #expect(seen[path] == nil, "\(path) visited twice")
            seen[path] = FileTree.isDirectory(status) ? "directory" : FileTree.isRegularFile(status) ? "file \(status.st_size)" : "other"
        }
        #expect(seen == [
            root: "directory",
            root + "/01-a.md": "file 1", root + "/.hidden": "file 2",
            root + "/sub": "directory", root + "/sub/02-b.md": "file 3",
            root + "/sub/deeper": "directory", root + "/sub/deeper/03-c.md": "file 4",
            root + "/file-link": "file 1", root + "/directory-link": "directory",
        ])
    }

    @Test func aFileRootIsItselfAndAMissingOneIsNothing() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "text".write(toFile: root + "/01-a.md", atomically: false, encoding: .utf8)
        var seen: [String] = []
        FileTree.walk(root + "/01-a.md") { path, _ in seen.append(path) }
        FileTree.walk(root + "/missing") { path, _ in seen.append(path) }
        #expect(seen == [root + "/01-a.md"])
    }
}
