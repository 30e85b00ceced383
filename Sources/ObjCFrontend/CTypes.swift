/// The names the frontend knows as types without a declaration in sight.
///
/// Articles never show their headers, so the parser recognises Foundation and RAC typedefs by
/// name, and treats other capitalised names as classes when the shape of the code says so.
enum CTypes {
    /// The C words that combine into a base type (`unsigned long long`).
    static let baseWords: Set<String> = ["void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool"]

    static let integers: [String: IntegerType] = [
        "char": .init(bitWidth: 8, isSigned: true), "signed char": .init(bitWidth: 8, isSigned: true),
        "unsigned char": .init(bitWidth: 8, isSigned: false),
        "short": .init(bitWidth: 16, isSigned: true), "unsigned short": .init(bitWidth: 16, isSigned: false),
        "int": .init(bitWidth: 32, isSigned: true), "unsigned int": .init(bitWidth: 32, isSigned: false),
        "long": .init(bitWidth: 64, isSigned: true), "unsigned long": .init(bitWidth: 64, isSigned: false),
        "long long": .init(bitWidth: 64, isSigned: true), "unsigned long long": .init(bitWidth: 64, isSigned: false),
        "NSInteger": .init(bitWidth: 64, isSigned: true), "NSUInteger": .init(bitWidth: 64, isSigned: false),
        "int8_t": .init(bitWidth: 8, isSigned: true), "uint8_t": .init(bitWidth: 8, isSigned: false),
        "int16_t": .init(bitWidth: 16, isSigned: true), "uint16_t": .init(bitWidth: 16, isSigned: false),
        "int32_t": .init(bitWidth: 32, isSigned: true), "uint32_t": .init(bitWidth: 32, isSigned: false),
        "int64_t": .init(bitWidth: 64, isSigned: true), "uint64_t": .init(bitWidth: 64, isSigned: false),
        "size_t": .init(bitWidth: 64, isSigned: false), "ssize_t": .init(bitWidth: 64, isSigned: true),
        "intptr_t": .init(bitWidth: 64, isSigned: true), "uintptr_t": .init(bitWidth: 64, isSigned: false),
        "unichar": .init(bitWidth: 16, isSigned: false),
    ]

    static let floatingWidths: [String: Int] = [
        "float": 32, "double": 64, "long double": 64, "CGFloat": 64, "NSTimeInterval": 64,
    ]

    static let booleans: Set<String> = ["BOOL", "bool", "_Bool", "Boolean"]

    /// Identifiers that are types wherever they stand.
    static let knownNames: Set<String> = Set(integers.keys).union(floatingWidths.keys).union(booleans).union([
        "id", "instancetype", "Class", "SEL", "IMP",
        "RACSignalBindBlock", "RACStreamBindBlock", "dispatch_block_t", "dispatch_queue_t", "dispatch_time_t",
    ])

    static func isScalar(_ name: String) -> Bool {
        integers[name] != nil || floatingWidths[name] != nil || booleans.contains(name)
    }

    /// A name that may be a type when the code around it has a declaration's shape: a known type,
    /// a capitalised name (`RACSignal`, `NSString`, `Person`), or a C typedef ending in `_t`.
    static func mayBeTypeName(_ name: String) -> Bool {
        if knownNames.contains(name) || name.hasSuffix("_t") { return true }
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// Normalises C base words into one spelling: `long int` → `long`, `unsigned` → `unsigned int`.
    static func normalize(_ words: [String]) -> String {
        let unsigned = words.contains("unsigned")
        let signed = words.contains("signed")
        var rest = words.filter { $0 != "unsigned" && $0 != "signed" }
        if rest.count > 1 { rest.removeAll { $0 == "int" } }
        if rest.isEmpty { rest = ["int"] }
        let core = rest.joined(separator: " ")
        if unsigned { return "unsigned " + core }
        if signed && core == "char" { return "signed char" }
        return core
    }
}
