import Testing
import ObjCFrontend

@Suite struct ExpressionParsingTests {
    /// Each expression statement and its dump; the shapes follow C's grammar and precedence.
    static let cases: [(String, String)] = [
        // Message sends
        ("[signal replay]", "(send signal replay)"),
        ("[subscriber sendNext:@1]", "(send subscriber sendNext: (box 1))"),
        ("[x subscribeNext:a error:b completed:c]", "(send x subscribeNext:error:completed: a b c)"),
        ("[[left zipWith:right] subscribeNext:b]", "(send (send left zipWith: right) subscribeNext: b)"),
        ("[super viewDidLoad]", "(send super viewDidLoad)"),
        ("[self foo]", "(send self foo)"),
        ("[RACSignal return:@1]", "(send RACSignal return: (box 1))"),
        ("[NSArray arrayWithObjects:@1, @2, nil]", "(send NSArray arrayWithObjects: (box 1) (variadic (box 2) nil))"),
        ("[NSString stringWithFormat:@\"%@ %d\", x, 3]", "(send NSString stringWithFormat: @\"%@ %d\" (variadic x 3))"),
        ("[self.view addSubview:v]", "(send (. self view) addSubview: v)"),
        // Calls, members, subscripts
        ("NSLog(@\"%@\", x)", "(call NSLog @\"%@\" x)"),
        ("make(@\"A\")", "(call make @\"A\")"),
        ("RACTuplePack(@1, @2)", "(call RACTuplePack (box 1) (box 2))"),
        ("RACObserve(self, name)", "(call RACObserve self name)"),
        ("block(1)", "(call block 1)"),
        ("f()", "(call f)"),
        ("value.integerValue", "(. value integerValue)"),
        ("error.code", "(. error code)"),
        ("p->field", "(-> p field)"),
        ("a[0]", "(index a 0)"),
        ("d[@\"k\"]", "(index d @\"k\")"),
        // Unary and postfix
        ("!x", "(! x)"), ("-x", "(- x)"), ("+x", "(+ x)"), ("~x", "(~ x)"),
        ("&stop", "(& stop)"), ("*stop = YES", "(= (* stop) YES)"),
        ("++i", "(++ i)"), ("--i", "(-- i)"), ("i++", "(post++ i)"), ("i--", "(post-- i)"),
        ("sizeof(int)", "(sizeof int)"), ("sizeof x", "(sizeof x)"),
        // Binary precedence
        ("a + b * c", "(+ a (* b c))"),
        ("a * b + c", "(+ (* a b) c)"),
        ("a - b - c", "(- (- a b) c)"),
        ("a << 1 | b & c ^ d", "(| (<< a 1) (^ (& b c) d))"),
        ("a < b == c >= d", "(== (< a b) (>= c d))"),
        ("a && b || !c", "(|| (&& a b) (! c))"),
        ("a % b / c", "(/ (% a b) c)"),
        ("a >> 2 != 0", "(!= (>> a 2) 0)"),
        ("a <= b && c > d", "(&& (<= a b) (> c d))"),
        // Conditional and assignment
        ("a ? b : c", "(? a b c)"),
        ("a ?: b", "(?: a b)"),
        ("a ? b : c ? d : e", "(? a b (? c d e))"),
        ("x = y = 1", "(= x (= y 1))"),
        ("x += 1", "(+= x 1)"), ("x -= 1", "(-= x 1)"), ("x *= 2", "(*= x 2)"), ("x /= 2", "(/= x 2)"),
        ("x %= 2", "(%= x 2)"), ("x &= 1", "(&= x 1)"), ("x |= 1", "(|= x 1)"), ("x ^= 1", "(^= x 1)"),
        ("x <<= 1", "(<<= x 1)"), ("x >>= 1", "(>>= x 1)"),
        ("a, b", "(, a b)"),
        // Casts and parentheses
        ("(long)-7", "(cast long (- 7))"),
        ("(NSInteger)x", "(cast NSInteger x)"),
        ("(id)obj", "(cast id obj)"),
        ("(unsigned long)3", "(cast unsigned long 3)"),
        ("(RACSignal *)x", "(cast RACSignal * x)"),
        ("(double)a / b", "(/ (cast double a) b)"),
        ("(a + b) * c", "(* (+ a b) c)"),
        ("(x)", "x"),
        ("(Foo) - 1", "(- Foo 1)"),
        ("(void (^)(id))b", "(cast void (^)(id) b)"),
        // Literals
        ("@1", "(box 1)"), ("@-1", "(box (- 1))"), ("@2.5", "(box 2.5)"),
        ("@YES", "(box YES)"), ("@NO", "(box NO)"),
        ("@\"a\" @\"b\"", "@\"ab\""),
        ("@\"中文\"", "@\"中文\""),
        ("@(x + 1)", "(box (+ x 1))"),
        ("@[@1, @\"two\", @[@3]]", "(array (box 1) @\"two\" (array (box 3)))"),
        ("@[@1, @2,]", "(array (box 1) (box 2))"),
        ("@[]", "(array)"),
        ("@{@\"key\": @\"value\", k: v}", "(dict (@\"key\" @\"value\") (k v))"),
        ("@{}", "(dict)"),
        ("YES", "YES"), ("NO", "NO"), ("true", "YES"), ("false", "NO"),
        ("nil", "nil"), ("Nil", "Nil"), ("NULL", "NULL"),
        ("42", "42"), ("0x1F", "0x1F"), ("1.5", "1.5"), ("1e3", "1000.0"), (".5", "0.5"), ("2.0f", "2.0f"),
        ("'a'", "(char 97)"), ("\"c\\tstr\"", "\"c\\tstr\""),
        ("@selector(foo:bar:)", "(selector foo:bar:)"),
        ("@selector(viewDidLoad)", "(selector viewDidLoad)"),
    ]

