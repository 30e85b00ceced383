// -foldRightWithStart:reduce: over a sequence whose last tail is nil (+return:'s), then over an array's.
RACSequence *one = [RACSequence return:@1];
id result = [one foldRightWithStart:@0 reduce:^id(id first, RACSequence *rest) {
    NSLog(@"rest.head %@", rest.head);
    return first;
}];
NSLog(@"result %@", result);
id reversed = [@[@1, @2, @3].rac_sequence foldRightWithStart:@[] reduce:^id(id first, RACSequence *rest) {
    return [rest.head arrayByAddingObject:first];
}];
NSLog(@"%@", reversed);
