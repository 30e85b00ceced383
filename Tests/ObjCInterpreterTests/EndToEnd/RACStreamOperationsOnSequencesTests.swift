import Testing
@testable import ObjCInterpreter

/// RACStream's operations sent to sequences: RACStream.m writes them once, on `-bind:`,
/// `+return:`, `+empty` and `-concat:`, so a sequence has the signal's vocabulary, evaluated
/// as lazily as RACSequence.m's `-bind:` (L93-L139) reads its values. Each expected line is
/// read off ReactiveObjC 1af6617 as its comment says.
@Suite struct RACStreamOperationsOnSequencesTests {
    private func output(_ source: String) -> [String] {
        let run = Snippet.run(source)
        #expect(run.status == .success, "\(run.diagnostics)")
        return run.output
    }

    @Test func distinctUntilChangedDropsARepeatOfTheLastValueOnly() {
        // RACStream.m:345-352: +empty for a value equal to the last one, else +return:, so the
        // second 1 after a 3 passes.
        let lines = output("""
            RACSequence *s = [@[@1, @1, @2, @3, @3, @1].rac_sequence distinctUntilChanged];
            NSLog(@"%@", [s.array componentsJoinedByString:@","]);
            """)
        #expect(lines == ["1,2,3,1"])
    }

    @Test func takeWhileBlockEndsAtTheFirstValueThatFails() {
        // RACStream.m:300 is -takeUntilBlock: of the negation, whose binding block returns
        // nil at 3 (L294); RACSequence.m:117-121 stops the bound sequence at a nil.
        let lines = output("""
            RACSequence *s = [@[@1, @2, @3, @1].rac_sequence takeWhileBlock:^BOOL(NSNumber *x) { return x.integerValue < 3; }];
            NSLog(@"%@", [s.array componentsJoinedByString:@","]);
            RACSequence *t = [@[@1, @2, @3, @1].rac_sequence skipWhileBlock:^BOOL(NSNumber *x) { return x.integerValue < 3; }];
            NSLog(@"%@", [t.array componentsJoinedByString:@","]);
            """)
        // skipWhileBlock: (L330) keeps everything from the first value that fails, the last 1 too.
        #expect(lines == ["1,2", "3,1"])
    }

    @Test func scanCombinePreviousIgnoreAndMapReplace() {
        // L270-L283: running sums; L108: each value with the previous (start 0) reduced;
        // L136: -filter: of values not equal to @1; L102: -map: to a constant.
        let lines = output("""
            NSArray *xs = @[@1, @2, @3];
            NSLog(@"%@", [[xs.rac_sequence scanWithStart:@0 reduce:^id(NSNumber *sum, NSNumber *x) { return @(sum.integerValue + x.integerValue); }].array componentsJoinedByString:@","]);
            NSLog(@"%@", [[xs.rac_sequence combinePreviousWithStart:@0 reduce:^id(NSNumber *previous, NSNumber *x) { return @(previous.integerValue + x.integerValue); }].array componentsJoinedByString:@","]);
            NSLog(@"%@", [[@[@1, @2, @1, @3].rac_sequence ignore:@1].array componentsJoinedByString:@","]);
            NSLog(@"%@", [[xs.rac_sequence mapReplace:@"x"].array componentsJoinedByString:@","]);
            """)
        #expect(lines == ["1,3,6", "1,3,5", "2,3", "x,x,x"])
    }

    @Test func startWithAndClassConcatReadInForIn() {
        // L152: [[self.class return:0] concat:self]; RACStream.m:250: +empty concatenated
        // with each in turn. Both are read with for … in (RACSequence.m:288).
        let lines = output("""
            for (NSNumber *x in [@[@1, @2].rac_sequence startWith:@0]) { NSLog(@"x=%@", x); }
            RACSequence *c = [RACSequence concat:@[@[@1].rac_sequence, @[@2, @3].rac_sequence]];
            for (NSNumber *x in c) { NSLog(@"c=%@", x); }
            """)
        #expect(lines == ["x=0", "x=1", "x=2", "c=1", "c=2", "c=3"])
    }

