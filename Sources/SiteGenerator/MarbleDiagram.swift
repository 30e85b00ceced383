import Foundation
import RACTrace

/// A marble diagram of a run as SVG: one lane per signal (by display name), each value a
/// marble at the step it was sent, `|` for completed, `×` for error, and a lane of disposals.
/// An event handed straight on down the subscriber chain (a passthrough forwarding to the
/// subscriber it wraps — the next step, same event, same signal) is one marble, not two.
/// The x axis is the step number, so the player's cursor is `left + (step - 1) · stepWidth`.
public struct MarbleDiagram {
    public static let left = 150
    public static let stepWidth = 14
    public static let laneHeight = 44
    public static let top = 24

    public var steps: [RACTraceStep]
    private let subscribers: [String: String]

    public init(steps: [RACTraceStep]) {
        self.steps = steps
        subscribers = Narration.signalsBySubscriber(steps)
    }

    /// Lane names in order of first appearance.
    public var lanes: [String] {
        var seen: [String] = []
        for step in steps {
            // Not `create`: a signal is created before the reader's variable names it.
            guard [.subscribe, .next, .error, .completed].contains(step.kind) else { continue }
            guard let lane = lane(of: step), !seen.contains(lane) else { continue }
            seen.append(lane)
        }
        return seen
    }

    func lane(of step: RACTraceStep) -> String? {
        switch step.event {
        case .subscribe, .next, .error, .completed: return Narration.signal(of: step, subscribers) ?? step.target
        default: return nil
        }
    }

    public static func x(_ step: Int) -> Int { left + (step - 1) * stepWidth }

    /// Whether `step` only forwards the event of the step before it.
    func isForwarded(_ step: RACTraceStep) -> Bool {
        let index = step.step - 2
        guard index >= 0, index < steps.count else { return false }
        let previous = steps[index]
        return previous.kind == step.kind && previous.value == step.value
            && Narration.signal(of: previous, subscribers) == Narration.signal(of: step, subscribers)
            && [.next, .error, .completed].contains(step.kind)
    }

    /// The diagram in `locale`'s words: its label for assistive technology, each marble's title.
    public func svg(locale: SiteLocale) -> String {
        svg(locale: locale, sentences: Narration.sentences(steps, in: locale))
    }

