// libedit's readline-compatible interface: line editing and history for `racstep step`.
#include <stdio.h>
#include <editline/readline.h>
