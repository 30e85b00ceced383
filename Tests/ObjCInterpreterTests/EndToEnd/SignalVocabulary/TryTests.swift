import Testing
@testable import ObjCInterpreter

/// `+try:`, `-try:` and `-tryMap:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct TryTests {
    @Test func tryMapSendsTheMappedValuesUntilTheBlockSetsAnError() {
        // ops:291-299: -flattenMap: to +return: of the mapped value, or +error: of the error
        // the block stored when it returned nil; the error ends -bind:, so "3" is not mapped.
        let output = Snippet.output("""
            RACSubject *texts = [RACSubject subject];
            [[texts tryMap:^id(NSString *text, NSError **errorPtr) {
                NSLog(@"mapping %@", text);
                if ([text integerValue] == 0) {
                    *errorPtr = [NSError errorWithDomain:@"parse" code:1 userInfo:nil];
                    return nil;
                }
                return @([text integerValue] * 10);
            }] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } error:^(NSError *error) {
                NSLog(@"error %@", error);
            }];
            [texts sendNext:@"1"];
            [texts sendNext:@"x"];
            [texts sendNext:@"3"];
            """)
        #expect(output == ["mapping 1", "next 10", "mapping x", "error Error Domain=parse Code=1 \"(null)\""])
    }

    @Test func tryPassesValuesTheBlockAccepts() {
        // ops:281-289: +return: of the value when the block returns YES, +error: otherwise.
        let output = Snippet.output("""
            RACSubject *numbers = [RACSubject subject];
            [[numbers try:^BOOL(NSNumber *x, NSError **errorPtr) {
                if (x.integerValue < 0) {
                    *errorPtr = [NSError errorWithDomain:@"negative" code:x.integerValue userInfo:nil];
                    return NO;
                }
                return YES;
            }] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } error:^(NSError *error) {
                NSLog(@"error %ld", (long)error.code);
            }];
            [numbers sendNext:@2];
            [numbers sendNext:@-4];
            [numbers sendNext:@5];
            """)
        #expect(output == ["next 2", "error -4"])
    }

    @Test func classTrySubscribesToReturnOrError() {
        // ops:270-279: each subscription calls the block and subscribes to +return: of its
        // value or +error: of the error it set.
        let output = Snippet.output("""
            [[RACSignal try:^id(NSError **errorPtr) {
                return @42;
            }] subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            [[RACSignal try:^id(NSError **errorPtr) {
                *errorPtr = [NSError errorWithDomain:@"try" code:3 userInfo:nil];
                return nil;
            }] subscribeError:^(NSError *error) { NSLog(@"error %ld", (long)error.code); }];
            """)
        #expect(output == ["next 42", "completed", "error 3"])
    }
}
