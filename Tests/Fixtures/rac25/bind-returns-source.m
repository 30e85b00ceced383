// The binding block returns the source itself: -bind: is subscribed to the same signal twice,
// once as its source and once as a signal the block returned.
__block int subscriptions = 0;
RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    subscriptions += 1;
    int number = subscriptions;
    if (number == 1) [subscriber sendNext:@"first"];
    dispatch_async(dispatch_get_main_queue(), ^{
        NSLog(@"source subscription %d completes", number);
        [subscriber sendCompleted];
    });
    return nil;
}];
RACSignal *bound = [source flattenMap:^RACSignal *(id x) {
    return source;
}];
[bound subscribeNext:^(id x) {
    NSLog(@"next %@", x);
} completed:^{
    NSLog(@"completed");
}];
