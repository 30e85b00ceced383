import RACCore

/// What a run whose engine translates RAC only in part (`RACEngine.coverage`: ReactiveCocoa
/// 2.5's) may send: what its layer declares (`RACLibraryCoverage`), and the ReactiveObjC code
/// it shares. Anything else of RAC's is refused with `notInRAC25Layer` at the send, rather
/// than run on ReactiveObjC's code and reported as this library's.
extension RACLibraryCoverage {
    /// The operators and time methods of a signal: those the layer does not declare are
    /// refused (a signal's name methods, RACStream's, stay allowed).
    private static let signalTableSelectors = Set((Evaluator.signalMethods + Evaluator.signalTimeMethods).map(\.selector))

    func refuses(_ selector: String, sentTo kind: ReceiverKind) -> Bool {
        if selector.hasPrefix("rac_") { return !answersCategory(selector) }
        switch kind {
        case .signal: return Self.signalTableSelectors.contains(selector) && !answersSignal(selector)
        case .subject, .groupedSignal:
            return Self.signalTableSelectors.contains(selector) ? !answersSignal(selector) : !classes.contains(kind.racClass!)
        case .testScheduler, .scheduler, .connection, .sequence, .command: return !classes.contains(kind.racClass!)
        default: return false
        }
    }

    func refuses(_ selector: String, sentToClass className: String) -> Bool {
        guard className.hasPrefix("RAC") else { return false }
        if className == "RACSignal" { return !answersSignalClass(selector) }
        return !classes.contains(className)
    }
}

extension ReceiverKind {
    /// The RAC class whose methods a kind's own table holds, for the kinds a layer takes or
    /// refuses whole (`RACLibraryCoverage.classes`).
    fileprivate var racClass: String? {
        switch self {
        case .subject: "RACSubject"
        case .groupedSignal: "RACGroupedSignal"
        case .testScheduler: "RACTestScheduler"
        case .scheduler: "RACScheduler"
        case .connection: "RACMulticastConnection"
        case .sequence: "RACSequence"
        case .command: "RACCommand"
        default: nil
        }
    }
}
