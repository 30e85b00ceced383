import RACTrace
import RACCore

extension Harness {
    /// Runs `body` on the main-thread scheduler at virtual time `time`, as a snippet's
    /// `[RACScheduler.mainThreadScheduler after:… schedule:^{ … }]` would.
    func at(_ time: Double, _ body: @escaping () -> Void) {
        RACScheduler.mainThreadScheduler.after(time, schedule: RACVoidBlock(
            RACBlockInfo(user: "after:schedule:", label: nil, line: nil), body))
    }

    /// `NSLog` of `text` followed by the virtual time: `"a @1.5"`.
    func logTimed(_ text: String) {
        log("\(text) @\(ObjCDescription.number(RACScheduler.now))")
    }

    /// A user block for `-schedule:`.
    func work(_ body: @escaping () -> Void) -> RACVoidBlock {
        RACVoidBlock(RACBlockInfo(user: "schedule:", label: nil, line: nil), body)
    }

    /// The blocks entered whose names start with `prefix` (`"delay"`), in order.
    func enteredBlocks(named prefix: String) -> [String] {
        recorder.steps.compactMap { $0.kind == .enter && ($0.name ?? "").hasPrefix(prefix) ? $0.name : nil }
    }

    /// Events a disposed subscriber swallowed.
    var droppedEvents: [RACTraceStep] {
        recorder.steps.filter { $0.flag == true && [.next, .error, .completed].contains($0.kind) }
    }
}
