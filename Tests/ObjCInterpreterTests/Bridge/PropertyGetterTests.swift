import Testing
@testable import ObjCInterpreter

/// Dot syntax on the properties ReactiveObjC declares with `getter=`: clang sends the getter
/// (`-isFinished`, `-isDisposed`) and synthesises no method named after the property.
@Suite struct PropertyGetterTests {
    @Test func eventFinishedCallsIsFinished() {
        // RACEvent.h:43 `@property (getter = isFinished) BOOL finished`; RACEvent.m's
        // -isFinished is YES for completed and error events, NO for next (RACEvent.m:26-28).
        let output = Snippet.output("""
            RACEvent *next = [RACEvent eventWithValue:@1];
            RACEvent *done = [RACEvent completedEvent];
            RACEvent *failed = [RACEvent eventWithError:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
            NSLog(@"%d %d %d", next.finished, done.finished, failed.finished);
            """)
        #expect(output == ["0 1 1"])
    }

    @Test func disposableDisposedCallsIsDisposed() {
        // RACDisposable.h:25 `@property (getter = isDisposed) BOOL disposed`, on every
        // subclass: a compound and a serial disposable answer it too.
        let output = Snippet.output("""
            RACDisposable *plain = [RACDisposable disposableWithBlock:^{}];
            RACCompoundDisposable *compound = [RACCompoundDisposable compoundDisposable];
            RACSerialDisposable *serial = [[RACSerialDisposable alloc] init];
            [plain dispose];
            [serial dispose];
            NSLog(@"%d %d %d", plain.disposed, compound.disposed, serial.disposed);
            """)
        #expect(output == ["1 0 1"])
    }

    @Test func aNilReceiverAnswersTheGettersZero() {
        // clang picks -isFinished from the static type; a message to nil returns NO.
        let output = Snippet.output("""
            RACEvent *none = nil;
            NSLog(@"%d", none.finished);
            """)
        #expect(output == ["0"])
    }

    @Test func thePropertyNameIsNotAMethod() {
        // The getter replaces the default one: `[event finished]` is an unrecognized
        // selector in a real build (RACEvent declares no -finished).
        let run = Snippet.run("""
            RACEvent *done = [RACEvent completedEvent];
            NSLog(@"%d", [done finished]);
            """)
        #expect(run.diagnostics.hasPrefix("snippet.m:2:20: error: unrecognized selector 'finished' sent to an instance of RACEvent; did you mean 'isFinished'?\n"))
    }
}
