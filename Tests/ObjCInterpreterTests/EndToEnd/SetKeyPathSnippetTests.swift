import RACCore
import RACTrace
import Testing
@testable import ObjCInterpreter

/// `-setKeyPath:onObject:` and `-setKeyPath:onObject:nilValue:` on the key-value coded object
/// a snippet can have, a dictionary. Each expectation is read off RACSignal+Operations.m
/// ("ops") at 1af6617, lines 635-716, and the Foundation behaviour it relies on.
@Suite struct SetKeyPathSnippetTests {
    @Test func eachValueIsSetThroughTheKeyPathAndNilBecomesNilValue() {
        // ops:651-657: the next block sends `-setValue:x ?: nilValue forKeyPath:`; a nil value
        // with a nilValue stores the nilValue.
        let output = Snippet.output("""
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            RACSubject *names = [RACSubject subject];
            [names setKeyPath:@"name" onObject:model nilValue:@"none"];
            [names sendNext:@"a"];
            NSLog(@"%@", model[@"name"]);
            [names sendNext:nil];
            NSLog(@"%@", model[@"name"]);
            """)
        #expect(output == ["a", "none"])
    }

    @Test func aNilValueWithoutNilValueRemovesTheKey() {
        // ops:636 passes nilValue nil, so ops:657 sends -setValue:nil forKeyPath:, which
        // -[NSMutableDictionary setValue:forKey:] answers with -removeObjectForKey:.
        let output = Snippet.output("""
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            RACSubject *counts = [RACSubject subject];
            [counts setKeyPath:@"count" onObject:model];
            [counts sendNext:@1];
            NSLog(@"%lu", (unsigned long)model.count);
            [counts sendNext:nil];
            NSLog(@"%lu", (unsigned long)model.count);
            """)
        #expect(output == ["1", "0"])
    }

    @Test func aDottedKeyPathSetsTheKeyOnWhatTheFirstKeyHolds() {
        // -setValue:forKeyPath: sends the rest of the path to -valueForKey: of the first key
        // (NSDictionary: -objectForKey:); a missing first key is a message to nil.
        let output = Snippet.output("""
            NSMutableDictionary *address = [NSMutableDictionary dictionary];
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            model[@"address"] = address;
            RACSubject *cities = [RACSubject subject];
            [cities setKeyPath:@"address.city" onObject:model];
            [cities setKeyPath:@"missing.city" onObject:model];
            [cities sendNext:@"Paris"];
            NSLog(@"%@ %lu", address[@"city"], (unsigned long)model.count);
            """)
        #expect(output == ["Paris 1"])
    }

    @Test func disposingTheReturnedDisposableEndsTheBinding() {
        // ops:712-715: the returned disposable removes the binding from the object's
        // rac_deallocDisposable and disposes it, which disposes the subscription (ops:670).
        let output = Snippet.output("""
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            RACSubject *names = [RACSubject subject];
            RACDisposable *binding = [names setKeyPath:@"name" onObject:model];
            [names sendNext:@"a"];
            [binding dispose];
            [names sendNext:@"b"];
            NSLog(@"%@", model[@"name"]);
            """)
        #expect(output == ["a"])
    }

    @Test func theObjectDeallocatingDisposesTheSubscription() {
        // ops:646-649: the object is not retained; ops:709 adds the binding to its
        // rac_deallocDisposable, which the swizzled -dealloc disposes
        // (NSObject+RACDeallocating.m:37-38): the subscription's disposable runs as the
        // dictionary goes, at the end of the block that declared it. The array keeps the
        // subscriber alive, or it would go (and dispose the subscription) as soon as the
        // didSubscribe block returned (RACSubscriber.m:59-61).
        let output = Snippet.output("""
            NSMutableArray *subscribers = [NSMutableArray array];
            RACSignal *values = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscribers addObject:subscriber];
                [subscriber sendNext:@1];
                return [RACDisposable disposableWithBlock:^{ NSLog(@"subscription disposed"); }];
            }];
            if (YES) {
                NSMutableDictionary *model = [NSMutableDictionary dictionary];
                [values setKeyPath:@"count" onObject:model];
                NSLog(@"%@", model[@"count"]);
            }
            NSLog(@"after");
            """)
        #expect(output == ["1", "subscription disposed", "after"])
    }

