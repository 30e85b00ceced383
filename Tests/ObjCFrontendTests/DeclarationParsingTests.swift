import Testing
import ObjCFrontend

@Suite struct DeclarationParsingTests {
    static let cases: [(String, String)] = [
        ("RACSignal *s = nil;", "(decl (RACSignal * s = nil))"),
        ("id x;", "(decl (id x))"),
        ("id<RACSubscriber> subscriber;", "(decl (id<RACSubscriber> subscriber))"),
        ("RACSignal<NSNumber *> *s;", "(decl (RACSignal<NSNumber *> * s))"),
        ("__kindof RACSignal *s;", "(decl (__kindof RACSignal * s))"),
        ("NSInteger n = 1;", "(decl (NSInteger n = 1))"),
        ("NSUInteger n;", "(decl (NSUInteger n))"),
        ("BOOL done = NO;", "(decl (BOOL done = NO))"),
        ("int a = 1, b = 2;", "(decl (int a = 1) (int b = 2))"),
        ("int *p, n;", "(decl (int * p) (int n))"),
        ("long l;", "(decl (long l))"),
        ("unsigned long u;", "(decl (unsigned long u))"),
        ("long long ll;", "(decl (long long ll))"),
        ("unsigned u;", "(decl (unsigned int u))"),
        ("long int li;", "(decl (long li))"),
        ("double d = 2.0 / 3.0;", "(decl (double d = (/ 2.0 3.0)))"),
        ("float f;", "(decl (float f))"),
        ("CGFloat w;", "(decl (CGFloat w))"),
        ("char *s = \"x\";", "(decl (char * s = \"x\"))"),
        ("int32_t i;", "(decl (int32_t i))"),
        ("__block int count = 0;", "(decl (__block int count = 0))"),
        ("__weak typeof(self) weakSelf;", "(decl (__weak typeof(self) weakSelf))"),
        ("__strong id s;", "(decl (__strong id s))"),
        ("volatile int v;", "(decl (volatile int v))"),
        ("const int c = 1;", "(decl (const int c = 1))"),
        ("static int calls;", "(decl (static int calls))"),
        ("NSString * _Nullable a;", "(decl (_Nullable NSString * a))"),
        ("NSString * _Nonnull a;", "(decl (_Nonnull NSString * a))"),
        ("nullable NSString *a;", "(decl (_Nullable NSString * a))"),
        ("NSString * __nullable a;", "(decl (_Nullable NSString * a))"),
        ("NSString * __nonnull a;", "(decl (_Nonnull NSString * a))"),
        ("NSError **error;", "(decl (NSError ** error))"),
        ("Person *p;", "(decl (Person * p))"),
        ("RACSignalBindBlock b;", "(decl (RACSignalBindBlock b))"),
        ("RACStreamBindBlock b = nil;", "(decl (RACStreamBindBlock b = nil))"),
        ("void (^name)(RACDisposable *) = ^(RACDisposable *d){};",
         "(decl (void (^)(RACDisposable *) name = (block _ ((RACDisposable * d)) {})))"),
        ("RACSignal *(^make)(NSString *) = ^RACSignal *(NSString *name){ return nil; };",
         "(decl (RACSignal * (^)(NSString *) make = (block RACSignal * ((NSString * name)) {(return nil)})))"),
        ("__block void (^b)(void);", "(decl (__block void (^)() b))"),
        ("void (^cb)(id x, BOOL *stop);", "(decl (void (^)(id, BOOL *) cb))"),
    ]

    @Test(arguments: cases)
    func parses(_ code: String, _ expected: String) {
        #expect(dump(code) == expected)
    }

    private func declarator(_ code: String) throws -> Declarator {
        let unit = try Parser.parse(SourceFile(path: "t.m", text: code))
        guard case .declaration(let declaration)? = unit.statements.first?.kind else { throw TestFailure(unit.dump) }
        return declaration.declarators[0]
    }

    /// The evaluator picks C arithmetic from the category: `int` division truncates, `double` does not.
    static let categories: [(String, TypeCategory)] = [
        ("int x;", .integer(IntegerType(bitWidth: 32, isSigned: true))),
        ("unsigned long x;", .integer(IntegerType(bitWidth: 64, isSigned: false))),
        ("NSInteger x;", .integer(IntegerType(bitWidth: 64, isSigned: true))),
        ("NSUInteger x;", .integer(IntegerType(bitWidth: 64, isSigned: false))),
        ("long long x;", .integer(IntegerType(bitWidth: 64, isSigned: true))),
        ("char x;", .integer(IntegerType(bitWidth: 8, isSigned: true))),
        ("int32_t x;", .integer(IntegerType(bitWidth: 32, isSigned: true))),
        ("double x;", .floating(bitWidth: 64)),
        ("float x;", .floating(bitWidth: 32)),
        ("CGFloat x;", .floating(bitWidth: 64)),
        ("BOOL x;", .bool),
        ("id x;", .object),
        ("RACSignal *x;", .object),
        ("RACSignalBindBlock x;", .object),
        ("void (^x)(void);", .block),
        ("BOOL *x;", .pointer),
        ("char *x;", .pointer),
        ("NSError **x;", .pointer),
        ("SEL x;", .selector),
    ]

