import RACTrace

extension RACKeyValueObservable {
    /// `-rac_valuesForKeyPath:observer:`, what `RACObserve(TARGET, KEYPATH)` expands to,
    /// translated from
    /// [NSObject+RACPropertySubscribing.m:24 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/NSObject%2BRACPropertySubscribing.m#L24):
    /// the value at `keyPath` now and after every change, until the receiver or the observer
    /// deallocates.
    func rac_valuesForKeyPath(_ keyPath: String, observer: RACKeyValueObservable?) -> RACSignal {
        racTracingMethod(RACBlockName.valuesForKeyPath, of: self) {
            rac_valuesAndChangesForKeyPath(keyPath, options: .initial, observer: observer)
                // -map: because it does not need the block trampoline -reduceEach: uses.
                .map(RACMapBlock(RACBlockName.valuesForKeyPathMap) { value in
                    (value as? RACTuple)?[0]
                })
                .named("RACObserve(%@, \(keyPath))", self)
        }
    }

    /// `-rac_valuesAndChangesForKeyPath:options:observer:` (:34 at v2.5): a tuple of the value
    /// at `keyPath` and the change dictionary for every KVO notification
    /// (`-rac_observeKeyPath:options:observer:block:`), until the receiver and the observer
    /// have both begun to deallocate.
    func rac_valuesAndChangesForKeyPath(_ keyPath: String, options: RACKeyValueObservingOptions,
                                        observer weakObserver: RACKeyValueObservable?) -> RACSignal {
        racTracingMethod(RACBlockName.valuesAndChangesForKeyPath, of: self) {
            withARCScope { scope in
                let strongObserver = scope.strong(weakObserver) as? RACKeyValueObservable
                let weakObserver = RACWeakReference<RACObject>(weakObserver)
                let weakSelf = RACWeakReference<RACObject>(self)

                // RAC also makes an `NSRecursiveLock` here, which the block below holds while it
                // sets up the observation and `-doCompleted:` takes, so that the receiver's
                // deallocation on another thread waits for a read in progress. A run is on one
                // thread: the model makes no lock.
                let deallocSignal = scope.strong(RACSignal
                    .zip([
                        rac_willDeallocSignal,
                        strongObserver?.rac_willDeallocSignal ?? RACSignal.never(),
                    ])
                    .doCompleted(RACVoidBlock(RACBlockName.valuesAndChangesDeallocDoCompleted) {
                        // Takes and lets go of the lock.
                    }))

                return RACSignal
                    .createSignal(RACDidSubscribeBlock(RACBlockName.valuesAndChangesDidSubscribe) { subscriber in
                        withARCScope { scope in
                            let observer = scope.strong(weakObserver.value) as? RACKeyValueObservable
                            let strongSelf = scope.strong(weakSelf.value) as? RACKeyValueObservable

                            guard let strongSelf else {
                                subscriber.sendCompleted()
                                return nil
                            }

                            return strongSelf.rac_observeKeyPath(keyPath, options: options, observer: observer,
                                                                 block: RACKVOWrapperBlock(RACBlockName.valuesAndChangesObserve,
                                                                                           captures: [subscriber]) { value, change, _, _ in
                                withARCScope { scope in
                                    let tuple = scope.strong(RACTuplePack([value, change]))
                                    subscriber.sendNext(tuple)
                                }
                            })
                        }
                    })
                    .takeUntil(deallocSignal)
                    .named("%@ -rac_valueAndChangesForKeyPath: \(keyPath) options: \(options.rawValue) observer: %@", [self, strongObserver])
            }
        }
    }
}

// Where this file's blocks begin in ReactiveCocoa 2.5 (RACStep's ReactiveObjC engine has no KVO).
extension RACBlockName {
    public static let valuesForKeyPath = RACBlockName("rac_valuesForKeyPath", rac25: "NSObject+RACPropertySubscribing.m", 24)
    public static let valuesForKeyPathMap = RACBlockName("rac_valuesForKeyPath.map", rac25: "NSObject+RACPropertySubscribing.m", 27)
    public static let valuesAndChangesForKeyPath = RACBlockName("rac_valuesAndChangesForKeyPath", rac25: "NSObject+RACPropertySubscribing.m", 34)
    /// The receiver's and the observer's deallocation, zipped: takes the lock.
    public static let valuesAndChangesDeallocDoCompleted = RACBlockName("rac_valuesAndChangesForKeyPath.deallocSignal.doCompleted", rac25: "NSObject+RACPropertySubscribing.m", 48)
    public static let valuesAndChangesDidSubscribe = RACBlockName("rac_valuesAndChangesForKeyPath.didSubscribe", rac25: "NSObject+RACPropertySubscribing.m", 58)
    /// The block the KVO wrapper calls: sends the value and the change.
    public static let valuesAndChangesObserve = RACBlockName("rac_valuesAndChangesForKeyPath.observe", rac25: "NSObject+RACPropertySubscribing.m", 76)
}
