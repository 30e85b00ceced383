import Testing
@testable import ObjCInterpreter

/// NSArray's sorting (NSArray.h "Sorting"). Expected orders follow from the comparison each
/// method names: NSNumber's and NSString's `-compare:` (numeric; UTF-16 order for ASCII text),
/// the comparator's NSComparisonResult, descriptors applied in turn; equal elements keep
/// their order (a stable sort, as Foundation's).
@Suite struct SortingTests {
    @Test func bySelectorComparatorAndDescriptors() {
        let run = Snippet.run("""
            NSArray *xs = @[@3, @1, @2];
            NSLog(@"%@", [[xs sortedArrayUsingSelector:@selector(compare:)] componentsJoinedByString:@","]);
            NSLog(@"%@", [[xs sortedArrayUsingComparator:^NSComparisonResult(NSNumber *a, NSNumber *b) { return [b compare:a]; }] componentsJoinedByString:@","]);
            NSArray *people = @[@{@"name": @"b", @"age": @2}, @{@"name": @"a", @"age": @2}, @{@"name": @"c", @"age": @1}];
            NSArray *byAge = [people sortedArrayUsingDescriptors:@[[NSSortDescriptor sortDescriptorWithKey:@"age" ascending:YES],
                                                                     [NSSortDescriptor sortDescriptorWithKey:@"name" ascending:NO]]];
            NSLog(@"%@", [[byAge valueForKey:@"name"] componentsJoinedByString:@","]);
            NSMutableArray *words = [@[@"pear", @"fig", @"apple"] mutableCopy];
            [words sortUsingSelector:@selector(compare:)];
            NSLog(@"%@", [words componentsJoinedByString:@","]);
            NSLog(@"%@", [NSSortDescriptor sortDescriptorWithKey:@"age" ascending:NO]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // age 1 first; the two of age 2 by name descending: b, a.
        #expect(run.output == ["1,2,3", "3,2,1", "c,b,a", "apple,fig,pear", "(age, descending, compare:)"])
    }

    @Test func aStableSortKeepsEqualElementsInOrder() {
        let run = Snippet.run("""
            NSArray *pairs = @[@[@1, @"a"], @[@0, @"b"], @[@1, @"c"], @[@0, @"d"]];
            NSArray *sorted = [pairs sortedArrayUsingComparator:^NSComparisonResult(NSArray *x, NSArray *y) { return [x[0] compare:y[0]]; }];
            for (NSArray *pair in sorted) { NSLog(@"%@", pair[1]); }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["b", "d", "a", "c"])
    }

    @Test func aSelectorArgumentMustBeASelector() {
        let run = Snippet.run("NSArray *xs = @[@1];\n[xs sortedArrayUsingSelector:nil];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("a selector here (e.g. @selector(compare:))"), "\(run.diagnostics)")
    }
}
