import Testing
@testable import ObjCInterpreter

/// C functions a snippet defines at file level (C11 6.9.1): arguments converted to the
/// parameters' types as by assignment and the result to the return type (6.5.2.2p7, 6.8.6.4p3),
/// a body that sees its parameters and nothing of its caller's locals.
@Suite struct EvaluatorFunctionTests {
    @Test func aFunctionDefinedBeforeTheStatementsIsCalled() {
        // twice(21) = 42; clamp converts 7.9 to the NSInteger 7 (truncating, C11 6.3.1.4).
        let output = Snippet.output("""
            static NSInteger twice(NSInteger x) { return x * 2; }
            NSInteger clamp(NSInteger x);
            NSLog(@"%ld %ld", (long)twice(21), (long)clamp(7.9));
            NSInteger clamp(NSInteger x) { return x > 5 ? 5 : x; }
            """)
        #expect(output == ["42 5"])
    }

    @Test func aFunctionBesideAMethodReturnsAnObject() {
        // A view controller's file: the function is defined before the method that calls it.
        let output = Snippet.output("""
            static RACSignal *numbers(NSInteger count) {
                return [RACSignal return:@(count * 10)];
            }
            - (void)viewDidLoad {
                [numbers(3) subscribeNext:^(id x) { NSLog(@"%@", x); }];
            }
            """)
        // +return: sends its one value on subscription.
        #expect(output == ["30"])
    }

    @Test func recursionAndVoidFunctions() {
        // fact(5) = 120; a void function's return gives nothing back (6.8.6.4).
        let output = Snippet.output("""
            long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
            void say(NSString *text) { NSLog(@"%@", text); return; }
            say([NSString stringWithFormat:@"%ld", fact(5)]);
            """)
        #expect(output == ["120"])
    }

    @Test func aStaticLocalInAFunctionKeepsItsValue() {
        let output = Snippet.output("""
            int counter(void) { static int n = 0; return ++n; }
            counter(); counter();
            NSLog(@"%d", counter());
            """)
        #expect(output == ["3"])
    }

    @Test func aWrongArgumentCountIsClangsError() {
        let run = Snippet.run("int twice(int x) { return 2 * x; }\nNSLog(@\"%d\", twice());\n")
        #expect(run.diagnostics.hasPrefix("snippet.m:2:14: error: too few arguments to function call 'twice', expected 1, have 0\n"))
    }
}
