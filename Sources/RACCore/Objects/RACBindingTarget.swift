/// An object `-setKeyPath:onObject:` can bind to: what NSObject gives every object and the
/// method uses beside key-value coding, the object's `rac_deallocDisposable`.
///
/// Only dictionaries conform: a snippet cannot declare classes of its own, and RACStep's
/// other objects answer no key (`RACObject+KeyValueCoding`).
public protocol RACBindingTarget: RACObject {
    /// `-rac_deallocDisposable`: made on first use, disposed as the object deallocates.
    var rac_deallocDisposable: RACCompoundDisposable { get }
}
