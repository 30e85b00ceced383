import Testing
import RACCore
import RACTrace

/// RACSequence (RACSequence.m, RACDynamicSequence.m, RACArraySequence.m): lazy `-map:` and
/// `-filter:` through `-bind:`, and `-signal` on a background scheduler.
@Suite struct RACSequenceTests {
    private func numbers(_ values: [Int]) -> ObjCArray { ObjCArray(values.map { num($0) }) }

    @Test func arraySequenceWalksHeadAndTail() {
        Harness.run { h in
            let sequence = h.hold(numbers([1, 2]).rac_sequence)
            // RACArraySequence -head is backingArray[offset]; -tail the same array at offset + 1
            // (RACArraySequence.m:42, :46), and +sequenceWithArray:offset: at the end is +empty (:32).
            #expect(sequence.className == "RACArraySequence")
            #expect(sequence.head?.description == "1")
            #expect(sequence.tail?.head?.description == "2")
            #expect(sequence.tail?.tail === RACEmptySequence.empty)
            #expect(sequence.array.map(\.description) == ["1", "2"])
            h.releaseAll()
        }
    }

    @Test func mapRunsItsBlockOnlyWhenAHeadIsAskedFor() {
        var calls: [String] = []
        Harness.run { h in
            let mapped = h.hold(numbers([1, 2, 3]).rac_sequence.map(RACMapBlock(named: "times ten") { x in
                calls.append("map \(x!.description)")
                return num(Int((x as! ObjCNumber).integerValue) * 10)
            }))
            // -map: is -flattenMap: is -bind:, which only builds a RACDynamicSequence with a lazy
            // dependency (RACSequence.m:104): nothing is called yet.
            #expect(calls.isEmpty)
            // The name is -[RACStream init]'s @"" (RACStream.m:21): -setNameWithFormat: does
            // nothing without RAC_DEBUG_SIGNAL_NAMES (RACStream.m:55).
            #expect(mapped.description.hasSuffix("{ name = , head = (unresolved), tail = (unresolved) }"))
            // -head runs the dependency (the loop at RACSequence.m:105 calls the binding block on
            // the first value), once; asking again reads the stored head (RACDynamicSequence.m:136).
            #expect(mapped.head?.description == "10")
            #expect(mapped.head?.description == "10")
            #expect(calls == ["map 1"])
            // -tail binds the rest (RACSequence.m:134) without calling the block for it.
            let rest = mapped.tail!
            #expect(calls == ["map 1"])
            #expect(rest.head?.description == "20")
            #expect(calls == ["map 1", "map 2"])
            h.releaseAll()
        }
    }

    @Test func filterSkipsWhatFails() {
        Harness.run { h in
            let odd = h.hold(numbers([1, 2, 3, 4, 5]).rac_sequence.filter(RACPredicateBlock(named: "odd") { x in
                (x as! ObjCNumber).integerValue % 2 == 1
            }))
            // A failing value's binding block returns +empty, whose head is nil, so the
            // dependency's loop goes on to the next value (RACSequence.m:105).
            #expect(odd.array.map(\.description) == ["1", "3", "5"])
            h.releaseAll()
        }
    }

    @Test func mapToNilDropsTheElement() {
        Harness.run { h in
            let mapped = h.hold(numbers([1, 2, 3]).rac_sequence.map(RACMapBlock(named: "nil for 2") { x in
                (x as! ObjCNumber).integerValue == 2 ? nil : x
            }))
            // [class return:nil] is a unary sequence with a nil head: to -bind:'s loop, an
            // exhausted sequence (RACSequence.m:105), so the element is skipped, not ended on.
            #expect(mapped.array.map(\.description) == ["1", "3"])
            h.releaseAll()
        }
    }

    @Test func fastEnumerationFetchesSixteenHeadsAhead() {
        // Fast enumeration fills the loop's 16-object buffer before the body runs
        // (RACSequence.m:324): the map block runs for 16 values, then the body for them.
        var order: [String] = []
        Harness.run { h in
            let mapped = h.hold(numbers(Array(1...17)).rac_sequence.map(RACMapBlock(named: "log") { x in
                order.append("map \(x!.description)")
                return x
            }))
            mapped.forEach { order.append("body \($0.description)") }
            h.releaseAll()
        }
        let expected = (1...16).map { "map \($0)" } + (1...16).map { "body \($0)" } + ["map 17", "body 17"]
        #expect(order == expected)
    }

    @Test func signalSendsOnABackgroundSchedulerAfterTheSnippet() {
        var events: Events?
        var sentBeforeReturn = true
        let h = Harness.run { h in
            // -signal is -signalWithScheduler:[RACScheduler scheduler] (RACSequence.m:183): the
            // recursive block runs on that queue, after the snippet, one head per round.
            events = h.record(h.hold(numbers([1, 2]).rac_sequence.signal))
            sentBeforeReturn = !events!.log.isEmpty
            h.releaseAll()
        }
        #expect(!sentBeforeReturn)
        #expect(events!.log == ["1", "2", "completed"])
        #expect(h.recorder.steps.contains { $0.kind == .enter && $0.name == RACBlockName.sequenceSignalRecursive.name })
    }

    /// RACSequence.m:183 names `-signal`'s signal `[%@] -signal` with `self.name`, over the
    /// `[%@] -signalWithScheduler: %@` (self.name, the scheduler) of :201; a sequence's name is
    /// `@""` from `-[RACStream init]` (RACStream.m:21), and `%@` of it prints nothing.
    @Test func signalIsNamedAfterTheSequencesName() {
        var immediateDescription = ""
        let h = Harness.run { h in
            let sequence = h.hold(numbers([1]).rac_sequence)
            let immediate = RACScheduler.immediateScheduler
            immediateDescription = immediate.description
            h.hold(sequence.signal)
            h.hold(sequence.signal(with: immediate))
            h.releaseAll()
        }
        let created = h.recorder.steps.compactMap { step -> String? in
            if case .create(_, "RACDynamicSignal", let signal) = step.event { return signal }
            return nil
        }
        #expect(created == ["[] -signal", "[] -signalWithScheduler: \(immediateDescription)"])
    }

    @Test func dictionarySequenceIsKeyValueTwoTuples() {
        Harness.run { h in
            let dictionary = h.hold(ObjCDictionary([(key: str("a"), value: num(1))]))
            let tuple = dictionary.rac_sequence.head as? RACTuple
            // NSDictionary+RACSequenceAdditions.m:20 maps each key to RACTuplePack(key, value).
            #expect(tuple?.className == "RACTwoTuple")
            #expect(tuple?.first?.description == "a")
            #expect(tuple?.second?.description == "1")
            h.releaseAll()
        }
    }

    @Test func tupleSequenceReadsNilAsNSNullAndAllFolds() {
        Harness.run { h in
            let tuple = h.hold(RACTuplePack([num(1), nil]))
            // RACTupleSequence -head maps RACTupleNil to NSNull (RACTupleSequence.m:40).
            #expect(tuple.rac_sequence.array.map(\.description) == ["1", "<null>"])
            let yes = h.hold(RACTuplePack([ObjCNumber(true), ObjCNumber(true)]))
            let mixed = h.hold(RACTuplePack([ObjCNumber(true), ObjCNumber(false)]))
            let isTrue = RACPredicateBlock(named: "boolValue") { ($0 as! ObjCNumber).boolValue }
            #expect(yes.rac_sequence.all(isTrue))
            #expect(!mixed.rac_sequence.all(isTrue))
            h.releaseAll()
        }
    }
}
