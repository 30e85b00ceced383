import Testing
import ObjCFrontend

@Suite struct BlockLiteralTests {
    static let forms: [(String, String)] = [
        ("^{ x; }", "(block _ () {x})"),
        ("^(id x){ }", "(block _ ((id x)) {})"),
        ("^void(id x){}", "(block void ((id x)) {})"),
        ("^RACDisposable *(id<RACSubscriber> subscriber){ return nil; }",
         "(block RACDisposable * ((id<RACSubscriber> subscriber)) {(return nil)})"),
        ("^RACDisposable * _Nullable(id<RACSubscriber>  _Nonnull subscriber){}",
         "(block _Nullable RACDisposable * ((_Nonnull id<RACSubscriber> subscriber)) {})"),
        ("^RACSignalBindBlock _Nonnull{ return nil; }", "(block _Nonnull RACSignalBindBlock () {(return nil)})"),
        ("^RACSignal *(NSNumber *value, BOOL *stop){}", "(block RACSignal * ((NSNumber * value) (BOOL * stop)) {})"),
        ("^ id (id value, BOOL *stop){}", "(block id ((id value) (BOOL * stop)) {})"),
        ("^BOOL(id x){ return YES; }", "(block BOOL ((id x)) {(return YES)})"),
        ("^(void){}", "(block _ () {})"),
        ("^(){}", "(block _ () {})"),
        ("^(void (^completion)(id)){}", "(block _ ((void (^)(id) completion)) {})"),
    ]

    @Test(arguments: forms)
    func parses(_ code: String, _ expected: String) {
        #expect(dump(code + ";") == expected)
    }

    /// Every spelling articles use for a block number; text after the number is allowed.
    static let labels: [(String, Int?)] = [
        ("^{ // block 3\n}", 3),
        ("^{ //block3\n}", 3),
        ("^{ // block3\n}", 3),
        ("^{ /* block 3 */ }", 3),
        ("^{ /*block 12*/ x; }", 12),
        ("^{ // Block 3: didSubscribe\n x; }", 3),
        ("^{ // BLOCK 7\n}", 7),
        ("^{\n    // block 4\n    x;\n}", 4),
        ("^{\n\n    // block 5\n}", 5),
        ("^(id x) { // block 2\n}", 2),
        ("^{ x; // block 3\n}", nil),
        ("^{ // blocks are fun\n}", nil),
        ("^{ // the block\n}", nil),
        ("^{ // block\n}", nil),
        ("^{ // note\n // block 3\n}", nil),
        ("^{}", nil),
    ]

    @Test(arguments: labels)
    func label(_ code: String, _ label: Int?) throws {
        guard case .block(let block) = try expression(code).kind else { throw TestFailure("not a block") }
        #expect(block.label == label)
    }

    @Test func blockRangeRunsFromCaretToBrace() throws {
        guard case .block(let block) = try expression("x = ^(id a) { a; }").kind else {
            guard case .assignment(_, _, let value) = try expression("x = ^(id a) { a; }").kind,
                  case .block(let block) = value.kind else { throw TestFailure("not a block") }
            #expect(block.range == SourceRange(start: 4, end: 18))
            #expect(block.body.range == SourceRange(start: 12, end: 18))
            #expect(block.parameters.map(\.range) == [SourceRange(start: 6, end: 10)])
            return
        }
        throw TestFailure("unexpected bare block \(block)")
    }
}
