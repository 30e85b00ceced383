import RACTrace

/// Reports entry to and exit from the method `name` on `receiver`, so a trace shows a method
/// calling the ones it is built from (`map` → `flattenMap` → `bind`, `+interval:` →
/// `+interval:…withLeeway:`). The location of the call is where the method is written.
///
/// Class methods with no object to report (`+merge:`, `+combineLatest:`, `+defer:`) are not
/// bracketed; their traces start at the instance methods they call.
func racTracingMethod<T>(_ name: RACBlockName, of receiver: RACObject, file: StaticString = #filePath, line: UInt = #line,
                         _ body: () -> T) -> T {
    guard let tracer = RACRuntime.currentTracer else { return body() }
    let info = RACBlockInfo(engine: name)
    tracer.record(.enterMethod(RACLent(receiver), info, at: RACCodeLocation(file: file, line: line)))
    defer { tracer.record(.exit(RACLent(receiver), info)) }
    return body()
}

extension RACStream {
    /// `racTracingMethod` with the receiver as the object: an operator of the receiver's. The
    /// trace follows signals: a sequence's operators are not bracketed (their blocks are
    /// traced as they run).
    func tracingOperator<T>(_ name: RACBlockName, file: StaticString = #filePath, line: UInt = #line, _ body: () -> T) -> T {
        guard self is RACSignal else { return body() }
        return racTracingMethod(name, of: self, file: file, line: line, body)
    }
}
