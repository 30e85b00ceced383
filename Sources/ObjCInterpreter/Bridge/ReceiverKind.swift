import RACCore

/// The kinds of object a message can be sent to, each with the tables it reads, most
/// specific first: a subclass's entry answers before its superclass's, as the runtime finds
/// an override first.
enum ReceiverKind: CaseIterable {
    case number, decimalNumber, string, mutableString, array, mutableArray, dictionary, mutableDictionary, set, mutableSet
    case orderedSet, mutableOrderedSet, indexSet, mutableIndexSet, error, date, tuple, event
    case subscriber, signal, subject, groupedSignal, testScheduler, scheduler, disposable, compoundDisposable
    case serialDisposable, connection, sequence, enumerator, command, viewController, object

    /// Which kind `object` is. Numbers come first (they get most of a snippet's sends), then
    /// the engine's subscribers (`[subscriber sendNext:…]`), each a concrete class test; the
    /// protocol test, a conformance lookup, comes last.
    static func of(_ object: RACObject) -> ReceiverKind {
        if object is ObjCNumber { return .number }
        if object is RACPassthroughSubscriber || object is RACSubscriber { return .subscriber }
        if let string = object as? ObjCString { return string.isMutable ? .mutableString : .string }
        if let array = object as? ObjCArray { return array.isMutable ? .mutableArray : .array }
        if let dictionary = object as? ObjCDictionary { return dictionary.isMutable ? .mutableDictionary : .dictionary }
        if let set = object as? ObjCSet {
            switch set.kind {
            case .set: return set.isMutable ? .mutableSet : .set
            case .orderedSet: return set.isMutable ? .mutableOrderedSet : .orderedSet
            }
        }
        if let indexSet = object as? ObjCIndexSet { return indexSet.isMutable ? .mutableIndexSet : .indexSet }
        if object is ObjCDecimalNumber { return .decimalNumber }
        if object is ObjCError { return .error }
        if object is ObjCDate { return .date }
        if object is RACTuple { return .tuple }
        if object is RACEvent { return .event }
        if object is RACGroupedSignal { return .groupedSignal }
        if object is RACSubject { return .subject }
        if object is RACSignal { return .signal }
        if object is RACTestScheduler { return .testScheduler }
        if object is RACScheduler { return .scheduler }
        if object is RACCompoundDisposable { return .compoundDisposable }
        if object is RACSerialDisposable { return .serialDisposable }
        if object is RACDisposable { return .disposable }
        if object is RACMulticastConnection { return .connection }
        if object is RACSequence { return .sequence }
        if object is RACSequenceEnumerator { return .enumerator }
        if object is RACCommanding { return .command }
        if object is SnippetSelf { return .viewController }
        if object is RACSubscriberProtocol { return .subscriber }
        return .object
    }

    /// The kind's tables, most specific first; every kind ends with NSObject's.
    var tables: [[BridgeMethod<RACObject>]] {
        ownTables + [Evaluator.nsObjectMethods, Evaluator.categoryMethods]
    }

    private var ownTables: [[BridgeMethod<RACObject>]] {
        typealias E = Evaluator
        switch self {
        case .number: return [E.numberMethods]
        case .decimalNumber: return [E.decimalNumberMethods]
        case .string: return [E.stringMethods, E.collectionSequenceMethods]
        case .mutableString: return [E.mutableStringMethods, E.stringMethods, E.collectionSequenceMethods]
        case .array: return [E.arrayMethods, E.sortingMethods, E.collectionSequenceMethods]
        case .mutableArray: return [E.mutableArrayMethods, E.mutableSortingMethods, E.arrayMethods, E.sortingMethods, E.collectionSequenceMethods]
        case .dictionary: return [E.dictionaryMethods, E.collectionSequenceMethods, E.dictionarySequenceMethods]
        case .mutableDictionary: return [E.mutableDictionaryMethods, E.dictionaryMethods, E.collectionSequenceMethods, E.dictionarySequenceMethods]
        case .set: return [E.unorderedSetMethods, E.setMethods]
        case .mutableSet: return [E.mutableSetMethods, E.unorderedSetMethods, E.setMethods]
        case .orderedSet: return [E.orderedSetMethods, E.setMethods]
        case .mutableOrderedSet: return [E.mutableSetMethods, E.orderedSetMethods, E.setMethods]
        case .indexSet: return [E.indexSetMethods]
        case .mutableIndexSet: return [E.mutableIndexSetMethods, E.indexSetMethods]
        case .error: return [E.errorMethods]
        case .date: return [E.dateMethods]
        case .tuple: return [E.tupleMethods, E.collectionSequenceMethods]
        case .event: return [E.eventMethods]
        case .subscriber: return [E.subscriberMethods]
        case .signal: return [E.signalMethods, E.signalTimeMethods, E.signalStreamOperators, E.streamMethods]
        case .subject: return [E.subscriberMethods, E.signalMethods, E.signalTimeMethods, E.signalStreamOperators, E.streamMethods]
        case .groupedSignal: return [E.groupedSignalMethods, E.subscriberMethods, E.signalMethods, E.signalTimeMethods, E.signalStreamOperators, E.streamMethods]
        case .testScheduler: return [E.testSchedulerMethods, E.schedulerMethods]
        case .scheduler: return [E.schedulerMethods]
        case .disposable: return [E.disposableMethods]
        case .compoundDisposable: return [E.compoundDisposableMethods, E.disposableMethods]
        case .serialDisposable: return [E.serialDisposableMethods, E.disposableMethods]
        case .connection: return [E.connectionMethods]
        case .sequence: return [E.sequenceMethods, E.sequenceStreamOperators, E.streamMethods]
        case .enumerator: return [E.enumeratorMethods]
        case .command: return [E.commandMethods]
        case .viewController, .object: return []
        }
    }

