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
        if case .integer(let number, _) = stack.pop() { #expect(number == 9) } else { Issue.record("the top is not the integer 9") }
        #expect(stack.count == 9)
        if case .object(let object as ObjCString) = stack.pop() { #expect(object.value == "value 8") } else {
            Issue.record("the top after one pop is not value 8")
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
}

/// A weak reference to an object, to see when Swift frees it.
private final class Weak {
    weak var object: RACObject?
    init(_ object: RACObject) { self.object = object }
}
