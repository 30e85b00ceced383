import RACTrace

extension RACSignal {
    /// `-setKeyPath:onObject:`, from
    /// RACSignal+Operations.m (`RACBlockName.setKeyPath`):
    /// `-setKeyPath:onObject:nilValue:` with a nil `nilValue`.
    ///
    /// ```swift
    /// names.setKeyPath("name", onObject: model)
    /// ```
    @discardableResult
    public func setKeyPath(_ keyPath: String, onObject object: RACBindingTarget) -> RACDisposable {
        tracingOperator(RACBlockName.setKeyPath) {
            setKeyPath(keyPath, onObject: object, nilValue: nil)
        }
    }

    /// `-setKeyPath:onObject:nilValue:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.setKeyPathNilValue`):
    /// subscribes at once and sets each value (`nilValue` for nil) on `object` through the
    /// key path. The object is not retained: the binding lives in the object's
    /// `rac_deallocDisposable`, so it ends when the object deallocates; completion disposes
    /// it too (but leaves it in the dealloc disposable), and disposing the returned
    /// disposable takes it out of there and disposes it. An error fails RAC's `NSCAssert`.
    ///
    /// RACStep models the build the recorded outputs came from: assertions on, `DEBUG` not
    /// defined, so without the `bindings` dictionary that asserts a key path is bound once at
    /// a time (RACSignal+Operations.m:673-690, :693-697). The parameter asserts
    /// (`keyPath != nil`, `object != nil`) are the caller's: a Swift caller cannot pass nil.
    ///
    /// ```swift
    /// titles.setKeyPath("title", onObject: model, nilValue: ObjCString("Untitled"))
    /// ```
    @discardableResult
    public func setKeyPath(_ keyPath: String, onObject object: RACBindingTarget, nilValue: RACObject?) -> RACDisposable {
        tracingOperator(RACBlockName.setKeyPathNilValue) {
            withARCScope { scope in
                let disposable = scope.strong(RACCompoundDisposable())

                // The object is held weakly on purpose: its own deallocation is what ends the
                // binding.
                let objectPtr = RACBlockVariable<RACObject?>(object)

                let subscriptionDisposable = subscribe(
                    next: RACValueBlock(RACBlockName.setKeyPathNext, captures: [nilValue]) { x in
                        withARCScope { scope in
                            // `__strong NSObject *object = objectPtr`: nil once cleared, and then the
                            // message below goes to nil.
                            let object = scope.strong(objectPtr.value)
                            object?.setValue(x ?? nilValue, forKeyPath: keyPath)
                        }
                    },
                    error: RACValueBlock(RACBlockName.setKeyPathError, captures: [self, disposable]) { error in
                        // capture-check: retains disposable (RAC disposes it after the assertion, RACSignal+Operations.m:666)
                        withARCScope { scope in
                            let object = scope.strong(objectPtr.value)
                            // RAC's NSLog and `[disposable dispose]` after the assertion run only
                            // with assertions disabled.
                            RACRuntime.raise(.assertion("Received error from \(self) in binding for key path \"\(keyPath)\" on "
                                + "\(object?.description ?? "(null)"): \(error?.description ?? "(null)")"))
                        }
                    },
                    completed: RACVoidBlock(RACBlockName.setKeyPathCompleted, captures: [disposable]) {
                        disposable.dispose()
                    })

                disposable.add(subscriptionDisposable)

                let clearPointerDisposable = scope.strong(RACDisposable(RACBlockName.setKeyPathClearPointer) {
                    objectPtr.value = nil
                })

                disposable.add(clearPointerDisposable)

                object.rac_deallocDisposable.add(disposable)

                let objectDisposable = scope.strong(object.rac_deallocDisposable)
                return RACDisposable(RACBlockName.setKeyPathDispose, captures: [objectDisposable, disposable]) {
                    objectDisposable.remove(disposable)
                    disposable.dispose()
                }
            }
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let setKeyPath = RACBlockName("setKeyPath", rac: "RACSignal+Operations.m", 635, rac25: 625)
    /// `-setKeyPath:onObject:nilValue:`, which `-setKeyPath:onObject:` calls.
    public static let setKeyPathNilValue = RACBlockName("setKeyPath.nilValue", rac: "RACSignal+Operations.m", 639, rac25: 629)
    /// Sets each value (or `nilValue` for nil) on the object through the key path.
    public static let setKeyPathNext = RACBlockName("setKeyPath.next", rac: "RACSignal+Operations.m", 651, rac25: 641)
    public static let setKeyPathError = RACBlockName("setKeyPath.error", rac: "RACSignal+Operations.m", 658, rac25: 648)
    public static let setKeyPathCompleted = RACBlockName("setKeyPath.completed", rac: "RACSignal+Operations.m", 667, rac25: 657)
    /// `clearPointerDisposable`: forgets the unretained object.
    public static let setKeyPathClearPointer = RACBlockName("setKeyPath.clearPointerDisposable", rac: "RACSignal+Operations.m", 692, rac25: 682)
    /// The returned disposable: takes the binding out of the object's dealloc disposable and disposes it.
    public static let setKeyPathDispose = RACBlockName("setKeyPath.dispose", rac: "RACSignal+Operations.m", 712, rac25: 702)
}
