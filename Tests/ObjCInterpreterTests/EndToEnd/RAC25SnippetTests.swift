import Foundation
import RACTrace
import Testing
@testable import ObjCInterpreter

/// `Tests/Fixtures/rac25/`: snippets whose output differs (or, for `-concat:`, does not)
/// between ReactiveObjC and ReactiveCocoa 2.5, each run under both. The expected outputs are
/// derived from each version's code, as the comments say; RAC 2.5's own RACSignalSpec.m at
/// the tag has no case returning one signal twice from a binding block (its `-bind:` specs,
/// :136–253, return distinct signals), so none of these is pinned by 2.5's tests.
@Suite struct RAC25SnippetTests {
    /// Tests/ObjCInterpreterTests/EndToEnd/<this file> -> Tests/Fixtures/rac25
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rac25")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func output(_ name: String, _ library: RACLibrary) throws -> String {
        let run = Snippet.run(try fixture(name + ".m"), fileName: name + ".m") { $0.library = library }
        #expect(run.status == .success, "\(run.diagnostics)")
        return run.outputText
    }

    static let names = ["bind-same-signal-twice", "bind-returns-source", "concat-serial-disposable",
                        "subject-dispose-while-sending", "replay-subject-subscribe-while-sending", "pack-tuple-class",
                        "scheduler-names", "fold-right-nil-tail", "sequence-vocabulary", "asynchronous-waits"]

    @Test(arguments: names)
    func eachVersionPrintsItsOwnOutput(_ name: String) throws {
        #expect(try Self.output(name, .reactiveObjC) == Self.fixture(name + ".reactiveobjc.out"))
        #expect(try Self.output(name, .reactiveCocoa25) == Self.fixture(name + ".rac25.out"))
    }

    @Test func bindSameSignalTwice() throws {
        // Both values bind to `inner`, whose two subscriptions each queue a main-queue block.
        // ReactiveObjC (RACSignal.m:111, :116 at 1af6617): signalCount 1 + 2; the source
        // completes (2), the first tick's completion (1), the second's (0): completed last.
        // 2.5 (RACSignal.m:110, :118, :120 at v2.5): signals [source, inner, inner]; the source
        // completes ([inner, inner]); the first completion removes both entries, so count 0:
        // completed, and `[compoundDisposable dispose]` (:122) disposes the second subscription,
        // whose passthrough then drops the second tick (RACPassthroughSubscriber.m:70).
        #expect(try Self.fixture("bind-same-signal-twice.reactiveobjc.out")
                == "inner subscribed\ninner subscribed\ninner sends tick\nnext tick\ninner sends tick\nnext tick\ncompleted\n")
        #expect(try Self.fixture("bind-same-signal-twice.rac25.out")
                == "inner subscribed\ninner subscribed\ninner sends tick\nnext tick\ncompleted\ninner sends tick\n")
    }

    @Test func bindReturnsSource() throws {
        // The source's first subscription sends "first" while subscribing, so the block's
        // subscription (the second) queues its main-queue block before the first does: the
        // second completes first. ReactiveObjC: 2 → 1 → 0, completed after both. 2.5: signals
        // [source, source]; the second's completion removes both (:118): completed before the
        // first subscription's block runs.
        #expect(try Self.fixture("bind-returns-source.reactiveobjc.out")
                == "source subscription 2 completes\nsource subscription 1 completes\ncompleted\n")
        #expect(try Self.fixture("bind-returns-source.rac25.out")
                == "source subscription 2 completes\ncompleted\nsource subscription 1 completes\n")
    }

    @Test func concatSerialDisposableKeepsTheOutput() throws {
        // Both dispose `second` at `[subscription dispose]`: its subscription's compound
        // disposable was added to the outer passthrough's (RACPassthroughSubscriber.m
        // -didSubscribeWithDisposable:, the same in both versions), which the dispose reaches,
        // whatever -concat:'s own disposable holds. Its queued block still runs and logs.
        let expected = "next 1\nnext 2\ndisposing\nsecond disposed\nsecond sends 3\n"
        #expect(try Self.fixture("concat-serial-disposable.reactiveobjc.out") == expected)
        #expect(try Self.fixture("concat-serial-disposable.rac25.out") == expected)
    }

    @Test func subjectDisposeWhileSending() throws {
        // -sendNext: sends to a copy of `subscribers` (RACSubject.m:80-88, the same in both).
        // ReactiveObjC's -subscribe: (RACSubject.m:54) adds the removal block to the
        // passthrough's compound disposable and returns that: A's `[second dispose]` disposes
        // it, and B's passthrough, still in the copy, drops the 1 (RACPassthroughSubscriber.m:70).
        // 2.5's (RACSubject.m:54, :65 at v2.5) returns the removal block's own disposable: B
        // leaves the list, its passthrough is not disposed, and the copy still sends it the 1.
        // Neither sends B the 2: it is no longer in the list.
        #expect(try Self.fixture("subject-dispose-while-sending.reactiveobjc.out") == "A 1\nA 2\n")
        #expect(try Self.fixture("subject-dispose-while-sending.rac25.out") == "A 1\nB 1\nA 2\n")
    }

    @Test func replaySubjectSubscribeWhileSending() throws {
        // Capacity 1, 1 already kept. ReactiveObjC's -sendNext: (RACReplaySubject.m:85-93)
        // adds 2, trims to [2], then sends: the late subscriber's replay (RACReplaySubject.m:57,
        // run at once on the main thread's subscription scheduler) sees [2]. 2.5's (:86-95 at
        // v2.5) adds 2, sends with [1, 2] kept, trims afterwards: the replay sees 1 and 2.
        #expect(try Self.fixture("replay-subject-subscribe-while-sending.reactiveobjc.out") == "late 2\n")
        #expect(try Self.fixture("replay-subject-subscribe-while-sending.rac25.out") == "late 1\nlate 2\n")
    }

    @Test func packTupleClass() throws {
        // ReactiveObjC: RACTuplePack_class_name picks RACTwoTuple for two arguments (RACTuple.h:208),
        // and -zipWith: packs its pair with RACTuplePack (RACSignal.m:219). 2.5: RACTuplePack_
        // sends +tupleWithObjectsFromArray: to RACTuple itself (RACTuple.h:115-116 at v2.5).
        #expect(try Self.fixture("pack-tuple-class.reactiveobjc.out") == "RACTwoTuple\nRACTwoTuple\n")
        #expect(try Self.fixture("pack-tuple-class.rac25.out") == "RACTuple\nRACTuple\n")
    }

    @Test func schedulerNames() throws {
        // The names each version's code gives: ReactiveObjC RACScheduler.m:62, :73,
        // RACImmediateScheduler.m:17, RACTargetQueueScheduler.m:20, RACTestScheduler.m:76;
        // 2.5 RACScheduler.m:63, :74, RACImmediateScheduler.m:17, RACTargetQueueScheduler.m:20,
        // RACTestScheduler.m:76 at v2.5. The queue label is the high-priority global queue's.
        let queue = "(com.apple.root.user-initiated-qos)\n"
        #expect(try Self.fixture("scheduler-names.reactiveobjc.out")
                == "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler\norg.reactivecocoa.ReactiveObjC.RACScheduler.immediateScheduler\n"
                + "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler\norg.reactivecocoa.ReactiveObjC.RACTargetQueueScheduler" + queue
                + "org.reactivecocoa.ReactiveObjC.RACTestScheduler\n")
        #expect(try Self.fixture("scheduler-names.rac25.out")
                == "com.ReactiveCocoa.RACScheduler.mainThreadScheduler\ncom.ReactiveCocoa.RACScheduler.immediateScheduler\n"
                + "com.ReactiveCocoa.RACScheduler.backgroundScheduler\ncom.ReactiveCocoa.RACTargetQueueScheduler" + queue
                + "org.reactivecocoa.ReactiveCocoa.RACTestScheduler\n")
    }

    @Test func foldRightNilTail() throws {
        // `[RACSequence return:@1]` is a RACUnarySequence, whose tail is nil (RACUnarySequence.m:36).
        // ReactiveObjC's `rest` gives `start` when there is no tail (RACSequence.m:221-226 at
        // 1af6617): `rest.head` is 0. 2.5's sends the fold to the tail unguarded (RACSequence.m:222 at
        // v2.5): a message to nil is nil, so `rest.head` is nil. An array sequence's last tail is
        // the empty sequence in both (RACArraySequence.m:47, :32), whose fold is `start`: the reversal is the same.
        let reversal = "(\n    3,\n    2,\n    1\n)\n"
        #expect(try Self.fixture("fold-right-nil-tail.reactiveobjc.out") == "rest.head 0\nresult 1\n" + reversal)
        #expect(try Self.fixture("fold-right-nil-tail.rac25.out") == "rest.head (null)\nresult 1\n" + reversal)
        #expect(try Self.fixture("sequence-vocabulary.reactiveobjc.out") == Self.fixture("sequence-vocabulary.rac25.out"))
    }

    @Test func flattenDisposedBeforeItCompletes() {
        // The flatten's subscriber (the RACSubscriber of the user's block and its passthrough) is
        // held by `completeIfAllowed`, which `subscribeToSignal` holds, which the `__block`
        // variable holds. ReactiveObjC lets go of the variable in a disposable
        // (RACSignal+Operations.m:585-588 at 1af6617): disposing the subscription deallocates
        // them. 2.5 lets go of it only in `completeIfAllowed` once everything has completed
        // (RACSignal+Operations.m:509-515 at v2.5): the `+never` inner signal never does, so they
        // stay. The output is the same; the trace shows the difference.
        let source = """
            RACSubject *outer = [RACSubject subject];
            RACDisposable *d = [[outer flatten:1] subscribeNext:^(id x) { NSLog(@"next %@", x); }];
            [outer sendNext:[RACSignal never]];
            [d dispose];
            NSLog(@"disposed");

            """
        let deallocated = "dealloc subscriber#1 (RACSubscriber) of [outer] -flatten: 1"
        let reactiveObjC = Snippet.run(source)
        let rac25 = Snippet.run(source) { $0.library = .reactiveCocoa25 }
        #expect(reactiveObjC.outputText == "disposed\n" && rac25.outputText == "disposed\n")
        #expect(reactiveObjC.traceText.contains("→ block flattenMaxConcurrent.dispose"))
        #expect(reactiveObjC.traceText.contains(deallocated))
        #expect(!rac25.traceText.contains("flattenMaxConcurrent.dispose"))
        #expect(!rac25.traceText.contains(deallocated))
    }

    @Test func asynchronousWaits() throws {
        // ReactiveObjC's -asynchronousFirstOrDefault:success:error: sends the timeout: variant
        // (RACSignal.m:358-359 at 1af6617), which waits; 2.5's waits itself (RACSignal.m:367-398 at
        // v2.5), with the same blocks: the same output, one method fewer in 2.5's trace.
        #expect(try Self.fixture("asynchronous-waits.reactiveobjc.out") == Self.fixture("asynchronous-waits.rac25.out"))
        let rac25 = Snippet.run(try Self.fixture("asynchronous-waits.m")) { $0.library = .reactiveCocoa25 }
        let reactiveObjC = Snippet.run(try Self.fixture("asynchronous-waits.m"))
        #expect(rac25.traceText.contains("→ block asynchronousFirstOrDefault [later]  RACSignal.m:367 "))
        #expect(!rac25.traceText.contains("→ block asynchronousFirstOrDefaultWithTimeout [later]"))
        #expect(reactiveObjC.traceText.contains("→ block asynchronousFirstOrDefaultWithTimeout [later]  RACSignal.m:362 "))
    }

    @Test func aTraceOf25NamesItsVersionAndItsLines() throws {
        let run = Snippet.run(try Self.fixture("concat-serial-disposable.m")) { $0.library = .reactiveCocoa25 }
        let text = run.traceText
        #expect(text.hasPrefix("rac ReactiveCocoa 2.5 32364b9\n"))
        // -concat: is declared at RACSignal.m:187 at v2.5 (178 at 1af6617).
        #expect(text.contains("→ block concat [first]  RACSignal.m:187 ⇄ RACSignal+Concat25.swift:"))
        #expect(!Snippet.run(try Self.fixture("concat-serial-disposable.m")).traceText.hasPrefix("rac "))
    }

    @Test func whatThe25LayerDoesNotTranslateIsALocatedError() {
        // RACStream's abstract +empty differs at v2.5 (RACStream.m at v2.5 returns nil where
        // ReactiveObjC's raises) and is not translated: refused at the message.
        let source = "RACSignal *s = [RACSignal never];\nRACStream *e = [RACStream empty];\n"
        let run = Snippet.run(source) { $0.library = .reactiveCocoa25 }
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:2:27: error: '+[RACStream empty]' is not in RACStep's ReactiveCocoa 2.5 layer"))
    }

    @Test func whatReactiveObjCAddedIsAnErrorNamingIt() {
        // RACTuple.m at v2.5 has no fixed-size subclasses, RACSignal+Operations.m no +try:.
        let pack = Snippet.run("RACTuple *t = [RACTwoTuple pack:@1 :@2];\n") { $0.library = .reactiveCocoa25 }
        #expect(pack.status == .runtimeError)
        #expect(pack.diagnostics.hasPrefix("snippet.m:1:28: error: ReactiveCocoa 2.5 has no '+[RACTwoTuple pack::]' (ReactiveObjC added it)"))
        let try_ = Snippet.run("[RACSignal try:^id(NSError **e) { return @1; }];\n") { $0.library = .reactiveCocoa25 }
        #expect(try_.diagnostics.hasPrefix("snippet.m:1:12: error: ReactiveCocoa 2.5 has no '+[RACSignal try:]' (ReactiveObjC added it)"))
    }
}
