import ObjCInterpreter

/// The same pipelines as Objective-C snippets, run by the interpreter untraced
/// (`recordsTrace = false`). Each snippet logs its checksum, which the harness reads back.
enum InterpreterWorkloads {
    static func range(_ name: String, count: String, base: String = "0") -> String {
        """
        RACSignal *\(name) = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            for (int i = 0; i < \(count); i++) {
                [subscriber sendNext:@(\(base) + i)];
            }
            [subscriber sendCompleted];
            return nil;
        }];
        """
    }

    static func source(_ workload: String, _ n: Int) -> String {
        switch workload {
        case "map-filter":
            return """
            __block long sum = 0;
            \(range("source", count: "\(n)"))
            RACSignal *mapped = [source map:^id(NSNumber *x) {
                return @([x integerValue] + 1);
            }];
            RACSignal *evens = [mapped filter:^BOOL(NSNumber *x) {
                return [x integerValue] % 2 == 0;
            }];
            [evens subscribeNext:^(NSNumber *x) {
                sum += [x integerValue];
            }];
            NSLog(@"%ld", sum);
            """
        case "flatmap":
            return """
            __block long sum = 0;
            \(range("source", count: "\(n)"))
            RACSignal *flat = [source flattenMap:^RACSignal *(id x) {
                return [RACSignal return:x];
            }];
            [flat subscribeNext:^(NSNumber *x) {
                sum += [x integerValue];
            }];
            NSLog(@"%ld", sum);
            """
        case "concat":
            return """
            __block long sum = 0;
            RACSignal *fold = nil;
            for (int k = 0; k < \(n / 10); k++) {
                int base = k * 10;
                \(range("part", count: "10", base: "base"))
                if (fold == nil) {
                    fold = part;
                } else {
                    fold = [fold concat:part];
                }
            }
            [fold subscribeNext:^(NSNumber *x) {
                sum += [x integerValue];
            }];
            NSLog(@"%ld", sum);
            """
        case "zip":
            return """
            __block long sum = 0;
            \(range("left", count: "\(n)"))
            \(range("right", count: "\(n)"))
            [[left zipWith:right] subscribeNext:^(RACTuple *pair) {
                sum += [pair.first integerValue] + [pair.second integerValue];
            }];
            NSLog(@"%ld", sum);
            """
        case "churn":
            return """
            __block long sum = 0;
            for (int k = 0; k < \(n); k++) {
                \(range("signal", count: "3"))
                [signal subscribeNext:^(NSNumber *x) {
                    sum += [x integerValue];
                } completed:^{
                }];
            }
            NSLog(@"%ld", sum);
            """
        default: fatalError("unknown workload \(workload)")
        }
    }

    /// The check: a left fold of `count` `concat:`s of `[RACSignal empty]` completes.
    static func emptyConcatFoldSource(_ count: Int) -> String {
        """
        __block int completed = 0;
        RACSignal *fold = [RACSignal empty];
        for (int k = 0; k < \(count); k++) {
            fold = [fold concat:[RACSignal empty]];
        }
        [fold subscribeCompleted:^{
            completed = 1;
        }];
        NSLog(@"%d", completed);
        """
    }

    static var options: InterpreterOptions {
        var options = InterpreterOptions()
        options.recordsTrace = false
        options.maxSteps = .max
        options.maxDepth = .max
        return options
    }

    /// Runs a snippet; returns the number it logged, or fails loudly with its diagnostics.
    static func runSnippet(_ source: String) -> Int {
        let run = Interpreter.run(source: source, fileName: "bench.m", options: options)
        guard run.status == .success, let line = run.output.last, let value = Int(line) else {
            fatalError("interpreter run failed: \(run.status)\n\(run.diagnostics)\(run.outputText)")
        }
        return value
    }

    static func run(_ workload: String, _ n: Int) -> Int {
        runSnippet(source(workload, n))
    }
}
