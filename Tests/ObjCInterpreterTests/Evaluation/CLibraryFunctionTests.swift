import Testing
@testable import ObjCInterpreter

/// The C library functions: each argument converted to its prototyped parameter's type
/// (C11 6.5.2.2p7), the result of the declared return type, the value libm's or libc's.
@Suite struct CLibraryFunctionTests {
    @Test func eachMathFunctionAnswersLibmsValue() {
        // C11 7.12: sqrt(16) = 4, 2^10 = 1024, floor rounds down, ceil up, fabs drops the sign.
        let output = Snippet.output("""
            NSLog(@"%g %g %g %g %g", sqrt(16), pow(2, 10), floor(-2.5), ceil(2.1), fabs(-3));
            NSLog(@"%f", sqrt(2));
            """)
        #expect(output == ["4 1024 -3 3 3", "1.414214"])
    }

    @Test func roundAndLroundGoHalfAwayFromZero() {
        // C11 7.12.9.6: round "rounding halfway cases away from zero", so 2.5 → 3 and
        // -2.5 → -3; lround the same, as a long (7.12.9.7), which %ld prints.
        let output = Snippet.output("""
            NSLog(@"%g %g %g", round(2.5), round(-2.5), round(2.4));
            NSLog(@"%ld %ld", lround(2.5), lround(-0.5));
            """)
        #expect(output == ["3 -3 2", "3 -1"])
    }

