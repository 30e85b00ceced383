import Testing
@testable import ObjCInterpreter

/// The bridge's selector tables (`BridgeMethod`, `ReceiverKind`, `BridgeClass`): what
/// dispatch, suggestions, `respondsToSelector:`, unsupported-API errors and messages to nil
/// all read.
@Suite struct SelectorTableTests {
    @Test(arguments: ReceiverKind.allCases)
    func noTableListsASelectorTwice(kind: ReceiverKind) {
        for table in kind.tables {
            let selectors = table.map(\.selector)
            #expect(Set(selectors).count == selectors.count, "\(kind): \(selectors)")
        }
    }

    @Test func aSelectorEveryKindReadsIsListedOnce() {
        // The NSObject and category tables end every kind's list; a kind's own table may
        // override one of their selectors (as a subclass overrides), never repeat its own.
        for kind in ReceiverKind.allCases {
            #expect(kind.tables.suffix(2).map(\.count) == [Evaluator.nsObjectMethods.count, Evaluator.categoryMethods.count])
        }
    }

    @Test func anUnmodelledOperatorIsReportedAsUnsupportedNamingItsDeclaringClass() {
        // `-containsIndexesInRange:` takes an NSRange, which RACStep does not model (NSIndexSet.h).
        let run = Snippet.run("NSIndexSet *i = [NSIndexSet indexSetWithIndex:1];\n[i containsIndexesInRange:nil];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:2:4: error: '-[NSIndexSet containsIndexesInRange:]' is not supported by RACStep yet\n"))
    }

    @Test func respondsToSelectorAnswersFromTheTableAndNotForUnmodelledAPI() {
        let output = Snippet.output("""
            RACSequence *s = @[@1].rac_sequence;
            NSIndexSet *i = [NSIndexSet indexSetWithIndex:1];
            NSLog(@"%d %d %d", [s respondsToSelector:@selector(map:)], [i respondsToSelector:@selector(containsIndexesInRange:)],
                  [@1 respondsToSelector:@selector(integerValue)]);
            """)
        #expect(output == ["1 0 1"])
    }

    @Test func aVariadicListToAMethodThatTakesNoneIsClangsError() {
        let run = Snippet.run("RACSignal *s = [RACSignal return:@1, @2];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:1:38: error: too many arguments to method call, expected 1, have 2\n"))
    }

    @Test func newIsAllocInitWhereTheClassHasAnInit() {
        // +[NSObject new] is [[self alloc] init]: NSMutableArray inherits NSArray's -init and
        // makes a mutable array; RACSignal has no -init RACStep models.
        #expect(Snippet.output("NSLog(@\"%@ %@\", [[NSMutableArray new] class], [[NSArray new] class]);") == ["__NSArrayM __NSArrayI"])
        let run = Snippet.run("[RACSignal new];\n")
        #expect(run.diagnostics.hasPrefix("snippet.m:1:12: error: unrecognized selector 'new' sent to class RACSignal\n"))
    }

    @Test func aMessageToNilAnswersZeroOfTheScalarTheTableDeclares() {
        // -[NSError code] is an NSInteger, -[RACDisposable isDisposed] a BOOL, -[NSError domain] an object.
        let output = Snippet.output("""
            NSError *e = nil;
            RACDisposable *d = nil;
            NSLog(@"%ld %d %@", [e code] - 1, [d isDisposed], [e domain]);
            """)
        #expect(output == ["-1 0 (null)"])
    }

    @Test func aCallSiteRemembersItsMethodByClassButNotByMutability() {
        // One call site sends -addObject: to a mutable array, then to an immutable one: both
        // are ObjCArray, and only the first answers.
        let run = Snippet.run("""
            NSArray *arrays = @[[NSMutableArray array], [NSArray array]];
            for (NSMutableArray *a in arrays) {
                [a addObject:@1];
                NSLog(@"%lu", [a count]);
            }
            """)
        #expect(run.output == ["1"])
        #expect(run.diagnostics.hasPrefix("snippet.m:3:8: error: unrecognized selector 'addObject:' sent to an instance of __NSArrayI"))
    }

    @Test func aCallSiteSendingToObjectsOfDifferentClassesFindsEachOnesMethod() {
        let output = Snippet.output("""
            NSArray *values = @[@1, @"two", [NSNull null]];
            for (id v in values) {
                NSLog(@"%@", [v description]);
            }
            """)
        #expect(output == ["1", "two", "<null>"])
    }
}
