RACReplaySubject *subject = [RACReplaySubject replaySubjectWithCapacity:1];
[subject sendNext:@1];
__block BOOL subscribed = NO;
[subject subscribeNext:^(id x) {
    if ([x isEqual:@2] && !subscribed) {
        subscribed = YES;
        [subject subscribeNext:^(id y) {
            NSLog(@"late %@", y);
        }];
    }
}];
[subject sendNext:@2];
