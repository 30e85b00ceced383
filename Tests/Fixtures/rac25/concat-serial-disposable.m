// The first signal completes while -concat: is still subscribing to it; the second one is
// still running when the subscription is disposed.
RACSignal *first = [RACSignal return:@1];
RACSignal *second = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@2];
    dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"second sends 3");
        [subscriber sendNext:@3];
    });
    return [RACDisposable disposableWithBlock:^{
        NSLog(@"second disposed");
    }];
}];
RACDisposable *subscription = [[first concat:second] subscribeNext:^(id x) {
    NSLog(@"next %@", x);
}];
NSLog(@"disposing");
[subscription dispose];