    @Test func forInReadsABatchOfHeadsBeforeTheBodyRuns() {
        // RACSequence.m:288-334: each -countByEnumeratingWithState:objects:count: call fills
        // the loop's buffer (16 objects, clang's stack buffer) with heads before the body
        // runs for any of them; a `break` in the body leaves the rest of the sequence unread.
        var source = "NSMutableArray *xs = [NSMutableArray array];\nfor (int i = 1; i <= 20; i++) { [xs addObject:@(i)]; }\n"
        source += """
            RACSequence *m = [xs.rac_sequence map:^id(NSNumber *x) { NSLog(@"map %@", x); return x; }];
            for (NSNumber *x in m) { NSLog(@"body %@", x); if (x.integerValue == 2) break; }
            NSLog(@"after");
            """
        let lines = output(source)
        #expect(lines == (1...16).map { "map \($0)" } + ["body 1", "body 2", "after"])
    }

    @Test func reduceEachOnASequenceOfTuples() {
        // L142-L150: -map: calling the reduce block with each tuple's elements.
        let lines = output("""
            RACSequence *pairs = [@[@"a", @"b"].rac_sequence zipWith:@[@1, @2].rac_sequence];
            RACSequence *joined = [pairs reduceEach:^id(NSString *s, NSNumber *n) { return [NSString stringWithFormat:@"%@%@", s, n]; }];
            NSLog(@"%@", [joined.array componentsJoinedByString:@","]);
            """)
        #expect(lines == ["a1,b2"])
    }

    @Test func aFailureInsideAnEagerSequencesOperatorStopsAtTheSend() {
        // RACEagerSequence.m:21: -bind: runs the binding block on every value at the send, so
        // -takeWhileBlock:'s predicate runs there; a bad message inside it stops the run at
        // that line, not at a later read.
        let run = Snippet.run("""
            RACSequence *e = @[@1, @2].rac_sequence.eagerSequence;
            RACSequence *t = [e takeWhileBlock:^BOOL(NSNumber *x) { return [x length] > 0; }];
            NSLog(@"not reached");
            """)
        #expect(run.status == .runtimeError)
        #expect(run.output.isEmpty)
    }
}

/// `-[NSString rac_sequence]` and the eager sequence's own `+return:`.
@Suite struct RACStringAndEagerSequenceTests {
    @Test func aStringsSequenceReadsUTF16UnitsButItsArrayComposedCharacters() {
        // RACStringSequence.m:38 heads are `substringWithRange:` of length 1 (a UTF-16 unit)
        // and :48's -array enumerates composed character sequences: "a😀" is three units (😀
        // is a surrogate pair) but two characters. :61 describes the string from the offset.
        let run = Snippet.run("""
            RACSequence *s = @"abc".rac_sequence;
            NSLog(@"%@", s);
            NSLog(@"%@ %@ %@", s.head, s.tail.head, s.tail);
            NSLog(@"%@", [[s map:^id(NSString *c) { return [c uppercaseString]; }].array componentsJoinedByString:@"-"]);
            int heads = 0;
            for (NSString *unit in @"a😀".rac_sequence) { heads++; }
            NSLog(@"%d heads, %lu in -array", heads, (unsigned long)@"a😀".rac_sequence.array.count);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output.map(Snippet.maskingAddresses) == [
            "<RACStringSequence: 0x…>{ name = , string = abc }",
            "a b <RACStringSequence: 0x…>{ name = , string = bc }",
            "A-B-C",
            "3 heads, 2 in -array",
        ])
    }

    @Test func anEagerSequencesMapReturningNilRaisesAsItsReturnDoes() {
        // RACEagerSequence.m:17: `+return:` is `[self sequenceWithArray:@[ value ] offset:0]`,
        // and -map: sends it to the receiver's class (RACStream.m:94, :97): `@[ nil ]` raises
        // NSInvalidArgumentException, at the -map: send, since the eager -bind: runs there.
        let run = Snippet.run("""
            RACSequence *e = [@[@1, @2].rac_sequence.eagerSequence map:^id(NSNumber *x) { return nil; }];
            NSLog(@"not reached %@", e);
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("attempt to insert nil object from objects[0]"), "\(run.diagnostics)")
        #expect(run.output.isEmpty)
    }
}
