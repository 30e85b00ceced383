import Testing
import ObjCFrontend

@Suite struct StatementParsingTests {
    static let cases: [(String, String)] = [
        ("x;", "x"),
        (";", "(empty)"),
        ("{ a; { b; } }", "{a {b}}"),
        ("if (a) b; else if (c) d; else e;", "(if a b (if c d e))"),
        ("if (a) { b; }", "(if a {b})"),
        ("for (int i = 0; i < 3; i++) { f(i); }", "(for (decl (int i = 0)) (< i 3) (post++ i) {(call f i)})"),
        ("for (i = 0; i < 3; i++) ;", "(for (= i 0) (< i 3) (post++ i) (empty))"),
        ("for (;;) break;", "(for _ _ _ (break))"),
        ("for (id x in items) NSLog(@\"%@\", x);", "(for-in (id x) items (call NSLog @\"%@\" x))"),
        ("for (NSNumber *n in @[@1]) {}", "(for-in (NSNumber * n) (array (box 1)) {})"),
        ("for (x in items) {}", "(for-in x items {})"),
        ("while (i < 3) i++;", "(while (< i 3) (post++ i))"),
        ("do { i--; } while (i > 0);", "(do {(post-- i)} (> i 0))"),
        ("switch (x) { case 1: a; break; case 2: default: b; }",
         "(switch x (case 1 a (break)) (case 2) (default b))"),
        ("return;", "(return)"),
        ("return [RACSignal empty];", "(return (send RACSignal empty))"),
        ("continue;", "(continue)"),
        ("@autoreleasepool { x; }", "(autoreleasepool {x})"),
        ("@synchronized (self) { x; }", "(synchronized self {x})"),
        ("@weakify(self);", "(weakify self)"),
        ("@weakify(self, other);", "(weakify self other)"),
        ("@strongify(self);", "(strongify self)"),
        ("RACTupleUnpack(NSString *a, NSNumber *b) = tuple;", "(unpack (NSString * a) (NSNumber * b) = tuple)"),
        ("a * b;", "(* a b)"),
        ("#import <ReactiveObjC/ReactiveObjC.h>\nx;", "x"),
        ("#define TWO 2\n#include \"a.h\"\nx;", "x"),
    ]

    @Test(arguments: cases)
    func parses(_ code: String, _ expected: String) {
        #expect(dump(code) == expected)
    }

    @Test func statementRangesCoverTheirSemicolon() throws {
        let unit = try Parser.parse(SourceFile(path: "t.m", text: "x = 1;\n  return y;"))
        #expect(unit.statements.map(\.range) == [SourceRange(start: 0, end: 6), SourceRange(start: 9, end: 18)])
    }
}

@Suite struct MethodParsingTests {
    static let cases: [(String, String)] = [
        ("- (void)viewDidLoad { [super viewDidLoad]; }", "(method - void viewDidLoad () {(send super viewDidLoad)})"),
        ("+ (void)x {}", "(method + void x () {})"),
        ("- (void)foo:(id)a bar:(NSInteger)b { return; }",
         "(method - void foo:bar: ((foo: id a) (bar: NSInteger b)) {(return)})"),
        ("- (RACSignal *)signal { return nil; }", "(method - RACSignal * signal () {(return nil)})"),
        ("#import \"VC.h\"\n@implementation ViewController\n- (void)a {}\n- (void)b {}\n@end",
         "(method @ViewController - void a () {})\n(method @ViewController - void b () {})"),
        ("@interface Foo : NSObject\n@property (nonatomic) int x;\n@end\n@implementation Foo\n- (void)a {}\n@end",
         "(method @Foo - void a () {})"),
    ]

    @Test(arguments: cases)
    func parses(_ code: String, _ expected: String) {
        #expect(dump(code) == expected)
    }
}
