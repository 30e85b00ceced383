extension RACStreamPrimitives {
    /// `+concat:`, from
    /// [RACStream.m:250](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L250):
    /// `+empty`, `-concat:`ed with each stream in turn — a left fold, so for signals the
    /// first one's subscription is the outermost, and for sequences nothing is read until a
    /// head is asked for.
    ///
    /// ```swift
    /// let steps = RACSignal.concat([login, fetch, save])
    /// ```
    public static func concat(_ streams: [Stream]) -> Stream {
        withARCScope { scope in
            var result: Stream?
            scope.assign(&result, empty())
            for stream in streams {
                scope.assign(&result, result!.concat(stream))
            }

            return scope.returning(result!).named("+concat: %@", ObjCArray(streams))
        }
    }
}
