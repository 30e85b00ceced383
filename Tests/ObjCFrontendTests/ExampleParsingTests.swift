import Testing
import ObjCFrontend

@Suite struct ExampleParsingTests {
    @Test(arguments: ExampleSnippets.all.map(\.name))
    func parsesExample(_ name: String) throws {
        let code = try #require(ExampleSnippets.all.first { $0.name == name }?.code)
        let unit = try Parser.parse(SourceFile(path: name, text: code))
        #expect(!unit.statements.isEmpty)
    }

    @Test func bindExampleHasNestedBlocksAndSelectors() throws {
        let code = try #require(ExampleSnippets.all.first { $0.name == "02-bind-inner-dispose.m" }?.code)
        let unit = try Parser.parse(SourceFile(path: "02.m", text: code))
        #expect(unit.statements.count == 3)
        #expect(unit.statements[1].dump.hasPrefix(
            "(decl (RACSignal * doubled = (send source bind: (block RACSignalBindBlock () {(return (block RACSignal * ((NSString * value) (BOOL * stop))"))
        #expect(unit.statements[2].dump.hasPrefix("(send doubled subscribeNext:completed: "))
    }

    @Test func lifetimeExampleKeepsBlockQualifier() throws {
        let code = try #require(ExampleSnippets.all.first { $0.name == "05-lifetime.m" }?.code)
        let unit = try Parser.parse(SourceFile(path: "05.m", text: code))
        #expect(unit.statements[0].dump == "(decl (__block id<RACSubscriber> keeper = nil))")
        let location = unit.file.location(of: unit.statements[0].range.start)
        #expect(location == SourceLocation(line: 3, column: 1))
    }

    /// A view controller as articles show it: imports, `@implementation`, methods with bodies.
    @Test func viewControllerArticle() throws {
        let code = """
            #import "ViewController.h"
            #import <ReactiveObjC/ReactiveObjC.h>

            @interface ViewController ()
            @property (nonatomic, strong) RACSubject *subject;
            @end

            @implementation ViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                @weakify(self);
                RACSignal *signal = [RACSignal createSignal:^RACDisposable * _Nullable(id<RACSubscriber>  _Nonnull subscriber) {
                    // block 1
                    @strongify(self);
                    [subscriber sendNext:self.subject];
                    return nil;
                }];
                [[signal map:^id _Nullable(id  _Nullable value) { /* block 2 */
                    return @([value integerValue] * 2);
                }] subscribeNext:^(id  _Nullable x) {
                    NSLog(@"值: %@", x);   // 中文注释
                }];
                for (NSInteger i = 0; i < 3; i++) {
                    if (i % 2 == 0) { continue; } else { break; }
                }
            }

            - (RACSignal *)signalFor:(NSString *)name times:(NSInteger)count {
                return [RACSignal return:name];
            }

            @end
            """
        let unit = try Parser.parse(SourceFile(path: "ViewController.m", text: code))
        #expect(unit.methods.map(\.selector) == ["viewDidLoad", "signalFor:times:"])
        #expect(unit.methods.allSatisfy { $0.className == "ViewController" })
        #expect(unit.methods[0].body.statements.count == 5)
        #expect(unit.methods[0].body.statements[2].dump.contains("(block#1 _Nullable RACDisposable *"))
        #expect(unit.methods[0].body.statements[3].dump.contains("(block#2 _Nullable id ((_Nullable id value))"))
    }
}