    @Test func fmodKeepsTheSignOfTheDividend() {
        // C11 7.12.10.1: x - n*y with n = x/y truncated, so the result has x's sign.
        let output = Snippet.output(#"NSLog(@"%g %g %g", fmod(7, 3), fmod(-7, 3), fmod(7.5, 2));"#)
        #expect(output == ["1 -1 1.5"])
    }

    @Test func absAndLabsTakeIntegers() {
        // abs takes an int: -2.7 is converted to -2 first (C truncates toward zero), so abs
        // gives 2, an int that %d prints; labs takes a long, so a value past 32 bits survives.
        let output = Snippet.output(#"NSLog(@"%d %d %ld", abs(-5), abs(-2.7), labs(-5000000000L));"#)
        #expect(output == ["5 2 5000000000"])
    }

    @Test func strlenCountsTheUTF8Bytes() {
        // -UTF8String encodes UTF-8: "é" is two bytes. strlen answers a size_t (%lu).
        let output = Snippet.output(#"NSLog(@"%lu %lu", strlen("abc"), strlen([@"é" UTF8String]));"#)
        #expect(output == ["3 2"])
    }

    @Test func theLimitsAreLP64s() {
        // limits.h on Apple's 64-bit platforms: int is 32 bits, long 64.
        let output = Snippet.output(#"NSLog(@"%d %d %ld %ld", INT_MAX, INT_MIN, LONG_MAX, LONG_MIN);"#)
        #expect(output == ["2147483647 -2147483648 9223372036854775807 -9223372036854775808"])
    }

    @Test func theResultIsADoubleEvenForIntegers() {
        // `sqrt(9)` is 3.0: boxed it is an NSNumber of a double, which prints `3`; divided it
        // stays floating point.
        let output = Snippet.output("""
            NSLog(@"%@ %g", @(sqrt(9)), floor(7) / 2);
            NSLog(@"%d %d", MIN(3, 5), MAX(3, 5));
            """)
        #expect(output == ["3 3.5", "3 5"])
    }

    @Test func aWrongArgumentCountIsAnError() {
        let run = Snippet.run("NSLog(@\"%g\", sqrt(1, 2));")
        #expect(run.diagnostics.hasPrefix("snippet.m:1:14: error: 'sqrt' takes one argument\n"))
    }

    @Test func anObjectArgumentIsAnError() {
        let run = Snippet.run("NSLog(@\"%g\", fabs(@1));")
        #expect(run.diagnostics.hasPrefix("snippet.m:1:19: error: 'fabs' needs a number here, got __NSCFNumber\n"))
    }

    @Test func strlenOfAnNSStringIsAnError() {
        // strlen takes a `const char *`; an NSString is not one (clang: incompatible pointer types).
        let run = Snippet.run("NSLog(@\"%lu\", strlen(@\"abc\"));")
        #expect(run.diagnostics.hasPrefix("snippet.m:1:22: error: 'strlen' needs a C string here (e.g. [string UTF8String]), got __NSCFConstantString\n"))
    }

    @Test func theOtherMathFunctionsAnswerLibmsValues() {
        // C11 7.12.4-7.12.7: sin(pi/2) = 1, cos(0) = 1, atan2(1, 1) = pi/4, exp(0) = 1,
        // log(e) = 1, log2(8) = 3, log10(1000) = 3, cbrt(27) = 3, hypot(3, 4) = 5; trunc drops
        // the fraction toward zero; fmin/fmax pick; copysign takes the second's sign.
        let output = Snippet.output("""
            NSLog(@"%g %g %g %g", sin(M_PI_2), cos(0), atan2(1, 1) * 4, exp(0));
            NSLog(@"%g %g %g %g %g", log(M_E), log2(8), log10(1000), cbrt(27), hypot(3, 4));
            NSLog(@"%g %g %g %g %g", trunc(-2.7), fmin(2, 3), fmax(2, 3), copysign(3, -1), exp2(10));
            NSLog(@"%.15f %ld", M_PI, llround(-2.5));
            """)
        #expect(output == ["1 1 3.14159 1", "1 3 3 3 5", "-2 2 3 -3 1024", "3.141592653589793 -3"])
    }

    @Test func numbersAreReadFromTheStartOfAString() {
        // C11 7.22.1.2: atoi skips leading white space, reads an optional sign and digits, and
        // stops at the first other character; nothing to read is 0. atof reads a double.
        let output = Snippet.output(#"NSLog(@"%d %d %d %ld %g", atoi("  42abc"), atoi("-7"), atoi("x"), atol("5000000000"), atof("2.5e1"));"#)
        #expect(output == ["42 -7 0 5000000000 25"])
    }

    @Test func stringsCompareByTheirFirstDifferingByte() {
        // C11 7.24.4.2: the sign orders the strings; Apple Libc's strcmp (FreeBSD's) answers
        // the difference of the first differing bytes as unsigned char: 'a' - 'c' = -2, and a
        // string against its prefix the next byte against the NUL: 'c' - 0 = 99. strncmp
        // compares only the first n bytes.
        let output = Snippet.output(#"NSLog(@"%d %d %d %d %d", strcmp("abc", "abc"), strcmp("a", "c"), strcmp("abc", "ab"), strncmp("abX", "abY", 2), strncmp("abX", "abY", 3));"#)
        #expect(output == ["0 -2 99 0 -1"])
    }

    @Test func theLimitsOfEveryIntegerType() {
        // limits.h (LP64): the unsigned maxima, long long as long, and the narrower types'
        // limits, which are ints.
        let output = Snippet.output(#"NSLog(@"%u %lu %lld %lld %d %d %d %d %d", UINT_MAX, ULONG_MAX, LLONG_MAX, LLONG_MIN, SHRT_MAX, SHRT_MIN, USHRT_MAX, CHAR_BIT, UCHAR_MAX);"#)
        #expect(output == ["4294967295 18446744073709551615 9223372036854775807 -9223372036854775808 32767 -32768 65535 8 255"])
    }

    @Test func theFloatingPointConstants() {
        // float.h: DBL_MAX 1.79769e+308, DBL_MIN 2.22507e-308, DBL_EPSILON 2^-52; INFINITY
        // and NAN print as inf and nan with %g.
        let output = Snippet.output(#"NSLog(@"%g %g %g %g %g", DBL_MAX, DBL_MIN, DBL_EPSILON, INFINITY, NAN);"#)
        #expect(output == ["1.79769e+308 2.22507e-308 2.22045e-16 inf nan"])
    }

    @Test func randomNumbersAreRefusedByName() {
        // A run is the same on every run; a random number would make every trace differ.
        let run = Snippet.run("NSLog(@\"%u\", arc4random_uniform(6));")
        #expect(run.diagnostics.hasPrefix("snippet.m:1:14: error: 'arc4random_uniform' is not supported by RACStep yet\n"))
    }
}
