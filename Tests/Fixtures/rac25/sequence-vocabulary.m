// RACStream's operators and RACSequence's own on the sequences of each Foundation class.
RACSequence *numbers = @[@1, @2, @3, @4].rac_sequence;
NSLog(@"%@", [[[numbers map:^id(NSNumber *x) { return @(x.integerValue * 10); }] filter:^BOOL(NSNumber *x) { return x.integerValue > 10; }] array]);
NSLog(@"%@", [[[numbers skip:1] take:2] array]);
NSLog(@"%@", [[numbers concat:[RACSequence return:@5]] array]);
NSLog(@"%@", [[[numbers zipWith:@"abcd".rac_sequence] map:^id(RACTuple *t) { return [NSString stringWithFormat:@"%@%@", t.second, t.first]; }] array]);
NSLog(@"%@", [numbers foldLeftWithStart:@0 reduce:^id(NSNumber *sum, NSNumber *x) { return @(sum.integerValue + x.integerValue); }]);
NSLog(@"%d %d", [numbers any:^BOOL(NSNumber *x) { return x.integerValue == 3; }], [numbers all:^BOOL(NSNumber *x) { return x.integerValue < 4; }]);
NSLog(@"%@", [numbers objectPassingTest:^BOOL(NSNumber *x) { return x.integerValue % 2 == 0; }]);
NSLog(@"%@", [[[@{@"k": @"v"}.rac_keySequence concat:@{@"k": @"v"}.rac_valueSequence] array] componentsJoinedByString:@","]);
NSLog(@"%@", [[[numbers eagerSequence] map:^id(id x) { return x; }] class]);
NSLog(@"%@", [[[numbers signal] toArray] componentsJoinedByString:@" "]);
for (NSNumber *x in [numbers takeWhileBlock:^BOOL(NSNumber *x) { return x.integerValue < 3; }]) { NSLog(@"in %@", x); }
