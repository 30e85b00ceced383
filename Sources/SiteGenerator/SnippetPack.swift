import Foundation

/// A file of snippet-cache entries (`SnippetCache`): a header naming each entry by its key's
/// hash and giving its length, in order, then the entries' bytes one after another.
///
///     racstep-snippet-pack 1
///     <how many entries>
///     <the key's hash, 16 hex digits> <the entry's length in bytes>     (one line each)
///     <the entries>
///
/// An entry is found by reading the header only, then the entry's own bytes (`read`).
enum SnippetPack {
    /// Where an entry is in its pack.
    struct Entry: Equatable {
        var hash: UInt64
        var offset: Int
        var length: Int
    }

    static let magic = Array("racstep-snippet-pack 1\n".utf8)

    /// The longest header line: 16 hex digits, a space, a length of at most 19 digits, a newline.
    private static let longestLine = 37
    /// The shortest: a length of one digit. A count no file of its size could hold is refused
    /// before anything is set aside for it.
    private static let shortestLine = 19

    /// Writes `entries` as a pack at `file`, through a temporary renamed over it, so a reader
    /// finds the whole pack or none. The directory is made when it is missing.
    static func write(_ entries: [(hash: UInt64, bytes: Data)], to file: URL) throws {
        var header = magic + Array("\(entries.count)\n".utf8)
        for entry in entries {
            header += Array(String(format: "%016llx %d\n", entry.hash, entry.bytes.count).utf8)
        }
        let directory = file.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(String(UInt64.random(in: .min ... .max), radix: 16)).tmp", isDirectory: false)
        let chunks = [Data(header)] + entries.map(\.bytes)
        do {
            do {
                try Site.write(chunks, to: temporary)
            } catch {
                // The first pack of a cache makes its directory.
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Site.write(chunks, to: temporary)
            }
            guard rename(temporary.path, file.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// The entries of the pack open at `descriptor`, `size` bytes long; nil when its header is
    /// not a sound one or names bytes past its end.
    static func entries(of descriptor: Int32, size: Int) -> [Entry]? {
        guard let first = read(descriptor, offset: 0, length: min(size, 4096)), first.starts(with: magic),
              let countEnd = first[magic.count...].firstIndex(of: UInt8(ascii: "\n")), countEnd - magic.count <= 9,
              let count = Int(String(decoding: first[magic.count..<countEnd], as: UTF8.self)), count >= 0,
              count <= size / shortestLine else { return nil }
        guard let header = read(descriptor, offset: 0, length: min(size, countEnd + 1 + count * longestLine)) else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var at = countEnd + 1
        for _ in 0..<count {
            guard let space = header[at...].firstIndex(of: UInt8(ascii: " ")), space - at == 16,
                  let newline = header[space...].firstIndex(of: UInt8(ascii: "\n")), newline - space <= 20,
                  let hash = UInt64(String(decoding: header[at..<space], as: UTF8.self), radix: 16),
                  let length = Int(String(decoding: header[(space + 1)..<newline], as: UTF8.self)), length >= 0 else { return nil }
            entries.append(Entry(hash: hash, offset: 0, length: length))
            at = newline + 1
        }
        var offset = at
        for index in entries.indices {
            entries[index].offset = offset
            offset += entries[index].length
        }
        return offset <= size ? entries : nil
    }

    /// `length` bytes at `offset` of the file open at `descriptor`; nil if it holds fewer.
    static func read(_ descriptor: Int32, offset: Int, length: Int) -> Data? {
        var data = Data(count: length)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < length {
                let got = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(offset + done))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        return complete ? data : nil
    }
}
