RACSubject *subject = [RACSubject subject];
__block RACDisposable *second = nil;
[subject subscribeNext:^(id x) {
    NSLog(@"A %@", x);
    [second dispose];
}];
second = [subject subscribeNext:^(id x) {
    NSLog(@"B %@", x);
}];
[subject sendNext:@1];
[subject sendNext:@2];
