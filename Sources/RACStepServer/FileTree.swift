#if canImport(Glibc)
import Glibc
#endif

/// A path and everything under it, read with `readdir` and `lstat`: what `SiteWatcher` looks
/// at after every save, before the rebuild can start, and every quarter second besides.
/// Foundation's enumerator with resource values made and parsed a URL per file: 15–20 ms for
/// the lessons and the theme on every save (bench/README, "Edit to reload").
enum FileTree {
    /// Calls `visit` with `root` and each file and directory below it, and its status. A
    /// symbolic link is reported as what it points to (skipped if that is gone) but never
    /// descended into, so a link to a directory above it cannot loop; `root` itself is
    /// followed. Unreadable directories are passed over.
    static func walk(_ root: String, _ visit: (_ path: String, _ status: stat) -> Void) {
        var status = stat()
        guard stat(root, &status) == 0 else { return }
        visit(root, status)
        if isDirectory(status) { walkChildren(of: root, visit) }
    }

    static func isDirectory(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }
    static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }

    private static func walkChildren(of directory: String, _ visit: (String, stat) -> Void) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let path = prefix + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFLNK {
                guard stat(path, &status) == 0 else { continue }
                visit(path, status)
                continue
            }
            visit(path, status)
            if isDirectory(status) { walkChildren(of: path, visit) }
        }
    }
}
