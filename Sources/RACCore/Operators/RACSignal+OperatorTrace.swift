extension RACSignal {
    /// Reports entry to and exit from the operator method `name` on the receiver, as
    /// `-bind:`, `-concat:` and `-zipWith:` do, so a trace shows an operator calling the
    /// operators it is built from (`map` → `flattenMap` → `bind`).
    ///
    /// Class methods (`+merge:`, `+combineLatest:`, `+defer:`) have no receiver to report and
    /// are not bracketed; their traces start at the instance operators they call.
    func tracingOperator<T>(_ name: String, file: String = #filePath, line: Int = #line, _ body: () -> T) -> T {
        guard let tracer = RACRuntime.currentTracer else { return body() }
        let info = RACBlockInfo(engine: name, file: file, line: line)
        tracer.record(.enter(RACLent(self), info))
        defer { tracer.record(.exit(RACLent(self), info)) }
        return body()
    }
}
