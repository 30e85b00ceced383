/// `RACSignalErrorDomain` and its codes (RACSignal+Operations.h).
public enum RACSignalError {
    /// `RACSignalErrorDomain`.
    public static let domain = "RACSignalErrorDomain"
    /// `RACSignalErrorTimedOut`: `-timeout:onScheduler:` ran out of time.
    public static let timedOut = 1
    /// `RACSignalErrorNoMatchingCase`: `+switch:cases:default:` found no case.
    public static let noMatchingCase = 2
}
