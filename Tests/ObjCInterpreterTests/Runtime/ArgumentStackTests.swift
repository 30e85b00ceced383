import RACCore
import Testing
@testable import ObjCInterpreter

/// The argument stack owns what it holds: a value pushed is kept until it is popped, replaced
/// or the stack goes away, through any number of growths. Checked on the Swift lifetime of
/// the objects (weak references), which is what a mistake in its manual storage would break.
@Suite struct ArgumentStackTests {
    @Test func keepsItsValuesThroughGrowthAndPopsThemInReverse() {
        let stack = ArgumentStack(capacity: 2)
        var weakObjects: [Weak] = []
        for index in 0..<10 {
            let object = ObjCString("value \(index)")
            weakObjects.append(Weak(object))
            stack.push(index.isMultiple(of: 2) ? .object(object) : .integer(Int64(index), Value.int))
        }
        #expect(stack.count == 10)
        // Every object is still alive: only the stack holds them.
        #expect(weakObjects.enumerated().allSatisfy { index, weak in index % 2 == 1 || weak.object != nil })
        if case .integer(let number, _) = stack[7] { #expect(number == 7) } else { Issue.record("slot 7 is not the integer 7") }
        stack.pop { top in
            if case .integer(let number, _) = top { #expect(number == 9) } else { Issue.record("the top is not the integer 9") }
        }
        #expect(stack.count == 9)
        stack.pop { top in
            if case .object(let object as ObjCString) = top { #expect(object.value == "value 8") } else {
                Issue.record("the top after one pop is not value 8")
            }
        }
        #expect(weakObjects[8].object == nil) // popped and dropped
        #expect(weakObjects[6].object != nil)
    }

    @Test func replacingASlotReleasesWhatItHeld() {
        let stack = ArgumentStack()
        var first: ObjCString? = ObjCString("first")
        let weakFirst = Weak(first!)
        stack.push(.object(first!))
        first = nil
        #expect(weakFirst.object != nil)
        stack[0] = .null
        #expect(weakFirst.object == nil)
    }

    @Test func goingAwayReleasesWhatItHolds() {
        var stack: ArgumentStack? = ArgumentStack(capacity: 1)
        // Made and pushed in one expression, so that only the stack holds it.
        stack!.push(.object(ObjCString("held")))
        let pushed = stack!.withSlot(0) { slot in slot.object.map(Weak.init) }
        stack!.push(.integer(1, Value.int)) // grows past its capacity
        #expect(pushed?.object != nil)
        stack = nil
        #expect(pushed?.object == nil)
    }

    /// A lent value is the lender's: the stack neither keeps it alive nor lets it go, through
    /// growth; popping it leaves the lender's reference as it was.
    @Test func aLentValueIsNeitherHeldNorReleased() {
        let stack = ArgumentStack(capacity: 1)
        var lender: ObjCString? = ObjCString("lent")
        let weakLent = Weak(lender!)
        stack.pushLent(.object(lender!))
        stack.push(.integer(1, Value.int)) // grows past its capacity
        stack.withSlot(0) { slot in
            if case .object(let object as ObjCString) = slot { #expect(object.value == "lent") } else { Issue.record("slot 0 is not the lent string") }
        }
        stack.pop { _ in }
        stack.pop { _ in }
        #expect(weakLent.object != nil) // not released by the pop: the lender still holds it
        lender = nil
        #expect(weakLent.object == nil) // and not held by the stack
    }

    /// Assigning to a lent slot leaves the lent value to its lender and owns the new one.
    @Test func assigningToALentSlotOwnsTheNewValue() {
        let stack = ArgumentStack()
        var lender: ObjCString? = ObjCString("lent")
        let weakLent = Weak(lender!)
        stack.pushLent(.object(lender!))
        var replacement: ObjCString? = ObjCString("replacement")
        let weakReplacement = Weak(replacement!)
        stack[0] = .object(replacement!)
        replacement = nil
        #expect(weakLent.object != nil)
        #expect(weakReplacement.object != nil) // held by the slot now
        lender = nil
        #expect(weakLent.object == nil)
        stack[0] = .null
        #expect(weakReplacement.object == nil)
    }

    /// A stack that goes away with a lent slot leaves it to its lender.
    @Test func goingAwayLeavesALentValueToItsLender() {
        var stack: ArgumentStack? = ArgumentStack()
        let lender = ObjCString("lent")
        let weakLent = Weak(lender)
        stack!.pushLent(.object(lender))
        stack = nil
        #expect(weakLent.object != nil)
        withExtendedLifetime(lender) {}
    }
}

/// A weak reference to an object, to see when Swift frees it.
private final class Weak {
    weak var object: RACObject?
    init(_ object: RACObject) { self.object = object }
}
