import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's scheduler names (`RACSchedulerNames+RAC25.swift`), each read off its
/// line: RACScheduler.m:63 and :74, RACImmediateScheduler.m:17, RACSubscriptionScheduler.m:25,
/// RACTestScheduler.m:76 at v2.5; ReactiveObjC's at RACScheduler.m:62 and :73,
/// RACImmediateScheduler.m:17, RACSubscriptionScheduler.m:25, RACTestScheduler.m:76.
@Suite struct SchedulerNames25Tests {
    private func names(_ library: RACLibrary) -> [String] {
        var names: [String] = []
        Harness.run(library: library) { _ in
            names = [RACScheduler.mainThreadScheduler.name, RACScheduler.immediateScheduler.name,
                     RACScheduler.scheduler().name, RACScheduler.subscriptionScheduler.name, RACTestScheduler().name]
        }
        return names
    }

    @Test func eachLibraryNamesItsSchedulers() {
        #expect(names(.reactiveObjC) == [
            "org.reactivecocoa.ReactiveObjC.RACScheduler.mainThreadScheduler",
            "org.reactivecocoa.ReactiveObjC.RACScheduler.immediateScheduler",
            "org.reactivecocoa.ReactiveObjC.RACScheduler.backgroundScheduler",
            "org.reactivecocoa.ReactiveObjC.RACScheduler.subscriptionScheduler",
            "org.reactivecocoa.ReactiveObjC.RACTestScheduler",
        ])
        #expect(names(.reactiveCocoa25) == [
            "com.ReactiveCocoa.RACScheduler.mainThreadScheduler",
            "com.ReactiveCocoa.RACScheduler.immediateScheduler",
            "com.ReactiveCocoa.RACScheduler.backgroundScheduler",
            "com.ReactiveCocoa.RACScheduler.subscriptionScheduler",
            "org.reactivecocoa.ReactiveCocoa.RACTestScheduler",
        ])
    }
}
