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

/// Woven snippets kept on disk between builds, one file per snippet, found by a hash of
/// everything the result depends on: the snippet's text, id and block numbering, the runner,
/// and the engine version (`BuildIdentity.engineVersion`: the racstep version, the engine's
/// source and the program's build), so a changed engine or racstep never reuses a result.
///
/// An entry stores its whole key and is used only when the key matches, so neither a hash
/// collision nor a stale file can put another snippet's result on a page; an entry that is
/// truncated, malformed or not UTF-8 is ignored (and replaced). Writing is best effort: a
/// cache that cannot be written costs time, never a build.
public struct SnippetCache: Sendable {
    public var directory: URL
    public var engineVersion: String

    public init(directory: URL, engineVersion: String) {
        self.directory = directory
        self.engineVersion = engineVersion
    }

    /// The default place: a hidden sibling of the site's output directory (`._site-cache`
    /// for `_site`), beside the temporary directories `Site.writeAtomically` uses.
    public static func defaultDirectory(forOutput output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)-cache")
    }

    private static let magic = "racstep-snippet-cache 3\n"

    /// The whole key: the format, the engine version, then what `RunStep` says the
    /// result depends on.
    func key(_ job: String) -> String {
        Self.magic + "engine: " + engineVersion + "\n" + job
    }

    private func file(for key: String) -> URL {
        var hash = ContentHash()
        hash.add(key)
        return directory.appendingPathComponent(hash.hex + ".entry", isDirectory: false)
    }

    /// The entry for `job`, if there is a sound one with exactly this key.
    public func load(_ job: String) -> WovenSnippet? {
        let key = key(job)
        guard let data = try? Data(contentsOf: file(for: key)) else { return nil }
        var reader = EntryReader(data: data)
        guard let storedKey = reader.field(), storedKey == key,
              let output = reader.field(), let traceText = reader.field(),
              let before = reader.field(), let after = reader.field(), let playerData = reader.field(), let questions = reader.field(),
              let decoded = try? JSONDecoder().decode([Exercise].self, from: Data(questions.utf8)),
              reader.atEnd else { return nil }
        return WovenSnippet(output: output, traceText: traceText,
                            woven: WovenParts(beforeExercises: before, afterExercises: after, playerData: Array(playerData.utf8), questions: decoded))
    }

    public func store(_ snippet: WovenSnippet, for job: String) {
        let key = key(job)
        var data = Data()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let questions = try? encoder.encode(snippet.woven.questions) else { return }
        let woven = snippet.woven
        func append(_ field: some Collection<UInt8>) {
            data.append(contentsOf: "\(field.count)\n".utf8)
            data.append(contentsOf: field)
            data.append(UInt8(ascii: "\n"))
        }
        for field in [key, snippet.output, snippet.traceText, woven.beforeExercises, woven.afterExercises] { append(field.utf8) }
        append(woven.playerData)
        append(questions)
        write(data, to: file(for: key))
    }

    /// Writes a temporary file beside `file` and renames it over `file`, so a reader finds the
    /// old entry or the new one, never half of one. `Data.write(options: .atomic)` does the same
    /// and also waits for the disk (`fsync`): a cold site build spent a twentieth of its time in
    /// it, for entries that are worth only a faster next build. The temporary's name is random
    /// (64 bits from the system's generator, where a UUID opened /dev/urandom each time), and
    /// the directory is made only when the first entry finds it missing.
    private func write(_ data: Data, to file: URL) {
        let temporary = directory.appendingPathComponent(".\(String(UInt64.random(in: .min ... .max), radix: 16)).tmp", isDirectory: false)
        var written = (try? Site.write(data, to: temporary)) != nil
        if !written, (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil {
            written = (try? Site.write(data, to: temporary)) != nil
        }
        if !written || rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
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
