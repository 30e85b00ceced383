import ArgumentParser
import Testing
@testable import RACStepCommands

/// `racstep run` on a whole program: the process's exit status is what `main` returned, as
/// a C program's is (C11 §5.1.2.2.3: returning from the first call to `main` is `exit` with
/// that value).
@Suite struct RunProgramExitStatusTests {
    @Test func mainsReturnValueIsTheExitStatus() throws {
        let program = try RunAndTraceCommandTests.file("""
            #import <ReactiveObjC/ReactiveObjC.h>
            int main(int argc, const char * argv[]) {
                @autoreleasepool { NSLog(@"hi"); }
                return 3;
            }
            """)
        #expect(try RunAndTraceCommandTests.exitCode(["run", program]) == 3)
        let zero = try RunAndTraceCommandTests.file("int main(void) { return 0; }\n")
        #expect(try RunAndTraceCommandTests.exitCode(["run", zero]) == 0)
    }
}
