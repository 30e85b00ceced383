import Testing
@testable import RACCore

/// `ObjCNumber.make` renews a number the model deallocated only once nothing else references
/// it, and a renewed number is indistinguishable from a new one: a fresh object id (the next
/// one, as `init` takes), no owners, not deallocated, the new value.
@Suite struct ObjCNumberPoolTests {
    @Test func aDeallocatedUnreferencedNumberIsRenewedAsANewOne() {
        RACRuntime.isolated { runtime in
            let first = ObjCNumber.make(.int(1))
            let firstIdentity = ObjectIdentifier(first)
            first.retain()
            first.release() // deallocated in the model; the pool keeps it
            #expect(first.isDeallocated)
            _ = consume first // the last reference outside the pool
            let idBefore = runtime.objectsMade
            let second = ObjCNumber.make(.unsigned(7))
            #expect(ObjectIdentifier(second) == firstIdentity) // the same storage, renewed
            #expect(second.objectID == idBefore + 1)
            #expect(second.retainCount == 0)
            #expect(!second.isDeallocated)
            #expect(second.storage == .unsigned(7))
            #expect(second.description == "7")
        }
    }

    @Test func aNumberStillReferencedIsNotReused() {
        RACRuntime.isolated { _ in
            let kept = ObjCNumber.make(.int(41))
            kept.retain()
            kept.release() // deallocated in the model, but `kept` still references it
            let next = ObjCNumber.make(.int(42))
            #expect(next !== kept)
            #expect(kept.storage == .int(41)) // left as it was
            #expect(next.storage == .int(42))
            // It left the pool: deallocating `next` and making another reuses `next`, not `kept`.
            let nextIdentity = ObjectIdentifier(next)
            next.retain()
            next.release()
            _ = consume next
            #expect(ObjectIdentifier(ObjCNumber.make(.int(43))) == nextIdentity)
            withExtendedLifetime(kept) {}
        }
    }

    @Test func thePoolIsBounded() {
        RACRuntime.isolated { _ in
            // More numbers deallocated at once than the pool keeps: the rest are left to Swift.
            var weakNumbers: [WeakNumber] = []
            var numbers: [ObjCNumber] = (0..<(ObjCNumberPool.capacity + 5)).map { ObjCNumber.make(.int(Int64($0))) }
            for number in numbers {
                weakNumbers.append(WeakNumber(number))
                number.retain()
                number.release()
            }
            numbers = []
            #expect(weakNumbers.filter { $0.number != nil }.count == ObjCNumberPool.capacity)
            // The first ones deallocated are kept; the last five were freed.
            #expect(weakNumbers.suffix(5).allSatisfy { $0.number == nil })
        }
    }
}

private final class WeakNumber {
    weak var number: ObjCNumber?
    init(_ number: ObjCNumber) { self.number = number }
}
