import Testing
@testable import ObjCInterpreter

/// `-switchToLatest` and the two built on it, `+if:then:else:` and `+switch:cases:default:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct SwitchToLatestTests {
    @Test func switchToLatestCompletesWhenTheOuterAndTheLatestInnerHave() {
        // ops:794-813: -flattenMap: over the published receiver, each inner signal taken
        // until the connection's next value concatenated with +never: the outer signal's
        // completion does not cut the inner one short; -bind: completes when both have.
        let output = Snippet.output("""
            RACSubject *outer = [RACSubject subject];
            RACSubject *inner = [RACSubject subject];
            [[outer switchToLatest] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [outer sendNext:inner];
            [outer sendCompleted];
            [inner sendNext:@1];
            [inner sendCompleted];
            """)
        #expect(output == ["next 1", "completed"])
    }

    @Test func ifThenElseFollowsTheLatestBool() {
        // ops:843-856: -map: of each BOOL to the then or else signal, then -switchToLatest.
        let output = Snippet.output("""
            RACSubject *flag = [RACSubject subject];
            [[RACSignal if:flag then:[RACSignal return:@"yes"] else:[RACSignal return:@"no"]] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            [flag sendNext:@YES];
            [flag sendNext:@NO];
            """)
        #expect(output == ["yes", "no"])
    }

    @Test func switchCasesPicksTheCaseTheDefaultOrAnError() {
        // ops:816-841: the key's case, else the default, else +error: with
        // RACSignalErrorNoMatchingCase (2) and "No matching signal found for value %@".
        let output = Snippet.output("""
            RACSubject *key = [RACSubject subject];
            [[RACSignal switch:key cases:@{@"a": [RACSignal return:@"A"]} default:[RACSignal return:@"?"]] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            [key sendNext:@"a"];
            [key sendNext:@"b"];
            RACSubject *strict = [RACSubject subject];
            [[RACSignal switch:strict cases:@{@"a": [RACSignal return:@"A"]} default:nil] subscribeError:^(NSError *error) {
                NSLog(@"%@ %ld %@", error.domain, (long)error.code, error.localizedDescription);
            }];
            [strict sendNext:@"b"];
            """)
        #expect(output == ["A", "?", "RACSignalErrorDomain 2 No matching signal found for value b"])
    }
}
