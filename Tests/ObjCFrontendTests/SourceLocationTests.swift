import Testing
import ObjCFrontend

@Suite struct SourceLocationTests {
    @Test func locationsCompareByLineAndColumn() {
        #expect(SourceLocation(line: 1, column: 2) == SourceLocation(line: 1, column: 2))
        #expect(SourceLocation(line: 1, column: 2) != SourceLocation(line: 2, column: 1))
    }
}
