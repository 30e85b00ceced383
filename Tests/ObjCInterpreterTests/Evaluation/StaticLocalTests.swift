import Testing
@testable import ObjCInterpreter

/// `static` locals: one variable for the whole program, initialised once (C11 6.2.4p3:
/// "Its lifetime is the entire execution of the program … its stored value is initialized
/// only once"), which blocks refer to directly rather than copy (clang's Block ABI: variables
/// of static storage are not imported).
@Suite struct StaticLocalTests {
    @Test func aStaticCounterInARecursiveBlockCounts() {
        // Initialised once, the counter keeps its value across the scheduled passes and stops
        // the recursion at 3. The scheduled block runs after the snippet returns, so "before"
        // comes first.
        let output = Snippet.output("""
            [[RACScheduler mainThreadScheduler] scheduleRecursiveBlock:^(void (^reschedule)(void)) {
                static NSInteger n = 0;
                n++;
                NSLog(@"pass %ld", (long)n);
                if (n < 3) reschedule();
            }];
            NSLog(@"before");
            """)
        #expect(output == ["before", "pass 1", "pass 2", "pass 3"])
    }

    @Test func theInitializerRunsOnceAcrossCallsOfABlock() {
        // Each call of `next` passes the declaration again; only the first initialises.
        let output = Snippet.output("""
            NSInteger (^next)(void) = ^NSInteger {
                static NSInteger calls = 10;
                return ++calls;
            };
            NSLog(@"%ld %ld %ld", (long)next(), (long)next(), (long)next());
            """)
        #expect(output == ["11 12 13"])
    }

    @Test func aBlockSeesTheVariableNotACopy() {
        // A block captures an ordinary local by value when it is made, but refers to a static
        // directly, so it reads the value stored after it was made, and its stores are seen.
        let output = Snippet.output("""
            const static int limit = 3;
            static int total = 0;
            void (^add)(int) = ^(int x) { total += x; };
            total = 100;
            add(limit);
            NSLog(@"%d", total);
            """)
        #expect(output == ["103"])
    }

    @Test func aStaticWithoutInitializerStartsAtZeroAndAnObjectAtNil() {
        // C11 6.7.9p10: a static without an initializer is zero; a pointer is a null pointer.
        let output = Snippet.output("""
            for (int i = 0; i < 2; i++) {
                static int count;
                static NSString *last;
                NSLog(@"%d %@", count, last);
                count += 1;
                last = @"seen";
            }
            """)
        #expect(output == ["0 (null)", "1 seen"])
    }
}
