import Testing
@testable import ObjCInterpreter

/// `dispatch_async` to the main queue and to GCD's global queues, end to end. Expected lines
/// follow RACScheduler.m and RACSubscriptionScheduler.m, cited at each test.
///
/// On a device the global queue's worker thread runs at the same time as the main thread, so
/// lines logged on the two can interleave in any order. RACStep runs one thread's block to its
/// end before the next starts, in the order the blocks were queued (the virtual clock): the
/// snippet first, as the main thread's current work, then each queued block. The expected
/// orders below are that interleaving, derived from where each block is queued.
@Suite struct DispatchQueueSnippetTests {
    @Test func aGlobalQueuesBlockHasNoCurrentScheduler() {
        // +currentScheduler (RACScheduler.m:94-99): nothing in the thread dictionary, not the
        // main thread → nil. The global block was queued first and runs once the snippet is
        // done; the main-queue block it queues runs after it, on the main thread, where
        // +currentScheduler answers the main-thread scheduler (:97).
        let run = Snippet.run("""
            dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
                NSLog(@"global: nil? %d", [RACScheduler currentScheduler] == nil);
                dispatch_async(dispatch_get_main_queue(), ^{
                    NSLog(@"main: main? %d", [RACScheduler currentScheduler] == [RACScheduler mainThreadScheduler]);
                });
            });
            NSLog(@"same queue for the same QoS? %d", dispatch_get_global_queue(0, 0) == dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0));
            NSLog(@"the main queue is a scheduler? %d", (id)dispatch_get_main_queue() == [RACScheduler mainThreadScheduler]);
            NSLog(@"%@ %@", dispatch_get_main_queue(), dispatch_get_global_queue(QOS_CLASS_UTILITY, 0));
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // GCD's queues are not RAC's schedulers; they print their class and label (and, on a
        // device, their address and state after it, which RACStep leaves out).
        #expect(run.output == ["same queue for the same QoS? 1", "the main queue is a scheduler? 0",
                               "<OS_dispatch_queue_main: com.apple.main-thread> <OS_dispatch_queue_global: com.apple.root.utility-qos>",
                               "end", "global: nil? 1", "main: main? 1"])
    }

    static let subscribesFromAGlobalQueue = """
        RACSignal *work = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            NSLog(@"didSubscribe: current is nil? %d", [RACScheduler currentScheduler] == nil);
            [subscriber sendNext:@1];
            return nil;
        }];
        dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_BACKGROUND, 0), ^{
            [work subscribeNext:^(id x) { NSLog(@"next %@", x); }];
            NSLog(@"subscribeNext: returned");
            [[work subscribeNext:^(id x) { NSLog(@"never"); }] dispose];
        });
        """

    @Test func aSubscriptionFromAGlobalQueueIsQueuedOnTheBackgroundScheduler() {
        // RACSubscriptionScheduler.m:37: no current scheduler → the dynamicSignal.subscribe
        // block (RACDynamicSignal.m:43) is queued on the background scheduler made in -init
        // (:27), so subscribeNext: returns before it runs; that scheduler is current while it
        // runs (RACScheduler.m:189-205), and the rest is synchronous.
        let run = Snippet.run(Self.subscribesFromAGlobalQueue)
        #expect(run.status == .success, "\(run.diagnostics)")
        // The second subscription is disposed before its queued block runs: the block checks
        // its scheduling disposable first (RACQueueScheduler.m:63-66), so "never" is not logged.
        #expect(run.output == ["subscribeNext: returned", "didSubscribe: current is nil? 0", "next 1"])
    }

    @Test func disposingBeforeTheQueuedBlockRunsDisposesTheSchedulingDisposable() {
        // `[[work subscribeNext:…] dispose]` on the global thread disposes the compound
        // disposable -subscribe: made (RACDynamicSignal.m:39). Its children, in the order they
        // were added: the purge disposable RACPassthroughSubscriber's init added through
        // -didSubscribeWithDisposable: (RACPassthroughSubscriber.m:64, RACSubscriber.m:105),
        // which takes the compound out of the subscriber's own; then the background
        // scheduler's scheduling disposable (RACDynamicSignal.m:48), a plain RACDisposable.
        // All of it before the global block returns, and before the queued block would run.
        let run = Snippet.run(Self.subscribesFromAGlobalQueue) { $0.recordsTrace = true }
        let lines = run.traceText.split(separator: "\n").map { line in
            // "  10    dispose …  @9" → "dispose …": no step number, no indent, no source line.
            line.drop { $0 == " " || $0.isNumber }.split(separator: "  @").first.map(String.init) ?? ""
        }
        let returned = try! #require(lines.firstIndex(of: "log \"subscribeNext: returned\""))
        // The dispatched block is named after the function it was handed to.
        #expect(lines.contains("→ block dispatch_async"))
        let blockEnd = try! #require(lines[returned...].firstIndex(of: "← block dispatch_async"))
        let disposes = lines[returned..<blockEnd].filter { $0.hasPrefix("dispose") }
        // "dispose disposable#N (RACCompoundDisposable) in disposable#M" names the compound N.
        let compound = try! #require(disposes.first?.split(separator: " ").dropFirst().first)
        #expect(disposes.count == 3)
        #expect(disposes.first?.contains("(RACCompoundDisposable) in disposable#") == true)
        #expect(disposes.dropFirst().first?.hasSuffix("(RACDisposable) runs its block in \(compound)") == true)
        #expect(disposes.last?.hasSuffix("(RACDisposable) in \(compound)") == true)
        // The queued blocks after it: only the first subscription's.
        #expect(lines[blockEnd...].filter { $0.hasPrefix("→ block dynamicSignal.subscribe") }.count == 1)
    }

    @Test func theSameRunEveryTime() {
        // Threads that really ran at once would order these lines differently from run to run;
        // RACStep's one order is the same, trace and all.
        let first = Snippet.run(Self.subscribesFromAGlobalQueue) { $0.recordsTrace = true }
        for _ in 1..<20 {
            let again = Snippet.run(Self.subscribesFromAGlobalQueue) { $0.recordsTrace = true }
            #expect(again.output == first.output)
            #expect(again.traceText == first.traceText)
        }
    }

    /// (snippet, column, message): what RACStep does not model of libdispatch stops at the
    /// call with its caret, as any other unsupported API does.
    @Test(arguments: [
        ("dispatch_async(dispatch_get_global_queue(5, 0), ^{});", 16,
         "dispatch_get_global_queue needs a DISPATCH_QUEUE_PRIORITY_* or QOS_CLASS_* identifier and 0"),
        ("dispatch_async(dispatch_get_global_queue(0, 1), ^{});", 16,
         "dispatch_get_global_queue needs a DISPATCH_QUEUE_PRIORITY_* or QOS_CLASS_* identifier and 0"),
        ("dispatch_async(@1, ^{});", 1,
         "dispatch_async needs dispatch_get_main_queue() or dispatch_get_global_queue(…) and a block"),
        ("dispatch_async([RACScheduler scheduler], ^{});", 1,
         "dispatch_async needs dispatch_get_main_queue() or dispatch_get_global_queue(…) and a block"),
        ("dispatch_sync(dispatch_get_main_queue(), ^{});", 1, "'dispatch_sync' is not supported by RACStep yet"),
        ("dispatch_after(dispatch_time(DISPATCH_TIME_NOW, 0), dispatch_get_main_queue(), ^{});", 1,
         "'dispatch_after' is not supported by RACStep yet"),
        ("id queue = dispatch_queue_create(\"q\", NULL);", 12, "'dispatch_queue_create' is not supported by RACStep yet"),
    ])
    func unmodelledDispatchIsAnErrorAtItsCall(source: String, column: Int, message: String) {
        let run = Snippet.run(source + "\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:1:\(column): error: \(message)\n\(source)\n"), "\(run.diagnostics)")
    }
}
