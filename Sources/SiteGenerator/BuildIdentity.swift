import Foundation
import RACEngineSource

/// What made a cached snippet result: the racstep version, the engine the snippet ran on and
/// the exact build of the program. A snippet's run depends on RACCore (the engine) and the
/// interpreter, and its woven HTML on SiteGenerator; the build's GNU build ID — a hash the
/// linker takes over the whole linked program — changes when any of them does, so a cache
/// made by another build is never trusted. The engine's source hash is named on its own so
/// that the key says plainly which engine it was.
public enum BuildIdentity {
    /// `racstep 0.1.0; engine 5f2c…; build 1a2b…`.
    public static func engineVersion(racstepVersion: String) -> String {
        "racstep \(racstepVersion); engine \(engineSourceHash); build \(build)"
    }

    /// FNV-1a over every embedded RACCore file, path and text, in path order.
    public static let engineSourceHash: String = {
        var hash = ContentHash()
        for path in RACEngineSource.paths {
            hash.add(path)
            hash.add(RACEngineSource.text(of: path) ?? "")
        }
        return hash.hex
    }()

    /// The running program's GNU build ID in hex; where the linker wrote none, a hash of the
    /// executable file's bytes.
    public static let build: String = gnuBuildID() ?? executableHash() ?? "unknown-\(UUID().uuidString)"

    /// The `NT_GNU_BUILD_ID` note among the `PT_NOTE` segments of the running executable
    /// (ELF64, little-endian, as on every platform racstep builds for), read from its file.
    private static func gnuBuildID() -> String? {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/exe") else { return nil }
        defer { try? file.close() }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard (try? file.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? file.read(upToCount: count), data.count == count else { return nil }
            return Array(data)
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        // The ELF header: magic, class 2 (64-bit), data 1 (little-endian); where the program
        // headers are, their size and number.
        guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = integer(header, 32, 8), entrySize = integer(header, 54, 2), count = integer(header, 56, 2)
        for index in 0..<count {
            guard let entry = read(programHeaders + index * entrySize, 56) else { return nil }
            guard integer(entry, 0, 4) == 4 /* PT_NOTE */ else { continue }
            guard let notes = read(integer(entry, 8, 8), integer(entry, 32, 8)) else { return nil }
            // Each note: name size, descriptor size, type (4 bytes each), then the name and
            // the descriptor, each padded to 4 bytes.
            var at = 0
            while at + 12 <= notes.count {
                let nameSize = integer(notes, at, 4), descriptorSize = integer(notes, at + 4, 4), type = integer(notes, at + 8, 4)
                let name = at + 12, descriptor = name + ((nameSize + 3) & ~3)
                guard descriptor + descriptorSize <= notes.count else { break }
                if type == 3 /* NT_GNU_BUILD_ID */, nameSize == 4, notes[name..<(name + 4)] == Array("GNU\0".utf8)[...] {
                    return notes[descriptor..<(descriptor + descriptorSize)].map { String(format: "%02x", $0) }.joined()
                }
                at = descriptor + ((descriptorSize + 3) & ~3)
            }
        }
        return nil
    }

    private static func executableHash() -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/self/exe") else { return nil }
        var hash = ContentHash()
        hash.add(data)
        return hash.hex
    }
}
