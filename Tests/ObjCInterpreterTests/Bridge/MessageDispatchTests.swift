import Testing
@testable import ObjCInterpreter

/// `NSObject`'s methods as the Objective-C runtime answers them (`MessageDispatch`).
@Suite struct MessageDispatchTests {
    @Test func copyingAnImmutableObjectThatAdoptsNSCopyingGivesTheObjectItself() {
        // RACTuple.m: `- (instancetype)copyWithZone:(NSZone *)zone { return self; }`; NSNumber,
        // NSError and a heap block are immutable and do the same.
        let run = Snippet.run("""
            NSNumber *n = @7;
            NSError *e = [NSError errorWithDomain:@"d" code:1 userInfo:nil];
            RACTuple *t = RACTuplePack(@1, @2);
            void (^b)(void) = ^{};
            NSLog(@"%d %d %d %d %d", [n copy] == n, [e copy] == e, [t copy] == t, [b copy] == b, [n self] == n);
            """)
        #expect(run.output == ["1 1 1 1 1"], "\(run.diagnostics)")
    }

    @Test func copyingAnObjectThatDoesNotAdoptNSCopyingRaises() {
        // RACStream and RACSignal are plain NSObject subclasses: -[NSObject copy] sends
        // -copyWithZone:, which nobody implements.
        let run = Snippet.run("RACSignal *s = [RACSignal empty];\nRACSignal *c = [s copy];\n")
        #expect(run.status == .runtimeError)
        #expect(Snippet.maskingAddresses(run.diagnostics) == """
            snippet.m:2:19: error: unrecognized selector 'copyWithZone:' sent to an instance of RACEmptySignal
            RACSignal *c = [s copy];
                              ^~~~
            *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[RACEmptySignal copyWithZone:]: unrecognized selector sent to instance 0x…'

            """)
    }

    @Test func mutableCopyOfAnImmutableValueRaises() {
        // NSNumber does not adopt NSMutableCopying.
        let run = Snippet.run("NSNumber *n = @7;\nid m = [n mutableCopy];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:2:11: error: unrecognized selector 'mutableCopyWithZone:' sent to an instance of __NSCFNumber\n"))
    }

    @Test func aMessageToNilReturnsZeroOfItsScalarType() {
        // objc_msgSend to nil returns zero in the return registers: `[nil integerValue]` is the
        // long 0, `[nil count]` the unsigned long 0, `[nil boolValue]` NO — whether the send
        // is compiled unboxed (the initializer in the block) or tree-walked (NSLog's arguments).
        let output = Snippet.output("""
            NSNumber *none = nil;
            NSArray *empty = nil;
            NSLog(@"%ld %d %lu %d", [none integerValue] + 1, [none intValue] - 1, [empty count], [none boolValue]);
            [[RACSignal return:nil] subscribeNext:^(NSNumber *x) {
                long n = [x integerValue] + 2147483647;
                NSLog(@"%ld %d", n + 1, [x integerValue] < 1);
            }];
            """)
        #expect(output == ["1 -1 0 0", "2147483648 1"])
    }

    @Test func hashesAreFoundationsAndTheSameOnEveryRun() {
        // CoreFoundation's hash functions, as Foundation runs them (the same CF source on
        // Apple's platforms and in swift-corelibs-foundation): an integral number hashes to
        // |i| × 2654435761 (`_CFHashInt`), so @1 and @YES give 2654435761 and @1.0 the same as
        // @1; "abc" and 2.5 are CFStringHash's and _CFHashDouble's values (2.5's is negative
        // as a signed word, printed here as the unsigned long `-hash` returns). Swift's own
        // hashing is seeded per process, so these once changed from run to run.
        let output = Snippet.output("""
            NSLog(@"%lu %lu %lu %lu %d", [@1 hash], [@"abc" hash], [@2.5 hash], [@YES hash], [@1 hash] == [@1.0 hash]);
            """)
        #expect(output == ["2654435761 516202353 9223372044818083091 2654435761 1"])
    }
}
