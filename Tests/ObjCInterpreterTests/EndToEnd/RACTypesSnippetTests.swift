import Testing
@testable import ObjCInterpreter

/// Snippets using ReactiveObjC's other types — RACSequence, RACBehaviorSubject,
/// RACGroupedSignal, RACTuple, -scheduleRecursiveBlock: — run end to end. Each expected
/// line is derived from the library's code path, cited at the test.
@Suite struct RACTypesSnippetTests {
    @Test func sequenceMapRunsWhenAHeadIsRead() {
        // -map: builds a RACDynamicSequence and calls nothing (RACSequence.m:104); -head
        // runs the binding block for the first value (RACDynamicSequence.m:132); -array
        // walks the rest, the first head already stored (RACSequence.m:167).
        let run = Snippet.run("""
            RACSequence *squares = [@[@1, @2, @3].rac_sequence map:^id(NSNumber *x) {
                NSLog(@"map %@", x);
                return @(x.integerValue * x.integerValue);
            }];
            NSLog(@"made");
            NSLog(@"head %@", squares.head);
            NSLog(@"%@", [squares.array componentsJoinedByString:@","]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["made", "map 1", "head 1", "map 2", "map 3", "1,4,9"])
    }

    @Test func sequenceSignalDeliversAfterTheSnippet() {
        // -signal schedules on [RACScheduler scheduler] (RACSequence.m:183), a background
        // queue: its values come after the snippet's last line, one per recursive round.
        let run = Snippet.run("""
            RACSequence *odd = [@[@1, @2, @3].rac_sequence filter:^BOOL(NSNumber *x) { return x.integerValue % 2 == 1; }];
            [odd.signal subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["end", "next 1", "next 3", "completed"])
    }

    @Test func dictionarySequenceGivesKeyValueTuples() {
        // NSDictionary+RACSequenceAdditions.m:20: RACTuplePack(key, value), a RACTwoTuple.
        let run = Snippet.run("""
            RACTupleUnpack(NSString *key, NSNumber *value) = @{@"a": @1}.rac_sequence.head;
            NSLog(@"%@ = %@", key, value);
            NSLog(@"%@", [@{@"a": @1}.rac_sequence.head class]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["a = 1", "RACTwoTuple"])
    }

    @Test func behaviorSubjectSendsItsCurrentValueOnSubscription() {
        // RACBehaviorSubject.m:32: a new subscriber gets currentValue at once; -sendNext:
        // updates it first (:51), so the second subscriber starts at 1.
        let run = Snippet.run("""
            RACBehaviorSubject *subject = [RACBehaviorSubject behaviorSubjectWithDefaultValue:@0];
            [subject subscribeNext:^(id x) { NSLog(@"A %@", x); }];
            [subject sendNext:@1];
            [subject subscribeNext:^(id x) { NSLog(@"B %@", x); }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["A 0", "A 1", "B 1"])
    }

    @Test func groupBySendsAGroupBeforeItsFirstValue() {
        // RACSignal+Operations.m:1098 sends a new key's RACGroupedSignal, whose subscriber
        // subscribes to it at once, before the value goes to the group (:1102).
        let run = Snippet.run("""
            RACSubject *numbers = [RACSubject subject];
            [[numbers groupBy:^id(NSNumber *x) { return @(x.integerValue % 2); }
                    transform:^id(NSNumber *x) { return @(x.integerValue * 10); }] subscribeNext:^(RACGroupedSignal *group) {
                NSLog(@"group %@", group.key);
                [group subscribeNext:^(id x) { NSLog(@"%@: %@", group.key, x); }];
            }];
            [numbers sendNext:@1];
            [numbers sendNext:@2];
            [numbers sendNext:@3];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["group 1", "1: 10", "group 0", "0: 20", "1: 30"])
    }

    @Test func tuplesFromArraysKeepNSNullUnlessConverted() {
        // +tupleWithObjectsFromArray: keeps NSNull (RACTuple.m:117); with convertNullsToNils:
        // it becomes RACTupleNil, read back as nil (:122, :159).
        let run = Snippet.run("""
            NSLog(@"%@", [RACTuple tupleWithObjectsFromArray:@[@1, [NSNull null]]].second);
            NSLog(@"%@", [RACTuple tupleWithObjectsFromArray:@[@1, [NSNull null]] convertNullsToNils:YES].second);
            [[RACSignal combineLatest:@[[RACSignal return:@1], [RACSignal return:@2], [RACSignal return:@3]]] subscribeNext:^(RACTuple *t) {
                NSLog(@"%@", t.class);
            }];
            NSLog(@"%@", RACTuplePack(@1, @2, @3).class);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // +combineLatest: unwraps through +[RACTuple tupleWithObjectsFromArray:] (RACStream.m:228),
        // RACTuplePack of three picks RACThreeTuple (RACTuple.h:208).
        #expect(run.output == ["<null>", "(null)", "RACTuple", "RACThreeTuple"])
    }

    @Test func scheduleRecursiveBlockReschedulesAfterEachRound() {
        // -scheduleRecursiveBlock: (RACScheduler.m:123) queues the block; each reschedule()
        // during a round queues the next round once the block returns (:157).
        let run = Snippet.run("""
            __block int count = 0;
            [[RACScheduler mainThreadScheduler] scheduleRecursiveBlock:^(void (^reschedule)(void)) {
                count++;
                NSLog(@"round %d", count);
                if (count < 3) reschedule();
            }];
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["end", "round 1", "round 2", "round 3"])
    }
}

/// What `%@` prints for the library's objects, each from the class's `-description` (or
/// NSObject's `<Class: address>` where the class has none). Addresses are RACStep's.
@Suite struct RACDescriptionSnippetTests {
    @Test func descriptionsFollowEachClass() {
        let output = Snippet.output("""
            NSLog(@"%@", [RACDisposable disposableWithBlock:^{}]);
            NSLog(@"%@", [RACScheduler mainThreadScheduler]);
            NSLog(@"%@", [RACScheduler schedulerWithPriority:RACSchedulerPriorityHigh name:nil]);
            NSLog(@"%@", [RACEvent eventWithError:[NSError errorWithDomain:@"d" code:1 userInfo:nil]]);
            NSLog(@"%@", @[@1].rac_sequence);
            NSLog(@"%@", [RACBehaviorSubject behaviorSubjectWithDefaultValue:@1]);
            """).map { $0.replacingOccurrences(of: #"0x[0-9a-f]+"#, with: "0x…", options: .regularExpression) }
        #expect(output == [
            // RACDisposable has no -description: NSObject's.
            "<RACDisposable: 0x…>",
            // RACScheduler.m:29, with the name given at RACScheduler.m:62.
            "<RACTargetQueueScheduler: 0x…> org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler",
            // A nil name is made from the global queue's label (RACTargetQueueScheduler.m:20).
            "<RACTargetQueueScheduler: 0x…> org.reactivecocoa.ReactiveObjC.RACTargetQueueScheduler(com.apple.root.user-initiated-qos)",
            // RACEvent.m:76: the error's own description.
            "<RACEvent: 0x…>{ error = Error Domain=d Code=1 \"(null)\" }",
            // RACArraySequence.m:121: the name (-[RACStream init]'s @"", RACStream.m:21) and
            // the backing array.
            "<RACArraySequence: 0x…>{ name = , array = (\n    1\n) }",
            // RACSignal.m:77: a subject is a signal, with no name.
            "<RACBehaviorSubject: 0x…> name: ",
        ])
    }
}

/// RACTuplePack and RACTupleUnpack past the five fixed-size classes.
@Suite struct RACTupleSnippetTests {
    @Test func packAndUnpackAnyArity() {
        // RACTuplePack_class_name (RACTuple.h:208) names a plain RACTuple from six arguments
        // on; RACTupleUnpack assigns each variable tuple[index] (RACTuple.m:432), nil past the end.
        let output = Snippet.output("""
            RACTuple *six = RACTuplePack(@1, @2, nil, @4, @5, @6);
            RACTupleUnpack(NSNumber *a, NSNumber *b, NSNumber *c, NSNumber *d, NSNumber *e, NSNumber *f, NSNumber *g) = six;
            NSLog(@"%@ %@ %@ %@ %@ %@ %@ %@", six.class, a, b, c, d, e, f, g);
            NSLog(@"%@ %@ %lu", six[5], six.last, (unsigned long)six.count);
            """)
        #expect(output == ["RACTuple 1 2 (null) 4 5 6 (null)", "6 6 6"])
    }
}
