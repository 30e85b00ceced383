#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` next occurs at or after `start`, as an offset: its first byte found by
    /// `memchr` (the C library's, which reads many bytes at a time), the rest compared there.
    /// A page is over a hundred kilobytes, scanned for a few short markers (`LessonLinks`,
    /// `HTML.anchorHeadings`): byte by byte in Swift, or through Foundation's `range(of:)`,
    /// which bridged the rest of the page at each match, that was a twentieth of rendering;
    /// `racstep serve` scans every page it serves the same way (`LiveReload`).
    public func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let base = baseAddress, let first = needle.first else { return nil }
        var at = start
        while count - at >= needle.count {
            guard let found = memchr(base + at, Int32(first), count - at) else { return nil }
            at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            guard count - at >= needle.count else { return nil }
            if needle.indices.dropFirst().allSatisfy({ self[at + $0] == needle[$0] }) { return at }
            at += 1
        }
        return nil
    }
}
