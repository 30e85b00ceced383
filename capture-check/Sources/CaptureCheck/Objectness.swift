/// Whether a value of a type is an object the model retains when a block captures it.
enum Objectness: Equatable {
    /// A `RACObject` (a subclass, a protocol refining it, a `RACBlock` kind): a capture.
    case object
    /// Never retained by the model: a value type, a Swift closure, a class outside the model
    /// (`RACBlockVariable`, whose byref storage holds no object, `UnretainedReference`).
    case notObject
    /// The checker cannot tell from the text; `reason` says why.
    case unknown(reason: String)
}

extension SourceIndex {
    /// Swift's own value types the engine uses; anything else not declared in the scanned
    /// files is unknown.
    private static let swiftValueTypes: Set<String> = [
        "Int", "Int32", "Int64", "UInt", "UInt32", "UInt64", "Bool", "Double", "Float", "String",
        "Character", "Substring", "StaticString", "Void", "Never", "TimeInterval", "Array", "Dictionary", "Set",
        "Optional", "Range", "ClosedRange", "Result",
    ]

    /// Classifies a declared type, as written.
    func objectness(of text: String) -> Objectness {
        if TypeName.isFunction(text) { return .notObject }
        let type = TypeName.stripped(text)
        // A metatype (`Self.Type`: RACStream.m's `Class class = self.class`): ARC retains a
        // captured Class, but a class is never deallocated, so the model has nothing to track.
        if type.hasSuffix(".Type") { return .notObject }
        if type.hasPrefix("[") {
            // A Swift array or dictionary: the model sees no retain of its elements.
            let element = String(type.dropFirst().dropLast())
            if case .object = objectness(of: element.split(separator: ":").last.map(String.init) ?? element) {
                return .unknown(reason: "a Swift collection of objects (\(type)): the model sees none of its retains")
            }
            return .notObject
        }
        if type.hasPrefix("(") { return .unknown(reason: "a tuple (\(type))") }
        return objectness(named: TypeName.base(of: type), visiting: [])
    }

    private func objectness(named name: String, visiting: Set<String>) -> Objectness {
        if name == "RACObject" { return .object }
        if visiting.contains(name) { return .notObject }
        if let alias = aliases[name] {
            if TypeName.isFunction(alias) { return .notObject }
            return objectness(named: TypeName.base(of: alias), visiting: visiting.union([name]))
        }
        if valueTypes.contains(name) || Self.swiftValueTypes.contains(name) { return .notObject }
        if let inherited = supertypes[name] {
            for parent in inherited where objectness(named: parent, visiting: visiting.union([name])) == .object {
                return .object
            }
            // A class or protocol declared here that does not descend from RACObject.
            return .notObject
        }
        if name == "AnyObject" { return .unknown(reason: "AnyObject") }
        return .unknown(reason: "type `\(name)` is not declared in the scanned files")
    }
}
