import Testing
@testable import ObjCInterpreter

/// Foundation objects through `NSLog(@"%@", …)`: `-description` as Apple's Foundation
/// writes it (old-style property-list layout for collections, four-space indents, strings
/// quoted when they hold anything but letters, digits and `_`, non-ASCII as `\Uxxxx`).
@Suite struct FoundationFormattingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var expression: String
        var expected: String
        var testDescription: String { expression }
    }

    static let cases: [Case] = [
        // NSNumber -description: integers as %ld-style, BOOL as 1/0, doubles with `%0.16g`
        // (the format Apple's -[NSNumber descriptionWithLocale:] documents for double).
        Case(expression: "@1", expected: "1"),
        Case(expression: "@2.5", expected: "2.5"),
        Case(expression: "@(3.0)", expected: "3"),
        Case(expression: "@(-0.5)", expected: "-0.5"),
        // %0.16g of 0.1 (0.1000000000000000055…) keeps 16 digits, 0.1000000000000000, and
        // %g drops the trailing zeros.
        Case(expression: "@(0.1)", expected: "0.1"),
        // %g switches to exponent form when the exponent is below -4 or at least the
        // precision, with a sign and at least two exponent digits (C11 7.21.6.1).
        Case(expression: "@(1e100)", expected: "1e+100"),
        Case(expression: "@(1.5e-07)", expected: "1.5e-07"),
        // Unary minus negates (IEEE 754): -0.0 is negative zero, and %g prints its sign;
        // a real run printed `-0` for @(-0.0).
        Case(expression: "@(-0.0)", expected: "-0"),
        Case(expression: "@-0.0", expected: "-0"),
        Case(expression: "@YES", expected: "1"),
        Case(expression: "@(7 / 2)", expected: "3"),
        Case(expression: "[@42 stringValue]", expected: "42"),
        Case(expression: "@[@1, @\"two\", @[@3]]", expected: "(\n    1,\n    two,\n        (\n        3\n    )\n)"),
        Case(expression: "@[@\"a b\", @\"中文\", @1.5]", expected: "(\n    \"a b\",\n    \"\\U4e2d\\U6587\",\n    \"1.5\"\n)"),
        Case(expression: "@[]", expected: "(\n)"),
        Case(expression: "@{@\"key\": @\"value\"}", expected: "{\n    key = value;\n}"),
        Case(expression: "@{@\"list\": @[@1]}", expected: "{\n    list =     (\n        1\n    );\n}"),
        Case(expression: "[NSNull null]", expected: "<null>"),
        // NSError -description: `Error Domain=%@ Code=%ld "%@" UserInfo=%@` with the
        // localized description "(null)" unless given, UserInfo left out when empty.
        Case(expression: "[NSError errorWithDomain:NSURLErrorDomain code:1001 userInfo:@{@\"errorMsg\": @\"this is a error message\"}]",
             expected: "Error Domain=NSURLErrorDomain Code=1001 \"(null)\" UserInfo={errorMsg=this is a error message}"),
        Case(expression: "[NSError errorWithDomain:NSURLErrorDomain code:-1009 userInfo:nil]",
             expected: "Error Domain=NSURLErrorDomain Code=-1009 \"(null)\""),
        // RACTuple -description: `<%@: %p> %@` of the class (RACTwoTuple… in 3.x) and allObjects.
        Case(expression: "RACTuplePack(@1, @\"b\")", expected: "<RACTwoTuple: 0x…> (\n    1,\n    b\n)"),
        Case(expression: "RACTuplePack(@1, @2, @3)", expected: "<RACThreeTuple: 0x…> (\n    1,\n    2,\n    3\n)"),
        // +tupleWithObjects: makes the class it is sent to (RACTuple.m:152), so a plain RACTuple.
        Case(expression: "[RACTuple tupleWithObjects:@1, @\"x\", nil]", expected: "<RACTuple: 0x…> (\n    1,\n    x\n)"),
        // RACTuplePack picks the class by its argument count (RACTuple.h:208).
        Case(expression: "RACTuplePack(@1, nil, @\"x\")", expected: "<RACThreeTuple: 0x…> (\n    1,\n    \"<null>\",\n    x\n)"),
        Case(expression: "[RACUnit defaultUnit]", expected: "<RACUnit: 0x…>"),
        Case(expression: "nil", expected: "(null)"),
        Case(expression: "@\"你好\"", expected: "你好"),
    ]

    @Test(arguments: cases)
    func describesLikeFoundation(_ item: Case) {
        let lines = Snippet.output("NSLog(@\"%@\", \(item.expression));")
        #expect(lines.joined(separator: "\n") == item.expected)
    }

    @Test func printfConversionsThroughNSLog() {
        let lines = Snippet.output("""
            NSLog(@"%5d|%-5d|%05d|%x|%X|%o|%#x|%+d|%%", 42, 42, 42, 255, 255, 8, 255, 5);
            NSLog(@"%.3f %e %g %s %10s|", 2.0 / 3.0, 12345.678, 0.0001, "c", "hi");
            NSLog(@"%ld %lu %lld %zd", (long)-7, (unsigned long)3, 1LL << 40, (NSInteger)3);
            NSLog(@"%p %@", nil, [NSString stringWithFormat:@"%@-%03d", @"a", 7]);
            """)
        #expect(lines == ["   42|42   |00042|ff|FF|10|0xff|+5|%",
                          "0.667 1.234568e+04 0.0001 c         hi|",
                          "-7 3 1099511627776 3",
                          "0x0 a-007"])
    }

    @Test func tupleUnpackAndAccessors() {
        let lines = Snippet.output("""
            RACTupleUnpack(NSNumber *a, NSString *b) = RACTuplePack(@10, @"x");
            RACTuple *t = RACTuplePack(@1, @2, @3);
            NSLog(@"%@ %@ %@ %@ %@ %lu", a, b, t.first, t[1], t.last, (unsigned long)t.count);
            """)
        #expect(lines == ["10 x 1 2 3 3"])
    }

    @Test func stringsArraysAndDictionaries() {
        // NSString counts UTF-16 units; `你好，世界` is five BMP characters.
        let lines = Snippet.output("""
            NSString *s = @"你好，世界";
            NSMutableArray *m = [NSMutableArray array];
            [m addObject:@1]; [m addObject:@"two"];
            NSMutableDictionary *d = [NSMutableDictionary dictionary];
            d[@"k"] = @5;
            NSLog(@"%lu %@ %lu %@ %@ %@", (unsigned long)s.length, [@"a-b" uppercaseString], (unsigned long)m.count,
                  m.lastObject, d[@"k"], [@[@"x", @"y"] componentsJoinedByString:@"+"]);
            """)
        #expect(lines == ["5 A-B 2 two 5 x+y"])
    }
}
