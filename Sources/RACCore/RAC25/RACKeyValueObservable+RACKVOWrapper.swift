import RACTrace

/// The block `-rac_observeKeyPath:options:observer:block:` calls: `^(id value, NSDictionary
/// *change, BOOL causedByDealloc, BOOL affectedOnlyLastComponent)`.
public typealias RACKVOWrapperBlock = RACBlock<(RACObject?, ObjCDictionary, Bool, Bool) -> Void>

extension RACKeyValueObservable {
    /// `-rac_observeKeyPath:options:observer:block:`, translated from
    /// [NSObject+RACKVOWrapper.m:21 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/NSObject%2BRACKVOWrapper.m#L21):
    /// observes the first component of `keyPath` with a `RACKVOTrampoline` (always with
    /// `.prior`, so that the callbacks on the old value are cleaned up before it changes), the
    /// rest of the path on each value the first component takes, and calls `block` with the
    /// value at the whole path. The observation ends when the returned disposable is
    /// disposed, or when the receiver or the observer deallocates.
    func rac_observeKeyPath(_ keyPath: String, options: RACKeyValueObservingOptions, observer weakObserver: RACKeyValueObservable?,
                            block: RACKVOWrapperBlock) -> RACDisposable {
        racTracingMethod(RACBlockName.observeKeyPath, of: self) {
            withARCScope { scope in
                let strongObserver = scope.strong(weakObserver) as? RACKeyValueObservable
                let weakObserver = RACWeakReference<RACObject>(weakObserver)

                let keyPathComponents = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                let keyPathHasOneComponent = keyPathComponents.count == 1
                let keyPathHead: String = keyPathComponents[0]
                let keyPathTail: String = keyPathComponents.dropFirst().joined(separator: ".")

                let disposable = scope.strong(RACCompoundDisposable())

                // What undoes the callbacks put on the first component's current value: a new
                // compound disposable for each value, swapped in by the trampoline's block.
                let firstComponentSerialDisposable = scope.strong(RACSerialDisposable(disposable: RACCompoundDisposable()))
                let firstComponentDisposable = scope.strong(RACObjectFactoryBlock(RACBlockName.observeKeyPathFirstComponentDisposable,
                                                                                 captures: [firstComponentSerialDisposable]) {
                    firstComponentSerialDisposable.disposable
                })

                disposable.add(firstComponentSerialDisposable)

                // RAC watches the deallocation of a key's value only for a `weak` object
                // property (read from the class's property attributes); no key of an object
                // RACStep observes is one (`RACCommand`'s are an array and a BOOL).
                let shouldAddDeallocObserver = false

                // Adds the callback block to the value's deallocation, and its removal to
                // the first component's disposable.
                let addDeallocObserverToPropertyValue = scope.strong(RACValueBlock(RACBlockName.observeKeyPathAddDeallocObserver,
                                                                                   captures: [block, firstComponentDisposable]) { value in
                    guard shouldAddDeallocObserver, let value = value as? RACKeyValueObservable else { return }

                    // A key path value that is the observer (a path that begins with `self`)
                    // going is not a change of the key path.
                    if value === weakObserver.value { return }

                    withARCScope { scope in
                        let change = scope.strong(RACObservationInfo.changeDictionary(kind: .setting, new: ObjCNull.null))

                        let valueDisposable = scope.strong(value.rac_deallocDisposable)
                        let deallocDisposable = scope.strong(RACDisposable(RACBlockName.observeKeyPathValueDealloc, captures: [block, change]) {
                            block.call { $0(nil, change, true, keyPathHasOneComponent) }
                        })

                        valueDisposable.add(deallocDisposable)
                        (firstComponentDisposable.call { $0() } as? RACCompoundDisposable)?.add(
                            RACDisposable(RACBlockName.observeKeyPathRemoveValueDealloc, captures: [valueDisposable, deallocDisposable]) {
                                valueDisposable.remove(deallocDisposable)
                            })
                    }
                })

                // Observes the rest of the key path on the value, and adds the removal of
                // that to the first component's disposable.
                let addObserverToValue = scope.strong(RACValueBlock(RACBlockName.observeKeyPathAddObserverToValue,
                                                                    captures: [block, firstComponentDisposable]) { value in
                    let observerDisposable = (value as? RACKeyValueObservable)?.rac_observeKeyPath(
                        keyPathTail, options: options.subtracting(.initial),
                        observer: weakObserver.value as? RACKeyValueObservable, block: block)
                    (firstComponentDisposable.call { $0() } as? RACCompoundDisposable)?.add(observerDisposable)
                })

                // Observes the first component only, without `.initial`: this handles changes
                // of the value; the callbacks on the first value are added below.
                let trampolineOptions = options.union(.prior).subtracting(.initial)
                let trampoline = scope.strong(RACKVOTrampoline(
                    target: self, observer: strongObserver, keyPath: keyPathHead, options: trampolineOptions,
                    block: RACKVOBlock(RACBlockName.observeKeyPathTrampoline,
                                       captures: [firstComponentDisposable, block, firstComponentSerialDisposable,
                                                  addDeallocObserverToPropertyValue, addObserverToValue]) { trampolineTarget, _, change in
                        withARCScope { scope in
                            // A prior notification: clean up the callbacks on the old value (and
                            // call the block, if asked for); the rest waits for the change.
                            if (change.value(forStringKey: RACKeyValueChangeKey.notificationIsPrior) as? ObjCNumber)?.boolValue == true {
                                (firstComponentDisposable.call { $0() } as? RACDisposable)?.dispose()

                                if options.contains(.prior) {
                                    let value = scope.strong(trampolineTarget?.value(forKeyPath: keyPath))
                                    block.call { $0(value, change, false, keyPathHasOneComponent) }
                                }
                                return
                            }

                            let value = scope.strong(trampolineTarget?.value(forKey: keyPathHead))

                            // Changed to nil: no callbacks to add.
                            guard let value else {
                                block.call { $0(nil, change, false, keyPathHasOneComponent) }
                                return
                            }

                            // A new first component's disposable, the old one disposed, in case
                            // this runs concurrently.
                            let oldFirstComponentDisposable = scope.strong(firstComponentSerialDisposable.swapIn(RACCompoundDisposable()))
                            oldFirstComponentDisposable?.release() // the +1 `-swapInDisposable:` hands over, now the local's
                            oldFirstComponentDisposable?.dispose()

                            addDeallocObserverToPropertyValue.call { $0(value) }

                            if keyPathHasOneComponent {
                                block.call { $0(value, change, false, keyPathHasOneComponent) }
                                return
                            }

                            addObserverToValue.call { $0(value) }
                            let tailValue = scope.strong(value.value(forKeyPath: keyPathTail))
                            block.call { $0(tailValue, change, false, keyPathHasOneComponent) }
                        }
                    }))

                // The trampoline goes with the observation.
                disposable.add(trampoline)

                // The callbacks on the first value.
                let value = scope.strong(self.value(forKey: keyPathHead))
                if let value {
                    addDeallocObserverToPropertyValue.call { $0(value) }

                    if !keyPathHasOneComponent {
                        addObserverToValue.call { $0(value) }
                    }
                }

                // The first value, if asked for.
                if options.contains(.initial) {
                    let initialValue = scope.strong(self.value(forKeyPath: keyPath))
                    let initialChange = scope.strong(RACObservationInfo.changeDictionary(kind: .setting, new: initialValue ?? ObjCNull.null))
                    block.call { $0(initialValue, initialChange, false, keyPathHasOneComponent) }
                }

                let observerDisposable = scope.strong(strongObserver?.rac_deallocDisposable)
                let selfDisposable = scope.strong(self.rac_deallocDisposable)

                // The observation ends with the receiver, and with the observer if there is one.
                observerDisposable?.add(disposable)
                selfDisposable.add(disposable)

                return RACDisposable(RACBlockName.observeKeyPathDispose, captures: [disposable, observerDisposable, selfDisposable]) {
                    disposable.dispose()
                    observerDisposable?.remove(disposable)
                    selfDisposable.remove(disposable)
                }
            }
        }
    }
}

