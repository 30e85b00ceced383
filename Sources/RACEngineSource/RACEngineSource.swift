import Synchronization

/// RACCore's Swift source, embedded in the binary at build time (the EmbedEngineSource
/// plugin), so the site's engine pane and `racstep step`'s `list engine` show the code a
/// trace step ran without reading the repo: a built `racstep` runs anywhere, and the pages
/// it writes work offline.
///
/// Paths are relative to the repo root (`Sources/RACCore/Operators/RACSignal+Bind.swift`),
/// as a trace step's `engine` location writes them.
public enum RACEngineSource {
    /// The embedded files, sorted.
    public static var paths: [String] { embeddedEngineSources.keys.sorted() }

    public static func text(of path: String) -> String? {
        embeddedEngineSources[path]
    }

    /// The file's lines without their line ends: line `n` is `lines[n - 1]`. Each file is
    /// split the first time it is asked for: splitting every file at once, in one thread's
    /// first call, kept the site build's other threads waiting for it.
    public static func lines(of path: String) -> [String]? {
        if let known = lineTables.withLock({ $0[path] }) { return known }
        guard let text = embeddedEngineSources[path] else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A final newline ends the last line rather than starting an empty one.
        if text.hasSuffix("\n") { lines.removeLast() }
        lineTables.withLock { $0[path] = lines }
        return lines
    }

    private static let lineTables = Mutex<[String: [String]]>([:])

    /// The lines of the block that begins on `location`'s line: through the brace matching
    /// the first `{` from that line on (a `RACBlock(…) { … }` init, a trailing closure, a
    /// function body). A line that ends with every bracket closed and no `{` opened is a
    /// block of its own; a bracket closing one opened before the line ends the block there.
    /// Nil for a file that is not embedded or a line it does not have.
    ///
    /// Most blocks are short: their extent is looked for in the next `window` lines first, and
    /// in the rest of the file only when it does not end there (scanning to the end of the file
    /// for every block of every run was a fifth of the engine pane's cost).
    ///
    /// Each location is scanned once per process: the embedded source never changes, and every
    /// run of a site build shows the same few hundred blocks.
    public static func extent(at location: FileLine) -> ClosedRange<Int>? {
        if let known = extents.withLock({ $0[location] }) { return known }
        let found = scannedExtent(at: location)
        extents.withLock { $0[location] = found }
        return found
    }

    private static let extents = Mutex<[FileLine: ClosedRange<Int>?]>([:])

    private static func scannedExtent(at location: FileLine) -> ClosedRange<Int>? {
        guard let lines = lines(of: location.path), (1...lines.count).contains(location.line) else { return nil }
        let window = 80
        if location.line - 1 + window < lines.count,
           let extent = extent(of: lines[(location.line - 1)..<(location.line - 1 + window)], from: location.line),
           extent.upperBound < location.line - 1 + window {
            return extent
        }
        return extent(of: lines[(location.line - 1)...], from: location.line) ?? location.line...lines.count
    }

    /// The extent of the block that begins on the first of `lines` (numbered from `first`), or
    /// nil when they end before it does.
    private static func extent(of lines: ArraySlice<String>, from first: Int) -> ClosedRange<Int>? {
        var scanner = SwiftBracketScanner(lines.joined(separator: "\n"), firstLine: first)
        var depth = 0
        var braceDepth: Int?
        while let token = scanner.next() {
            switch token {
            case .open(let bracket):
                if bracket == "{", braceDepth == nil { braceDepth = depth }
                depth += 1
            case .close:
                depth -= 1
                if depth == braceDepth || depth < 0 { return first...scanner.line }
            case .lineEnd(let line):
                if depth == 0, braceDepth == nil { return first...line }
            }
        }
        return nil
    }
}
