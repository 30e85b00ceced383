import Testing
import ObjCInterpreter

/// NSSet, NSOrderedSet and NSIndexSet as a snippet uses them, and their `rac_sequence`.
@Suite struct SetMethodsTests {
    @Test func aSetKeepsDistinctObjectsAndPrintsAsFoundationDoes() {
        // Equal objects are one member (NSSet.h: "distinct objects"); `-member:` answers the
        // set's own. The layout `{(`, one element a line indented four spaces, `,` between,
        // `)}` is Apple's -[NSOrderedSet descriptionWithLocale:indent:] (CoreFoundation, as
        // decompiled), whose NSSet counterpart prints alike; the order is RACStep's (insertion,
        // README "What a snippet can use"); strings are quoted as in an array's description.
        let run = Snippet.run("""
            NSSet *s = [NSSet setWithObjects:@1, @"b c", @1, nil];
            NSLog(@"%lu %d %d", (unsigned long)s.count, [s containsObject:@1], [s containsObject:@2]);
            NSLog(@"%@", s);
            NSLog(@"%@ %@", [s member:@1], [s member:@3]);
            NSLog(@"%@", [NSSet set]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["2 1 0", "{(\n    1,\n    \"b c\"\n)}", "1 (null)", "{(\n)}"])
    }

    @Test func setEqualityIgnoresOrderAndOrderedSetEqualityDoesNot() {
        // -isEqualToSet: compares members (NSSet.h); -isEqualToOrderedSet: compares objects
        // index by index (NSOrderedSet.h); equal sets hash alike (NSObject's contract).
        let run = Snippet.run("""
            NSSet *a = [NSSet setWithObjects:@1, @2, nil];
            NSSet *b = [NSSet setWithArray:@[@2, @1, @2]];
            NSLog(@"%d %d", [a isEqual:b], a.hash == b.hash);
            NSOrderedSet *o = [NSOrderedSet orderedSetWithObjects:@1, @2, nil];
            NSOrderedSet *p = [NSOrderedSet orderedSetWithArray:@[@2, @1]];
            NSLog(@"%d %d", [o isEqual:p], [o isEqual:[NSOrderedSet orderedSetWithArray:@[@1, @2]]]);
            NSLog(@"%d", [a isEqual:o]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["1 1", "0 1", "0"])
    }

    @Test func mutableSetsAddAndRemove() {
        let run = Snippet.run("""
            NSMutableSet *s = [NSMutableSet set];
            [s addObject:@"x"];
            [s addObject:@"y"];
            [s addObject:@"x"];
            [s removeObject:@"y"];
            NSLog(@"%lu %@ %@", (unsigned long)s.count, [s anyObject], NSStringFromClass([s class]));
            NSMutableOrderedSet *o = [NSMutableOrderedSet orderedSet];
            [o addObject:@3];
            [o addObject:@4];
            [o addObject:@3];
            NSLog(@"%@ %@ %@ %lu", [o objectAtIndex:1], o.firstObject, o.lastObject, (unsigned long)[o indexOfObject:@4]);
            NSLog(@"%@", o.array);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["1 x __NSSetM", "4 3 4 1", "(\n    3,\n    4\n)"])
    }

    @Test func anIndexOutOfBoundsRaisesAsCoreFoundationWordsIt() {
        // -[__NSOrderedSetI objectAtIndex:] (CoreFoundation, as decompiled): "*** %s: index %lu
        // beyond bounds [0 .. %lu]", or "… beyond bounds for empty ordered set".
        let full = Snippet.run("NSOrderedSet *o = [NSOrderedSet orderedSetWithObject:@1];\n[o objectAtIndex:2];\n")
        #expect(full.diagnostics.contains("*** -[__NSOrderedSetI objectAtIndex:]: index 2 beyond bounds [0 .. 0]"), "\(full.diagnostics)")
        let empty = Snippet.run("NSOrderedSet *o = [NSOrderedSet orderedSet];\n[o objectAtIndex:0];\n")
        #expect(empty.diagnostics.contains("*** -[__NSOrderedSetI objectAtIndex:]: index 0 beyond bounds for empty ordered set"), "\(empty.diagnostics)")
    }

    @Test func setAlgebraAndEnumeration() {
        // NSSet.h: -isSubsetOfSet:, -intersectsSet:, -unionSet:, -minusSet:, -intersectSet: by
        // -isEqual:; NSSet's -enumerateObjectsUsingBlock: passes (obj, stop), NSOrderedSet's
        // (obj, idx, stop) as NSArray's does; `*stop = YES` ends it after that call.
        let run = Snippet.run("""
            NSSet *small = [NSSet setWithObjects:@1, @2, nil];
            NSSet *big = [small setByAddingObject:@3];
            NSLog(@"%d %d %d %d", [small isSubsetOfSet:big], [big isSubsetOfSet:small], [small intersectsSet:[NSSet setWithObject:@2]], [big isEqualToSet:small]);
            NSMutableSet *m = [NSMutableSet setWithObjects:@1, @2, @3, nil];
            [m minusSet:[NSSet setWithObject:@2]];
            [m unionSet:[NSSet setWithObjects:@3, @4, nil]];
            [m intersectSet:[NSSet setWithObjects:@1, @4, @5, nil]];
            [m enumerateObjectsUsingBlock:^(id x, BOOL *stop) { NSLog(@"set %@", x); }];
            [[NSOrderedSet orderedSetWithObjects:@"a", @"b", @"c", nil] enumerateObjectsUsingBlock:^(id x, NSUInteger i, BOOL *stop) {
                NSLog(@"%lu %@", (unsigned long)i, x);
                *stop = i == 1;
            }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["1 0 1 0", "set 1", "set 4", "0 a", "1 b"])
    }

    @Test func forInVisitsASetInItsOrder() {
        let run = Snippet.run("""
            NSOrderedSet *o = [NSOrderedSet orderedSetWithObjects:@"c", @"a", @"b", nil];
            for (NSString *x in o) { NSLog(@"%@", x); }
            for (NSNumber *n in [NSSet setWithObjects:@2, @1, nil]) { NSLog(@"%@", n); }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["c", "a", "b", "2", "1"])
    }

    @Test func aSetsSequenceIsItsArraysAsRACsCategoriesBuildIt() {
        // NSSet+RACSequenceAdditions.m:14 (`self.allObjects.rac_sequence`) and
        // NSOrderedSet+RACSequenceAdditions.m:14 (`self.array.rac_sequence`): a RACArraySequence.
        let run = Snippet.run("""
            RACSequence *s = [NSSet setWithObjects:@1, @2, nil].rac_sequence;
            RACSequence *o = [NSOrderedSet orderedSetWithObjects:@3, @4, nil].rac_sequence;
            NSLog(@"%@ %@", NSStringFromClass([s class]), NSStringFromClass([o class]));
            NSLog(@"%@", [[s concat:o] array]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["RACArraySequence RACArraySequence", "(\n    1,\n    2,\n    3,\n    4\n)"])
    }

    @Test func anIndexSetAndItsSequence() {
        // The description is Apple's, as "Blocks Programming Topics" prints one:
        // `[number of indexes: 3 (in 2 ranges), indexes: (0 2-3)]`. The sequence is
        // RACIndexSetSequence (NSIndexSet+RACSequenceAdditions.m:14); its description
        // (RACIndexSetSequence.m:99) lists the indexes left with ", ", and its tail
        // (RACIndexSetSequence.m:64) is the same indexes one further. Every stream's name
        // starts as the empty string (RACStream.m:21).
        let output = Snippet.output("""
            NSMutableIndexSet *m = [NSMutableIndexSet indexSet];
            [m addIndex:4];
            [m addIndex:1];
            [m addIndex:3];
            NSLog(@"%@", m);
            NSLog(@"%lu %d %d", (unsigned long)m.count, [m containsIndex:3], [m containsIndex:2]);
            RACSequence *s = m.rac_sequence;
            NSLog(@"%@", s);
            NSLog(@"%@", s.tail);
            NSLog(@"%@ %@", s.head, s.array);
            NSLog(@"%@", [[NSIndexSet indexSetWithIndex:7].rac_sequence map:^(NSNumber *i) { return @(i.integerValue * 2); }].array);
            NSLog(@"%@", [NSIndexSet indexSet].rac_sequence);
            """)
        #expect(output == [
            "<NSMutableIndexSet: 0x…>[number of indexes: 3 (in 2 ranges), indexes: (1 3-4)]",
            "3 1 0",
            "<RACIndexSetSequence: 0x…>{ name = , indexes = 1, 3, 4 }",
            "<RACIndexSetSequence: 0x…>{ name = , indexes = 3, 4 }",
            "1 (\n    1,\n    3,\n    4\n)",
            "(\n    14\n)",
            // +sequenceWithIndexSet: answers `self.empty` for no indexes (RACIndexSetSequence.m:34).
            "<RACEmptySequence: 0x…>{ name =  }",
        ])
    }

    @Test func whatStaysOutIsNamed() {
        // NSRange is a C struct, which RACStep does not model: the function that makes one is
        // refused where it is named, so `+indexSetWithIndexesInRange:` never gets one.
        let range = Snippet.run("NSIndexSet *i = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(0, 3)];\n")
        #expect(range.status == .runtimeError)
        #expect(range.diagnostics.hasPrefix("""
            snippet.m:1:56: error: 'NSMakeRange' is not supported by RACStep yet
            NSIndexSet *i = [NSIndexSet indexSetWithIndexesInRange:NSMakeRange(0, 3)];
                                                                   ^~~~~~~~~~~

            """), "\(range.diagnostics)")
        let method = Snippet.run("[NSIndexSet indexSetWithIndexesInRange:nil];\n")
        #expect(method.diagnostics.contains("'+[NSIndexSet indexSetWithIndexesInRange:]' is not supported by RACStep yet"), "\(method.diagnostics)")
    }
}
