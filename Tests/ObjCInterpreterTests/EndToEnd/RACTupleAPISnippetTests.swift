import Testing
@testable import ObjCInterpreter

/// The rest of RACTuple.h: `+[RACTupleNil tupleNil]`, `-tupleByAddingObject:` per class,
/// the fixed-size classes' `+pack:…`, and the factories sent to a fixed-size class. Each
/// expectation is read off RACTuple.m at 1af6617, cited at the test.
@Suite struct RACTupleAPISnippetTests {
    @Test func tupleByAddingObjectMakesTheNextSize() {
        // RACTuple.m:234, :269, :306, :345: RACOneTuple … RACFourTuple make the next class;
        // a plain RACTuple makes its own class (RACTuple.m:171-174); nil is stored as
        // RACTupleNil and read back as nil.
        let output = Snippet.output("""
            RACTuple *one = [RACOneTuple pack:@1];
            RACTuple *two = [one tupleByAddingObject:nil];
            RACTuple *five = [[[two tupleByAddingObject:@3] tupleByAddingObject:@4] tupleByAddingObject:@5];
            NSLog(@"%@ %@ %@ %@", [one class], [two class], [five class], two.second);
            NSLog(@"%@", [[[RACTuple tupleWithObjectsFromArray:@[@1]] tupleByAddingObject:@2] class]);
            """)
        #expect(output == ["RACOneTuple RACTwoTuple RACFiveTuple (null)", "RACTuple"])
    }

    @Test func aFiveTupleGrowingFailsItsSizeAssertion() {
        // RACFiveTuple does not override -tupleByAddingObject:, so RACTuple's makes
        // `self.class` — a RACFiveTuple — of six objects, and RACFiveTuple's
        // -initWithBackingArray: asserts the count (RACTuple.m:381-382).
        let run = Snippet.run("""
            RACTuple *five = [RACFiveTuple pack:@1 :@2 :@3 :@4 :@5];
            [five tupleByAddingObject:@6];
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("reason: 'Invalid parameter not satisfying: backingArray.count == 5'"), "\(run.diagnostics)")
    }

    @Test func packMakesItsOwnClassWithNilsAsTupleNil() {
        // RACTuple.m:274-279: `+pack::` sends +tupleWithObjectsFromArray: to self, each nil
        // as RACTupleNil.tupleNil, which -allObjects shows as NSNull (RACTuple.m:162).
        let output = Snippet.output("""
            RACTuple *pair = [RACTwoTuple pack:nil :@"b"];
            NSLog(@"%@ %@ %@", [pair class], pair.first, pair.second);
            NSLog(@"%@", [RACThreeTuple pack:@1 :@2 :@3].last);
            NSLog(@"%d", [RACTupleNil tupleNil] == [RACTupleNil tupleNil]);
            """)
        #expect(output == ["RACTwoTuple (null) b", "3", "1"])
    }

    @Test func aFactorySentToAFixedSizeClassMakesThatClass() {
        // RACTuple.m:115-125: `[[self alloc] initWithBackingArray:…]`; a wrong count fails the
        // fixed-size class's assertion (RACTuple.m:264-265).
        let output = Snippet.output("NSLog(@\"%@\", [[RACTwoTuple tupleWithObjectsFromArray:@[@1, @2]] class]);")
        #expect(output == ["RACTwoTuple"])
        let run = Snippet.run("[RACTwoTuple tupleWithObjectsFromArray:@[@1]];")
        #expect(run.diagnostics.contains("reason: 'Invalid parameter not satisfying: backingArray.count == 2'"), "\(run.diagnostics)")
    }

    @Test func theUnpackingTrampolineIsNamedAsUnmodelled() {
        let run = Snippet.run("[RACTupleUnpackingTrampoline trampoline];")
        #expect(run.diagnostics.contains("error: '+[RACTupleUnpackingTrampoline trampoline]' is not supported by RACStep yet"),
                "\(run.diagnostics)")
    }
}
