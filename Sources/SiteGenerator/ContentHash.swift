import Foundation

/// 64-bit FNV-1a: a stable hash (Swift's `Hasher` is seeded per process) for the snippet
/// cache's entries, named by it in their pack, and the build identity. Collisions are harmless
/// in the cache: an entry stores its whole key and is used only when that key matches, so the
/// hash only decides where to look.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// The text's UTF-8 and a 0xFF after it, a byte UTF-8 never has, so `"ab" + "c"` and
    /// `"a" + "bc"` differ.
    mutating func add(_ text: String) {
        add(bytes: text.utf8)
        add(bytes: CollectionOfOne(0xFF))
    }

    mutating func add(_ data: Data) {
        add(bytes: data)
    }

    var hex: String { String(format: "%016llx", value) }
}
