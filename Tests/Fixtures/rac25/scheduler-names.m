NSArray *schedulers = @[RACScheduler.mainThreadScheduler, RACScheduler.immediateScheduler, [RACScheduler scheduler],
                        [RACScheduler schedulerWithPriority:RACSchedulerPriorityHigh name:nil], [[RACTestScheduler alloc] init]];
for (RACScheduler *scheduler in schedulers) {
    NSLog(@"%@", [[scheduler description] componentsSeparatedByString:@" "].lastObject);
}
