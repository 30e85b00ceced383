import Testing
import RACCore

/// The names a trace gives signals. RAC names them with `-setNameWithFormat:`:
/// `+createSignal:` (RACDynamicSignal.m:31 at 1af6617) and `[%@] -map:` around its receiver's
/// name (RACStream.m:99); the recorder fills each `%@` in eight levels deep and writes the
/// signal's id below that, and the reader's variable name, where a signal has one, wins at
/// any depth.
@Suite struct RACTraceRecorderNameCacheTests {
    /// `-map:` applied `count` times around `inner`, as RAC's format nests it.
    static func mapped(_ inner: String, _ count: Int) -> String {
        String(repeating: "[", count: count) + inner + String(repeating: "] -map:", count: count)
    }

    /// A chain of twelve `-map:`s: from the eighth on, a name is cut at the signal eight
    /// levels in (its id), whichever end the cache was filled from. Renaming a signal in the
    /// middle then reaches every cached name made from it.
    @Test func namesNestEightDeepThroughTheCacheAndFollowARename() {
        var names: [String] = [], ids: [String] = [], renamed: [String] = []
        _ = Harness.run { h in
            var chain = [h.hold(RACSignal.createSignal(h.didSubscribe { _ in nil }))]
            for _ in 1...12 { chain.append(h.hold(chain.last!.map(RACMapBlock(named: "same") { $0 }))) }
            ids = chain.map { h.recorder.id(of: $0) }
            // Read from the longest down, then from the shortest up: the same names either way.
            let down = chain.reversed().map { h.recorder.displayName(of: $0) }.reversed()
            names = chain.map { h.recorder.displayName(of: $0) }
            #expect(Array(down) == names)
            h.recorder.nameVariable(chain[3], "middle")
            renamed = chain.map { h.recorder.displayName(of: $0) }
        }
        for (k, name) in names.enumerated() {
            #expect(name == (k < 8 ? Self.mapped("+createSignal:", k) : Self.mapped(ids[k - 8], 8)), "signal \(k)")
        }
        for (k, name) in renamed.enumerated() {
            let expected = switch k {
            case ..<3: Self.mapped("+createSignal:", k)
            case 3...11: Self.mapped("middle", k - 3)
            default: Self.mapped(ids[k - 8], 8)
            }
            #expect(name == expected, "signal \(k) after the rename")
        }
    }
}
