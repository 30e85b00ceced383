/// What RACCommand.h declares: the interface both translations of `RACCommand` implement —
/// ReactiveObjC's (`RACCommand`, on subjects) and ReactiveCocoa 2.5's (`RACCommand25`, on
/// KVO of its active executions). The run's engine makes one (`RACEngine.makeCommand`).
public protocol RACCommanding: RACObject {
    var executionSignals: RACSignal! { get }
    var executing: RACSignal! { get }
    var enabled: RACSignal! { get }
    var errors: RACSignal! { get }
    var allowsConcurrentExecution: Bool { get set }
    @discardableResult func execute(_ input: RACObject?) -> RACSignal
}

extension RACCommand: RACCommanding {}

/// `-initWithEnabled:signalBlock:` of the run's library: a program's `[[RACCommand alloc]
/// init…]` runs the `RACCommand` it is linked against.
public func RACCommandMake(enabled: RACSignal?, signalBlock: RACCommandSignalBlock) -> RACCommanding {
    RACRuntime.current.engine.makeCommand(enabled, signalBlock)
}
