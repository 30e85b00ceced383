import FuzzDriver
import ObjCInterpreter

/// The interpreter with small limits: any snippet must run, or stop with a located
/// diagnostic — never crash or hang.
let fuzzInterpreter: FuzzTarget = { data, count in
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var options = InterpreterOptions()
    // Few steps: work inside RAC is not counted as steps, and a loop of n concat:s makes RAC
    // forward n values through up to n levels — quadratic, and ten times slower under ASan.
    options.maxSteps = 5_000
    options.maxVirtualTime = 60
    options.maxScheduledItems = 2_000
    let run = Interpreter.run(source: text, fileName: "fuzz.m", options: options)
    if run.status != .success && run.diagnostics.isEmpty {
        fatalError("a failed run must explain itself")
    }
    return 0
}
