import Lessons
import RACCore

/// A test-only `SnippetRunner`: each known snippet source maps to the same program written
/// natively against RACCore (as Tests/RACCoreTests/Support/Harness.swift does), run on a
/// fresh traced runtime. It stands in for the interpreter in unit tests of the lesson
/// machinery; the LessonTests target never uses it. (LessonsTests has the original: test
/// targets cannot share sources.)
struct NativeRunner: SnippetRunner {
    typealias Program = (NativeHarness) throws -> Void
    var programs: [String: Program]

    func run(source: String, fileName: String, numbering: RACBlockNumbering?) throws -> SnippetRun {
        guard let program = programs[source] else {
            throw SnippetFailure(message: "\(fileName):1:1: error: no native program for this snippet", line: 1, column: 1)
        }
        let harness = NativeHarness(numbering: numbering ?? .classic)
        try RACRuntime.isolated(tracer: harness.recorder) { runtime in
            try program(harness)
            harness.releaseAll()
            _ = runtime.drainRunLoop(until: 1_000)
        }
        let steps = harness.recorder.steps
        return SnippetRun(output: harness.output.map { $0 + "\n" }.joined(), steps: steps,
                          treeChanges: harness.recorder.treeChanges, traceText: RACTraceTextFormat.render(steps))
    }
}

final class NativeHarness {
    let recorder: RACTraceRecorder
    private(set) var output: [String] = []
    private var held: [RACObject] = []

    init(numbering: RACBlockNumbering) {
        recorder = RACTraceRecorder(numbering: numbering)
    }

    func log(_ text: String) {
        output.append(text)
        racTrace(.log(text))
    }

    @discardableResult
    func hold<T: RACObject>(_ object: T, as name: String) -> T {
        object.retain()
        held.append(object)
        recorder.nameVariable(object, name)
        return object
    }

    func releaseAll() {
        let objects = held
        held = []
        for object in objects.reversed() { object.release() }
    }

    /// Runs `body` as source line `line`.
    func at<T>(_ line: Int, _ body: () -> T) -> T {
        recorder.currentLine = line
        return body()
    }

    func didSubscribe(_ label: Int?, line: Int, _ body: @escaping (RACSubscriberProtocol) -> RACDisposable?) -> RACDidSubscribeBlock {
        RACDidSubscribeBlock(RACBlockInfo(user: "createSignal:", label: label, line: line), captures: [], body)
    }

    func next(_ label: Int?, line: Int, _ body: @escaping (RACObject?) -> Void) -> RACValueBlock {
        RACValueBlock(RACBlockInfo(user: "subscribeNext:", label: label, line: line), body)
    }

    func bindBlock(_ label: Int?, line: Int, _ body: @escaping () -> RACBindingBlock?) -> RACBindBlockFactory {
        RACBindBlockFactory(RACBlockInfo(user: "bind:", label: label, line: line), body)
    }

    func binding(_ label: Int?, line: Int, _ body: @escaping (RACObject?, inout Bool) -> RACSignal?) -> RACBindingBlock {
        RACBindingBlock(RACBlockInfo(user: "binding block", label: label, line: line), captures: [], body)
    }
}

/// The classic `-bind:` example every article starts from, as a lesson snippet and as the
/// same program in Swift.
enum ClassicBind {
    static let source = """
    RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
        [subscriber sendNext:@1];
        [subscriber sendNext:@2];
        [subscriber sendCompleted];
        return nil;
    }];
    RACSignal *bound = [source bind:^RACSignalBindBlock { // block 2
        return ^RACSignal *(id value, BOOL *stop) { // block 3
            return [RACSignal return:value];
        };
    }];
    [bound subscribeNext:^(id x) { // block 4
        NSLog(@"%@", x);
    }];

    """

    static let program: NativeRunner.Program = { h in
        let source: RACSignal = h.hold(h.at(1) {
            RACSignal.createSignal(h.didSubscribe(1, line: 1) { subscriber in
                h.at(2) { subscriber.sendNext(ObjCNumber(1)) }
                h.at(3) { subscriber.sendNext(ObjCNumber(2)) }
                h.at(4) { subscriber.sendCompleted() }
                return nil
            })
        }, as: "source")
        let bound: RACSignal = h.hold(h.at(7) {
            source.bind(h.bindBlock(2, line: 7) {
                h.binding(3, line: 8) { value, _ in h.at(9) { RACSignal.return(value) } }
            })
        }, as: "bound")
        h.at(12) {
            _ = bound.subscribe(next: h.next(4, line: 12) { x in h.at(13) { h.log(x!.description) } })
        }
    }

    static var runner: NativeRunner { NativeRunner(programs: [source: program]) }
}
