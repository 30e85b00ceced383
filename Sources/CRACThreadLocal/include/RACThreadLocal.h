#ifndef RAC_THREAD_LOCAL_H
#define RAC_THREAD_LOCAL_H

#include <stdbool.h>
#include <stdint.h>

/// Per thread: the RACRuntime that thread's engine code reports to, and its tracer.
///
/// Swift has no thread-local storage of its own, and `pthread_getspecific` is a call on
/// every probe; a C `__thread` variable is one segment-relative load, inlined into Swift
/// through these static functions. `tracer` (the runtime's `RACTracerSlot`, or null when
/// nobody traces) lets a probe decide with one load, and reach the tracer without retaining
/// anything. Both pointers are unretained: the runtime that is installed keeps them alive.
/// `stack_floor` is the thread's own: the lowest stack address engine work may go down to
/// (stacks grow down), or 0 where nobody measures the stack (`RACRuntime.withStackFloor`).
typedef struct {
    void *_Nullable runtime;
    void *_Nullable tracer;
    uintptr_t stack_floor;
} rac_thread_state;

extern __thread rac_thread_state rac_thread_state_slot;

static inline uintptr_t rac_thread_stack_floor(void) {
    return rac_thread_state_slot.stack_floor;
}

static inline void rac_set_thread_stack_floor(uintptr_t floor) {
    rac_thread_state_slot.stack_floor = floor;
}

/// Whether the caller's frame is below the thread's stack floor: one load and, when a floor
/// is set, a comparison with the frame address (inlined, so the caller's).
static inline bool rac_thread_stack_is_exhausted(void) {
    uintptr_t floor = rac_thread_state_slot.stack_floor;
    return floor != 0 && (uintptr_t)__builtin_frame_address(0) < floor;
}

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
