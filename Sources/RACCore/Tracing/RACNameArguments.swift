/// The objects a `setNameWithFormat:` names a signal by, one per `%@` in its format.
///
/// `+return:` names every signal it makes by its value, and a counting tracer sees a name
/// for every value a `flattenMap:` forwards: carried in an array, each would allocate the
/// array just to be dropped. One argument is carried inline and lent (`RACLent`), as the
/// signal is; more (only operators made once per chain) in an array.
public enum RACNameArguments {
    case none
    case one(RACLent<RACObject>?)
    case list([RACObject?])

    /// The arguments in order.
    public var objects: [RACObject?] {
        switch self {
        case .none: return []
        case .one(let lent): return [lent?.object]
        case .list(let objects): return objects
        }
    }
}
