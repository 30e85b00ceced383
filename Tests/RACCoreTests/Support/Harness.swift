import RACTrace
import RACCore

/// Runs engine code as a snippet would run: on a fresh runtime, traced, with a console.
/// User blocks made through the harness carry `// block N` labels like an article's.
final class Harness {
    let recorder: RACTraceRecorder
    private(set) var output: [String] = []
    private var held: [RACObject] = []

    init(numbering: RACBlockNumbering = .classic, library: RACLibrary = .reactiveObjC) {
        recorder = RACTraceRecorder(numbering: numbering, library: library)
    }

    /// Runs `body` traced (on `library`'s code), then drains the run loop, and returns the
    /// harness for inspection.
    @discardableResult
    static func run(numbering: RACBlockNumbering = .classic, library: RACLibrary = .reactiveObjC,
                    _ body: (Harness) -> Void) -> Harness {
        let harness = Harness(numbering: numbering, library: library)
        RACRuntime.isolated(tracer: harness.recorder) { runtime in
            runtime.library = library
            body(harness)
            runtime.drainRunLoop(until: 1_000)
        }
        return harness
    }

    /// `NSLog`.
    func log(_ text: String) {
        output.append(text)
        racTrace(.log(text))
    }

    /// Holds `object` like a variable in scope until `releaseAll()` (the end of the snippet).
    @discardableResult
    func hold<T: RACObject>(_ object: T) -> T {
        object.retain()
        held.append(object)
        return object
    }

    /// Ends the scope of every held variable, in reverse order of declaration.
    func releaseAll() {
        let objects = held
        held = []
        for object in objects.reversed() { object.release() }
    }

    /// The numbered blocks entered, in order.
    var enteredBlocks: [Int] { recorder.steps.compactMap { $0.kind == .enter ? $0.block : nil } }

    var disposeSteps: [RACTraceStep] { recorder.steps.filter { $0.kind == .dispose } }

    func didSubscribe(_ label: Int? = nil, captures: [RACObject?] = [],
                      _ body: @escaping (RACSubscriberProtocol) -> RACDisposable?) -> RACDidSubscribeBlock {
        RACDidSubscribeBlock(RACBlockInfo(user: "createSignal:", label: label, line: nil), captures: captures, body)
    }

    func next(_ label: Int? = nil, _ body: @escaping (RACObject?) -> Void) -> RACValueBlock {
        RACValueBlock(RACBlockInfo(user: "subscribeNext:", label: label, line: nil), body)
    }

    func error(_ label: Int? = nil, _ body: @escaping (RACObject?) -> Void) -> RACValueBlock {
        RACValueBlock(RACBlockInfo(user: "error:", label: label, line: nil), body)
    }

    func completed(_ label: Int? = nil, _ body: @escaping () -> Void) -> RACVoidBlock {
        RACVoidBlock(RACBlockInfo(user: "completed:", label: label, line: nil), body)
    }

    func disposable(_ body: @escaping () -> Void) -> RACDisposable {
        RACDisposable(block: RACVoidBlock(RACBlockInfo(user: "disposableWithBlock:", label: nil, line: nil), body))
    }

    func bindBlock(_ label: Int? = nil, _ body: @escaping () -> RACBindingBlock?) -> RACBindBlockFactory {
        RACBindBlockFactory(RACBlockInfo(user: "bind:", label: label, line: nil), body)
    }

    func binding(_ label: Int? = nil, captures: [RACObject?] = [],
                 _ body: @escaping (RACObject?, inout Bool) -> RACSignal?) -> RACBindingBlock {
        RACBindingBlock(RACBlockInfo(user: "binding block", label: label, line: nil), captures: captures, body)
    }
}

func num(_ value: Int) -> ObjCNumber { ObjCNumber(value) }
func str(_ value: String) -> ObjCString { ObjCString(value) }
