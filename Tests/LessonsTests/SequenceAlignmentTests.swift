import Testing
import Lessons

@Suite struct SequenceAlignmentTests {
    /// The length of a longest common subsequence, by the textbook table: what Myers' walk must
    /// reach.
    private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func matchesALongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
            let pairs = SequenceAlignment.matches(a, b)
            #expect(pairs.count == lcsLength(a, b), "\(a) \(b)")
            // Increasing in both, and each pair a match.
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 }, "\(a) \(b)")
            #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] }, "\(a) \(b)")
        }
    }

    @Test func examples() {
        #expect(SequenceAlignment.matches([Int](), []).isEmpty)
        #expect(SequenceAlignment.matches([1, 2, 3], [1, 2, 3]).map { [$0.0, $0.1] } == [[0, 0], [1, 1], [2, 2]])
        #expect(SequenceAlignment.matches([1, 2, 3], [1, 3]).map { [$0.0, $0.1] } == [[0, 0], [2, 1]])
        #expect(SequenceAlignment.matches([1], [2]).isEmpty)
    }
}
