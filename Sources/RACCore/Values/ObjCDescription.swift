#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A Foundation object as a collection's `-descriptionWithLocale:indent:` sees it.
public indirect enum ObjCDescriptionNode: Sendable {
    /// A non-collection object other than an NSString, by its `-description`: an NSNumber's
    /// `1` or `2.5`, NSNull's `<null>`, `<RACUnit: 0x…>`. Quoted inside a collection by the same
    /// rule as strings — Apple prints `(1, "1.2")` for `@[@1.0, @1.2]` and `"<null>"` for NSNull.
    case atom(String)
    /// An NSString. Differs from `.atom` only as a dictionary key: all-string keys are sorted.
    case string(String)
    case array([ObjCDescriptionNode])
    /// Entries in the dictionary's enumeration order, which `render` sorts when every key is a `.string`.
    case dictionary([(key: ObjCDescriptionNode, value: ObjCDescriptionNode)])
    /// An NSSet's or NSOrderedSet's elements, in the set's order.
    case set([ObjCDescriptionNode])
}

/// The description algorithms of Apple's Foundation, for RACCore's modelled objects to call.
///
/// Sources: the shapes are swift-corelibs-foundation's `NSArray`/`NSDictionary`
/// `description(withLocale:indent:)`, which match Apple's byte for byte; quoting, escaping,
/// key order and number digits follow real Apple output (cited in the tests), where
/// swift-corelibs-foundation differs from Apple.
public enum ObjCDescription {
    /// `-[NSNumber description]` of a double: `%0.16g`, the format Apple documents for
    /// `-[NSNumber descriptionWithLocale:]`. So `@1.0` prints `1` and `@(2.0/3.0)` prints
    /// `0.6666666666666666`; swift-corelibs-foundation's shortest round-trip digits are not Apple's.
    public static func number(_ value: Double) -> String {
        cFormat("%0.16g", value)
    }

    /// `-[NSNumber description]` of a float: `%0.7g`, per the same Apple table.
    public static func number(_ value: Float) -> String {
        cFormat("%0.7g", Double(value))
    }

    /// What `NSLog(@"%@", object)` prints for the node. Collections use Apple's plist-like
    /// layout; a top-level string or atom prints raw — quoting happens only inside collections.
    public static func render(_ node: ObjCDescriptionNode) -> String {
        switch node {
        case .atom(let description), .string(let description): description
        case .array(let elements): array(elements, level: 0)
        case .dictionary(let entries): dictionary(entries, level: 0)
        case .set(let elements): set(elements, level: 0)
        }
    }

    /// `-[NSError description]`: `Error Domain=… Code=… "…"`, then ` UserInfo={k=v, k=v}` when
    /// there is user info (we print an empty dictionary like `nil`; no Apple output shows it). The quotes hold the `NSLocalizedDescriptionKey` value (pass it as
    /// `localizedDescription`), else `(null)` — Apple does not fall back to the generic
    /// "The operation couldn’t be completed." here. Entries keep the order given (Apple's is the
    /// dictionary's hash order, unsorted); each value prints as `render` prints it at top level.
    /// A `debugDescription` different from the description follows it in parentheses, as
    /// CFError.c's `_CFErrorFormatDebugDescriptionAux` appends `NSDebugDescription`.
    public static func error(
        domain: String,
        code: Int,
        userInfo: [(key: String, value: ObjCDescriptionNode)]?,
        localizedDescription: String?,
        debugDescription: String? = nil
    ) -> String {
        var result = "Error Domain=\(domain) Code=\(code) \"\(localizedDescription ?? "(null)")\""
        if let localizedDescription, let debugDescription, !debugDescription.isEmpty, debugDescription != localizedDescription {
            result += " (\(debugDescription))"
        }
        if let userInfo, !userInfo.isEmpty {
            let entries = userInfo.map { "\($0.key)=\(render($0.value))" }
            result += " UserInfo={" + entries.joined(separator: ", ") + "}"
        }
        return result
    }