    @Test(arguments: categories)
    func category(_ code: String, _ category: TypeCategory) throws {
        #expect(try declarator(code).type.category == category)
    }

    @Test func blockQualifierMeansCaptureByReference() throws {
        #expect(try declarator("__block id<RACSubscriber> keeper = nil;").isCapturedByReference)
        #expect(try !declarator("id<RACSubscriber> keeper = nil;").isCapturedByReference)
        #expect(try declarator("__block void (^b)(void) = nil;").isCapturedByReference)
    }

    @Test func blockTypeKeepsSignature() throws {
        let type = try declarator("RACSignal *(^make)(NSString *, BOOL *);").type
        #expect(type.block?.returnType.name == "RACSignal")
        #expect(type.block?.returnType.pointerDepth == 1)
        #expect(type.block?.parameters.map(\.name) == ["NSString", "BOOL"])
    }

    @Test func typedefNamesTakeTheirTypeInLaterDeclarations() throws {
        // `typedef` declares a type name, not a variable (C11 6.7.8): the statement itself is
        // empty, and a later declaration spelled with the name has the aliased type.
        let unit = try Parser.parse(SourceFile(path: "t.m", text: """
            typedef void (^Logger)(NSString *message);
            typedef NSInteger count_t;
            Logger log = nil;
            count_t n = 1;
            """))
        let statements = unit.statements
        #expect(statements.count == 4)
        guard case .empty = statements[0].kind, case .declaration(let logger) = statements[2].kind,
              case .declaration(let count) = statements[3].kind else {
            Issue.record("unexpected statements: \(statements.map(\.kind))")
            return
        }
        #expect(logger.declarators[0].type.category == .block)
        #expect(logger.declarators[0].type.block?.parameters.map(\.name) == ["NSString"])
        #expect(count.declarators[0].type.category == .integer(IntegerType(bitWidth: 64, isSigned: true)))
    }

    @Test func genericsAndProtocolsAreKeptApart() throws {
        let generic = try declarator("RACSignal<NSNumber *> *s;").type
        #expect(generic.genericArguments.map(\.name) == ["NSNumber"])
        #expect(generic.protocols.isEmpty)
        let conforming = try declarator("id<RACSubscriber, NSCopying> s;").type
        #expect(conforming.protocols == ["RACSubscriber", "NSCopying"])
    }

    @Test func tupleUnpackDeclaresEachVariable() throws {
        let unit = try Parser.parse(SourceFile(path: "t.m", text: "RACTupleUnpack(NSString *a, NSNumber *b) = t;"))
        guard case .tupleUnpack(let unpack)? = unit.statements.first?.kind else { throw TestFailure(unit.dump) }
        #expect(unpack.variables.map(\.name) == ["a", "b"])
        #expect(unpack.tuple.kind == .identifier("t"))
    }
}

/// C functions at file level (C11 6.9.1): a definition is an item of its own, beside the
/// statements and methods; a prototype (6.7.6.3) only declares, so it leaves no item.
@Suite struct FunctionDefinitionParsingTests {
    @Test func aDefinitionBeforeTheStatementsIsAFunction() {
        #expect(dump("static NSInteger twice(NSInteger x) { return x * 2; }\nNSLog(@\"%ld\", twice(2));")
            == "(function static NSInteger twice ((NSInteger x)) {(return (* x 2))})\n(call NSLog @\"%ld\" (call twice 2))")
    }

    @Test func aPrototypeDeclaresOnly() {
        #expect(dump("NSString *greet(NSString *name);\nvoid tick(void);") == "")
    }

    @Test func aVariableAndACallAreNotFunctions() {
        #expect(dump("NSInteger n = 2;\nNSLog(@\"x\");") == "(decl (NSInteger n = 2))\n(call NSLog @\"x\")")
    }

    @Test func aDefinitionNeedsABodyOrASemicolon() {
        #expect(firstError("int f(int x) return x;") == "1:14: expected '{' or ';' after the function's parameters")
    }
}
