import Testing
import ObjCFrontend

/// `BlockLabel.placements`: the labelled blocks an editor badges as the reader types, found
/// from tokens. Each expected placement is where the parser puts the block (its `^`) and the
/// label it reads (`Parse+Blocks.swift`: the first comment before the body's first token).
@Suite struct BlockLabelSourceTests {
    typealias Placement = BlockLabel.Placement

    static func placements(_ code: String) -> [Placement] {
        BlockLabel.placements(in: SourceFile(path: "snippet.m", text: code))
    }

    /// Every spelling the parser reads a label in (`BlockLiteralTests.labels`), on line 1.
    @Test(arguments: BlockLiteralTests.labels)
    func findsTheLabelTheParserReads(_ code: String, _ label: Int?) {
        #expect(Self.placements(code + ";") == (label.map { [Placement(line: 1, number: $0)] } ?? []))
    }

    /// Every block form (`BlockLiteralTests.forms`), labelled: the return type and the
    /// parameters are passed over to the body's `{`.
    @Test(arguments: BlockLiteralTests.forms.map(\.0))
    func findsTheBodyOfEveryForm(_ code: String) {
        let labelled = code.replacingOccurrences(of: "{", with: "{ // block 4\n", options: [], range: code.range(of: "{"))
        #expect(Self.placements(labelled + ";") == [Placement(line: 1, number: 4)])
    }

    @Test func nestedBlocksEachOnTheLineOfTheirCaret() {
        let code = """
            [[RACSignal return:@1] bind:^{ // block 2
                return ^RACSignal *(id value, BOOL *stop) { // block 3
                    return [RACSignal return:value];
                };
            }];
            """
        #expect(Self.placements(code) == [Placement(line: 1, number: 2), Placement(line: 2, number: 3)])
    }

    /// A `^` that is no block literal's: an exclusive or, a block type's `(^name)`.
    @Test(arguments: ["int x = a ^ b; { // block 1\n}", "void (^completion)(id) = nil; { // block 1\n}",
                      "[s subscribeNext:(void (^)(id))x]; { // block 1\n}"])
    func aCaretThatIsNoBlockHasNoBadge(_ code: String) {
        #expect(Self.placements(code).isEmpty)
    }

    /// Half typed, the snippet does not parse; the blocks it has are still found.
    @Test func aSnippetThatDoesNotParseStillHasItsBlocks() {
        #expect(Self.placements("RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1\n    [subscriber sendNext:")
                == [Placement(line: 1, number: 1)])
    }
}
