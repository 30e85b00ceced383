import Testing
@testable import ObjCInterpreter

/// `-isEqual:` and `-hash` as Foundation and ReactiveObjC define them for the value classes
/// snippets compare: equal objects must hash alike (NSObject protocol reference, `-hash`),
/// and `-distinctUntilChanged` / `-ignore:` compare with `-isEqual:` (RACStream.m).
@Suite struct NSObjectMethodsTests {
    @Test func dictionariesAreEqualByContentsAndHashByCount() {
        // -[NSDictionary isEqual:] is -isEqualToDictionary: for a dictionary: the same count and
        // each key's value equal, in any order. CFDictionary's hash is its count
        // (CFBasicHash.c, __CFBasicHashHash), CFArray's too (CFArray.c, __CFArrayHash).
        let output = Snippet.output("""
            NSDictionary *a = @{@"k": @1, @"j": @[@2]};
            NSDictionary *b = @{@"j": @[@2], @"k": @1};
            NSLog(@"%d %d %d %d", [a isEqual:b], [a isEqual:@{@"k": @1}], [a isEqual:@{@"k": @1, @"j": @[@3]}], [a hash] == [b hash]);
            NSLog(@"%lu %lu", (unsigned long)[a hash], (unsigned long)[@[@1, @2, @3] hash]);
            """)
        #expect(output == ["1 0 0 1", "2 3"])
    }

    @Test func distinctUntilChangedDropsAnEqualDictionary() {
        // -distinctUntilChanged passes a value unless it is `==` or -isEqual: to the last one
        // (RACStream.m), so the second, equal dictionary is dropped.
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            [[subject distinctUntilChanged] subscribeNext:^(NSDictionary *x) {
                NSLog(@"%@", [x objectForKey:@"k"]);
            }];
            [subject sendNext:@{@"k": @1}];
            [subject sendNext:@{@"k": @1}];
            [subject sendNext:@{@"k": @2}];
            """)
        #expect(output == ["1", "2"])
    }

    @Test func tuplesCompareTheirBackingArrays() {
        // RACTuple.m:71 and :245: any RACTuple with an equal backing array is equal, whatever
        // its subclass; -hash (RACTuple.m:78) is the backing array's, its count.
        let output = Snippet.output("""
            RACTuple *packed = RACTuplePack(@1, @"a");
            RACTuple *plain = [RACTuple tupleWithObjects:@1, @"a", nil];
            NSLog(@"%d %d %d", [packed isEqual:plain], [packed isEqual:RACTuplePack(@1, @"b")], [packed isEqual:@[@1, @"a"]]);
            NSLog(@"%lu %lu", (unsigned long)[packed hash], (unsigned long)[plain hash]);
            """)
        #expect(output == ["1 0 0", "2 2"])
    }

    @Test func eventsCompareTypeAndObjectAndHashBoth() {
        // RACEvent.m:103: equal when the types match and the objects are identical or equal;
        // RACEvent.m:99: -hash is `self.eventType ^ [self.object hash]`, with RACEventType
        // Completed = 0, Error = 1, Next = 2 (RACEvent.h) and [nil hash] = 0.
        let output = Snippet.output("""
            RACEvent *one = [RACEvent eventWithValue:@1];
            NSLog(@"%d %d %d", [one isEqual:[RACEvent eventWithValue:@1]], [one isEqual:[RACEvent eventWithError:nil]],
                  [[RACEvent eventWithValue:nil] isEqual:[RACEvent eventWithValue:nil]]);
            NSLog(@"%d", [one hash] == (2 ^ [@1 hash]));
            NSLog(@"%lu %lu %lu", (unsigned long)[[RACEvent completedEvent] hash], (unsigned long)[[RACEvent eventWithError:nil] hash],
                  (unsigned long)[[RACEvent eventWithValue:nil] hash]);
            """)
        #expect(output == ["1 0 1", "1", "0 1 2"])
    }

    @Test func numbersCompareByValueAcrossTypes() {
        // -[NSNumber isEqual:] compares values (-compare:), so @1 equals @1.0 and they hash alike.
        let output = Snippet.output("""
            NSLog(@"%d %d %d", [@1 isEqual:@1.0], [@1 isEqual:@2], [@1 hash] == [@1.0 hash]);
            """)
        #expect(output == ["1 0 1"])
    }
}
