// limit: steps — a loop that never ends; the interpreter's step limit stops it.
int n = 0;
while (YES) {
    n = n + 1;
}
