import Testing
@testable import ObjCInterpreter

// Expected values come from three sources, named per case:
// - ground truth: Tests/Fixtures/ground-truth/07-formats.out, printed by Apple's Foundation;
// - C: the C standard's fprintf rules (C11 §7.21.6.1), which CoreFoundation's
//   `__CFStringAppendFormatCore` follows by passing numeric specifiers to `snprintf_l`;
// - CFString.c: CoreFoundation's own handling of `%@`, `%s` and argument numbering.

@Suite struct FormatStringGroundTruthTests {
    @Test func firstLineOf07Formats() throws {
        // ground truth, line 1: NSLog(@"int %d, long %ld, unsigned %lu, float %.3f, string %@, percent %%",
        //                              42, (long)-7, (unsigned long)3, 2.0 / 3.0, @"ok");
        let line = try ObjCFormat.format(
            "int %d, long %ld, unsigned %lu, float %.3f, string %@, percent %%",
            [.int(42), .int(-7), .unsigned(3), .double(2.0 / 3.0), .object("ok")]
        )
        #expect(line == "int 42, long -7, unsigned 3, float 0.667, string ok, percent %")
    }

    @Test func objectsPrintTheirDescriptions() throws {
        // ground truth, line 2: NSLog(@"%@ %@ %@ %@", @1, @2.5, @YES, @"text") → "1 2.5 1 text".
        let line = try ObjCFormat.format("%@ %@ %@ %@", [.object("1"), .object("2.5"), .object("1"), .object("text")])
        #expect(line == "1 2.5 1 text")
    }

    @Test func nilObjectPrintsNull() throws {
        // ground truth, last line: NSLog(@"%@", nil) → "(null)".
        #expect(try ObjCFormat.format("%@", [.object(nil)]) == "(null)")
    }

    @Test func textWithoutSpecifiersIsCopied() throws {
        #expect(try ObjCFormat.format("héllo, 世界", []) == "héllo, 世界")
    }
}

@Suite struct FormatStringIntegerTests {
    @Test(arguments: [
        // C: %d prints a signed decimal int; the flags pad as C defines them.
        ("%d", FormatArgument.int(42), "42"),
        ("%i", .int(-12), "-12"),
        ("%5d|", .int(42), "   42|"),
        ("%-5d|", .int(42), "42   |"),
        ("%05d", .int(42), "00042"),
        ("%+d", .int(42), "+42"),
        ("% d", .int(42), " 42"),
        ("%.3d", .int(7), "007"),
        // C: %d reads an int, so a 64-bit value keeps its low 32 bits (2^32 + 5 → 5, 3e9 → -1294967296).
        ("%d", .int(4_294_967_301), "5"),
        ("%d", .unsigned(3_000_000_000), "-1294967296"),
        // C: `char` and BOOL are promoted to int.
        ("%d", .char(65), "65"),
        // C: h converts to short, hh to signed/unsigned char.
        ("%hd", .int(65_537), "1"),
        ("%hhd", .int(255), "-1"),
        ("%hhu", .int(263), "7"),
        // C: l, ll, q (BSD), z, t and j read 64 bits on LP64.
        ("%ld", .int(Int64.max), "9223372036854775807"),
        ("%lld", .int(Int64.min), "-9223372036854775808"),
        ("%qd", .int(1 << 40), "1099511627776"),
        ("%zd", .int(-3), "-3"),
        ("%td", .int(-4), "-4"),
        ("%jd", .int(1 << 33), "8589934592"),
        // C: %u reads an unsigned int, %lu an unsigned long.
        ("%u", .int(-1), "4294967295"),
        ("%lu", .int(-1), "18446744073709551615"),
        ("%zu", .unsigned(42), "42"),
        ("%llu", .unsigned(UInt64.max), "18446744073709551615"),
        // C: hex and octal, with # adding 0x / a leading 0.
        ("%x", .int(255), "ff"),
        ("%X", .int(255), "FF"),
        ("%#x", .int(255), "0xff"),
        ("%08X", .unsigned(0xBEEF), "0000BEEF"),
        ("%x", .int(-1), "ffffffff"),
        ("%lx", .int(-1), "ffffffffffffffff"),
        ("%o", .int(8), "10"),
        ("%#o", .int(8), "010"),
    ])
    func integers(format: String, argument: FormatArgument, expected: String) throws {
        #expect(try ObjCFormat.format(format, [argument]) == expected)
    }
}