    /// A deterministic stand-in for `%p` of object `id` (0, 1, 2…): real runs print heap
    /// addresses such as `0x600000c0a1f0` that change every run, so we print the same kind of
    /// address, 16 bytes apart (malloc's alignment) so distinct ids never collide.
    public static func address(_ id: Int) -> String {
        precondition(id >= 0, "object ids start at 0")
        return "0x" + String(0x6000_00c0_a1f0 + UInt64(id) * 0x10, radix: 16)
    }

    private static let indentUnit = "    "

    /// Each element on its own line, one level deeper; a nested collection starts with its own
    /// indentation, which is why Apple prints `key =     (`.
    private static func array(_ elements: [ObjCDescriptionNode], level: Int) -> String {
        let indent = String(repeating: indentUnit, count: level)
        let lines = elements.map { indent + indentUnit + element($0, level: level + 1) }
        // Apple prints an empty array as `(` and `)` on two lines, like a full one.
        let body = lines.isEmpty ? "" : lines.joined(separator: ",\n") + "\n"
        return indent + "(\n" + body + indent + ")"
    }

    private static func dictionary(_ entries: [(key: ObjCDescriptionNode, value: ObjCDescriptionNode)], level: Int) -> String {
        let indent = String(repeating: indentUnit, count: level)
        let lines = sortedByKey(entries).map {
            indent + indentUnit + element($0.key, level: level + 1) + " = " + element($0.value, level: level + 1) + ";\n"
        }
        return indent + "{\n" + lines.joined() + indent + "}"
    }

    private static func element(_ node: ObjCDescriptionNode, level: Int) -> String {
        switch node {
        case .atom(let description), .string(let description): quotedIfNeeded(description)
        case .array(let elements): array(elements, level: level)
        case .dictionary(let entries): dictionary(entries, level: level)
        case .set(let elements): set(elements, level: level)
        }
    }

    /// An array's layout between `{(` and `)}`: Apple's `-[NSOrderedSet
    /// descriptionWithLocale:indent:]` (CoreFoundation, as decompiled) writes the indentation,
    /// `{(`, each element one level deeper with `,` between, then `)}`; NSSet's prints the same.
    private static func set(_ elements: [ObjCDescriptionNode], level: Int) -> String {
        let list = array(elements, level: level)
        let indent = String(repeating: indentUnit, count: level)
        return indent + "{" + list.dropFirst(indent.count) + "}"
    }

    /// Apple documents ascending key order when every key is an NSString; `compare:` orders
    /// by UTF-16 unit, so `B` sorts before `a`. Other keys keep the order given.
    private static func sortedByKey(
        _ entries: [(key: ObjCDescriptionNode, value: ObjCDescriptionNode)]
    ) -> [(key: ObjCDescriptionNode, value: ObjCDescriptionNode)] {
        let stringKeys = entries.compactMap { entry -> [UInt16]? in
            if case .string(let key) = entry.key { return Array(key.utf16) }
            return nil
        }
        guard stringKeys.count == entries.count else { return entries }
        return zip(stringKeys, entries)
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
            .map(\.1)
    }

    /// Apple leaves a description bare only when it is non-empty ASCII letters and digits;
    /// anything else (`_ - . / space`, non-ASCII, empty) is quoted, with `"` and `\` escaped,
    /// newline, tab and return as `\n \t \r`, and every other UTF-16 unit outside printable
    /// ASCII as `\U` and four lowercase hex digits (`中` → `\U4e2d`).
    private static func quotedIfNeeded(_ description: String) -> String {
        let isBare = !description.isEmpty && description.utf16.allSatisfy { unit in
            (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
        }
        if isBare { return description }
        var quoted = "\""
        for unit in description.utf16 {
            switch unit {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0x0A: quoted += "\\n"
            case 0x09: quoted += "\\t"
            case 0x0D: quoted += "\\r"
            case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                quoted += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    /// `%0.16g` and `%0.7g` are at most 24 bytes (`-1.797693134862316e+308`).
    private static func cFormat(_ spec: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = withVaList([value]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
