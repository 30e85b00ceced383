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
}
