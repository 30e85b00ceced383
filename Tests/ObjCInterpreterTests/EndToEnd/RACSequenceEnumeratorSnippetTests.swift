import Testing
import ObjCInterpreter

/// `-[RACSequence objectEnumerator]` (RACSequence.m:176): an NSEnumerator whose `-nextObject`
/// (RACSequence.m:45) reads the head, then moves to the tail — one element per call, where
/// `for … in` over the sequence reads a batch of heads before its body runs.
@Suite struct RACSequenceEnumeratorSnippetTests {
    /// Two elements whose head and tail blocks log when RAC calls them. RACDynamicSequence
    /// calls each block once and keeps what it answered (RACDynamicSequence.m:132, :155).
    private static let loggingSequence = """
        RACSequence *s = [RACSequence sequenceWithHeadBlock:^{ NSLog(@"head 1"); return @1; } tailBlock:^RACSequence *{
            NSLog(@"tail 1");
            return [RACSequence sequenceWithHeadBlock:^{ NSLog(@"head 2"); return @2; } tailBlock:^RACSequence *{
                NSLog(@"tail 2");
                return nil;
            }];
        }];

        """

    @Test func nextObjectReadsOneHeadAndOneTailAtATime() {
        // Each -nextObject: `self.sequence.head`, then `self.sequence = self.sequence.tail`;
        // after the nil tail, the sequence is nil and so is every head after it.
        let run = Snippet.run(Self.loggingSequence + """
            NSEnumerator *e = [s objectEnumerator];
            NSLog(@"got %@", [e nextObject]);
            NSLog(@"got %@", [e nextObject]);
            NSLog(@"got %@", [e nextObject]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["head 1", "tail 1", "got 1", "head 2", "tail 2", "got 2", "got (null)"])
    }

    @Test func forInOverTheSequenceReadsAheadOfItsBody() {
        // The contrast: RACSequence's -countByEnumeratingWithState:objects:count:
        // (RACSequence.m:288) fills the loop's buffer of 16 before the body runs.
        let run = Snippet.run(Self.loggingSequence + """
            for (NSNumber *x in s) { NSLog(@"got %@", x); }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["head 1", "tail 1", "head 2", "tail 2", "got 1", "got 2"])
    }

    @Test func allObjectsAreTheObjectsNotYetEnumerated() {
        // NSEnumerator's -allObjects: "the array of unenumerated objects" (NSEnumerator.h).
        let run = Snippet.run("""
            NSEnumerator *e = [@[@1, @2, @3].rac_sequence objectEnumerator];
            NSLog(@"%@ %@", [e nextObject], NSStringFromClass([e class]));
            NSLog(@"%@", [e allObjects]);
            NSLog(@"%@", [e nextObject]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["1 RACSequenceEnumerator", "(\n    2,\n    3\n)", "(null)"])
    }

    @Test func forInOverTheEnumeratorGoesThroughNextObject() {
        let run = Snippet.run("""
            NSEnumerator *e = [[@[@1, @2, @3].rac_sequence map:^(NSNumber *x) { return @(x.integerValue * 10); }] objectEnumerator];
            [e nextObject];
            for (NSNumber *x in e) { NSLog(@"%@", x); }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["20", "30"])
    }
}