    /// The diagram, each marble titled by its step's sentence in `sentences` (one per step, in
    /// `locale`'s words, as the weaver has them already).
    func svg(locale: SiteLocale, sentences: [String]) -> String {
        let lanes = self.lanes
        let disposalLane = lanes.count
        let width = Self.x(max(1, steps.count)) + 40
        let height = Self.top + (lanes.count + 1) * Self.laneHeight
        func y(_ lane: Int) -> Int { Self.top + lane * Self.laneHeight + Self.laneHeight / 2 }
        var svg = "<svg class=\"marbles\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        svg += " viewBox=\"0 0 \(width) \(height)\" data-left=\"\(Self.left)\" data-step-width=\"\(Self.stepWidth)\""
        svg += " role=\"img\" aria-label=\"\(HTML.escape(locale[.marbleLabel]))\">\n"
        var laneStart: [String: Int] = [:]
        for step in steps { if let lane = lane(of: step), laneStart[lane] == nil { laneStart[lane] = step.step } }
        for (index, name) in lanes.enumerated() {
            let start = Self.x(laneStart[name] ?? 1)
            svg += "<line class=\"lane\" x1=\"\(start)\" y1=\"\(y(index))\" x2=\"\(width - 20)\" y2=\"\(y(index))\"/>\n"
        }
        svg += "<line class=\"lane lane-disposed\" x1=\"\(Self.left)\" y1=\"\(y(disposalLane))\" x2=\"\(width - 20)\" y2=\"\(y(disposalLane))\"/>\n"
        var values = ValueNames()
        // A lane shows its signal's end once: a terminal event forwarded through a passthrough
        // later (not the next step) is the same end.
        var ended: Set<String> = []
        // Labels of marbles close together alternate above and below the lane.
        var lastLabel: [String: (x: Int, below: Bool)] = [:]
        for step in steps {
            let x = Self.x(step.step)
            // Every sentence names its objects, so that each keeps its number; a marble's
            // title is written only for the steps drawn.
            let sentence = values.stable(sentences[step.step - 1])
            var title: String { "<title>\(HTML.escape(locale.format(.jsStepText, ["n": String(step.step), "text": sentence])))</title>" }
            if step.kind == .dispose {
                let cy = y(disposalLane)
                svg += "<rect class=\"disposal\" data-step=\"\(step.step)\" x=\"\(x - 4)\" y=\"\(cy - 4)\" width=\"8\" height=\"8\">\(title)</rect>\n"
                continue
            }
            guard let lane = lane(of: step), let index = lanes.firstIndex(of: lane), !isForwarded(step) else { continue }
            let cy = y(index)
            let dropped = step.flag == true ? " dropped" : ""
            switch step.event {
            case .next:
                let below = lastLabel[lane].map { x - $0.x < 48 && !$0.below } ?? false
                lastLabel[lane] = (x, below)
                svg += "<g class=\"marble\(dropped)\" data-step=\"\(step.step)\"><circle cx=\"\(x)\" cy=\"\(cy)\" r=\"6\"/>"
                svg += "<text x=\"\(x)\" y=\"\(below ? cy + 20 : cy - 10)\">\(HTML.escape(truncated(values.label(step.value ?? "(null)"), 8)))</text>\(title)</g>\n"
            case .completed where ended.contains(lane) && step.flag != true:
                break
            case .completed:
                ended.insert(lane)
                svg += "<g class=\"completed\(dropped)\" data-step=\"\(step.step)\"><line x1=\"\(x)\" y1=\"\(cy - 9)\" x2=\"\(x)\" y2=\"\(cy + 9)\"/>\(title)</g>\n"
            case .error:
                svg += "<g class=\"error\(dropped)\" data-step=\"\(step.step)\"><line x1=\"\(x - 6)\" y1=\"\(cy - 6)\" x2=\"\(x + 6)\" y2=\"\(cy + 6)\"/>"
                svg += "<line x1=\"\(x - 6)\" y1=\"\(cy + 6)\" x2=\"\(x + 6)\" y2=\"\(cy - 6)\"/>\(title)</g>\n"
            case .subscribe:
                svg += "<g class=\"subscription\" data-step=\"\(step.step)\"><path d=\"M\(x - 4) \(cy + 10) L\(x) \(cy + 4) L\(x + 4) \(cy + 10) Z\"/>\(title)</g>\n"
            default:
                break
            }
        }
        // Lane names last, over a backdrop: the player keeps this group at the scroll box's left edge.
        svg += "<g class=\"lane-names\"><rect x=\"0\" y=\"0\" width=\"\(Self.left - 12)\" height=\"\(height)\"/>\n"
        for (index, name) in lanes.enumerated() {
            svg += "<text class=\"lane-name\" x=\"8\" y=\"\(y(index) + 4)\">\(HTML.escape(truncated(name, 17)))<title>\(HTML.escape(name))</title></text>\n"
        }
        svg += "<text class=\"lane-name\" x=\"8\" y=\"\(y(disposalLane) + 4)\">\(HTML.escape(locale[.marbleDisposedLane]))</text></g>\n"
        svg += "<line class=\"marble-cursor\" x1=\"\(Self.left)\" y1=\"4\" x2=\"\(Self.left)\" y2=\"\(height - 4)\"/>\n"
        return svg + "</svg>"
    }

    private func truncated(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}

/// Values as a diagram shows them: an object's description without its address, which
/// changes every run and means nothing to a reader. `<RACTwoTuple: 0x6000…> (\n a,\n 1\n)`
/// is labelled `(a, 1)` and named `RACTwoTuple#1 (a, 1)`, numbered by first appearance.
struct ValueNames {
    private var numbers: [String: String] = [:]
    private var counts: [String: Int] = [:]

    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) static let described = #/<(\w+): (0x[0-9a-fA-F]+)>\s*(?:\((?s:(.*))\))?/#