    /// The kind's methods by selector, the most specific entry for each.
    var methods: [String: BridgeMethod<RACObject>] {
        switch self {
        case .number: return Self.numberMethods
        case .decimalNumber: return Self.decimalNumberMethods
        case .string: return Self.stringMethods
        case .mutableString: return Self.mutableStringMethods
        case .array: return Self.arrayMethods
        case .mutableArray: return Self.mutableArrayMethods
        case .dictionary: return Self.dictionaryMethods
        case .mutableDictionary: return Self.mutableDictionaryMethods
        case .set: return Self.setMethods
        case .mutableSet: return Self.mutableSetMethods
        case .orderedSet: return Self.orderedSetMethods
        case .mutableOrderedSet: return Self.mutableOrderedSetMethods
        case .indexSet: return Self.indexSetMethods
        case .mutableIndexSet: return Self.mutableIndexSetMethods
        case .error: return Self.errorMethods
        case .date: return Self.dateMethods
        case .tuple: return Self.tupleMethods
        case .event: return Self.eventMethods
        case .subscriber: return Self.subscriberMethods
        case .signal: return Self.signalMethods
        case .subject: return Self.subjectMethods
        case .groupedSignal: return Self.groupedSignalMethods
        case .testScheduler: return Self.testSchedulerMethods
        case .scheduler: return Self.schedulerMethods
        case .disposable: return Self.disposableMethods
        case .compoundDisposable: return Self.compoundDisposableMethods
        case .serialDisposable: return Self.serialDisposableMethods
        case .connection: return Self.connectionMethods
        case .sequence: return Self.sequenceMethods
        case .enumerator: return Self.enumeratorMethods
        case .command: return Self.commandMethods
        case .viewController: return Self.viewControllerMethods
        case .object: return Self.objectMethods
        }
    }

    // One table per kind, each made when a snippet first sends to that kind (making them all
    // cost more than running a small snippet); a `static let` is made once, thread-safely.
    private static let numberMethods = merged(.number)
    private static let decimalNumberMethods = merged(.decimalNumber)
    private static let stringMethods = merged(.string)
    private static let mutableStringMethods = merged(.mutableString)
    private static let arrayMethods = merged(.array)
    private static let mutableArrayMethods = merged(.mutableArray)
    private static let dictionaryMethods = merged(.dictionary)
    private static let mutableDictionaryMethods = merged(.mutableDictionary)
    private static let setMethods = merged(.set)
    private static let mutableSetMethods = merged(.mutableSet)
    private static let orderedSetMethods = merged(.orderedSet)
    private static let mutableOrderedSetMethods = merged(.mutableOrderedSet)
    private static let indexSetMethods = merged(.indexSet)
    private static let mutableIndexSetMethods = merged(.mutableIndexSet)
    private static let errorMethods = merged(.error)
    private static let dateMethods = merged(.date)
    private static let tupleMethods = merged(.tuple)
    private static let eventMethods = merged(.event)
    private static let subscriberMethods = merged(.subscriber)
    private static let signalMethods = merged(.signal)
    private static let subjectMethods = merged(.subject)
    private static let groupedSignalMethods = merged(.groupedSignal)
    private static let testSchedulerMethods = merged(.testScheduler)
    private static let schedulerMethods = merged(.scheduler)
    private static let disposableMethods = merged(.disposable)
    private static let compoundDisposableMethods = merged(.compoundDisposable)
    private static let serialDisposableMethods = merged(.serialDisposable)
    private static let connectionMethods = merged(.connection)
    private static let sequenceMethods = merged(.sequence)
    private static let enumeratorMethods = merged(.enumerator)
    private static let commandMethods = merged(.command)
    private static let viewControllerMethods = merged(.viewController)
    private static let objectMethods = merged(.object)

    private static func merged(_ kind: ReceiverKind) -> [String: BridgeMethod<RACObject>] {
        var methods: [String: BridgeMethod<RACObject>] = [:]
        for table in kind.tables {
            methods.merge(SelectorTable(table).methods) { specific, _ in specific }
        }
        return methods
    }

    /// The selectors the kind answers (not those it only names as unsupported), sorted.
    var modelledSelectors: [String] { methods.values.filter(\.isModelled).map(\.selector).sorted() }

    /// Every object of the class is of this kind (not so for Foundation's strings and
    /// collections, mutable or not by a flag): a call site may remember its method by class.
    var isDecidedByClass: Bool {
        switch self {
        case .string, .mutableString, .array, .mutableArray, .dictionary, .mutableDictionary, .set, .mutableSet,
             .orderedSet, .mutableOrderedSet, .indexSet, .mutableIndexSet: return false
        default: return true
        }
    }
}
