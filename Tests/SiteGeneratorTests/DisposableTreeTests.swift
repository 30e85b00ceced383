import Testing
import LessonsTestSupport
@testable import SiteGenerator

@Suite struct DisposableTreeTests {
    /// In the classic `-bind:`, bind's compound disposable (RACSignal.m:113) holds the serial
    /// disposable of the source's subscription (:145-146) and one per signal the binding block
    /// returned (:127-128). When an added signal completes, `completeSignal` takes its serial
    /// disposable out without disposing it (:120); when the source completes, the count
    /// reaches 0 and the compound disposable is disposed (:118), the source's serial with it.
    @Test func bindsCompoundHoldsTheSourceAndLetsTheAddedSignalsGo() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let tree = DisposableTree(steps: run.steps, treeChanges: run.treeChanges)
        let holder = try #require(tree.nodes.first { node in
            node.className == "RACCompoundDisposable" && node.children.contains { tree.node($0)?.className == "RACSerialDisposable" }
        })
        let serials = holder.children.compactMap(tree.node)
        // The source's, then one for each of the two values.
        #expect(serials.map(\.className) == Array(repeating: "RACSerialDisposable", count: 3))
        #expect(serials[0].disposedAt != nil && serials[0].removedAfter == nil)
        for added in serials.dropFirst() {
            #expect(added.disposedAt == nil)
            #expect(added.removedAfter != nil)
        }
        // The compound is disposed before the source's serial inside it.
        #expect(holder.disposalOrder! + 1 == serials[0].disposalOrder!)
    }

    /// Every disposed object is in the tree, with its place in the dispose order.
    @Test func everyDisposalIsNumberedInOrder() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let tree = DisposableTree(steps: run.steps, treeChanges: run.treeChanges)
        let disposals = run.steps.filter { $0.kind == .dispose }
        for (order, step) in disposals.enumerated() {
            let node = try #require(tree.node(step.object!))
            #expect(node.disposedAt == step.step && node.disposalOrder == order + 1)
        }
    }
}
