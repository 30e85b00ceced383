#include "RACThreadLocal.h"

__thread void *rac_thread_runtime_slot = 0;
