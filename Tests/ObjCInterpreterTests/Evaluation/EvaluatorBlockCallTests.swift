import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Block calls whose parameters live in the evaluator's argument stack rather than in a scope
/// (`BlockCode.parametersInFrame`): which bodies qualify, and that a parameter there behaves
/// exactly as the variable a scope would declare.
@Suite struct EvaluatorBlockCallTests {
    /// `BlockCode.parametersInFrame` for the block literal initialising `b` in `source`.
    private func parametersInFrame(_ source: String) throws -> Bool {
        let file = SourceFile(path: "t.m", text: source)
        let unit = try Parser.parse(file)
        guard case .declaration(let declaration) = unit.statements.first?.kind,
              case .block(let literal)? = declaration.declarators.first?.initializer?.kind else {
            Issue.record("no block literal in \(source)")
            return false
        }
        let evaluator = Evaluator(file: file, recorder: nil, options: InterpreterOptions())
        return evaluator.compileBlock(literal).parametersInFrame
    }

    @Test func bodiesThatReachParametersOnlyByPositionKeepThemInTheFrame() throws {
        #expect(try parametersInFrame("id b = ^id(NSNumber *x) { return @([x integerValue] + 1); };"))
        #expect(try parametersInFrame("id b = ^BOOL(NSNumber *x) { return [x integerValue] % 2 == 0; };"))
        #expect(try parametersInFrame("id b = ^id(NSNumber *x) { x = @2; return x; };"))
        // A local of the body's own is found by name; the parameter still by position.
        #expect(try parametersInFrame("id b = ^(id x) { id y = x; NSLog(@\"%@\", y); };"))
        // Every node reads a parameter by position: a function's arguments, a loop's condition.
        #expect(try parametersInFrame("id b = ^(id x) { NSLog(@\"%@\", x); };"))
        #expect(try parametersInFrame("id b = ^(int n) { while (n > 0) { n--; } };"))
    }

    @Test func bodiesThatCouldLookAParameterUpByNameDeclareIt() throws {
        // A nested block captures `x` by looking it up.
        #expect(try !parametersInFrame("""
            id b = ^RACSignal *(id x) {
                return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendNext:x]; return nil; }];
            };
            """))
        // `&x` needs the variable's storage.
        #expect(try !parametersInFrame("id b = ^(id x, BOOL *stop) { BOOL *p = &x; };"))
        // Redeclared or repeated names are found by name.
        #expect(try !parametersInFrame("id b = ^(id x) { { id x = @1; NSLog(@\"%@\", x); } };"))
        #expect(try !parametersInFrame("id b = ^(id x, id x) { NSLog(@\"%@\", x); };"))
        // Taking a local's address keeps that local in a scope, not the parameters.
        #expect(try parametersInFrame("id b = ^id(id x) { int n = 3; int *p = &n; return x; };"))
    }

    @Test func aParameterInTheFrameIsAVariableOfItsCall() {
        // The subject delivers synchronously, so the block runs inside itself: each call
        // has its own `x`, assigned after the inner call returns, as with a local variable.
        let run = Snippet.run("""
            RACSubject *subject = [RACSubject subject];
            [subject subscribeNext:^(NSNumber *x) {
                NSLog(@"in %@", x);
                if ([x integerValue] < 3) {
                    [subject sendNext:@([x integerValue] + 1)];
                }
                x = @([x integerValue] * 100);
                NSLog(@"out %@", x);
            }];
            [subject sendNext:@1];
            """)
        #expect(run.output == ["in 1", "in 2", "in 3", "out 300", "out 200", "out 100"], "\(run.diagnostics)")
    }

    @Test func parametersInTheFrameUseUpTheObjectIDsTheirVariablesWould() {
        // The same snippet twice: as written, and with the specialised nodes off
        // (`GeneralNodes`), where the parameters are declared in the call's scope. Each
        // declared variable's box takes an object id, so the addresses printed after the
        // calls agree only if the frame uses up the same ids.
        func snippet() -> String {
            """
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendNext:@2];
                [subscriber sendCompleted];
                return nil;
            }];
            [[source map:^id(NSNumber *x) {
                return @([x integerValue] + 1);
            }] subscribeNext:^(NSNumber *x) {
                NSLog(@"%@ %@", x, [RACSignal empty]);
            }];
            NSLog(@"%@", [RACSignal empty]);
            """
        }
        let inFrame = Snippet.run(snippet()).output
        let inScope = GeneralNodes.run(snippet()).output
        #expect(inFrame.count == 3)
        #expect(inFrame.allSatisfy { $0.contains("<RACEmptySignal: 0x") })
        #expect(inFrame == inScope)
    }

    /// The engine's argument is lent to the block's frame (`ArgumentStack.pushLent`): a
    /// parameter assigned in the body holds its new value, and the caller's stays the
    /// caller's — not released by the assignment, nor by the end of the call. Traced (full
    /// path) and untraced (`-bind:`'s shortcut), as C's by-value parameters behave.
    @Test func anAssignedParameterLeavesTheCallersArgumentAlone() {
        let source = """
            RACSubject *subject = [RACSubject subject];
            [[[subject map:^id(NSNumber *x) {
                x = @([x integerValue] * 10);
                return x;
            }] filter:^BOOL(NSNumber *x) {
                BOOL keep = [x integerValue] > 10;
                x = nil;
                return keep;
            }] subscribeNext:^(NSNumber *x) {
                NSLog(@"got %@", x);
            }];
            NSNumber *kept = @7;
            [subject sendNext:@1];
            [subject sendNext:kept];
            [subject sendNext:kept];
            NSLog(@"kept %@", kept);
            """
        for recordsTrace in [true, false] {
            let run = Snippet.run(source) { $0.recordsTrace = recordsTrace }
            #expect(run.output == ["got 70", "got 70", "kept 7"], "traced \(recordsTrace): \(run.diagnostics)")
        }
    }
}