@Suite struct FormatStringFloatingPointTests {
    @Test(arguments: [
        // C: %f defaults to 6 decimals; %e, %g and %a as C11 §7.21.6.1 defines them.
        ("%f", 2.0 / 3.0, "0.666667"),
        ("%.3f", 2.0 / 3.0, "0.667"),
        ("%F", 1.5, "1.500000"),
        ("%10.2f|", 3.14159, "      3.14|"),
        ("%-8.1f|", 2.26, "2.3     |"),
        ("%+.1e", 0.5, "+5.0e-01"),
        ("%e", 12_345.678, "1.234568e+04"),
        ("%E", 12_345.678, "1.234568E+04"),
        // C: %g uses %e style when the exponent is < -4 or >= the precision (6).
        ("%g", 0.0001, "0.0001"),
        ("%g", 0.00001, "1e-05"),
        ("%g", 100_000.0, "100000"),
        ("%g", 1_000_000.0, "1e+06"),
        ("%G", 1e-10, "1E-10"),
        ("%a", 1.0, "0x1p+0"),
        // C: l has no effect on f; L reads a long double, which is a double on arm64 Apple platforms.
        ("%lf", 1.5, "1.500000"),
        ("%Lf", 1.5, "1.500000"),
    ])
    func doubles(format: String, value: Double, expected: String) throws {
        #expect(try ObjCFormat.format(format, [.double(value)]) == expected)
    }
}

@Suite struct FormatStringTextTests {
    @Test(arguments: [
        // CFString.c (CFFormatCharsType): width and precision count bytes; only `-` is honoured.
        ("%s", FormatArgument.cString("abc"), "abc"),
        ("%5s|", .cString("ab"), "   ab|"),
        ("%-5s|", .cString("ab"), "ab   |"),
        ("%05s|", .cString("ab"), "   ab|"),
        ("%.2s", .cString("abcdef"), "ab"),
        // CFString.c: a NULL `char *` appends "(null)", unpadded.
        ("%s", .cString(nil), "(null)"),
        ("%8s", .cString(nil), "(null)"),
        // Apple's Foundation pads a description as printf pads a string: a real run printed
        // `[ab    ]` for NSLog(@"[%-6@]", @"ab") (open-source CFString.c ignores the width).
        ("[%-6@]", .object("ab"), "[ab    ]"),
        ("%10@|", .object("ok"), "        ok|"),
        ("%-10@|", .object("ok"), "ok        |"),
        // printf's precision on a string: at most that many units are printed.
        ("%.1@", .object("ok"), "o"),
        ("%-4.1@|", .object("ok"), "o   |"),
        // NSString's -length counts UTF-16 units: "é" is one, so one space pads it to 2.
        ("%2@|", .object("é"), " é|"),
        // A nil object prints (null) unpadded, as CFString prints a NULL %s.
        ("%8@|", .object(nil), "(null)|"),
        // C: %c prints the byte; char and int arguments both reach it as int.
        ("%c", .char(65), "A"),
        ("%3c", .int(66), "  B"),
        // Apple's libc prints %p as 0x and lowercase hex, 0x0 for NULL.
        ("%p", .pointer(0x6000_00c0_a1f0), "0x600000c0a1f0"),
        ("%p", .pointer(0), "0x0"),
        ("%%", .int(1), "%"),
    ])
    func text(format: String, argument: FormatArgument, expected: String) throws {
        #expect(try ObjCFormat.format(format, [argument]) == expected)
    }
}

@Suite struct FormatStringArgumentOrderTests {
    @Test func starWidthAndPrecisionComeBeforeTheValue() throws {
        // C: `*` takes an int argument before the value, width first.
        #expect(try ObjCFormat.format("%*.*f|", [.int(8), .int(2), .double(3.14159)]) == "    3.14|")
    }

    @Test func negativeStarWidthLeftAligns() throws {
        // C: "A negative field width argument is taken as a - flag followed by a positive field width."
        #expect(try ObjCFormat.format("%*d|", [.int(-4), .int(7)]) == "7   |")
    }

