import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The name of one build of the site, the same in every `racstep serve` that serves the same
/// files. A served page reloads when the build its event stream reports is not the one the
/// page came from (`LiveReload`, site/serve/live.js); behind a load balancer the page and its
/// stream may come from different instances, which share nothing but their lessons
/// (deploy/). A count of builds would differ between an instance that has rebuilt and one
/// started since, and pages would reload for ever; the files' bytes do not differ.
///
/// FNV-1a, 64 bits, over each file, then over the paths in order and those hashes: it has to
/// tell builds apart, not withstand anyone choosing the bytes. The site is tens of megabytes
/// (the players' data), so a file's hash is kept while its bytes stay the same (comparing them
/// is many times faster than hashing them again): a rebuild after one lesson's edit hashes that
/// lesson's files.
struct SiteFingerprint {
    private var known: [String: (data: Data, hash: UInt64)] = [:]

    /// The build's name, 16 hex digits.
    mutating func name(of site: [String: Data]) -> String {
        var hashed: [String: (data: Data, hash: UInt64)] = [:]
        var whole = Self.offsetBasis
        for (path, data) in site.sorted(by: { $0.key < $1.key }) {
            let hash = known[path].flatMap { Self.same($0.data, data) ? $0.hash : nil } ?? Self.hash(data)
            hashed[path] = (data, hash)
            whole = Self.hash(Data(path.utf8) + [0], from: whole)
            whole = Self.hash(withUnsafeBytes(of: hash.littleEndian) { Data($0) }, from: whole)
        }
        known = hashed
        return String(format: "%016llx", whole)
    }

    /// The hash of the file at `path` in the build last named; nil if it has no such file.
    func hash(of path: String) -> UInt64? { known[path]?.hash }

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a of `data`, continuing from `hash`.
    static func hash(_ data: Data, from hash: UInt64 = offsetBasis) -> UInt64 {
        data.withUnsafeBytes { buffer in
            var hash = hash
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* prime }
            return hash
        }
    }

    /// Whether two files hold the same bytes: memcmp (`Data ==` took several times as long on
    /// 26 MB, the real lessons' site), unless they are the same bytes in memory — a rebuild
    /// passes on every file an edit did not touch as it was (`IncrementalSite`), and comparing
    /// those with themselves was most of what naming a served rebuild cost.
    static func same(_ one: Data, _ other: Data) -> Bool {
        guard one.count == other.count else { return false }
        return one.withUnsafeBytes { a in
            other.withUnsafeBytes { b in
                a.count == 0 || a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }
}
