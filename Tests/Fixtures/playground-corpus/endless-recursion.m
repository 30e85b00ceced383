// limit: depth — a block that calls itself forever; the nesting depth limit stops it.
__block void (^again)(int) = nil;
again = ^(int n) {
    again(n + 1);
};
again(0);
