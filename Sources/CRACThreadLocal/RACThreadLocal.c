#include "RACThreadLocal.h"

__thread rac_thread_state rac_thread_state_slot = { 0, 0, 0 };
