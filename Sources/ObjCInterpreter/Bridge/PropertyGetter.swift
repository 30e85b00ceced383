/// The properties ReactiveObjC declares with a custom getter (`getter = isFinished`): the
/// compiler turns dot syntax on them into a send of the getter, and synthesises no method
/// named after the property, so `event.finished` sends `-isFinished` while `[event finished]`
/// is an unrecognized selector, as in a real build.
///
/// Every `getter=` in ReactiveObjC's headers at 1af6617 is here:
/// [RACEvent.h:43](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEvent.h#L43)
/// and [RACDisposable.h:25](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDisposable.h#L25).
/// The receiver's runtime kind decides (the interpreter has no static types), which is the
/// class the compiler would have seen for any snippet that compiles.
enum PropertyGetter {
    private static let getters: [(kinds: Set<ReceiverKind>, property: String, getter: String)] = [
        ([.event], "finished", "isFinished"),
        ([.disposable, .compoundDisposable, .serialDisposable], "disposed", "isDisposed"),
    ]

    /// Whether some class declares `property` with a custom getter: only such member
    /// expressions look at their receiver's kind.
    static func hasCustomGetter(_ property: String) -> Bool {
        getters.contains { $0.property == property }
    }

    /// The selector `receiver.property` sends. A nil receiver gets the getter too (the
    /// compiler chose it from the static type), so `nilEvent.finished` answers `NO`.
    static func selector(forProperty property: String, of receiver: Value) -> String {
        let entries = getters.filter { $0.property == property }
        guard case .object(let object) = receiver else { return entries.first?.getter ?? property }
        let kind = ReceiverKind.of(object)
        return entries.first { $0.kinds.contains(kind) }?.getter ?? property
    }
}
