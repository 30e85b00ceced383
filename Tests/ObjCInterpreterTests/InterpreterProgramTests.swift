import Testing
import ObjCInterpreter

/// A file that is a whole program (`int main(…)` and file-level declarations only) runs as a
/// process runs it: its `main`, whose `int` result is the exit status (C11 §5.1.2.2.3).
@Suite struct InterpreterProgramTests {
    @Test func aProgramRunsItsMain() {
        // Xcode's "Command Line Tool" template, with a line of our own: main is the entry,
        // argc counts the program's name (C11 §5.1.2.2.1), and the return value is the status.
        let run = Snippet.run("""
            #import <Foundation/Foundation.h>
            #import <ReactiveObjC/ReactiveObjC.h>

            int main(int argc, const char * argv[]) {
                @autoreleasepool {
                    [[RACSignal return:@"hi"] subscribeNext:^(id x) { NSLog(@"%@ %d", x, argc); }];
                }
                return 4;
            }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["hi 1"])
        #expect(run.exitStatus == 4)
    }

    @Test func mainSeesFileLevelDeclarationsAndCallsOtherFunctions() {
        // C's file scope: `counter` is visible in every function defined after it.
        let run = Snippet.run("""
            static int counter = 10;
            static void bump(void) { counter++; }
            int main(void) {
                bump();
                bump();
                NSLog(@"%d", counter);
                return 0;
            }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["12"])
        #expect(run.exitStatus == 0)
    }

    @Test func topLevelStatementsMakeTheFileASnippetAndEntryChoosesAFunction() {
        // With a statement at the top level the file is a snippet, as before: main is not run.
        let snippet = Snippet.run("int main(void) { NSLog(@\"main\"); return 1; }\nNSLog(@\"top\");\n")
        #expect(snippet.output == ["top"])
        #expect(snippet.exitStatus == 0)
        // --entry names a function to run instead.
        let entry = Snippet.run("void demo(void) { NSLog(@\"demo\"); }\nint main(void) { NSLog(@\"main\"); return 0; }\n") {
            $0.entry = "demo"
        }
        #expect(entry.output == ["demo"])
        let withParameters = Snippet.run("void demo(int x) { }\n") { $0.entry = "demo" }
        #expect(withParameters.status == .runtimeError)
        #expect(withParameters.diagnostics.contains("error: the entry method 'demo' takes parameters"), "\(withParameters.diagnostics)")
    }

    @Test func aFileWithAMethodRunsTheMethodAsBefore() {
        // An app as pasted: a view controller's -viewDidLoad and a main that hands over to
        // UIApplicationMain. The method runs, as a file's one method always has; --entry main
        // reaches UIApplicationMain, which is refused, named.
        let app = """
            @implementation ViewController
            - (void)viewDidLoad {
                NSLog(@"viewDidLoad");
            }
            @end

            int main(int argc, char * argv[]) {
                return UIApplicationMain(argc, argv, nil, @"AppDelegate");
            }
            """
        #expect(Snippet.run(app).output == ["viewDidLoad"])
        let main = Snippet.run(app) { $0.entry = "main" }
        #expect(main.diagnostics.hasPrefix("snippet.m:8:12: error: 'UIApplicationMain' is not supported by RACStep yet\n"), "\(main.diagnostics)")
    }

    @Test func exitIsNotSupportedYet() {
        // A run ends when main returns; C's exit() is refused, named, rather than ignored.
        let run = Snippet.run("int main(void) {\n    exit(2);\n}\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:2:5: error: 'exit' is not supported by RACStep yet\n"), "\(run.diagnostics)")
    }
}
