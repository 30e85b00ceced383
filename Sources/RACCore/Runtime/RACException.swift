/// An Objective-C exception RAC raises: an `NSCAssert` that fails inside an operator, or a
/// message the value it was handed does not understand.
///
/// In Objective-C the exception unwinds the stack and, uncaught, ends the app. RACCore cannot
/// unwind through its Swift callers, so it hands the exception to the runtime's
/// `exceptionHandler` and goes on with a harmless stand-in (named at each call site); the
/// interpreter records the exception as the run's failure, runs no more snippet code, and
/// reports it where the snippet was. Without a handler — RACCore used directly — it stops
/// the program, as the uncaught exception would.
public struct RACException: Error, Equatable {
    /// `NSInternalInconsistencyException` for a failed assertion, `NSInvalidArgumentException`
    /// for an unrecognized selector.
    public var name: String
    /// The exception's reason, worded as RAC's assertion or the runtime words it.
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// A failed `NSCAssert(…, format, …)`.
    public static func assertion(_ reason: String) -> RACException {
        RACException(name: "NSInternalInconsistencyException", reason: reason)
    }
}

extension RACRuntime {
    /// Raises `exception` on this thread's runtime (see `RACException`).
    static func raise(_ exception: RACException) {
        withCurrent { runtime in
            guard let handler = runtime.exceptionHandler else {
                preconditionFailure("*** Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'")
            }
            handler(exception)
        }
    }
}
