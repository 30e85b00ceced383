import Foundation

extension Site {
    /// This site with a gzip copy beside each text file (`30-command.html.gz`,
    /// `30-command.steps/1-execute.js.gz`), as nginx's `gzip_static on;` and other static hosts
    /// look for them. The pages are unchanged, so the site still works from `file://`.
    /// Compressed on every core; the copies are the same bytes on every build.
    public func precompressed() throws -> Site {
        let texts = paths.filter(Gzip.compresses)
        let copies = texts.concurrentMap { path in Result { try Gzip.compress(files[path]!) } }
        var site = self
        for (path, copy) in zip(texts, copies) { site.files[path + ".gz"] = try copy.get() }
        return site
    }
}