    @Test func anErrorFailsTheAssertion() {
        // ops:661: NSCAssert(NO, @"Received error from %@ in binding for key path \"%@\" on
        // %@: %@", self, keyPath, object, error); RACStep runs with assertions on.
        let run = Snippet.run("""
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            RACSubject *names = [RACSubject subject];
            [names setKeyPath:@"name" onObject:model];
            [names sendError:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
            NSLog(@"not reached");
            """)
        #expect(run.status == .runtimeError)
        #expect(run.output.isEmpty)
        #expect(Snippet.maskingAddresses(run.diagnostics).contains(
            "reason: 'Received error from <RACSubject: 0x…> name:  in binding for key path \"name\" on {\n}: "))
    }

    @Test func anImmutableDictionaryHasNoSetterForTheKey() {
        // NSDictionary does not override -setValue:forKey:, so NSObject's finds no setter or
        // instance variable and sends -setValue:forUndefinedKey:, which raises.
        let run = Snippet.run("""
            RACSubject *names = [RACSubject subject];
            NSDictionary *model = @{};
            [names setKeyPath:@"name" onObject:model];
            [names sendNext:@"a"];
            """)
        #expect(run.status == .runtimeError)
        #expect(Snippet.maskingAddresses(run.diagnostics).contains(
            "uncaught exception 'NSUnknownKeyException', reason: '[<__NSDictionaryI 0x…> setValue:forUndefinedKey:]: "
                + "this class is not key value coding-compliant for the key name.'"))
    }

    @Test(arguments: [
        // ops:640-641: the key path is asserted first, then the object.
        ("[names setKeyPath:nil onObject:nil];", "invalid parameter not satisfying: keyPath != nil"),
        ("[names setKeyPath:@\"name\" onObject:nil nilValue:@0];", "invalid parameter not satisfying: object != nil"),
        ("[names setKeyPath:@\"length\" onObject:@\"text\"];",
         "'-[RACSignal setKeyPath:onObject:] on __NSCFConstantString' is not supported by RACStep yet"),
    ])
    func badArgumentsAreDiagnosedAtTheArgument(_ send: String, _ message: String) {
        let run = Snippet.run("RACSubject *names = [RACSubject subject];\n" + send)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("error: " + message + "\n"), "\(run.diagnostics)")
    }

    @Test func libraryBlocksAreEnteredInReactiveObjCsOrder() {
        // ops:635 calls ops:639. +return: subscribes at once (RACReturnSignal.m:84): its
        // sendNext reaches the next block (ops:651); its sendCompleted disposes the
        // subscriber's compound (RACSubscriber.m:87-88: the clear-blocks block, RACSubscriber.m:44)
        // and then calls the completed block (ops:667), which disposes `disposable` while it
        // is still empty. clearPointerDisposable (ops:692) is then added to a disposed
        // compound, which disposes it at once (RACCompoundDisposable.m:144-146).
        let run = Snippet.run("""
            NSMutableDictionary *model = [NSMutableDictionary dictionary];
            [[RACSignal return:@"a"] setKeyPath:@"name" onObject:model];
            NSLog(@"%@", model[@"name"]);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["a"])
        let entered = run.steps.filter { $0.kind == .enter && $0.user != true }
        #expect(entered.map { $0.name ?? "?" } == [
            "setKeyPath", "setKeyPath.nilValue", "returnSignal.subscribe", "setKeyPath.next",
            "subscriber.clearBlocks", "setKeyPath.completed", "setKeyPath.clearPointerDisposable",
        ])
        let declared = [RACBlockName.setKeyPath, .setKeyPathNilValue, .setKeyPathNext, .setKeyPathCompleted, .setKeyPathClearPointer]
        for step in entered where step.name?.hasPrefix("setKeyPath") == true {
            #expect(step.rac == declared.first { $0.name == step.name }?.rac?.description)
            #expect(step.rac?.hasPrefix("RACSignal+Operations.m:") == true)
        }
    }
}