    /// The short label under a marble.
    mutating func label(_ value: String) -> String {
        guard let match = Self.firstDescribed(in: value) else { return value }
        let items = Self.items(match.items)
        return items.isEmpty ? name(match.cls, match.address) : "(" + items.joined(separator: ", ") + ")"
    }

    /// `text` with every `<Class: 0x…> (items)` replaced by `Class#n (items)`.
    ///
    /// The search goes on after each replaced name, not from the start: nothing before a match
    /// matches, and a name (`Class#n`) cannot complete a match begun before it (a `#`, never a
    /// `:`, follows its word), so only the items it keeps can hold the next one.
    mutating func stable(_ text: String) -> String {
        var result = text
        var from = result.startIndex
        while let match = Self.firstDescribed(in: result, from: from) {
            let items = Self.items(match.items)
            let name = name(match.cls, match.address)
            let named = name + (items.isEmpty ? "" : " (" + items.joined(separator: ", ") + ")")
            let offset = result.utf8.distance(from: result.startIndex, to: match.range.lowerBound) + name.utf8.count
            result.replaceSubrange(match.range, with: named)
            from = result.utf8.index(result.startIndex, offsetBy: offset)
        }
        return result
    }

    /// A description's items (`\n    a,\n    1\n`): split at commas, each without the white
    /// space around it, as Foundation's `.whitespacesAndNewlines` has it: Unicode's
    /// `White_Space` and the zero-width space. Trimming through Foundation cost a fifth of this
    /// search.
    static func items(_ text: String?) -> [String] {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{200B}" }
        return (text ?? "").split(separator: ",").map { item in
            let scalars = item.unicodeScalars
            guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(scalars[first...last])
        }
    }

    /// The first match of `described` in a text: where it is, and its three captures.
    struct Described {
        var range: Range<String.Index>
        var cls: String
        var address: String
        var items: String?
    }

    /// The first match of `described` in `text`. Signal names hold descriptions
    /// (`-deliverOn: <RACTargetQueueScheduler: 0x…>`), so nearly every sentence of a long run
    /// is searched, and the Regex took a fifth of weaving's time: the text's UTF-8 is searched
    /// by `bytesFirstDescribed`, which finds what the Regex finds, and only where its bytes
    /// cannot tell (`Search.unsure`) does the Regex search it.
    static func firstDescribed(in text: String, from start: String.Index? = nil) -> Described? {
        let start = start ?? text.startIndex
        guard mayDescribe(text[start...]) else { return nil }
        var contiguous = text
        let search = contiguous.withUTF8 { bytes in
            bytesFirstDescribed(bytes, in: text, from: text.utf8.distance(from: text.startIndex, to: start))
        }
        switch search {
        case .found(let described): return described
        case .none: return nil
        case .unsure: break
        }
        guard let match = text[start...].firstMatch(of: described) else { return nil }
        return Described(range: match.range, cls: String(match.output.1), address: String(match.output.2),
                         items: match.output.3.map(String.init))
    }

    /// What a search of the bytes found.
    enum Search {
        case found(Described)
        case none
        /// Something other than ASCII stands where the Regex, which matches `Character`s
        /// with Unicode's classes, might decide otherwise than bytes: a letter in a class
        /// name, a space, a mark that makes one character of a delimiter and itself.
        case unsure
    }

