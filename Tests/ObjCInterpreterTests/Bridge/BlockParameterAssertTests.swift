import Testing
@testable import ObjCInterpreter

/// A nil block fails the method's own `NSCParameterAssert`, worded as ReactiveObjC words it
/// at 1af6617 — the parameter's name and `nil` or `NULL` as written — and a method that
/// does not assert its block says RACStep does not model a nil one.
@Suite struct BlockParameterAssertTests {
    @Test(arguments: [
        ("[s initially:nil];", "block != NULL"),            // RACSignal+Operations.m:302
        ("[s finally:nil];", "block != NULL"),              // RACSignal+Operations.m:311
        ("[s map:nil];", "block != nil"),                   // RACStream.m:93
        ("[s filter:nil];", "block != nil"),                // RACStream.m:123
        ("[s reduceEach:nil];", "reduceBlock != nil"),      // RACStream.m:143
        ("[s doNext:nil];", "block != NULL"),               // RACSignal+Operations.m:86
        ("[s catch:nil];", "catchBlock != NULL"),           // RACSignal+Operations.m:242
        ("[s then:nil];", "block != nil"),                  // RACSignal+Operations.m:597
        ("[s takeUntilBlock:nil];", "predicate != nil"),    // RACStream.m:287
        ("[s try:nil];", "tryBlock != NULL"),               // RACSignal+Operations.m:282
        ("[s tryMap:nil];", "mapBlock != NULL"),            // RACSignal+Operations.m:292
        ("[s any:nil];", "predicateBlock != NULL"),         // RACSignal+Operations.m:1126
        ("[s groupBy:nil];", "keyBlock != NULL"),           // RACSignal+Operations.m:1083, via -groupBy:transform:
        ("[s bind:nil];", "block != NULL"),                 // RACSignal.m:94
        ("[s scanWithStart:@0 reduce:nil];", "reduceBlock != nil"),                // RACStream.m:260
        ("[s aggregateWithStart:@0 reduceWithIndex:nil];", "reduceBlock != NULL"), // RACSignal+Operations.m:611
        ("[s aggregateWithStartFactory:nil reduce:nil];", "startFactory != NULL"), // RACSignal+Operations.m:610, first
        ("[s combinePreviousWithStart:@0 reduce:nil];", "reduceBlock != NULL"),    // RACStream.m:109
        ("[RACSignal defer:nil];", "block != NULL"),                               // RACSignal+Operations.m:932
        ("[RACSignal combineLatest:@[s] reduce:nil];", "reduceBlock != nil"),      // RACSignal+Operations.m:457
        ("[RACDisposable disposableWithBlock:nil];", "block != nil"),              // RACDisposable.m:44
        ("[[RACScheduler mainThreadScheduler] schedule:nil];", "block != NULL"),   // RACQueueScheduler.m:61
        ("[[RACTestScheduler new] schedule:nil];", "block != nil"),                // RACTestScheduler.m:137
        ("[@[@1].rac_sequence map:nil];", "block != nil"),                         // RACStream.m:93
        ("[RACSequence sequenceWithHeadBlock:nil tailBlock:nil];", "headBlock != nil"), // RACDynamicSequence.m:95
    ])
    func aNilBlockFailsTheMethodsOwnAssertion(_ send: String, _ condition: String) {
        let run = Snippet.run("RACSubject *s = [RACSubject subject];\n" + send)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("reason: 'Invalid parameter not satisfying: \(condition)'"), "\(run.diagnostics)")
    }

    @Test(arguments: [
        // RACStream.m:76-84 calls the block without asserting it; so does
        // -aggregateWithStart:reduce:'s wrapper (RACSignal+Operations.m:620-622).
        ("[s flattenMap:nil];", "flattenMap:"),
        ("[s aggregateWithStart:@0 reduce:nil];", "aggregateWithStart:reduce:"),
        // RACDynamicSignal.m:28-32 keeps a nil didSubscribe, and -subscribe: skips it (:42).
        ("[RACSignal createSignal:nil];", "createSignal:"),
    ])
    func aNilBlockAMethodDoesNotAssertIsNamedAsUnmodelled(_ send: String, _ selector: String) {
        let run = Snippet.run("RACSubject *s = [RACSubject subject];\n" + send)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("error: 'a nil block passed to \(selector)' is not supported by RACStep yet"), "\(run.diagnostics)")
    }
}
