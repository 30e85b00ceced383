import RACTrace

/// The recorded trace seen as a call stack: which blocks are active at a step, where
/// stepping over, finishing or reversing lands. Positions are 0 (before step 1) through
/// `count` (after the last step); position `p > 0` means step `p` has just happened.
struct StepperTrace {
    /// The recorded steps, compactly: a step is made when it is read, so a trace of a million
    /// steps opens at once.
    let steps: RACTraceLog
    let bindings: [RACBindingChange]

    var count: Int { steps.count }

    subscript(position: Int) -> RACTraceStep { steps[position - 1] }

    /// The `enter` steps of the blocks active at `position`, innermost first. A block is
    /// active from its `enter` step through its `exit` step, both included: at the `exit`
    /// step the block is returning, as a debugger shows a frame until its return finishes.
    func frames(at position: Int) -> [Int] {
        guard position > 0 else { return [] }
        var frames: [Int] = []
        var unmatchedExits = 0
        for index in stride(from: position, through: 1, by: -1) {
            switch self[index].event {
            case .exit where index != position:
                unmatchedExits += 1
            case .enter:
                if unmatchedExits > 0 { unmatchedExits -= 1 } else { frames.append(index) }
            default:
                break
            }
        }
        return frames
    }

    /// The innermost active frame that is the reader's own block, or nil at top level.
    ///
    /// The innermost active block the reader wrote (its steps say so), not one of RAC's.
    func userFrame(at position: Int) -> Int? {
        frames(at: position).first { self[$0].user == true }
    }

    /// The innermost active frame that is one of RAC's blocks (RACCore's model of it), or nil
    /// when only the reader's blocks, or none, are running.
    func engineFrame(at position: Int) -> Int? {
        frames(at: position).first { self[$0].user != true }
    }

    /// The snippet variables visible at `position`: the latest value of each name bound in
    /// the innermost user block frame since it was entered (bindings made directly in its
    /// body, one level deeper than its `enter` step), or at top level (depth 0).
    func locals(at position: Int) -> [(name: String, value: String)] {
        let since: Int
        let depth: Int
        if let frame = userFrame(at: position) {
            since = frame
            depth = self[frame].depth + 1
        } else {
            since = 0
            depth = 0
        }
        var order: [String] = []
        var values: [String: String] = [:]
        for binding in bindings where binding.afterStep >= since && binding.afterStep <= position && binding.depth == depth {
            if values[binding.name] == nil { order.append(binding.name) }
            values[binding.name] = binding.value
        }
        return order.map { ($0, values[$0]!) }
    }

    /// How deep a step sits for `finish`: inside the block it enters, else its depth (an
    /// `exit` step already sits in the block being returned to).
    private func innerDepth(_ position: Int) -> Int {
        let step = self[position]
        return step.kind == .enter ? step.depth + 1 : step.depth
    }

    /// Step over: the next step at the same or a shallower nesting (from an `enter`, the
    /// block's `exit`).
    func next(after position: Int) -> Int? {
        guard position > 0 else { return count > 0 ? 1 : nil }
        let depth = self[position].depth
        return (position + 1 ..< count + 1).first { self[$0].depth <= depth }
    }

    /// Step over backwards: the previous step at the same or a shallower nesting (from an
    /// `exit`, the block's `enter`); before step 1 when there is none.
    func previous(before position: Int) -> Int? {
        guard position > 0 else { return nil }
        let depth = self[position].depth
        return stride(from: position - 1, through: 1, by: -1).first { self[$0].depth <= depth } ?? 0
    }

    /// The `exit` step of the current block (at an `enter`, the block entered; at an
    /// `exit`, the block it returns to), or nil at top level.
    func finish(from position: Int) -> Int? {
        guard position > 0 else { return nil }
        let depth = innerDepth(position)
        guard depth > 0 else { return nil }
        return (position + 1 ..< count + 1).first { self[$0].kind == .exit && self[$0].depth == depth - 1 }
    }

    /// The `enter` step of the block the current step runs in (at an `enter`, the caller's),
    /// or nil at top level.
    func reverseFinish(from position: Int) -> Int? {
        guard position > 0 else { return nil }
        let step = self[position]
        let depth = step.kind == .exit ? step.depth + 1 : step.depth
        guard depth > 0 else { return nil }
        return stride(from: position - 1, through: 1, by: -1).first { self[$0].kind == .enter && self[$0].depth == depth - 1 }
    }
}
