import Testing
@testable import ObjCInterpreter

/// The `<math.h>` functions: C converts each argument to `double` and the result is a
/// `double` (C11 7.12), printed here with `%g`/`%f` as C prints it.
@Suite struct MathFunctionTests {
    @Test func eachFunctionAnswersLibmsValue() {
        let output = Snippet.output("""
            NSLog(@"%g %g %g %g %g", sqrt(16), pow(2, 10), floor(-2.5), ceil(2.1), fabs(-3));
            NSLog(@"%f", sqrt(2));
            """)
        #expect(output == ["4 1024 -3 3 3", "1.414214"])
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
}
