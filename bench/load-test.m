RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
    [subscriber sendNext:@1];
    [subscriber sendNext:@2];
    [subscriber sendCompleted];
    return nil;
}];
RACSignal *bound = [source bind:^RACSignalBindBlock { // block 2
    return ^RACSignal *(id value, BOOL *stop) { // block 3
        return [RACSignal return:value];
    };
}];
[bound subscribeNext:^(id x) { // block 4
    NSLog(@"%@", x);
}];
