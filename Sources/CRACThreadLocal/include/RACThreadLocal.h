#ifndef RAC_THREAD_LOCAL_H
#define RAC_THREAD_LOCAL_H

/// Per thread: the RACRuntime that thread's engine code reports to, and its tracer.
///
/// Swift has no thread-local storage of its own, and `pthread_getspecific` is a call on
/// every probe; a C `__thread` variable is one segment-relative load, inlined into Swift
/// through these static functions. `tracer` (the runtime's `RACTracerSlot`, or null when
/// nobody traces) lets a probe decide with one load, and reach the tracer without retaining
/// anything. Both pointers are unretained: the runtime that is installed keeps them alive.
typedef struct {
    void *_Nullable runtime;
    void *_Nullable tracer;
} rac_thread_state;

extern __thread rac_thread_state rac_thread_state_slot;

static inline void *_Nullable rac_thread_runtime(void) {
    return rac_thread_state_slot.runtime;
}

static inline void *_Nullable rac_thread_tracer(void) {
    return rac_thread_state_slot.tracer;
}

static inline void rac_set_thread_runtime(void *_Nullable runtime, void *_Nullable tracer) {
    rac_thread_state_slot.runtime = runtime;
    rac_thread_state_slot.tracer = tracer;
}

static inline void rac_set_thread_tracer(void *_Nullable tracer) {
    rac_thread_state_slot.tracer = tracer;
}

#endif
