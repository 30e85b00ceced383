import Testing
@testable import ObjCInterpreter

/// Key-value coding on collections (NSKeyValueCoding.h; the Key-Value Coding Programming
/// Guide's collection operators): an array maps `-valueForKey:` over its elements (NSNull
/// for nil), `@count` counts, `@max`/`@min` compare with `-compare:`; a getter answers for
/// any other object, its scalar boxed; an unknown key raises NSUnknownKeyException. The
/// operators Foundation answers with an NSDecimalNumber follow its NSKeyValueCoding
/// categories (as decompiled): `@sum` starts from `+[NSDecimalNumber zero]` and adds each
/// non-nil value's `-decimalValue`; `@avg` divides that by the number of elements, and is
/// nil for none.
@Suite struct KeyValueCodingTests {
    @Test func arraysMapKeysAndAnswerCollectionOperators() {
        let run = Snippet.run("""
            NSArray *words = @[@"fig", @"banana", @"kiwi"];
            NSLog(@"%@", [[words valueForKey:@"length"] componentsJoinedByString:@","]);
            NSLog(@"%@ %@ %@", [words valueForKeyPath:@"@count"], [words valueForKeyPath:@"@max.length"], [words valueForKeyPath:@"@min.self"]);
            NSLog(@"%@", [words valueForKey:@"@count"]);
            NSArray *maps = @[@{@"k": @1}, @{@"j": @2}];
            NSLog(@"%@", [maps valueForKey:@"k"][1]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["3,6,4", "3 6 banana", "3", "<null>"])
    }

    @Test func anUnknownKeyRaisesAndUnionOfArraysIsNotModelled() {
        let unknown = Snippet.run("NSNumber *n = @1;\n[n valueForKey:@\"nope\"];\n")
        #expect(unknown.status == .runtimeError)
        #expect(unknown.diagnostics.contains("this class is not key value coding-compliant for the key nope."), "\(unknown.diagnostics)")
        let union = Snippet.run("NSArray *xs = @[@[@1], @[@2]];\n[xs valueForKeyPath:@\"@unionOfArrays.self\"];\n")
        #expect(union.status == .runtimeError)
        #expect(union.diagnostics.contains("'the @unionOfArrays collection operator' is not supported by RACStep yet"), "\(union.diagnostics)")
    }

    @Test func sumAndAverageAreDecimalNumbersEqualToTheNumbers() {
        let run = Snippet.run("""
            NSNumber *sum = [@[@1, @2.5] valueForKeyPath:@"@sum.self"];
            NSNumber *avg = [@[@1, @2] valueForKeyPath:@"@avg.self"];
            NSLog(@"%@ %@ %@", sum, avg, NSStringFromClass([sum class]));
            NSLog(@"%d %d %d", [sum isEqual:@3.5], [@3.5 isEqual:sum], [avg isEqualToNumber:@1.5]);
            NSLog(@"%.1f %ld", [sum doubleValue] * 2, (long)[avg integerValue]);
            NSLog(@"%@ %@", [@[] valueForKeyPath:@"@sum.self"], [@[] valueForKeyPath:@"@avg.self"]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // 1 + 2.5 = 3.5 and (1 + 2) / 2 = 1.5, printed as NSDecimalNumber's digits; an integral
        // NSDecimalNumber's integerValue is its integer part (1); the empty sum is zero, the
        // empty average nil.
        #expect(run.output == ["3.5 1.5 NSDecimalNumber", "1 1 1", "7.0 1", "0 (null)"])
    }

    @Test func operatorsReadTheRightKeyPathAndWorkOnSets() {
        let run = Snippet.run("""
            NSArray *rows = @[@{@"n": @2}, @{@"n": @3}, @{@"m": @9}, @{@"n": @2}];
            NSLog(@"%@ %@", [rows valueForKeyPath:@"@sum.n"], [rows valueForKeyPath:@"@avg.n"]);
            NSSet *s = [NSSet setWithObjects:@1, @2, @4, nil];
            NSLog(@"%@ %@ %@", [s valueForKeyPath:@"@sum.self"], [s valueForKeyPath:@"@count"], [s valueForKeyPath:@"@max.self"]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // The third row has no n: nil adds nothing but still counts, so @avg is 7 / 4.
        #expect(run.output == ["7 1.75", "7 3 4"])
    }

    @Test func unionsKeepOrDropRepeats() {
        let output = Snippet.output("""
            NSArray *xs = @[@1, @2, @1];
            NSLog(@"%@", [[xs valueForKeyPath:@"@unionOfObjects.self"] componentsJoinedByString:@","]);
            NSLog(@"%@", [[xs valueForKeyPath:@"@distinctUnionOfObjects.self"] componentsJoinedByString:@","]);
            """)
        // @distinctUnionOfObjects's order is Foundation's hash order, undefined; RACStep's is
        // the order first met (README, "What a snippet can use").
        #expect(output == ["1,2,1", "1,2"])
    }
}
