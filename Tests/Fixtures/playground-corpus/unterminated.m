// status: 400 — a comment and a string that never end.
NSLog(@"no end
/* nor here
