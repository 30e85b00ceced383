/// One `%` conversion of a `printf`-style format string, as C and CFString parse it:
/// `%` [`n$`] flags [width] [`.` precision] [length] conversion.
///
/// Parsing is ours; the numeric conversions are later handed back to C's `vsnprintf`
/// (see `ObjCFormat`), so the fields keep C's spelling.
struct FormatSpecifier {
    /// A width or precision: written in the format, or taken from an argument by `*` / `*m$`.
    enum Count {
        case fixed(Int)
        /// `*` reads the next sequential argument (`nil`) or the 1-based argument `m` of `*m$`.
        case argument(Int?)
    }

    enum Length: String {
        case none = "", hh, h, l, ll, q, z, t, j, L

        /// Whether an integer conversion reads a 64-bit value: `long`, `long long`, `size_t`,
        /// `ptrdiff_t` and `intmax_t` are all 64-bit on the LP64 platforms NSLog runs on.
        var isWide: Bool {
            switch self {
            case .l, .ll, .q, .z, .t, .j: true
            case .none, .hh, .h, .L: false
            }
        }
    }

    enum Conversion: Equatable {
        case object                       // %@
        case signedInteger(Character)     // %d %i
        case unsignedInteger(Character)   // %u %x %X %o
        case floatingPoint(Character)     // %f %F %e %E %g %G %a %A
        case cString                      // %s
        case character                    // %c
        case pointer                      // %p
        case percent                      // %%
    }

    /// The 1-based argument of a positional specifier (`%2$@`), or `nil` for the next one.
    var position: Int?
    /// The flags among `-+ #0`, in source order, passed to C as written.
    var flags: String
    var width: Count?
    var precision: Count?
    var length: Length
    var conversion: Conversion
    /// The specifier's text, for error messages (`%-8.3ld`).
    var text: String
}

/// Why a specifier could not be parsed; `ObjCFormat` turns it into a `FormatError`.
enum FormatSpecifierParseError: Error {
    case incomplete
    case unknownConversion(Character)
}

extension FormatSpecifier {
    /// Parses the specifier whose `%` is at `start` in `bytes` (UTF-8), returning it and the
    /// index just past its conversion character.
    static func parse(_ bytes: [UInt8], at start: Int) throws(FormatSpecifierParseError) -> (FormatSpecifier, end: Int) {
        var cursor = FormatCursor(bytes: bytes, index: start + 1)
        let position = cursor.eatPosition()
        var flags = ""
        while let byte = cursor.peek(), "-+ #0".utf8.contains(byte) {
            flags.append(Character(Unicode.Scalar(byte)))
            cursor.index += 1
        }
        let width = cursor.eatCount()
        var precision: Count?
        if cursor.eat(UInt8(ascii: ".")) {
            // C: a lone `.` means precision zero.
            precision = cursor.eatCount() ?? .fixed(0)
        }
        let length = cursor.eatLength()
        guard let byte = cursor.peek() else { throw .incomplete }
        cursor.index += 1
        let character = Character(Unicode.Scalar(byte))
        let conversion: Conversion
        switch character {
        case "@": conversion = .object
        case "d", "i": conversion = .signedInteger(character)
        case "u", "x", "X", "o": conversion = .unsignedInteger(character)
        case "f", "F", "e", "E", "g", "G", "a", "A": conversion = .floatingPoint(character)
        case "s": conversion = .cString
        case "c": conversion = .character
        case "p": conversion = .pointer
        case "%": conversion = .percent
        default: throw .unknownConversion(byte < 0x80 ? character : "\u{FFFD}")
        }
        let text = String(decoding: bytes[start..<cursor.index], as: UTF8.self)
        let specifier = FormatSpecifier(
            position: position, flags: flags, width: width, precision: precision,
            length: length, conversion: conversion, text: text
        )
        return (specifier, cursor.index)
    }
}

/// A value-type cursor over the format's UTF-8 bytes.
private struct FormatCursor {
    let bytes: [UInt8]
    var index: Int

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func eat(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// `n$` right after `%`; digits not followed by `$` are left for the width.
    mutating func eatPosition() -> Int? {
        let saved = index
        if let number = eatNumber(), number > 0, eat(UInt8(ascii: "$")) { return number }
        index = saved
        return nil
    }

    /// A width or precision: digits, `*` or `*m$`.
    mutating func eatCount() -> FormatSpecifier.Count? {
        if eat(UInt8(ascii: "*")) {
            let saved = index
            if let number = eatNumber(), number > 0, eat(UInt8(ascii: "$")) { return .argument(number) }
            index = saved
            return .argument(nil)
        }
        return eatNumber().map(FormatSpecifier.Count.fixed)
    }

    /// Digits as a number, saturating at `Int32.max` (C's int) so no spelling can overflow.
    mutating func eatNumber() -> Int? {
        var number: Int?
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            number = min((number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), Int(Int32.max))
            index += 1
        }
        return number
    }

    mutating func eatLength() -> FormatSpecifier.Length {
        // Longest match first, so `hh` and `ll` win over `h` and `l`.
        for length in [FormatSpecifier.Length.hh, .ll, .h, .l, .q, .z, .t, .j, .L] {
            let spelling = Array(length.rawValue.utf8)
            if spelling.indices.allSatisfy({ peek($0) == spelling[$0] }) {
                index += spelling.count
                return length
            }
        }
        return .none
    }
}
