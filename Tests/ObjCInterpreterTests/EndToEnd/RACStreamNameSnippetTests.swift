import Testing
@testable import ObjCInterpreter

/// What `name` a signal or sequence has: `-[RACStream init]` sets `@""` (RACStream.m:21) for
/// every class of the cluster, and `-setNameWithFormat:` changes nothing without
/// `RAC_DEBUG_SIGNAL_NAMES` (RACStream.m:55). `+return:` and `+empty` answer fixed names
/// outside DEBUG builds (RACReturnSignal.m:33, RACEmptySignal.m:25).
@Suite struct RACStreamNameSnippetTests {
    @Test func everyStreamStartsWithAnEmptyName() {
        let output = Snippet.output("""
            RACSignal *created = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { return nil; }];
            NSLog(@"[%@] [%@] [%@]", created.name, [RACSubject subject].name, [created map:^id(id x) { return x; }].name);
            NSLog(@"[%@] [%@]", [RACSignal return:@1].name, [RACSignal empty].name);
            NSLog(@"[%@]", @[@1].rac_sequence.name);
            """)
        #expect(output == ["[] [] []", "[+return:] [+empty]", "[]"])
    }

    @Test func setNameNilPrintsNullInTheDescription() {
        // -setName: is the property's setter; RACSignal.m:77 formats the nil name with %@.
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            subject.name = @"clicks";
            NSLog(@"%@", subject);
            [subject setName:nil];
            NSLog(@"%@ %@", subject.name, subject);
            """)
        #expect(output == ["<RACSubject: 0x…> name: clicks", "(null) <RACSubject: 0x…> name: (null)"])
    }
}