// Where this file's blocks begin in ReactiveCocoa 2.5; RACStep's ReactiveObjC engine has no
// KVO, so they are located in 2.5 alone.
extension RACBlockName {
    public static let observeKeyPath = RACBlockName("rac_observeKeyPath", rac25: "NSObject+RACKVOWrapper.m", 21)
    /// `firstComponentDisposable`: the compound disposable the serial one holds now.
    public static let observeKeyPathFirstComponentDisposable = RACBlockName("rac_observeKeyPath.firstComponentDisposable", rac25: "NSObject+RACKVOWrapper.m", 39)
    public static let observeKeyPathAddDeallocObserver = RACBlockName("rac_observeKeyPath.addDeallocObserverToPropertyValue", rac25: "NSObject+RACKVOWrapper.m", 75)
    public static let observeKeyPathValueDealloc = RACBlockName("rac_observeKeyPath.addDeallocObserverToPropertyValue.dealloc", rac25: "NSObject+RACKVOWrapper.m", 90)
    public static let observeKeyPathRemoveValueDealloc = RACBlockName("rac_observeKeyPath.addDeallocObserverToPropertyValue.remove", rac25: "NSObject+RACKVOWrapper.m", 95)
    public static let observeKeyPathAddObserverToValue = RACBlockName("rac_observeKeyPath.addObserverToValue", rac25: "NSObject+RACKVOWrapper.m", 102)
    /// The trampoline's block: every notification of the first component.
    public static let observeKeyPathTrampoline = RACBlockName("rac_observeKeyPath.trampoline", rac25: "NSObject+RACKVOWrapper.m", 115)
    public static let observeKeyPathDispose = RACBlockName("rac_observeKeyPath.dispose", rac25: "NSObject+RACKVOWrapper.m", 193)
}
