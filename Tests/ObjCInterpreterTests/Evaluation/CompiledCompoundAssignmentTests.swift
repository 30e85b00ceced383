import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Captures read by position and `variable op= integer` done unboxed
/// (`compileIntegerCompoundAssignment`) compute what C computes and tick as the general nodes
/// do: each snippet runs as compiled and with the specialised nodes off (`GeneralNodes`), and
/// the two must print the same and stop at the same nodes.
@Suite struct CompiledCompoundAssignmentTests {
    /// A source whose loop does compound assignments on an `int` frame local, and a
    /// subscriber doing them on captured `__block` variables of three widths — `long`,
    /// `unsigned int` (wraps), `short` (narrower than `int`: the boxed path) — and reading a
    /// by-value capture. The second subscriber mentions a global before its capture, so its
    /// captures are not aligned with its names and are looked up by name. (Each subscriber
    /// ends in `return;`, a node of its own.)
    private func snippet() -> String {
        return """
            __block long sum = 0;
            __block unsigned int wrap = 0;
            __block short small = 0;
            int seen = 5;
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                for (int i = 0; i < 4; i++) {
                    int j = i;
                    j += 3;
                    j <<= 1;
                    j -= seen;
                    [subscriber sendNext:@(j)];
                }
                [subscriber sendCompleted];
                return nil;
            }];
            [s subscribeNext:^(NSNumber *x) {
                sum += [x integerValue] * 3;
                wrap -= [x integerValue];
                small += [x integerValue] * 10000;
                sum %= 7 + seen; return;
            }];
            [s subscribeNext:^(NSNumber *x) {
                sum += INT_MAX - INT_MAX + [x integerValue]; return;
            }];
            NSLog(@"%ld %ld %d", sum, (long)wrap, small);
            """
    }

    @Test func printsWhatTheGeneralNodesPrints() {
        let compiled = Snippet.run(snippet())
        let general = GeneralNodes.run(snippet())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        #expect(compiled.output == general.output)
        // Worked by hand with C's rules. The loop sends ((i + 3) << 1) - 5 = 1, 3, 5, 7.
        // First subscription: sum = (sum + 3x) % 12 → 3, 12 % 12 = 0, 15 % 12 = 3, 24 % 12 = 0;
        // wrap = 0 - 16 in unsigned int = 4294967280 (printed as a long, so a value left
        // unconverted would show as -16); small = 160000 converted to short:
        // 160000 - 2 * 65536 = 28928 (each step converts back to short; the sum mod 2^16 is
        // the same). Second subscription: sum += 0 + x → 1 + 3 + 5 + 7 = 16.
        #expect(compiled.output == ["16 4294967280 28928"])
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheGeneralNodes() {
        func stops(general: Bool) -> [ObjCFrontend.SourceLocation] {
            GeneralNodes.stops(snippet(), general: general, on: [7, 8, 9, 10, 11, 17, 18, 19, 20, 23], upTo: 500)
        }
        let compiled = stops(general: false)
        #expect(compiled.count > 50)
        #expect(compiled == stops(general: true))
    }

    /// `++`/`--` on integer frame locals (the loop counter's fast path) next to a narrow
    /// one (`char`, the boxed path): prefix and postfix values, and wrapping.
    @Test func incrementsAndDecrementsAsTheGeneralNodes() {
        func source() -> String {
            return """
                [[RACSignal return:@1] subscribeNext:^(NSNumber *x) {
                    int i = 5;
                    unsigned int u = 0;
                    long big = 9223372036854775807;
                    char c = 127;
                    int before = i++;
                    int after = ++i;
                    u--;
                    big++;
                    c++;
                    NSLog(@"%d %d %d %u %ld %d %d", before, after, i--, u, big, c, --i); return;
                }];
                """
        }
        let compiled = Snippet.run(source())
        let general = GeneralNodes.run(source())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        // C: i++ yields 5 (i becomes 6), ++i yields 7; `i--` yields 7 (i becomes 6) and `--i`
        // 5, arguments evaluated left to right as the interpreter does; unsigned 0 - 1 wraps to
        // 4294967295; LONG_MAX + 1 wraps to LONG_MIN; char 127 + 1 converts back to -128.
        #expect(compiled.output == ["5 7 7 4294967295 -9223372036854775808 -128 5"])
        #expect(compiled.output == general.output)
        func stops(general: Bool) -> [ObjCFrontend.SourceLocation] {
            GeneralNodes.stops(source(), general: general, on: Set(2...11), upTo: 120)
        }
        #expect(stops(general: false) == stops(general: true))
    }

    @Test func aByValueCaptureIsNotAssignable() {
        func source() -> String {
            return """
                long total = 0;
                [[RACSignal return:@2] subscribeNext:^(NSNumber *x) {
                    total += [x integerValue];
                }];
                """
        }
        let compiled = Snippet.run(source())
        let general = GeneralNodes.run(source())
        #expect(compiled.status == .runtimeError)
        // clang: "variable is not assignable (missing __block type specifier)", at the variable.
        #expect(compiled.diagnostics.hasPrefix(
            "snippet.m:3:5: error: variable 'total' is not assignable (missing __block type specifier)\n"), "\(compiled.diagnostics)")
        #expect(compiled.diagnostics.split(separator: "\n").first == general.diagnostics.split(separator: "\n").first)
    }

    @Test func divisionByZeroIsReportedAsTheGeneralNodesReportsIt() {
        func source() -> String {
            return """
                __block long total = 9;
                [[RACSignal return:@0] subscribeNext:^(NSNumber *x) {
                    total /= [x integerValue];
                }];
                """
        }
        let compiled = Snippet.run(source())
        let general = GeneralNodes.run(source())
        #expect(compiled.status == .runtimeError)
        #expect(compiled.diagnostics.hasPrefix("snippet.m:3:5: error: division by zero\n"), "\(compiled.diagnostics)")
        #expect(compiled.diagnostics.split(separator: "\n").first == general.diagnostics.split(separator: "\n").first)
    }
}
