[[[RACSignal return:@1] zipWith:[RACSignal return:@2]] subscribeNext:^(RACTuple *t) {
    NSLog(@"%@", [t class]);
}];
NSLog(@"%@", [RACTuplePack(@1, nil) class]);
