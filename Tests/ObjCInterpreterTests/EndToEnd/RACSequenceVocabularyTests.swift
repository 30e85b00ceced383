import Testing
@testable import ObjCInterpreter

/// RACSequence's combining, folding and eager API run as snippets. Each expected line is
/// read off ReactiveObjC 1af6617 — RACSequence.m ("seq"), RACDynamicSequence.m ("dyn"),
/// RACEagerSequence.m ("eager"), RACArraySequence.m ("arr"), RACStream.m — as each comment says.
@Suite struct RACSequenceVocabularyTests {
    private func output(_ source: String) -> [String] {
        let run = Snippet.run(source)
        #expect(run.status == .success, "\(run.diagnostics)")
        return run.output.map(Snippet.maskingAddresses)
    }

    @Test func concatIsLazyAndReachesTheSecondOnlyAfterTheFirst() {
        // seq:141: -flatten of an array sequence of both, a -bind: (seq:104) that makes
        // nothing at once. -head binds `a` and asks its head (map 1); -array then walks
        // a's tail (map 2) before binding `b` (map 3).
        let lines = output("""
            RACSequence *a = [@[@1, @2].rac_sequence map:^id(NSNumber *x) { NSLog(@"a %@", x); return x; }];
            RACSequence *b = [@[@3].rac_sequence map:^id(NSNumber *x) { NSLog(@"b %@", x); return x; }];
            RACSequence *both = [a concat:b];
            NSLog(@"%@", both);
            NSLog(@"head %@", both.head);
            NSLog(@"%@", [both.array componentsJoinedByString:@","]);
            """)
        // dyn:194: a RACDynamicSequence; -bind: copies the receiver's name, @"" (RACStream.m:21).
        #expect(lines == ["<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = (unresolved) }",
                          "a 1", "head 1", "a 2", "b 3", "1,2,3"])
    }

    @Test func zipWithPairsHeadsUntilTheShorterEnds() {
        // seq:149: the head block packs both heads (a RACTwoTuple); the tail block gives nil
        // once a tail equals +empty — [@2]'s tail is +empty itself (arr:32), so two pairs.
        let lines = output("""
            RACSequence *zipped = [@[@"a", @"b", @"c"].rac_sequence zipWith:@[@1, @2].rac_sequence];
            NSLog(@"%@", zipped);
            for (RACTuple *pair in zipped.array) { NSLog(@"%@ %@ %@", pair.first, pair.second, [pair class]); }
            """)
        #expect(lines == ["<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = (unresolved) }",
                          "a 1 RACTwoTuple", "b 2 RACTwoTuple"])
    }

    @Test func zipOfThreeSequencesAndZipReduce() {
        // RACStream.m:231: +join:block: wraps the first in one-tuples, zips the others in,
        // then flattens each (((1), 10), 100) into one plain RACTuple (RACStream.m:228);
        // :237 reduces each with the block.
        let lines = output("""
            NSArray *three = @[@[@1, @2].rac_sequence, @[@10, @20].rac_sequence, @[@100, @200, @300].rac_sequence];
            RACTuple *first = [RACSequence zip:three].head;
            NSLog(@"%@ %@ %@ %@", first[0], first[1], first[2], [first class]);
            RACSequence *sums = [RACSequence zip:three reduce:^id(NSNumber *a, NSNumber *b, NSNumber *c) {
                return @(a.integerValue + b.integerValue + c.integerValue);
            }];
            NSLog(@"%@", [sums.array componentsJoinedByString:@" "]);
            """)
        #expect(lines == ["1 10 100 RACTuple", "111 222"])
    }

    @Test func foldRightEvaluatesRestOnlyWhenItsHeadIsRead() {
        // seq:216: reduce gets the head and `rest`, a sequence whose head block (seq:221)
        // folds the tail; a reduce that ignores rest maps only the first value. rest has no
        // tail block, so its description shows tail (null) at once (dyn:188).
        let lines = output("""
            RACSequence *s = [@[@1, @2, @3].rac_sequence map:^id(NSNumber *x) { NSLog(@"map %@", x); return x; }];
            id first = [s foldRightWithStart:@0 reduce:^id(NSNumber *head, RACSequence *rest) {
                NSLog(@"%@", rest);
                return head;
            }];
            NSLog(@"first %@", first);
            NSNumber *sum = [@[@1, @2, @3].rac_sequence foldRightWithStart:@0 reduce:^id(NSNumber *head, RACSequence *rest) {
                NSLog(@"reduce %@", head);
                return @(head.integerValue + [rest.head integerValue]);
            }];
            NSLog(@"sum %@", sum);
            """)
        // The sum: reduce 1 reads rest.head, which folds [2, 3] (reduce 2), which folds [3]
        // (reduce 3), whose tail is +empty (arr:32): -foldRight… on it returns the start, 0.
        #expect(lines == ["map 1", "<RACDynamicSequence: 0x…>{ name = , head = (unresolved), tail = (null) }", "first 1",
                          "reduce 1", "reduce 2", "reduce 3", "sum 6"])
    }

    @Test func anEagerFoldRightRunsFromTheRight() {
        // eager:60: each reduce gets rest.eagerSequence, which reads rest's head (seq:254,
        // -array) before reduce runs — so the innermost fold's reduce runs first.
        let lines = output("""
            id result = [@[@1, @2, @3].rac_sequence.eagerSequence foldRightWithStart:@0 reduce:^id(NSNumber *head, RACSequence *rest) {
                NSLog(@"reduce %@ rest %@", head, [rest class]);
                return head;
            }];
            NSLog(@"result %@", result);
            """)
        #expect(lines == ["reduce 3 rest RACEagerSequence", "reduce 2 rest RACEagerSequence",
                          "reduce 1 rest RACEagerSequence", "result 1"])
    }

    @Test func anyAllAndObjectPassingTestStopWhereTheirCodeStops() {
        // seq:232 -any: is -objectPassingTest: (seq:248), the head of -filter:: the predicate
        // runs up to the first pass. seq:238 -all: folds left from @YES with `&&`, which
        // skips the block once the accumulator is NO, but the fold walks every value.
        let lines = output("""
            RACSequence *s = @[@1, @2, @3, @4].rac_sequence;
            BOOL any = [s any:^BOOL(NSNumber *x) { NSLog(@"any %@", x); return x.integerValue > 1; }];
            BOOL all = [s all:^BOOL(NSNumber *x) { NSLog(@"all %@", x); return x.integerValue < 2; }];
            id even = [s objectPassingTest:^BOOL(NSNumber *x) { return x.integerValue % 2 == 0; }];
            NSLog(@"%d %d %@", any, all, even);
            """)
        #expect(lines == ["any 1", "any 2", "all 1", "all 2", "1 0 2"])
    }

    @Test func anInfiniteSequenceOfHeadAndTailBlocksWithTake() {
        // +sequenceWithHeadBlock:tailBlock: (seq:62, dyn:94) runs each block once, when first
        // asked. -take: (RACStream.m:173) binds: its dependency reads each head, then the
        // values' tail (seq:124) — even after *stop on the third, so "tail 3" — and the
        // stopped sequence's tail is nil (seq:132), which ends -array.
        let lines = output("""
            __block RACSequence *(^from)(NSInteger);
            from = ^RACSequence *(NSInteger n) {
                return [RACSequence sequenceWithHeadBlock:^id{ NSLog(@"head %ld", (long)n); return @(n); }
                                                tailBlock:^RACSequence *{ NSLog(@"tail %ld", (long)n); return from(n + 1); }];
            };
            RACSequence *naturals = from(1);
            NSLog(@"%@", [[naturals take:3].array componentsJoinedByString:@","]);
            NSLog(@"%@ %d", naturals.head, naturals.tail == naturals.tail);
            """)
        #expect(lines == ["head 1", "tail 1", "head 2", "tail 2", "head 3", "tail 3", "1,2,3", "1 1"])
    }

    @Test func eagerOperatorsRunAtOnceAndLazySequenceGoesBack() {
        // eager:21: -bind: walks the whole array when called, so -map: on an eager sequence
        // logs before "made"; eager:56 -lazySequence is a RACArraySequence; seq:258 a lazy
        // sequence's -lazySequence is itself.
        let lines = output("""
            RACSequence *lazy = [@[@1, @2].rac_sequence map:^id(NSNumber *x) { NSLog(@"lazy %@", x); return x; }];
            RACSequence *eager = [@[@1, @2].rac_sequence.eagerSequence map:^id(NSNumber *x) { NSLog(@"eager %@", x); return x; }];
            NSLog(@"made");
            NSLog(@"%@ %@", lazy.head, eager.head);
            NSLog(@"%@ %@ %d", [eager class], [eager.lazySequence class], lazy.lazySequence == lazy);
            NSLog(@"%@", eager);
            """)
        // arr:121: an eager sequence describes itself as an array sequence, its whole array.
        #expect(lines == ["eager 1", "eager 2", "made", "lazy 1", "1 1", "RACEagerSequence RACArraySequence 1",
                          "<RACEagerSequence: 0x…>{ name = , array = (\n    1,\n    2\n) }"])
    }

    @Test func eagerConcatReadsBothNow() {
        // eager:42: the receiver's array plus the argument's -array, at the send.
        let lines = output("""
            RACSequence *lazy = [@[@2, @3].rac_sequence map:^id(NSNumber *x) { NSLog(@"map %@", x); return x; }];
            RACSequence *both = [@[@1].rac_sequence.eagerSequence concat:lazy];
            NSLog(@"%@ %@", [both class], [both.array componentsJoinedByString:@","]);
            """)
        #expect(lines == ["map 2", "map 3", "RACEagerSequence 1,2,3"])
    }

    @Test func dictionaryKeyAndValueSequences() {
        // NSDictionary+RACSequenceAdditions.m:26, :30: allKeys / allValues as array sequences.
        let lines = output("""
            NSDictionary *d = @{@"a": @1};
            NSLog(@"%@ %@ %@ %@", d.rac_keySequence.head, d.rac_valueSequence.head, [d.rac_keySequence class], [d.rac_valueSequence class]);
            """)
        #expect(lines == ["a 1 RACArraySequence RACArraySequence"])
    }
}
