#ifndef RAC_THREAD_LOCAL_H
#define RAC_THREAD_LOCAL_H

#include <stdbool.h>

/// Per thread: the RACRuntime that thread's engine code reports to, and whether it has a
/// tracer.
///
/// Swift has no thread-local storage of its own, and `pthread_getspecific` is a call on
/// every probe; a C `__thread` variable is one segment-relative load, inlined into Swift
/// through these static functions. `traced` lets an untraced probe decide with one byte,
/// without touching (and so retaining) the runtime object. The runtime pointer is
/// unretained: whoever installs a runtime keeps it alive for as long as it is installed.
typedef struct {
    void *_Nullable runtime;
    bool traced;
} rac_thread_state;

extern __thread rac_thread_state rac_thread_state_slot;

static inline void *_Nullable rac_thread_runtime(void) {
    return rac_thread_state_slot.runtime;
}

static inline bool rac_thread_traced(void) {
    return rac_thread_state_slot.traced;
}

static inline void rac_set_thread_runtime(void *_Nullable runtime, bool traced) {
    rac_thread_state_slot.runtime = runtime;
    rac_thread_state_slot.traced = traced;
}

static inline void rac_set_thread_traced(bool traced) {
    rac_thread_state_slot.traced = traced;
}

#endif
