import Foundation

/// A built site, in memory: each file's path relative to the site's root (`index.html`,
/// `assets/player.js`) and its bytes. `racstep site` writes it; `racstep serve` serves it
/// without touching the disk.
public struct Site: Equatable, Sendable {
    public var files: [String: Data]

    public init(files: [String: Data] = [:]) {
        self.files = files
    }

    /// The files' paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// Writes every file into a fresh directory beside `output`, then swaps it in
    /// (`writeAtomically`): a reader of `output` sees the old site or the new one, never half.
    ///
    /// The directories are made first, then the files are written on every core: a site of 200
    /// lessons is tens of megabytes in hundreds of files.
    public func write(to output: URL) throws {
        try Self.writeAtomically(to: output) { directory in
            let paths = self.paths
            let parents = Set(paths.map { ($0 as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }
            for parent in parents.sorted() {
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(parent), withIntermediateDirectories: true)
            }
            let failures = paths.concurrentMap { path in
                Result { try Self.write([files[path]!], to: directory.appendingPathComponent(path, isDirectory: false)) }
            }
            for failure in failures { try failure.get() }
        }
    }

    /// Creates (or empties) `file` and writes `chunks` into it one after another, in one open.
    /// Its callers make it whole before anyone reads it: a site's files go into a directory
    /// swapped in whole (`writeAtomically`), a snippet pack into a temporary renamed over the
    /// pack (`SnippetPack.write`, whose chunks are a header and the entries, never copied into
    /// one buffer). So no file needs a temporary of its own, which `FileManager.createFile` made
    /// for each (a create and a rename, then `FileHandle` opened it again): on a cold build of
    /// 200 lessons those directory operations, all in a few directories, held the build's
    /// threads waiting on one another (bench/README). Not `Data.write(to:)` either, which took
    /// ten times as long here (600 ms against 60 for 200 pages of 125 KB).
    static func write(_ chunks: [Data], to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path,
                                                           NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        for chunk in chunks { try handle.write(contentsOf: chunk) }
        try handle.close()
    }

    /// Fills a temporary sibling of `output` with `fill`, then replaces `output` with it.
    /// If `fill` throws, `output` is untouched and the temporary directory removed.
    public static func writeAtomically(to output: URL, _ fill: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let token = UUID().uuidString.prefix(8)
        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(token)")
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
        do {
            try fill(temporary)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        let old = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(token)")
        let hadOld = fileManager.fileExists(atPath: output.path)
        if hadOld { try fileManager.moveItem(at: output, to: old) }
        do {
            try fileManager.moveItem(at: temporary, to: output)
        } catch {
            if hadOld { try? fileManager.moveItem(at: old, to: output) }
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        if hadOld { removeTree(old) }
    }

    /// Removes `directory` and everything in it (best effort), its entries on every core: on a
    /// disk mounted with `discard` each unlinked file waits for the disk to be told its blocks
    /// are free, and the last site's hundreds of files were the end of every build (bench/README).
    static func removeTree(_ directory: URL) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        _ = entries.concurrentMap { entry in try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry)) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The files under `directory` (a theme's assets), keyed `prefix/relative/path`, in memory.
    public static func files(under directory: URL, prefix: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files["\(prefix)/\(relative)"] = try Data(contentsOf: url)
        }
        return files
    }
}
