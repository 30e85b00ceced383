import CRACThreadLocal
import Foundation

/// This thread's runtime and its tracer, as the C thread-local slots hold them
/// (`RACThreadLocal.h`): the one place a Swift object goes in and out of those slots.
///
/// The slots hold raw pointers, so an object sits in one through `Unmanaged`. That is not a
/// model reference, stands for nothing in RAC and saves nothing: it is how Swift puts an object
/// in a C slot. A slot does not own what it points at; whoever fills it keeps the object alive
/// while it does — `RACRuntime.isolated` its runtime, the pthread key a thread's default
/// runtime (`installDefault`), a runtime its tracer slot until `tracer` changes.
enum RACThreadState {
    /// The runtime installed on this thread, if any.
    static var runtime: RACRuntime? {
        rac_thread_runtime().map { object($0) }
    }

    /// The tracer of the runtime installed on this thread, if it has one.
    static var tracer: RACTracer? {
        rac_thread_tracer().map { (object($0) as RACTracerSlot).tracer }
    }

    /// Whether the runtime installed on this thread has a tracer: one thread-local load.
    static var isTraced: Bool { rac_thread_tracer() != nil }

    /// Whether `runtime` is the one installed on this thread.
    static func isInstalled(_ runtime: RACRuntime) -> Bool {
        rac_thread_runtime() == pointer(to: runtime)
    }

    /// Points the slots at `runtime` and its tracer (nil: none installed).
    static func install(_ runtime: RACRuntime?) {
        rac_set_thread_runtime(runtime.map { pointer(to: $0) }, runtime?.tracerSlot.map { pointer(to: $0) })
    }

    /// Points the tracer slot at `slot`, for the runtime installed on this thread.
    static func installTracer(_ slot: RACTracerSlot?) {
        rac_set_thread_tracer(slot.map { pointer(to: $0) })
    }

    /// Installs `runtime` as this thread's default, owned by a pthread key whose destructor
    /// lets it go when the thread exits.
    static func installDefault(_ runtime: RACRuntime) {
        let owned = Unmanaged.passRetained(runtime).toOpaque()
        pthread_setspecific(defaultRuntimeKey, owned)
        rac_set_thread_runtime(owned, nil)
    }

    /// What a slot holds for `object`: its address, unretained.
    private static func pointer(to object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    /// The object a slot points at, unretained.
    private static func object<T: AnyObject>(_ pointer: UnsafeMutableRawPointer) -> T {
        Unmanaged<T>.fromOpaque(pointer).takeUnretainedValue()
    }

    private static let defaultRuntimeKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { owned in
            rac_set_thread_runtime(nil, nil)
            if let owned { Unmanaged<RACRuntime>.fromOpaque(owned).release() }
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()
}
