extension RACRuntime {
    /// `NSLog(…)` inside ReactiveObjC, with the line already formatted: goes to this thread's
    /// runtime's `logHandler`.
    static func log(_ line: String) {
        withCurrent { runtime in
            guard let handler = runtime.logHandler else {
                print(line)
                return
            }
            handler(line)
        }
    }
}
