// The binding block returns one signal object for both values, so -bind: subscribes to it twice.
RACSignal *inner = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    NSLog(@"inner subscribed");
    dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"inner sends tick");
        [subscriber sendNext:@"tick"];
        [subscriber sendCompleted];
    });
    return nil;
}];
RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@1];
    [subscriber sendNext:@2];
    [subscriber sendCompleted];
    return nil;
}];
RACSignal *bound = [source flattenMap:^RACSignal *(id x) {
    return inner;
}];
[bound subscribeNext:^(id x) {
    NSLog(@"next %@", x);
} completed:^{
    NSLog(@"completed");
}];
