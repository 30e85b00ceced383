import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Integer expressions compiled unboxed (`CompiledInteger`) compute what C computes and tick
/// as the general nodes do. Each snippet is run as compiled — integer locals in the frame,
/// integer subexpressions unboxed — and again with the specialised nodes off
/// (`GeneralNodes`); the two must print the same lines and stop at the same nodes under every
/// step limit.
@Suite struct CompiledIntegerTests {
    /// A source sending 0…3, a `BOOL` filter, and a map and a subscriber doing arithmetic on
    /// integer locals: every node `CompiledInteger` compiles, in conditions, `@(…)`, a `BOOL`
    /// return and declarations.
    private func snippet() -> String {
        return """
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                for (int i = 0; i < 4 && i >= 0; i++) {
                    [subscriber sendNext:@(i * 3 - 2)];
                }
                [subscriber sendCompleted];
                return nil;
            }];
            RACSignal *kept = [s filter:^BOOL(NSNumber *x) {
                return [x integerValue] % 4 || [x integerValue] == 4;
            }];
            [[kept map:^id(NSNumber *x) {
                long k = [x integerValue] + 2 << 2;
                unsigned int u = 3;
                int m = -1;
                if (m < u) { k = k + 1000; }
                if (k / 2 > 0 && (k | 1) != 0) { k = k ^ 5; }
                return @(k * 2147483647 + (m < 3L));
            }] subscribeNext:^(NSNumber *x) {
                NSLog(@"%@", x);
            }];
            """
    }

    @Test func printsWhatTheGeneralNodesPrints() {
        let compiled = Snippet.run(snippet())
        let general = GeneralNodes.run(snippet())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        #expect(compiled.output == general.output)
        // Worked by hand with C's rules. The source sends -2, 1, 4, 7. The filter keeps a
        // non-zero remainder (-2 % 4 is -2 in C, which truncates: true; 1; 7) and 4 by the
        // `||`: all four, converted to BOOL (not truncated to a char). In the map, k is
        // (x + 2) << 2 (`+` binds tighter); `m < u` converts -1 to unsigned int (4294967295 < 3
        // is false), while `m < 3L` converts to long: -1 < 3, 1. Then k * 2147483647 + 1 in long:
        // x = -2: k = 0, 0 / 2 > 0 is false, 1.
        // x = 1: k = 12, 12 ^ 5 = 9, 9 * 2147483647 + 1 = 19327352824.
        // x = 4: k = 24, 24 ^ 5 = 29, 62277025764.  x = 7: k = 36, 36 ^ 5 = 33, 70866960352.
        #expect(compiled.output == ["1", "19327352824", "62277025764", "70866960352"])
    }

    private func stops(general: Bool) -> [ObjCFrontend.SourceLocation] {
        GeneralNodes.stops(snippet(), general: general, on: [2, 3, 9, 12, 13, 14, 15, 16, 17], upTo: 900)
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheGeneralNodes() {
        let compiled = stops(general: false)
        let general = stops(general: true)
        #expect(compiled.count > 60)
        #expect(compiled == general)
    }

    /// A constant on the left (`10 - n`) and a frame local against a constant (`n < 7`), which
    /// their nodes evaluate inline, as the general nodes evaluate them.
    @Test func leavesEvaluatedInlineTickAsTheGeneralNodes() {
        func source() -> String {
            return """
                [[[RACSignal return:@3] map:^id(NSNumber *x) {
                    int n = 4;
                    int a = 10 - n;
                    int b = 1 << n;
                    long c = 100 / [x integerValue];
                    int d = 7 < n;
                    int e = n < 7;
                    return @(a * 1000000 + b * 10000 + c * 10 + d + e * 2);
                }] subscribeNext:^(NSNumber *v) {
                    NSLog(@"%@", v);
                }];
                """
        }
        let compiled = Snippet.run(source())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        // C: a = 10 - 4 = 6, b = 1 << 4 = 16, c = 100 / 3 = 33 (truncated), d = 7 < 4 = 0,
        // e = 4 < 7 = 1: 6000000 + 160000 + 330 + 0 + 2.
        #expect(compiled.output == ["6160332"])
        #expect(compiled.output == GeneralNodes.run(source()).output)
        let stops = GeneralNodes.stops(source(), general: false, on: Set(2...8), upTo: 80)
        #expect(stops.count > 20)
        #expect(stops == GeneralNodes.stops(source(), general: true, on: Set(2...8), upTo: 80))
    }

    @Test func divisionByZeroIsReportedAsTheGeneralNodesReportsIt() {
        func source() -> String {
            return """
                [[[RACSignal return:@0] map:^id(NSNumber *x) {
                    int d = 7;
                    return @(d / [x integerValue] + 1);
                }] subscribeNext:^(id x) {}];
                """
        }
        let compiled = Snippet.run(source())
        let general = GeneralNodes.run(source())
        #expect(compiled.status == .runtimeError)
        // The binary expression `d / [x integerValue]` starts at column 14 of line 3.
        #expect(compiled.diagnostics.hasPrefix("snippet.m:3:14: error: division by zero\n"), "\(compiled.diagnostics)")
        #expect(compiled.diagnostics.split(separator: "\n").first == general.diagnostics.split(separator: "\n").first)
    }
}