    /// `described` over a text's UTF-8, as the Regex runs it: the leftmost `<` that starts a
    /// match; `\w+` and the hex digits are greedy and cannot give back (a `:` and a `>` follow
    /// them); `\s*` takes every space; and the optional group, when a `(` follows, runs to the
    /// last `)` of the text (`.*` is greedy), or is left out when there is none. The Regex
    /// sees characters: ASCII bytes are the same characters unless a scalar beside them joins
    /// them into one (`Search.unsure` then, and wherever else a non-ASCII scalar could be
    /// read by `\w` or `\s`); in an ASCII text it is never unsure.
    static func bytesFirstDescribed(_ bytes: UnsafeBufferPointer<UInt8>, in text: String, from first: Int) -> Search {
        let n = bytes.count
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
        }
        // `\s` in ASCII: space, tab, line feed, vertical tab, form feed, carriage return.
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        // Whether the scalar at `index` (ASCII, or one that begins there) stands on its own.
        func isPlain(at index: Int) -> Bool {
            guard index < n, bytes[index] >= 0x80 else { return true }
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
            return Self.standsAlone(scalar)
        }
        // Whether the scalar that ends just before `index` stands on its own.
        func isPlain(before index: Int) -> Bool {
            guard index > 0, bytes[index - 1] >= 0x80 else { return true }
            var start = index - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return isPlain(at: start)
        }
        for start in first..<max(first, n) where bytes[start] == UInt8(ascii: "<") {
            guard isPlain(before: start), start + 1 >= n || bytes[start + 1] < 0x80 else { return .unsure }
            var word = start + 1
            while word < n, isWord(bytes[word]) { word += 1 }
            if word < n, bytes[word] >= 0x80 { return .unsure }
            guard word > start + 1, word + 4 < n, bytes[word] == UInt8(ascii: ":"), bytes[word + 1] == UInt8(ascii: " "),
                  bytes[word + 2] == UInt8(ascii: "0"), bytes[word + 3] == UInt8(ascii: "x") else { continue }
            var hex = word + 4
            while hex < n, isHex(bytes[hex]) { hex += 1 }
            if hex < n, bytes[hex] >= 0x80 { return .unsure }
            guard hex > word + 4, hex < n, bytes[hex] == UInt8(ascii: ">") else { continue }
            var end = hex + 1
            while end < n, isSpace(bytes[end]) { end += 1 }
            guard isPlain(at: end) else { return .unsure }
            var items: String?
            if end < n, bytes[end] == UInt8(ascii: "("),
               let close = bytes[(end + 1)...].lastIndex(of: UInt8(ascii: ")")) {
                guard isPlain(at: end + 1), isPlain(before: close), isPlain(at: close + 1) else { return .unsure }
                items = string((end + 1)..<close)
                end = close + 1
            }
            let utf8 = text.utf8
            let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)
            return .found(Described(range: range, cls: string((start + 1)..<word), address: string((word + 2)..<hex), items: items))
        }
        return .none
    }

    /// Whether `scalar` is a character of its own beside ASCII, and neither `\w` nor `\s` would
    /// take it where bytes did not: a letter, a digit, punctuation or a symbol, but not a
    /// space, a mark, a joiner, a format character, an emoji modifier (`Sk`), nor one of the
    /// letters Unicode prepends to the character after them.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return !prependedLetters.contains(scalar.value)
        case .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The letters of Unicode's grapheme break property `Prepend` (the others are format
    /// characters, `Cf`), which join the character after them.
    static let prependedLetters: Set<UInt32> = [0x0D4E, 0x111C2, 0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84, 0x11A85, 0x11A86,
                                                0x11A87, 0x11A88, 0x11A89, 0x11D46, 0x11F02]

    /// Whether `text` holds `: 0x`, which every match of `described` does. Most values hold
    /// no description; this answers for them without a search. It looks at each `x` (`memchr`
    /// finds them): few words of a sentence have one.
    static func mayDescribe(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 3
            while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "x")), bytes.count - from) {
                let x = UnsafeRawPointer(base).distance(to: found)
                if bytes[x - 1] == UInt8(ascii: "0"), bytes[x - 2] == UInt8(ascii: " "), bytes[x - 3] == UInt8(ascii: ":") { return true }
                from = x + 1
            }
            return false
        }
    }

    private mutating func name(_ cls: String, _ address: String) -> String {
        if let known = numbers[address] { return known }
        counts[cls, default: 0] += 1
        let named = "\(cls)#\(counts[cls]!)"
        numbers[address] = named
        return named
    }
}
