import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes `SiteWatcher` the moment a watched file is saved, rather than at its next look at the
/// files' modification times: an author's edit should be on the page in the time a rebuild
/// takes, not a rebuild plus up to a polling interval. Linux's inotify, on every directory
/// under the watched paths; where there is no inotify (or it refuses, e.g. out of watches),
/// `init` returns nil and the watcher keeps polling alone.
///
/// Only a finished change wakes it: a file closed after writing, moved in or out, removed, or a
/// directory created (whose files are then watched too). Not a file opened and truncated, or
/// created empty, since a rebuild then would read half a save and flash its failure.
final class DirectoryEvents: Sendable {
    private let descriptor: Int32

    #if os(Linux)
    /// What a save, a rename over the file (how most editors save), or a removal reports.
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_DELETE_SELF | IN_MOVE_SELF)

    init?(watching paths: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard watch(paths) else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Watches every directory under `paths` (a file's own directory for a file). Watching a
    /// directory twice is one watch, so this is called again after each change: a directory
    /// made since is watched from then on. False if the kernel refused one.
    @discardableResult
    func watch(_ paths: [String]) -> Bool {
        var watched = true
        for directory in Self.directories(under: paths) where inotify_add_watch(descriptor, directory, Self.mask) < 0 {
            watched = false
        }
        return watched
    }

    /// Blocks until a change arrives or `timeout` passes; whether one arrived. Reads every
    /// event waiting, so that one save wakes one rebuild.
    func wait(timeout: Duration) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&entry, 1, milliseconds) > 0 else { return false }
        var changed = false
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                // A file created is still empty: its close after writing is the change.
                let isFileCreated = event.mask & UInt32(IN_CREATE) != 0 && event.mask & UInt32(IN_ISDIR) == 0
                if !isFileCreated { changed = true }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return changed
    }
    #else
    init?(watching paths: [String]) { return nil }
    func watch(_ paths: [String]) -> Bool { false }
    func wait(timeout: Duration) -> Bool { false }
    #endif

    /// The directories to watch: each path that is one and every directory below it, and the
    /// directory of each path that is a file.
    static func directories(under paths: [String]) -> [String] {
        var directories: [String] = []
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else { continue }
            guard FileTree.isDirectory(status) else {
                directories.append(URL(fileURLWithPath: path).deletingLastPathComponent().path)
                continue
            }
            FileTree.walk(path) { found, status in
                if FileTree.isDirectory(status) { directories.append(found) }
            }
        }
        return directories
    }
}
