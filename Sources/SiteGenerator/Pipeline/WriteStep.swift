import Foundation

/// The last step: the site into `output`, swapped in whole (`Site.write`), so a failed build
/// leaves the previous site untouched; with `precompress`, a gzip copy beside each text file
/// (`Site.precompressed()`) for a static host's `gzip_static`.
struct WriteStep {
    var precompress = false

    func write(_ site: Site, to output: URL) throws {
        try SiteStep.write.perform { try (precompress ? site.precompressed() : site).write(to: output) }
    }
}
