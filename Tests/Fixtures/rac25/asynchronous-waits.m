// The asynchronous waits spin the main run loop until the signal sends, completes or fails.
RACSignal *later = [[RACSignal return:@7] delay:0.1];
BOOL success = NO;
NSError *error = nil;
id x = [later asynchronousFirstOrDefault:@0 success:&success error:&error];
NSLog(@"first %@ success %d error %@", x, success, error);
BOOL done = [[[RACSignal empty] delay:0.1] asynchronouslyWaitUntilCompleted:&error];
NSLog(@"completed %d", done);
RACSignal *failing = [RACSignal error:[NSError errorWithDomain:@"d" code:3 userInfo:nil]];
id y = [failing asynchronousFirstOrDefault:@0 success:&success error:&error];
NSLog(@"first %@ success %d code %ld", y, success, (long)error.code);
