import Testing
@testable import ObjCInterpreter

/// The rest of ReactiveObjC's signal vocabulary, run as snippets: each expected output (and
/// dispose order, where a disposable logs) is read off the ReactiveObjC method at 1af6617 —
/// RACSignal+Operations.m ("ops"), RACSignal.m, RACStream.m — as each comment says.
@Suite struct SignalVocabularyTests {
    // MARK: -initially: / -finally:

    @Test func initiallyRunsItsBlockBeforeEachSubscription() {
        // ops:301-307: +defer: of a block that calls `block` then returns self, so each
        // subscription runs the block, then the receiver's didSubscribe.
        let output = Snippet.output("""
            RACSignal *s = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"subscribed");
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
                return nil;
            }] initially:^{
                NSLog(@"initially");
            }];
            [s subscribeNext:^(id x) { NSLog(@"next %@", x); }];
            [s subscribeNext:^(id x) { NSLog(@"again %@", x); }];
            """)
        #expect(output == ["initially", "subscribed", "next 1", "initially", "subscribed", "again 1"])
    }

    @Test func finallyRunsBeforeTheTerminalEventAndNotOnDisposal() {
        // ops:310-321: -doError: then -doCompleted:, each calling `block` before forwarding
        // the event (ops:100-127): "finally" precedes "completed" and "error". Disposing
        // first sends nothing, so the third subscription never runs the block.
        let output = Snippet.output("""
            RACSubject *done = [RACSubject subject];
            RACSubject *failed = [RACSubject subject];
            RACSubject *dropped = [RACSubject subject];
            void (^finally)(void) = ^{ NSLog(@"finally"); };
            [[done finally:finally] subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            [[failed finally:finally] subscribeError:^(NSError *error) { NSLog(@"error %ld", (long)error.code); }];
            RACDisposable *d = [[dropped finally:finally] subscribeCompleted:^{ NSLog(@"dropped completed"); }];
            [done sendNext:@1];
            [done sendCompleted];
            [failed sendError:[NSError errorWithDomain:@"d" code:7 userInfo:nil]];
            [d dispose];
            [dropped sendCompleted];
            """)
        #expect(output == ["next 1", "finally", "completed", "finally", "error 7"])
    }

    // MARK: +try: / -try: / -tryMap:

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

    // MARK: -logNext / -logError / -logCompleted / -logAll

