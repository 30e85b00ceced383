import Foundation

/// A snippet as a page shows it: what it printed, its trace as text (both checked against
/// the lesson's expectation blocks on every build) and its woven HTML, open where the page
/// puts its question and exercises.
public struct WovenSnippet: Equatable, Sendable {
    public var output: String
    public var traceText: String
    public var woven: WovenParts

    public init(output: String, traceText: String, woven: WovenParts) {
        self.output = output
        self.traceText = traceText
        self.woven = woven
    }
}

/// Woven snippets kept on disk between builds, found by a hash of everything the result
/// depends on: the snippet's text, id and block numbering, the runner, and the engine version
/// (`BuildIdentity.engineVersion`: the racstep version, the engine's source and the program's
/// build), so a changed engine or racstep never reuses a result.
///
/// A build's new entries go to disk together, as one file (`SnippetPack`), when its snippets
/// are through (`flush`); a later pack's entry for a key wins over an earlier one's. One file
/// per entry made a cold build of 200 lessons create 730 files: on a disk whose file system
/// looks through every recently deleted inode for each new one, that was a fifth of the
/// build (bench/README). When packs pile up (`packLimit`), the entries this cache has read or
/// stored are written into one pack and the others removed, so the directory keeps what the
/// last builds used.
///
/// An entry stores its whole key and is used only when the key matches, so neither a hash
/// collision nor a stale entry can put another snippet's result on a page; an entry or a pack
/// that is truncated, malformed or not UTF-8 is ignored (and its entries replaced). Writing is
/// best effort: a cache that cannot be written costs time, never a build.
public struct SnippetCache: Sendable {
    public let directory: URL
    public let engineVersion: String
    private let shelf: Shelf

    public init(directory: URL, engineVersion: String) {
        self.directory = directory
        self.engineVersion = engineVersion
        shelf = Shelf(directory: directory)
    }

    /// The default place: a hidden sibling of the site's output directory (`._site-cache`
    /// for `_site`), beside the temporary directories `Site.writeAtomically` uses.
    public static func defaultDirectory(forOutput output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)-cache")
    }

    private static let magic = "racstep-snippet-cache 4\n"

    /// How many packs the directory may hold before the next `flush` gathers what is in use
    /// into one.
    static let packLimit = 8

    /// The whole key: the format, the engine version, then what `RunStep` says the
    /// result depends on.
    func key(_ job: String) -> String {
        Self.magic + "engine: " + engineVersion + "\n" + job
    }

    private static func hash(_ key: String) -> UInt64 {
        var hash = ContentHash()
        hash.add(key)
        return hash.value
    }

    /// The entry for `job`, if there is a sound one with exactly this key.
    public func load(_ job: String) -> WovenSnippet? {
        let key = key(job)
        guard let data = shelf.entry(Self.hash(key)) else { return nil }
        var reader = EntryReader(data: data)
        guard let storedKey = reader.field(), storedKey == key,
              let output = reader.field(), let traceText = reader.field(),
              let before = reader.field(), let after = reader.field(), let playerData = reader.field(), let questions = reader.field(),
              let decoded = try? JSONDecoder().decode([Exercise].self, from: Data(questions.utf8)),
              reader.atEnd else { return nil }
        return WovenSnippet(output: output, traceText: traceText,
                            woven: WovenParts(beforeExercises: before, afterExercises: after, playerData: Array(playerData.utf8), questions: decoded))
    }

    /// Keeps `snippet` for the next build: in memory until `flush` writes it.
    public func store(_ snippet: WovenSnippet, for job: String) {
        let key = key(job)
        var questions = ScriptJSON()
        questions.exercises(snippet.woven.questions)
        let woven = snippet.woven
        var data = Data()
        func append(_ field: some Collection<UInt8>) {
            data.append(contentsOf: "\(field.count)\n".utf8)
            data.append(contentsOf: field)
            data.append(UInt8(ascii: "\n"))
        }
        for field in [key, snippet.output, snippet.traceText, woven.beforeExercises, woven.afterExercises] { append(field.utf8) }
        append(woven.playerData)
        append(questions.bytes)
        shelf.keep(data, as: Self.hash(key))
    }

    /// Writes the entries stored since the last flush as one pack (nothing if there are none),
    /// and gathers the packs into one when there are more than `packLimit`.
    public func flush() {
        shelf.flush(limit: Self.packLimit)
    }

    /// `flush` on another thread, so that a cold build's pack (tens of megabytes) is written
    /// while the build weaves and renders its pages; `awaitFlush` waits for it.
    public func flushInBackground() {
        shelf.flushInBackground(limit: Self.packLimit)
    }

    /// Returns once every `flushInBackground` begun before it has written its pack.
    public func awaitFlush() {
        shelf.awaitFlush()
    }

    /// Reads an entry's fields: each a decimal UTF-8 byte count, a newline, the bytes, a newline.
    private struct EntryReader {
        var data: Data
        var offset: Data.Index

        init(data: Data) {
            self.data = data
            offset = data.startIndex
        }

        var atEnd: Bool { offset == data.endIndex }

        mutating func field() -> String? {
            guard let newline = data[offset...].firstIndex(of: UInt8(ascii: "\n")), newline - offset <= 12,
                  let count = Int(String(decoding: data[offset..<newline], as: UTF8.self)), count >= 0,
                  data.endIndex - (newline + 1) > count, data[newline + 1 + count] == UInt8(ascii: "\n") else { return nil }
            let bytes = data[(newline + 1)..<(newline + 1 + count)]
            offset = newline + 2 + count
            return String(validating: bytes, as: UTF8.self)
        }
    }
}
