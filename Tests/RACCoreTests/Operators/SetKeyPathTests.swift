import Testing
import RACCore

/// `-setKeyPath:onObject:nilValue:` (RACSignal+Operations.m:639-716) on a dictionary, the
/// binding target RACCore models.
@Suite struct SetKeyPathTests {
    @Test func theBindingLivesAsLongAsTheDictionary() {
        // ops:657 sets `x ?: nilValue`; ops:646 does not retain the object and ops:709 puts
        // the binding in its rac_deallocDisposable, which its -dealloc disposes
        // (NSObject+RACDeallocating.m:37-38), disposing the subject subscription (ops:670),
        // which removes the subscriber from the subject (RACSubject.m:44-53).
        var subscribersWhileBound = -1, subscribersAfterDealloc = -1
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let model = ObjCDictionary([], mutable: true)
            model.retain()
            subject.setKeyPath("name", onObject: model, nilValue: str("none"))
            subject.sendNext(str("a"))
            h.log("\(model.value(for: str("name"))!)")
            subject.sendNext(nil)
            h.log("\(model.value(for: str("name"))!)")
            subscribersWhileBound = subject.subscriberCount
            model.release()
            subscribersAfterDealloc = subject.subscriberCount
            h.releaseAll()
        }
        #expect(h.output == ["a", "none"])
        #expect(subscribersWhileBound == 1)
        #expect(subscribersAfterDealloc == 0)
    }

    @Test func theReturnedDisposableEndsTheBindingAndLeavesTheObjectsDisposable() {
        // ops:712-715: remove the binding from the object's rac_deallocDisposable, then
        // dispose it; the object's own disposable stays undisposed.
        var disposedAfter: Bool?
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let model = ObjCDictionary([], mutable: true)
            model.retain()
            let binding = subject.setKeyPath("name", onObject: model)
            binding.dispose()
            subject.sendNext(str("a"))
            h.log("\(model.count) \(subject.subscriberCount)")
            disposedAfter = model.rac_deallocDisposable.isDisposed
            model.release()
            h.releaseAll()
        }
        #expect(h.output == ["0 0"])
        #expect(disposedAfter == false)
    }
}