    @Test func logOperatorsNSLogTheReceiversDescription() {
        // RACSignal.m:330-351: -logAll is [[[self logNext] logError] logCompleted]; each
        // NSLogs `self` — the signal it was sent to — so the error line names -logNext's
        // RACDynamicSignal, not the subject (ground truth 09-log-operators).
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            [[subject logAll] subscribeNext:^(id x) {
                NSLog(@"got %@", x);
            } error:^(NSError *error) {
                NSLog(@"error handled");
            }];
            [subject sendNext:@1];
            [subject sendError:[NSError errorWithDomain:@"demo" code:4 userInfo:nil]];
            RACSubject *finite = [RACSubject subject];
            [[finite logCompleted] subscribeCompleted:^{ NSLog(@"done"); }];
            [finite sendCompleted];
            """)
        #expect(output == [
            "<RACSubject: 0x…> name:  next: 1", "got 1",
            "<RACDynamicSignal: 0x…> name:  error: Error Domain=demo Code=4 \"(null)\"", "error handled",
            "<RACSubject: 0x…> name:  completed", "done",
        ])
    }

    // MARK: -not / -and / -or

    @Test func notNegatesEachNumber() {
        // ops:1280-1286: @(!value.boolValue).
        let output = Snippet.output("""
            RACSubject *flags = [RACSubject subject];
            [[flags not] subscribeNext:^(NSNumber *x) { NSLog(@"not %@", x); }];
            [flags sendNext:@YES];
            [flags sendNext:@NO];
            [flags sendNext:@0];
            """)
        #expect(output == ["not 0", "not 1", "not 1"])
    }

    @Test func notAssertsOnAValueThatIsNotANumber() {
        // ops:1282: NSCAssert([value isKindOfClass:NSNumber.class], …).
        let run = Snippet.run("""
            RACSubject *flags = [RACSubject subject];
            [[flags not] subscribeNext:^(NSNumber *x) { NSLog(@"not %@", x); }];
            [flags sendNext:@"yes"];
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("-not must only be used on a signal of NSNumbers. Instead, got: yes"))
    }

    @Test func andAndOrReduceTuplesOfNumbers() {
        // ops:1288-1312: -and maps each tuple to whether all its numbers are true, -or to
        // whether any is. +combineLatest: sends once both subjects have a value; each
        // subject's subscribers hear a value in the order they subscribed (-and's first).
        let output = Snippet.output("""
            RACSubject *x = [RACSubject subject];
            RACSubject *y = [RACSubject subject];
            RACSignal *both = [RACSignal combineLatest:@[x, y]];
            [[both and] subscribeNext:^(NSNumber *v) { NSLog(@"and %@", v); }];
            [[both or] subscribeNext:^(NSNumber *v) { NSLog(@"or %@", v); }];
            [x sendNext:@YES];
            [y sendNext:@NO];
            [y sendNext:@YES];
            [x sendNext:@NO];
            """)
        #expect(output == ["and 0", "or 1", "and 1", "or 1", "and 0", "or 1"])
    }

    // MARK: -any / -any: / -all:

    @Test func anyAndAllStopAtTheirAnswer() {
        // ops:1125-1143: -any: sends @YES and stops (bind's `*stop`, RACSignal.m:155-158:
        // the returned signal is added, then the source's subscription disposed and
        // completeSignal run) at the first passing value. ops:1145-1163: -all: sends @YES at
        // completion. Each subject value reaches -any:'s subscription first.
        let output = Snippet.output("""
            RACSubject *s = [RACSubject subject];
            [[s any:^BOOL(NSNumber *x) { return x.integerValue > 2; }] subscribeNext:^(id x) {
                NSLog(@"any %@", x);
            } completed:^{
                NSLog(@"any completed");
            }];
            [[s all:^BOOL(NSNumber *x) { return x.integerValue > 0; }] subscribeNext:^(id x) {
                NSLog(@"all %@", x);
            } completed:^{
                NSLog(@"all completed");
            }];
            [[s any] subscribeNext:^(id x) { NSLog(@"any value %@", x); }];
            [s sendNext:@1];
            [s sendNext:@3];
            [s sendCompleted];
            """)
        #expect(output == ["any value 1", "any 1", "any completed", "all 1", "all completed"])
    }

    @Test func anyAnswersNoAndAllAnswersNoOnAnError() {
        // -any: returns @NO at any finished event (ops:1130-1133); -all: @NO at an error
        // (ops:1155-1158).
        let output = Snippet.output("""
            RACSignal *failing = [RACSignal error:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
            [[failing any] subscribeNext:^(id x) { NSLog(@"any %@", x); }];
            [[failing all:^BOOL(id x) { return YES; }] subscribeNext:^(id x) { NSLog(@"all %@", x); }];
            [[[RACSignal empty] any] subscribeNext:^(id x) { NSLog(@"empty any %@", x); }];
            """)
        #expect(output == ["any 0", "all 0", "empty any 0"])
    }

    // MARK: -combinePreviousWithStart:reduce:

    @Test func combinePreviousReducesEachValueWithThePreviousOne() {
        // RACStream.m:108-120: -scanWithStart: over (previous, result) tuples from
        // RACTuplePack(start), then -map: to the result: the first value meets `start`.
        let output = Snippet.output("""
            RACSubject *s = [RACSubject subject];
            [[s combinePreviousWithStart:@0 reduce:^id(NSNumber *previous, NSNumber *next) {
                return @(next.integerValue - previous.integerValue);
            }] subscribeNext:^(id x) { NSLog(@"delta %@", x); }];
            [s sendNext:@1];
            [s sendNext:@4];
            [s sendNext:@9];
            """)
        #expect(output == ["delta 1", "delta 3", "delta 5"])
    }

    // MARK: +zip: / +zip:reduce: / +concat:

    @Test func zipSendsTheNthValueOfEverySignalAsOneTuple() {
        // RACStream.m:231-235: +join:block: with -zipWith:, flattened into one tuple per set.
        let output = Snippet.output("""
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            RACSubject *c = [RACSubject subject];
            [[RACSignal zip:@[a, b, c]] subscribeNext:^(RACTuple *t) {
                NSLog(@"%@ %@ %@ (%lu)", t[0], t[1], t[2], (unsigned long)t.count);
            }];
            [[RACSignal zip:@[a, b] reduce:^id(NSNumber *x, NSString *y) {
                return [NSString stringWithFormat:@"%@%@", x, y];
            }] subscribeNext:^(id x) { NSLog(@"reduced %@", x); }];
            [a sendNext:@1];
            [a sendNext:@2];
            [b sendNext:@"x"];
            [c sendNext:@"y"];
            [b sendNext:@"z"];
            [c sendNext:@"w"];
            """)
        // b's "x" completes the first pair of +zip:reduce: at once; +zip:'s first set waits
        // for c.
        #expect(output == ["reduced 1x", "1 x y (3)", "reduced 2z", "2 z w (3)"])
    }

    @Test func zipOfNoSignalsIsEmpty() {
        // RACStream.m:193-229: +join:block: of no streams returns `self.empty`.
        let output = Snippet.output("[[RACSignal zip:@[]] subscribeCompleted:^{ NSLog(@\"completed\"); }];")
        #expect(output == ["completed"])
    }

    @Test func classConcatSubscribesToEachSignalAfterThePreviousOneCompletes() {
        // RACStream.m:250-257: +empty -concat:ed with each signal in turn.
        let output = Snippet.output("""
            RACSignal *(^make)(NSString *) = ^RACSignal *(NSString *name) {
                return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    NSLog(@"subscribed %@", name);
                    [subscriber sendNext:name];
                    [subscriber sendCompleted];
                    return nil;
                }];
            };
            [[RACSignal concat:@[make(@"A"), make(@"B")]] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            """)
        #expect(output == ["subscribed A", "next A", "subscribed B", "next B", "completed"])
    }

    // MARK: -takeUntil: / -takeUntilReplacement:

    @Test func takeUntilSubscribesToNothingWhenTheTriggerHasAlreadyFired() {
        // ops:741-749: the trigger is subscribed first; a replay subject's value runs
        // triggerCompletion at once, disposing `disposable`, so the receiver is never
        // subscribed (ops:749).
        let output = Snippet.output("""
            RACReplaySubject *stop = [RACReplaySubject subject];
            [stop sendNext:@"now"];
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"source subscribed");
                return nil;
            }];
            [[source takeUntil:stop] subscribeCompleted:^{ NSLog(@"completed"); }];
            """)
        #expect(output == ["completed"])
    }

    @Test func takeUntilEndsWhenTheTriggerCompletesAndDisposesTheReceiver() {
        // ops:743-744: the trigger's completion also runs triggerCompletion: `disposable` is
        // disposed (the receiver's subscription with it) before completed is sent.
        let output = Snippet.output("""
            RACSubject *trigger = [RACSubject subject];
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                return [RACDisposable disposableWithBlock:^{ NSLog(@"source disposed"); }];
            }];
            [[source takeUntil:trigger] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [trigger sendCompleted];
            """)
        #expect(output == ["next 1", "source disposed", "completed"])
    }

    @Test func takeUntilReplacementSwitchesToTheReplacementForGood() {
        // ops:766-792: the replacement's first event disposes the receiver's subscription
        // (a -concat: with +never, so the receiver's completion does not end the result),
        // and the replacement's events are forwarded.
        let output = Snippet.output("""
            RACSubject *cached = [RACSubject subject];
            RACSubject *live = [RACSubject subject];
            [[cached takeUntilReplacement:live] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [cached sendNext:@"cached"];
            [live sendNext:@"live"];
            [cached sendNext:@"late"];
            [live sendCompleted];
            """)
        #expect(output == ["cached", "live", "completed"])
    }

    // MARK: -switchToLatest / +if:then:else: / +switch:cases:default:

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

    // MARK: -flatten: / -concat

    @Test func flattenOneQueuesSignalsUntilTheActiveOneCompletes() {
        // ops:494-594: with maxConcurrent 1, b waits in queuedSignals (ops:566-571) and is
        // subscribed from a's completed block (ops:540-556), so b's early value is missed;
        // completion waits for the receiver and every inner signal (ops:517-521).
        let output = Snippet.output("""
            RACSubject *signals = [RACSubject subject];
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            [[signals flatten:1] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [signals sendNext:a];
            [signals sendNext:b];
            [b sendNext:@"b early"];
            [a sendNext:@"a"];
            [a sendCompleted];
            [b sendNext:@"b"];
            [signals sendCompleted];
            [b sendCompleted];
            """)
        #expect(output == ["a", "b", "completed"])
    }

    @Test func flattenZeroAndConcat() {
        // maxConcurrent 0 never queues (ops:566); -concat is -flatten:1 (ops:605-607).
        let output = Snippet.output("""
            RACSubject *signals = [RACSubject subject];
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            [[signals flatten:0] subscribeNext:^(id x) { NSLog(@"all %@", x); }];
            [[signals concat] subscribeNext:^(id x) { NSLog(@"one %@", x); }];
            [signals sendNext:a];
            [signals sendNext:b];
            [b sendNext:@1];
            [a sendNext:@2];
            [a sendCompleted];
            [b sendNext:@3];
            """)
        #expect(output == ["all 1", "all 2", "one 2", "all 3", "one 3"])
    }

    // MARK: -repeat / -retry / -retry: (subscribeForever)

    @Test func repeatResubscribesOnTheMainThreadSchedulerUntilAnError() {
        // ops:39-83: the first subscription is made at once; when it completes, `recurse`
        // schedules the next on RACScheduler.currentScheduler — the main-thread scheduler —
        // so it runs after the code that subscribed. ops:225-239: the error disposes and is
        // forwarded, which also stops the recursion.
        let output = Snippet.output("""
            __block int n = 0;
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                n++;
                [subscriber sendNext:@(n)];
                if (n == 3) {
                    [subscriber sendError:[NSError errorWithDomain:@"stop" code:0 userInfo:nil]];
                } else {
                    [subscriber sendCompleted];
                }
                return nil;
            }];
            [[s repeat] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } error:^(NSError *error) {
                NSLog(@"error");
            }];
            NSLog(@"subscribed");
            """)
        #expect(output == ["1", "subscribed", "2", "3", "error"])
    }

    @Test func retryWithoutACountRetriesUntilItSucceeds() {
        // ops:1165-1191: -retry is -retry:0, which resubscribes after every error; the
        // completion disposes and is forwarded.
        let output = Snippet.output("""
            __block int attempts = 0;
            RACSignal *flaky = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                attempts++;
                if (attempts < 3) {
                    [subscriber sendError:[NSError errorWithDomain:@"flaky" code:attempts userInfo:nil]];
                } else {
                    [subscriber sendNext:@"ok"];
                    [subscriber sendCompleted];
                }
                return nil;
            }];
            [[flaky retry] subscribeNext:^(id x) {
                NSLog(@"%@ after %d attempts", x, attempts);
            } completed:^{
                NSLog(@"completed");
            }];
            """)
        #expect(output == ["ok after 3 attempts", "completed"])
    }

    // MARK: -sample:

    @Test func sampleSendsTheLatestValueOnEachTick() {
        // ops:1193-1239: a tick before any value sends nothing (hasValue); each later tick
        // sends the latest value; the receiver's completion disposes the sampler's
        // subscription and completes.
        let output = Snippet.output("""
            RACSubject *values = [RACSubject subject];
            RACSubject *ticks = [RACSubject subject];
            [[values sample:ticks] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [ticks sendNext:@"tick"];
            [values sendNext:@1];
            [values sendNext:@2];
            [ticks sendNext:@"tick"];
            [ticks sendNext:@"tick"];
            [values sendCompleted];
            [ticks sendNext:@"tick"];
            """)
        #expect(output == ["2", "2", "completed"])
    }

    // MARK: Blocking: -first / -firstOrDefault:… / -toArray / -waitUntilCompleted:

    @Test func synchronousWaitsReturnAtOnceForASynchronousSignal() {
        // ops:866-918: -take:1 has sent its value (or error, or completion) before the wait
        // begins, so `done` is already set. -toArray (ops:939) is -first of -collect, copied;
        // -waitUntilCompleted: (ops:920) is -firstOrDefault:nil success:error: of -ignoreValues.
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendNext:@2];
                [subscriber sendCompleted];
                return nil;
            }];
            NSArray *all = [s toArray];
            NSLog(@"first %@, %lu values, last %@", [s first], (unsigned long)all.count, all.lastObject);
            NSError *error = nil;
            BOOL completed = [s waitUntilCompleted:&error];
            NSLog(@"completed %d %@", completed, error);
            BOOL success = YES;
            id value = [[RACSignal error:[NSError errorWithDomain:@"d" code:2 userInfo:nil]] firstOrDefault:@"none" success:&success error:&error];
            NSLog(@"%@ %d %ld", value, success, (long)error.code);
            NSLog(@"%@ %@", [[RACSignal empty] firstOrDefault:@"default"], [[RACSignal empty] first]);
            """)
        // An error leaves the default and sets success NO and the error (ops:886-896);
        // completion without a value sets success YES and keeps the default (ops:898-904).
        #expect(output == ["first 1, 2 values, last 2", "completed 1 (null)", "none 0 2", "default (null)"])
    }

    @Test func aWaitForWorkQueuedOnTheBlockedMainThreadWaitsForever() {
        // -delay: schedules on RACScheduler.currentScheduler — the main thread's here — which
        // cannot run while the main thread waits in -first: the real program hangs.
        let run = Snippet.run("id x = [[[RACSignal return:@1] delay:1] first];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:1:41: error: '-first' waits forever here: "))
    }

    @Test func aWaitForAnUnsteppedTestSchedulerWaitsForever() {
        // RACTestScheduler runs its work only when stepped; nobody steps it during the wait.
        let run = Snippet.run("""
            RACTestScheduler *scheduler = [RACTestScheduler new];
            NSArray *values = [[[RACSignal return:@1] deliverOn:scheduler] toArray];
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("error: '-toArray' waits forever here: "))
    }

    @Test func aWaitRunsWorkQueuedForOtherThreads() {
        // -subscribeOn: a background scheduler runs -delay: there (its current scheduler), so
        // another thread sends the value while the main thread waits.
        let output = Snippet.output("""
            id x = [[[[RACSignal return:@"late"] delay:1] subscribeOn:[RACScheduler scheduler]] first];
            NSLog(@"%@", x);
            """)
        #expect(output == ["late"])
    }

    @Test func asynchronousWaitsSpinTheMainRunLoopUntilTheTimeout() {
        // RACSignal.m:362-397: -take:1 with -timeout: on a background scheduler, delivered on
        // the main thread, while the main run loop runs: main-thread work runs meanwhile (the
        // delayed 2), and +never ends in RACSignalErrorTimedOut (1) after 10 seconds.
        let output = Snippet.output("""
            BOOL success = YES;
            NSError *error = nil;
            id late = [[[RACSignal return:@2] delay:1] asynchronousFirstOrDefault:nil success:&success error:&error];
            NSLog(@"%@ %d", late, success);
            id none = [[RACSignal never] asynchronousFirstOrDefault:@"default" success:&success error:&error];
            NSLog(@"%@ %d %@ %ld", none, success, error.domain, (long)error.code);
            BOOL completed = [[RACSignal never] asynchronouslyWaitUntilCompleted:&error timeout:0.5];
            NSLog(@"%d %ld", completed, (long)error.code);
            """)
        #expect(output == ["2 1", "default 0 RACSignalErrorDomain 1", "0 1"])
    }

    // MARK: -deliverOnMainThread / -bufferWithTime:onScheduler:

    @Test func deliverOnMainThreadDeliversAtOnceOnTheMainThread() {
        // ops:1053-1064: on the main thread with nothing queued, the block runs at once —
        // unlike -deliverOn:RACScheduler.mainThreadScheduler, which always dispatches.
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            [[subject deliverOnMainThread] subscribeNext:^(id x) { NSLog(@"now %@", x); }];
            [[subject deliverOn:RACScheduler.mainThreadScheduler] subscribeNext:^(id x) { NSLog(@"later %@", x); }];
            [subject sendNext:@1];
            NSLog(@"sent");
            """)
        #expect(output == ["now 1", "sent", "later 1"])
    }

    @Test func bufferWithTimeSendsEachBatchAsOneTuple() {
        // ops:323-362: the batch's first value schedules flushValues after the interval; a
        // nil is kept as RACTupleNil (read back as nil); completion flushes the rest first.
        let output = Snippet.output("""
            RACTestScheduler *scheduler = [RACTestScheduler new];
            RACSubject *s = [RACSubject subject];
            [[s bufferWithTime:1 onScheduler:scheduler] subscribeNext:^(RACTuple *t) {
                NSLog(@"%lu: %@ %@", (unsigned long)t.count, t[0], t[1]);
            } completed:^{
                NSLog(@"completed");
            }];
            [s sendNext:@1];
            [s sendNext:nil];
            [scheduler stepAll];
            [s sendNext:@3];
            [s sendCompleted];
            """)
        #expect(output == ["2: 1 (null)", "1: 3 (null)", "completed"])
    }

    // MARK: +startLazilyWithScheduler:block: / +startEagerlyWithScheduler:block:

    @Test func startLazilyRunsTheBlockOnceAtTheFirstSubscription() {
        // RACSignal.m:54-75: the block's events go into a replay subject connected at the
        // first subscription; later subscribers get them replayed. +startEagerly (:44-52)
        // connects at once.
        let output = Snippet.output("""
            RACSignal *lazy = [RACSignal startLazilyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> subscriber) {
                NSLog(@"lazy started");
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
            }];
            NSLog(@"made");
            [lazy subscribeNext:^(id x) { NSLog(@"a %@", x); }];
            [lazy subscribeNext:^(id x) { NSLog(@"b %@", x); }];
            RACSignal *eager = [RACSignal startEagerlyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> subscriber) {
                NSLog(@"eager started");
                [subscriber sendNext:@2];
            }];
            NSLog(@"made eager");
            [eager subscribeNext:^(id x) { NSLog(@"c %@", x); }];
            """)
        #expect(output == ["made", "lazy started", "a 1", "b 1", "eager started", "made eager", "c 2"])
    }

    // MARK: -sequence

    @Test func aSignalsSequenceReadsTheReplayedValues() {
        // ops:943 and RACSignalSequence.m: the signal is subscribed once into a replay
        // subject; -head is -firstOrDefault:self of it (nil at the end, NSNull for a nil
        // value), -tail a sequence of its -skip:1, -array its -toArray.
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"subscribed");
                [subscriber sendNext:@1];
                [subscriber sendNext:nil];
                [subscriber sendNext:@3];
                [subscriber sendCompleted];
                return nil;
            }];
            RACSequence *seq = s.sequence;
            NSLog(@"%@ %@ %@ %@", seq.head, seq.tail.head, seq.tail.tail.head, seq.tail.tail.tail.head);
            NSArray *all = seq.array;
            NSLog(@"%lu %@", (unsigned long)all.count, all[1]);
            """)
        #expect(output == ["subscribed", "1 <null> 3 (null)", "3 <null>"])
    }

    @Test func theHeadOfASequenceOfALaterSignalWaitsForever() {
        // A subject's values come from the main thread, which -head blocks.
        let run = Snippet.run("RACSubject *subject = [RACSubject subject];\nid x = [subject sequence].head;\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("waits forever here"))
    }

    // MARK: -reduceApply

    @Test func reduceApplyCallsEachTuplesBlockWithTheRest() {
        // ops:1314-1327: tuple[0] is called (RACBlockTrampoline) with the other elements,
        // a nil element arriving as nil.
        let output = Snippet.output("""
            RACSubject *calls = [RACSubject subject];
            [[calls reduceApply] subscribeNext:^(id x) { NSLog(@"%@", x); }];
            id (^add)(NSNumber *, NSNumber *) = ^id(NSNumber *a, NSNumber *b) {
                return @(a.integerValue + b.integerValue);
            };
            id (^describe)(id) = ^id(id x) { return x == nil ? @"nil" : @"some"; };
            [calls sendNext:RACTuplePack(add, @1, @2)];
            [calls sendNext:RACTuplePack(describe, nil)];
            """)
        #expect(output == ["3", "nil"])
    }
}
