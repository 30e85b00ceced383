import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Scalar locals kept in the argument stack (`FrameLocals`, `BlockCode.frameLocalCount`):
/// which qualify, and that one there behaves exactly as the variable a scope would declare.
@Suite struct FrameLocalsTests {
    /// The block literal initialising `b` in `source`.
    private func literal(_ source: String) throws -> BlockLiteral? {
        let unit = try Parser.parse(SourceFile(path: "t.m", text: source))
        guard case .declaration(let declaration) = unit.statements.first?.kind,
              case .block(let literal)? = declaration.declarators.first?.initializer?.kind else {
            Issue.record("no block literal in \(source)")
            return nil
        }
        return literal
    }

    private func frameLocals(_ source: String) throws -> [String] {
        try literal(source).map { FrameLocals($0).locals.map(\.name) } ?? []
    }

    private func code(_ source: String) throws -> BlockCode? {
        guard let literal = try literal(source) else { return nil }
        let evaluator = Evaluator(file: SourceFile(path: "t.m", text: source), recorder: nil, options: InterpreterOptions())
        return evaluator.compileBlock(literal)
    }

    @Test func scalarsDeclaredOnceAndUsedInTheirScopeQualify() throws {
        #expect(try frameLocals("id b = ^(id x) { for (int i = 0; i < 3; i++) { [x description]; } };") == ["i"])
        #expect(try frameLocals("id b = ^{ int n = 1; long m = n + 1; BOOL ok = m > n; double d = 0.5; };") == ["n", "m", "ok", "d"])
        // An `if` body without braces is a scope of its own in C.
        #expect(try frameLocals("id b = ^(id x) { if (x) { int k = 2; k++; } };") == ["k"])
    }

    @Test func localsThatCouldMeanAnotherVariableDoNot() throws {
        // Objects are released when their scope ends; `__block` ones are captured as boxes.
        #expect(try frameLocals("id b = ^(id x) { id y = x; };") == [])
        #expect(try frameLocals("id b = ^{ __block int k = 0; k++; };") == [])
        // Declared twice: each use would need its own slot.
        #expect(try frameLocals("id b = ^{ { int i = 0; i++; } { int i = 1; i++; } };") == [])
        // A use outside the declaration's scope, or before it, or in its own initializer,
        // means a variable from outside the block (a capture).
        #expect(try frameLocals("id b = ^{ { int i = 0; } i = 2; };") == [])
        #expect(try frameLocals("id b = ^{ n = 1; int n = 2; };") == [])
        #expect(try frameLocals("id b = ^{ int n = n + 1; };") == [])
        // A nested block would capture it from a scope; `&n` needs its storage.
        #expect(try frameLocals("id b = ^{ int n = 0; void (^g)(void) = ^{ NSLog(@\"%d\", n); }; g(); };") == [])
        #expect(try frameLocals("id b = ^{ int n = 0; int m = 1; int *p = &n; };") == ["m"])
    }

    @Test func aLocalKeptInAScopeLeavesTheParametersInTheFrame() throws {
        let addressed = try code("id b = ^id(id x) { int n = 3; int *p = &n; return x; };")
        #expect(addressed?.parametersInFrame == true)
        #expect(addressed?.frameLocalCount == 0)
        let loop = try code("id b = ^id(id x) { int n = 3; while (n > 0) { n--; } return x; };")
        #expect(loop?.parametersInFrame == true)
        #expect(loop?.frameLocalCount == 1)
        let counter = try code("id b = ^id(id x) { for (int i = 0; i < 3; i++) { x = [x description]; } return x; };")
        #expect(counter?.parametersInFrame == true)
        #expect(counter?.frameLocalCount == 1)
    }

    /// The same snippet twice: as written, and with the specialised nodes off (`GeneralNodes`),
    /// where the locals are declared in scopes. Values, C integer
    /// wrapping and the addresses of objects made after each declaration must agree: a
    /// local's box takes an object id, and the frame must use up the same ids.
    @Test func aLocalInTheFrameBehavesAsTheVariableAScopeWouldDeclare() {
        func snippet() -> String {
            """
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                for (int i = 0; i < 3; i++) {
                    int twice = i * 2;
                    [subscriber sendNext:@(twice)];
                    [subscriber sendNext:[RACSignal empty]];
                }
                int big = 2147483647;
                big++;
                [subscriber sendNext:@(big)];
                [subscriber sendCompleted];
                return nil;
            }];
            [source subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            """
        }
        let inFrame = Snippet.run(snippet())
        let inScopes = GeneralNodes.run(snippet())
        // `int` wraps at 32 bits, as clang compiles `big++`.
        #expect(inFrame.output.filter { !$0.contains("RACEmptySignal") } == ["0", "2", "4", "-2147483648"], "\(inFrame.diagnostics)")
        #expect(inFrame.output.filter { $0.contains("<RACEmptySignal: 0x") }.count == 3)
        #expect(inFrame.output == inScopes.output)
    }

    @Test func eachCallHasItsOwnLocals() {
        // The subject delivers synchronously, so the block runs inside itself; each call's
        // `depth` must survive the nested calls it makes.
        let run = Snippet.run("""
            NSMutableArray *results = [NSMutableArray array];
            RACSubject *subject = [RACSubject subject];
            [subject subscribeNext:^(NSNumber *x) {
                int depth = [x intValue];
                if (depth < 3) {
                    [subject sendNext:@(depth + 1)];
                }
                [results addObject:@(depth * 10)];
            }];
            [subject sendNext:@1];
            for (NSNumber *n in results) {
                NSLog(@"%@", n);
            }
            """)
        #expect(run.output == ["30", "20", "10"], "\(run.diagnostics)")
    }
}
