import Testing
@testable import ObjCInterpreter

/// a signal's `-sequence`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct SignalSequenceTests {
    @Test func aSignalsSequenceReadsTheReplayedValues() {
        // ops:943 and RACSignalSequence.m: the signal is subscribed once into a replay
        // subject; -head is -firstOrDefault:self of it (nil at the end, NSNull for a nil
        // value), -tail a sequence of its -skip:1, -array its -toArray.
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"subscribed");
                [subscriber sendNext:@1];
                [subscriber sendNext:nil];
                [subscriber sendNext:@3];
                [subscriber sendCompleted];
                return nil;
            }];
            RACSequence *seq = s.sequence;
            NSLog(@"%@ %@ %@ %@", seq.head, seq.tail.head, seq.tail.tail.head, seq.tail.tail.tail.head);
            NSArray *all = seq.array;
            NSLog(@"%lu %@", (unsigned long)all.count, all[1]);
            """)
        #expect(output == ["subscribed", "1 <null> 3 (null)", "3 <null>"])
    }

    @Test func theHeadOfASequenceOfALaterSignalWaitsForever() {
        // A subject's values come from the main thread, which -head blocks.
        let run = Snippet.run("RACSubject *subject = [RACSubject subject];\nid x = [subject sequence].head;\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("waits forever here"))
    }
}
