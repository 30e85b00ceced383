import Testing
@testable import ObjCInterpreter

/// C expressions as clang compiles them for arm64 (C11 §6.3 conversions, §6.5 operators).
@Suite struct EvaluatorArithmeticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var code: String
        var expected: String
        var why: String
        var testDescription: String { code }
    }

    static let cases: [Case] = [
        Case(code: #"NSLog(@"%d", 7 / 2);"#, expected: "3", why: "int / int truncates toward zero (§6.5.5p6)"),
        Case(code: #"typedef NSInteger count_t; count_t n = 7 / 2.0; NSLog(@"%ld", (long)n);"#, expected: "3",
             why: "a typedef name has the aliased integer type, so the double converts by truncation"),
        Case(code: #"NSLog(@"%d %d", -7 / 2, -7 % 3);"#, expected: "-3 -1", why: "truncation toward zero; (a/b)*b + a%b == a"),
        Case(code: #"NSLog(@"%.1f", 7 / 2.0);"#, expected: "3.5", why: "an int operand converts to double"),
        Case(code: #"double d = 10; int q = d / 4; NSLog(@"%d %.2f", q, d / 4);"#, expected: "2 2.50",
             why: "double result, then the conversion to int discards the fraction (§6.3.1.4)"),
        Case(code: #"NSLog(@"%d %d", (int)3.99, (int)-3.99);"#, expected: "3 -3", why: "casts truncate toward zero"),
        Case(code: #"unsigned char c = 300; NSLog(@"%d", c);"#, expected: "44", why: "unsigned conversion is modulo 2^8"),
        Case(code: #"unsigned int u = 0; u = u - 1; NSLog(@"%u", u);"#, expected: "4294967295", why: "unsigned arithmetic is modulo 2^32"),
        Case(code: #"int i = 5; int j = i++; int k = ++i; NSLog(@"%d %d %d", i, j, k);"#, expected: "7 5 7",
             why: "postfix yields the old value, prefix the new"),
        Case(code: #"NSInteger n = 10; n--; --n; NSLog(@"%ld", (long)n);"#, expected: "8", why: "two decrements"),
        Case(code: #"unsigned int u = 4294967295u; u++; long l = 9223372036854775807L; l++; int m = -2147483648; m--; unsigned long z = 0; z--; NSLog(@"%u %ld %d %lu", u, l, m, z);"#,
             expected: "0 -9223372036854775808 2147483647 18446744073709551615",
             why: "++ and -- keep the variable's type and wrap in it: unsigned modulo 2^32 or 2^64, signed as arm64 does"),
        Case(code: #"int x = 10; x += 5; x -= 3; x *= 2; x /= 5; x %= 3; x <<= 3; x |= 1; NSLog(@"%d", x);"#, expected: "9",
             why: "15, 12, 24, 4 (int division), 1, 8, 9"),
        Case(code: #"NSLog(@"%d %c", 'A' + 1, 'A');"#, expected: "66 A", why: "a char promotes to int"),
        Case(code: #"NSLog(@"%lu %lu", sizeof(int), sizeof(long));"#, expected: "4 8", why: "LP64"),
        Case(code: #"long long big = 1LL << 40; NSLog(@"%lld", big);"#, expected: "1099511627776", why: "2^40 in a long long"),
        Case(code: #"BOOL b = 2; NSLog(@"%d", b);"#, expected: "1", why: "BOOL is bool on arm64: any non-zero value is 1"),
        Case(code: #"int n = 7; NSLog(@"%@", n > 5 ? @"big" : @"small");"#, expected: "big", why: "the conditional operator"),
        Case(code: #"id x = nil; NSLog(@"%@ %@", x ?: @"default", @"set" ?: @"default");"#, expected: "default set",
             why: "GNU ?: yields the condition when it is non-nil"),
        Case(code: #"NSLog(@"%d %d %d", 3 > 2 && 0, 0 || 5, !7);"#, expected: "0 1 0", why: "logical operators yield int 0 or 1"),
        Case(code: #"int a = -1; unsigned int b = 1; NSLog(@"%d %d %d %d", a < b, a == 4294967295u, -1L < 1u, a < 1ul);"#,
             expected: "0 1 1 0",
             why: "comparison converts both operands to their common type first (§6.3.1.8): int to unsigned int, unsigned int to long, int to unsigned long"),
        Case(code: #"int a = -1; unsigned int b = 2; unsigned long c = 2; NSLog(@"%u %lu %d", a * b, a * c, 2147483647 + a * -1);"#,
             expected: "4294967294 18446744073709551614 -2147483648",
             why: "unsigned arithmetic is modulo 2^32 or 2^64; int overflow wraps as arm64 does"),
        Case(code: #"NSLog(@"%d", (1 + 2) * 3 - 8 / 2 % 3);"#, expected: "8", why: "precedence: 9 - (4 % 3)"),
        Case(code: #"int k = 0; while (k < 3) { k++; } do { k--; } while (k > 1); for (int m = 0; m < 2; m++) k += 10; NSLog(@"%d", k);"#,
             expected: "21", why: "while to 3, do-while down to 1, then two passes of += 10"),
        Case(code: #"int s = 2; switch (s) { case 1: NSLog(@"one"); case 2: NSLog(@"two"); case 3: NSLog(@"three"); break; default: NSLog(@"other"); }"#,
             expected: "two\nthree", why: "switch falls through until break"),
    ]

    @Test(arguments: cases)
    func evaluatesLikeC(_ item: Case) {
        let run = Snippet.run(item.code)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output.joined(separator: "\n") == item.expected, "\(item.why)")
    }

    @Test func stopPointerEndsAnEnumeration() {
        // -enumerateObjectsUsingBlock: checks *stop after each call and stops there.
        let run = Snippet.run("""
            [@[@"a", @"b", @"c"] enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
                NSLog(@"%@ %lu", obj, (unsigned long)idx);
                if (idx == 1) *stop = YES;
            }];
            """)
        #expect(run.output == ["a 0", "b 1"], "\(run.diagnostics)")
    }

    @Test func fastEnumerationWithContinueAndBreak() {
        let run = Snippet.run("""
            for (NSNumber *n in @[@1, @2, @3, @4]) {
                if ([n intValue] == 2) continue;
                if ([n intValue] == 4) break;
                NSLog(@"%@", n);
            }
            """)
        #expect(run.output == ["1", "3"], "\(run.diagnostics)")
    }
}
