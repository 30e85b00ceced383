import Testing
@testable import ObjCInterpreter

/// `static` locals: C initialises one once per program, which RACStep does not model yet, so
/// a run stops at the declaration with a located error rather than declaring the variable
/// afresh on every pass (a counter that never counts).
@Suite struct StaticLocalTests {
    @Test func aStaticCounterInARecursiveBlockStopsTheRunAtItsDeclaration() {
        // Re-initialised on every pass, this counter never reached 3 and the block
        // rescheduled itself forever. The scheduled block runs after the snippet returns, so
        // "before" is printed first and stays printed.
        let run = Snippet.run("""
            [[RACScheduler mainThreadScheduler] scheduleRecursiveBlock:^(void (^reschedule)(void)) {
                static NSInteger n = 0;
                n++;
                NSLog(@"pass %ld", (long)n);
                if (n < 3) reschedule();
            }];
            NSLog(@"before");
            """)
        #expect(run.status == .runtimeError)
        #expect(run.output == ["before"])
        #expect(run.diagnostics == """
            snippet.m:2:5: error: static local variables are not supported by RACStep yet
                static NSInteger n = 0;
                ^~~~~~

            """)
    }

    @Test func theKeywordIsFoundAfterOtherSpecifiers() {
        let run = Snippet.run("const static int limit = 3;\nNSLog(@\"never\");\n")
        #expect(run.status == .runtimeError)
        #expect(run.output == [])
        #expect(run.diagnostics == """
            snippet.m:1:7: error: static local variables are not supported by RACStep yet
            const static int limit = 3;
                  ^~~~~~

            """)
    }
}