    @Test func negativeStarPrecisionIsIgnored() throws {
        // C: "A negative precision argument is taken as if the precision were omitted."
        #expect(try ObjCFormat.format("%.*f", [.int(-1), .double(0.5)]) == "0.500000")
    }

    @Test func positionalArgumentsPickByNumber() throws {
        // Apple's String Format Specifiers: "you can also use the n$ positional specifiers such as %1$@ %2$s".
        #expect(try ObjCFormat.format("%2$@ %1$@", [.object("world"), .object("hello")]) == "hello world")
        #expect(try ObjCFormat.format("%1$d %1$x", [.int(255)]) == "255 ff")
    }

    @Test func extraArgumentsAreIgnored() throws {
        // C: "If the format is exhausted while arguments remain, the excess arguments are evaluated … but are otherwise ignored."
        #expect(try ObjCFormat.format("%d", [.int(1), .int(2)]) == "1")
    }
}

@Suite struct FormatStringErrorTests {
    @Test func tooFewArguments() {
        // Offsets are UTF-8 bytes: "a=%d b=%d" has its second % at byte 7.
        #expect(throws: FormatError(reason: .missingArgument(position: 2), offset: 7)) {
            try ObjCFormat.format("a=%d b=%d", [.int(1)])
        }
    }

    @Test func missingPositionalArgument() {
        #expect(throws: FormatError(reason: .missingArgument(position: 3), offset: 0)) {
            try ObjCFormat.format("%3$@", [.object("a")])
        }
    }

    @Test(arguments: [
        // An object passed to %d, a number passed to %@ or %s: real code prints garbage or crashes.
        ("%d", FormatArgument.object("x")),
        ("%@", .int(1)),
        ("%@", .cString("c")),
        ("%s", .object("x")),
        ("%f", .int(1)),
        ("%x", .double(1)),
        ("%*d", .object("x")),
    ])
    func typeMismatch(format: String, argument: FormatArgument) {
        #expect(throws: FormatError(reason: .typeMismatch(specifier: format, argument: argument), offset: 0)) {
            try ObjCFormat.format(format, [argument, .int(0)])
        }
    }

    @Test func unknownConversion() {
        // `%n` writes through a pointer; CFString disables it and we reject it, like any unknown conversion.
        #expect(throws: FormatError(reason: .unknownConversion("k"), offset: 3)) {
            try ObjCFormat.format("中%k", [.int(1)])
        }
        #expect(throws: FormatError(reason: .unknownConversion("n"), offset: 0)) {
            try ObjCFormat.format("%n", [.pointer(0)])
        }
    }

    @Test func incompleteSpecifier() {
        #expect(throws: FormatError(reason: .incompleteSpecifier, offset: 2)) {
            try ObjCFormat.format("50%", [])
        }
    }

    @Test func hugeFieldsAreErrorsNotAllocations() throws {
        // Found by the interpreter fuzzer: a width of billions made the formatter try to
        // allocate that many spaces. C's printf fails past INT_MAX; we refuse anything past
        // FormatError.maximumField, and digit runs saturate at INT_MAX instead of wrapping.
        #expect(throws: FormatError(reason: .fieldTooLarge(Int(Int32.max)), offset: 0)) {
            try ObjCFormat.format("%99999999999999999999999d", [.int(1)])
        }
        #expect(throws: FormatError(reason: .fieldTooLarge(200_000), offset: 2)) {
            try ObjCFormat.format("x %.200000f", [.double(1)])
        }
        #expect(throws: FormatError(reason: .fieldTooLarge(2_147_483_648), offset: 0)) {
            try ObjCFormat.format("%*d", [.int(Int64(Int32.min)), .int(1)])
        }
        #expect(try ObjCFormat.format("%5d|", [.int(42)]) == "   42|")
    }

    @Test func errorsDescribeThemselves() {
        // Our wording, not Apple's: Apple has no such error, it prints garbage or crashes.
        let error = FormatError(reason: .typeMismatch(specifier: "%d", argument: .object("x")), offset: 4)
        #expect(error.description == "format specifier '%d' at offset 4 cannot print an object")
    }
}
