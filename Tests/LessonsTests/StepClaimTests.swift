import Testing
import RACTrace
@testable import Lessons
import LessonsTestSupport

/// What a step link's words claim, and which recorded steps bear each claim out. The steps are
/// those of the classic example (`ClassicBind`) and of a block given to a background scheduler,
/// where ReactiveObjC's code path puts them (the numbers as `racstep trace` prints them):
///
/// - classic, step 17: block 1's `sendNext:@1` reaches the source's passthrough
///   (RACPassthroughSubscriber.m:70-78), `next 1`;
/// - step 28: block 8's `+return: 1` sends its value into block 9 (RACReturnSignal.m:85,
///   RACSignal.m:130), the entry of block 9;
/// - step 35: that `+return:` signal then completes (RACReturnSignal.m:86), `completed`;
/// - step 36: `-sendCompleted` disposes the `+return:` subscriber's compound disposable
///   (RACSubscriber.m:88), `dispose`;
/// - step 45: block 8's local subscriber is released as `addSignal` returns, `dealloc`;
/// - scheduled, step 2: `-[RACQueueScheduler schedule:]` queues its block with `dispatch_async`
///   (RACQueueScheduler.m:65), which runs after the snippet's last line (step 1), so step 2
///   is the entry of `scheduler.dispatchAsync`, and step 3 that of the reader's block in it;
/// - failed, step 5: `RACErrorSignal -subscribe:` sends its error in the block it hands the
///   subscription scheduler (RACErrorSignal.m:42-44), which runs at once on the main thread
///   (steps 4, 5).
@Suite struct StepClaimTests {
    static let scheduled = """
    [[RACScheduler scheduler] schedule:^{ // block 1
        NSLog(@"ran");
    }];
    NSLog(@"queued");

    """
    static let failed = """
    [[RACSignal error:[NSError errorWithDomain:@"Net" code:1 userInfo:nil]] subscribeError:^(NSError *error) {
        NSLog(@"%@", error.domain);
    }];

    """

    @Test(arguments: [
        ("block 1 sends 1", [StepClaim.next]),
        ("block 2 receives it", [.next]),
        ("the zip completes", [.completed]),
        ("sends `completed`", [.completed]),
        ("block 7 sends completion", [.completed]),
        ("the error reaches block 3", [.error]),
        ("the subscription is disposed", [.dispose]),
        ("the subscriber is deallocated", [.dealloc]),
        ("the block is scheduled", [.schedule]),
        ("disposes and completes", [.completed, .dispose]),
        ("zip 完成", [.completed]),
        ("block 1 发送 1", [.next]),
        ("发送 completed", [.completed]),
        ("订阅被销毁", [.dispose]),
        ("subscriber 被释放", [.dealloc]),
        ("交给调度器调度", [.schedule]),
        // An English word between Chinese characters is still a whole word.
        ("订阅被dispose了", [.dispose]),
        // Identifiers and nouns claim nothing: a block's name, a disposable, a step number.
        ("its `sendCompletedIfNecessary`", []),
        ("the `disposableWithBlock:` block", []),
        ("block 6", []),
        ("step 40", []),
    ])
    func claimsAreReadOffTheWords(text: String, claims: [StepClaim]) {
        #expect(StepClaim.claims(in: text) == claims)
    }

    @Test func eachClaimHoldsOnlyAtItsKindOfStep() throws {
        let classic = try ClassicBind.runner.run(source: ClassicBind.source, fileName: "x", numbering: .classic).steps
        let scheduled = try ClassicBind.runner.run(source: Self.scheduled, fileName: "x", numbering: .classic).steps
        let failed = try ClassicBind.runner.run(source: Self.failed, fileName: "x", numbering: .classic).steps
        let steps: [(RACTraceStep, StepClaim?)] = [
            (classic[17 - 1], .next), (classic[28 - 1], nil), (classic[35 - 1], .completed),
            (classic[36 - 1], .dispose), (classic[45 - 1], .dealloc),
            (scheduled[1 - 1], nil), (scheduled[2 - 1], .schedule), (scheduled[3 - 1], .schedule),
            (failed[4 - 1], nil), (failed[5 - 1], .error),
        ]
        for (step, claim) in steps {
            #expect(StepClaim.allCases.filter { $0.holds(at: step) } == (claim.map { [$0] } ?? []),
                    "\(RACTraceTextFormat.line(step))")
        }
    }
}
