import RACTrace

/// What a library's layer of RACCore translates, where that is not all RACCore models: the
/// messages to `RACSignal` it answers, each with the line its method begins at in that
/// library, and the other classes it takes whole. An engine's (`RACEngine.coverage`); the
/// interpreter refuses any other RAC message in such a run, with a located error, rather than
/// run it on another library's code and report it as this one's.
public struct RACLibraryCoverage: Sendable {
    /// One method: its selector as Objective-C writes it, `-` or `+` first (`-bind:`,
    /// `+createSignal:`), and where the library's method begins.
    public struct Method: Sendable {
        public let selector: String
        public let source: RACSourceLocation

        /// A method whose code `scripts/check-rac-locations.py` finds at `file`:`line` of the
        /// library (a method declaration whose first keyword is the selector's).
        init(_ selector: String, _ file: String, _ line: Int) {
            self.selector = selector
            source = RACSourceLocation(file, line)
        }

        /// A method whose translation declares its name, located in the library.
        init(_ selector: String, _ name: RACBlockName, in library: RACLibrary) {
            guard let source = name.location(in: library) else {
                preconditionFailure("\(name) has no line in \(library.displayName), so its layer does not run it")
            }
            self.selector = selector
            self.source = source
        }
    }

    public let library: RACLibrary
    /// RACSignal's methods, in the order the error message lists them.
    public let signalMethods: [Method]
    /// RAC's category methods on Foundation's classes (`-[NSArray rac_sequence]` …) it runs,
    /// each at its line in the library; the other `rac_` messages are refused.
    public let categoryMethods: [Method]
    /// The other RAC classes a program may name, every message of theirs included.
    public let classes: Set<String>
    /// What ReactiveObjC has and the library does not: selectors (`-x:`, `+x:`) and classes.
    public let absent: Set<String>

    private let instanceSelectors: Set<String>
    private let classSelectors: Set<String>
    private let categorySelectors: Set<String>

    init(library: RACLibrary, signalMethods: [Method], categoryMethods: [Method], classes: Set<String>, absent: Set<String>) {
        self.library = library
        self.signalMethods = signalMethods
        self.categoryMethods = categoryMethods
        self.classes = classes
        self.absent = absent
        instanceSelectors = Set(signalMethods.filter { $0.selector.hasPrefix("-") }.map { String($0.selector.dropFirst()) })
        classSelectors = Set(signalMethods.filter { $0.selector.hasPrefix("+") }.map { String($0.selector.dropFirst()) })
        categorySelectors = Set(categoryMethods.map { String($0.selector.dropFirst()) })
    }

    /// Whether the layer runs the category method `selector` (`rac_sequence`): declared for
    /// every Foundation class RAC adds it to.
    public func answersCategory(_ selector: String) -> Bool { categorySelectors.contains(selector) }

    /// Whether the layer answers `selector` (`bind:`) sent to a signal.
    public func answersSignal(_ selector: String) -> Bool { instanceSelectors.contains(selector) }

    /// Whether the layer answers `selector` (`createSignal:`) sent to the class `RACSignal`.
    public func answersSignalClass(_ selector: String) -> Bool { classSelectors.contains(selector) }

    /// Whether the library lacks `api` altogether (`-x:`, or `+[Class x:]`), rather than
    /// having it and the layer not translating it: the error says which.
    public func lacks(_ api: String) -> Bool {
        guard api.hasPrefix("+["), let space = api.firstIndex(of: " ") else { return absent.contains(api) }
        let className = String(api[api.index(api.startIndex, offsetBy: 2)..<space])
        return absent.contains(className) || absent.contains("+" + api[api.index(after: space)...].dropLast())
    }
}
