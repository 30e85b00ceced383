#ifndef RAC_THREAD_LOCAL_H
#define RAC_THREAD_LOCAL_H

/// One pointer per thread: the RACRuntime that thread's engine code reports to.
///
/// Swift has no thread-local storage of its own, and `pthread_getspecific` is a call on
/// every probe; a C `__thread` variable is one segment-relative load, inlined into Swift
/// through these static functions. The pointer is unretained: whoever installs a runtime
/// keeps it alive for as long as it is installed.
extern __thread void *_Nullable rac_thread_runtime_slot;

static inline void *_Nullable rac_thread_runtime(void) {
    return rac_thread_runtime_slot;
}

static inline void rac_set_thread_runtime(void *_Nullable runtime) {
    rac_thread_runtime_slot = runtime;
}

#endif
