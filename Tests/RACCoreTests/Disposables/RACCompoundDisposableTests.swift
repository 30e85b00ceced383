import Testing
import RACCore

/// `RACCompoundDisposable` (RACCompoundDisposable.m), after RACCompoundDisposableSpec.m.
/// Contracts: SignalContracts §5 (adding to a disposed compound disposes at once; the two
/// inline slots are disposed first, then the array, in order).
@Suite struct RACCompoundDisposableTests {
    /// Disposables that log their name, held by the harness.
    private func named(_ h: Harness, _ names: [String]) -> [RACDisposable] {
        names.map { name in h.hold(h.disposable { h.log(name) }) }
    }

    @Test func disposesEverythingItContains() {
        let h = Harness.run { h in
            let d = named(h, ["d1", "d2", "d3", "d4"])
            let compound = h.hold(RACCompoundDisposable(disposables: Array(d[0..<3])))
            compound.add(d[3])
            #expect(h.output == [])
            #expect(!compound.isDisposed)
            compound.dispose()
            #expect(compound.isDisposed)
            h.releaseAll()
        }
        #expect(h.output == ["d1", "d2", "d3", "d4"])
    }

    @Test func disposesAddedDisposablesAtOnceWhenDisposed() {
        RACRuntime.isolated { _ in
            let compound = RACCompoundDisposable()
            compound.dispose()
            let d = RACDisposable()
            #expect(!d.isDisposed)
            compound.add(d)
            #expect(d.isDisposed)
            #expect(compound.children.isEmpty)
        }
    }

    @Test func initWithBlock() {
        let h = Harness.run { h in
            let compound = h.hold(RACCompoundDisposable(block: RACVoidBlock(named: "test") { h.log("compound block") }))
            compound.add(h.disposable { h.log("added") })
            #expect(h.output == [])
            compound.dispose()
            h.releaseAll()
        }
        // The block's disposable sits in the first inline slot.
        #expect(h.output == ["compound block", "added"])
    }

    @Test func removedDisposablesAreNotDisposed() {
        RACRuntime.isolated { _ in
            let compound = RACCompoundDisposable()
            let d = RACDisposable()
            d.retain()
            compound.add(d)
            compound.remove(d)
            compound.dispose()
            #expect(!d.isDisposed)
            d.release()
        }
    }

    @Test func removalFreesInlineSlotsForLaterAdditions() {
        // d1, d2 take the inline slots, d3, d4 the array. Removing d1 and d2 frees both slots;
        // d5 and d6 fill them, so they are disposed first — before d3 and d4 that were added
        // earlier.
        let h = Harness.run { h in
            let d = named(h, ["d1", "d2", "d3", "d4", "d5", "d6"])
            let compound = h.hold(RACCompoundDisposable())
            for disposable in d[0..<4] { compound.add(disposable) }
            compound.remove(d[1])
            compound.remove(d[0])
            compound.add(d[4])
            compound.add(d[5])
            #expect(compound.children.map { $0 === d[4] } == [true, false, false, false])
            compound.dispose()
            h.releaseAll()
        }
        #expect(h.output == ["d5", "d6", "d3", "d4"])
    }

    @Test func aFreedSecondSlotIsFilledBeforeTheArray() {
        // Only slot 1 freed: the next addition goes there, ahead of the array's d3.
        let h = Harness.run { h in
            let d = named(h, ["d1", "d2", "d3", "d4"])
            let compound = h.hold(RACCompoundDisposable())
            for disposable in d[0..<3] { compound.add(disposable) }
            compound.remove(d[1])
            compound.add(d[3])
            compound.dispose()
            h.releaseAll()
        }
        #expect(h.output == ["d1", "d4", "d3"])
    }

    @Test func disposeOrderInTheTrace() {
        // The trace reports the compound first, then its members in dispose order.
        let h = Harness.run { h in
            let compound = h.hold(RACCompoundDisposable())
            for disposable in named(h, ["a", "b", "c"]) { compound.add(disposable) }
            compound.dispose()
            h.releaseAll()
        }
        #expect(h.disposeSteps.map { $0.name } == ["RACCompoundDisposable", "RACDisposable", "RACDisposable", "RACDisposable"])
        #expect(h.disposeSteps.dropFirst().allSatisfy { $0.target == h.disposeSteps[0].object })
    }

    @Test func holdsItsMembersUntilDisposed() {
        RACRuntime.isolated { _ in
            let compound = RACCompoundDisposable()
            compound.retain()
            let members = (0..<3).map { _ in RACDisposable() }
            members.forEach { compound.add($0) }
            #expect(members.allSatisfy { $0.retainCount == 1 })
            compound.dispose()
            #expect(members.allSatisfy { $0.isDeallocated })
            compound.release()
        }
    }
}

extension RACCompoundDisposableTests {
    @Test func initialMembersJoinTheTracedTree() {
        // +compoundDisposableWithDisposables: members are part of the disposable tree as much
        // as -addDisposable: ones: the recorder learns of them and their disposals name the parent.
        let h = Harness.run { h in
            let compound = h.hold(RACCompoundDisposable(disposables: [RACDisposable(), RACDisposable(), RACDisposable()]))
            compound.dispose()
            h.releaseAll()
        }
        #expect(h.recorder.treeChanges.filter { $0.kind == .add }.count == 3)
        #expect(h.disposeSteps.dropFirst().allSatisfy { $0.target == h.disposeSteps[0].object })
    }
}