    @Test(arguments: cases)
    func parses(_ code: String, _ expected: String) {
        #expect(dump(code + ";") == expected)
    }

    @Test func messageSendKeepsSelectorPartRanges() throws {
        let parsed = try expression("[x subscribeNext:a completed:b]")
        guard case .messageSend(let send) = parsed.kind else { throw TestFailure("not a send") }
        #expect(send.selector == "subscribeNext:completed:")
        #expect(send.parts.map(\.name) == ["subscribeNext", "completed"])
        #expect(send.parts.map(\.nameRange) == [SourceRange(start: 3, end: 16), SourceRange(start: 19, end: 28)])
        #expect(parsed.range == SourceRange(start: 0, end: 31))
    }

    /// Every node carries its source range: `a + b` spans both operands.
    @Test func binaryRangeSpansOperands() throws {
        let parsed = try expression("  a + bb")
        #expect(parsed.range == SourceRange(start: 2, end: 8))
    }

    static let integerLiterals: [(String, UInt64, Bool, Int)] = [
        ("10", 10, false, 0), ("0x1F", 31, false, 0), ("017", 15, false, 0), ("0", 0, false, 0),
        ("3u", 3, true, 0), ("3U", 3, true, 0), ("3l", 3, false, 1), ("3L", 3, false, 1),
        ("3ll", 3, false, 2), ("3ul", 3, true, 1), ("3ULL", 3, true, 2),
    ]

    @Test(arguments: integerLiterals)
    func integerLiteralValues(_ code: String, _ value: UInt64, _ isUnsigned: Bool, _ longness: Int) throws {
        guard case .integer(let literal) = try expression(code).kind else { throw TestFailure("not an integer") }
        #expect(literal.value == value)
        #expect(literal.isUnsigned == isUnsigned)
        #expect(literal.longness == longness)
    }

    static let stringEscapes: [(String, String)] = [
        (#"@"a\nb""#, "a\nb"), (#"@"\t""#, "\t"), (#"@"\"""#, "\""), (#"@"\\""#, "\\"),
        (#"@"\u4e2d""#, "中"), (#"@"\x41""#, "A"), (#"@"\101""#, "A"), (#"@"\0""#, "\0"),
    ]

    @Test(arguments: stringEscapes)
    func stringEscapesDecode(_ code: String, _ value: String) throws {
        #expect(try expression(code).kind == .objcString(value))
    }

    @Test func floatSuffixMakesFloat() throws {
        #expect(try expression("1.5f").kind == .floating(1.5, isFloat: true))
        #expect(try expression("1.5").kind == .floating(1.5, isFloat: false))
    }
}
