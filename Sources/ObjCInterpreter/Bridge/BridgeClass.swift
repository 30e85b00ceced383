
/// A class a snippet can name: its class methods and the initialisers `[[X alloc] init…]`
/// reaches, each a table keyed by selector (see `BridgeMethod` for adding entries). A handler
/// gets the name of the class the message went to, so an inherited `+array` makes an
/// `NSMutableArray` when sent to that class, as `[[self alloc] init]` would.
///
/// Every class also answers `+alloc` and `+class`, and `+new` when it has an `-init`
/// (`+new` is `[[self alloc] init]`); those are not listed.
struct BridgeClass {
    let name: String
    /// The modelled superclass whose methods this class inherits (nil: only NSObject's).
    let superclass: String?
    let classMethods: SelectorTable<String>
    let initializers: SelectorTable<String>

    init(_ name: String, superclass: String? = nil, classMethods: [BridgeMethod<String>] = [],
         initializers: [BridgeMethod<String>] = []) {
        self.name = name
        self.superclass = superclass
        self.classMethods = SelectorTable(classMethods)
        self.initializers = SelectorTable(initializers)
    }
}

extension Evaluator {
    /// Every class a snippet can name, by name.
    static let bridgeClasses: [String: BridgeClass] = {
        var classes: [String: BridgeClass] = [:]
        for bridgeClass in classTable {
            precondition(classes.updateValue(bridgeClass, forKey: bridgeClass.name) == nil, "class '\(bridgeClass.name)' is listed twice")
        }
        return classes
    }()

    /// `className` and its modelled superclasses, the class itself first.
    static func classChain(_ className: String) -> [BridgeClass] {
        var chain: [BridgeClass] = []
        var next: String? = className
        while let name = next, let bridgeClass = bridgeClasses[name] {
            chain.append(bridgeClass)
            next = bridgeClass.superclass
        }
        return chain
    }

    /// The class method `selector` of `className`, found as the runtime finds it: in the
    /// class, then up its superclasses.
    static func classMethod(_ selector: String, of className: String) -> BridgeMethod<String>? {
        firstInChain(of: className) { $0.classMethods[selector] }
    }

    static func initializer(_ selector: String, of className: String) -> BridgeMethod<String>? {
        firstInChain(of: className) { $0.initializers[selector] }
    }

    private static func firstInChain(of className: String, _ find: (BridgeClass) -> BridgeMethod<String>?) -> BridgeMethod<String>? {
        var next: String? = className
        while let name = next, let bridgeClass = bridgeClasses[name] {
            if let method = find(bridgeClass) { return method }
            next = bridgeClass.superclass
        }
        return nil
    }

    /// What `+new` or an initialiser of a class answers: a new instance (a value).
    func instantiate(_ className: String, _ context: SendContext) throws -> Value {
        guard let initializer = Self.initializer("init", of: className), case .handler(let body) = initializer.implementation else {
            throw RuntimeFailure(.unrecognizedSelector("init", className: className, isClass: false, address: "",
                                                      suggestion: nil), at: context.range)
        }
        return try body(BridgeCall(evaluator: self, receiver: className, arguments: [], context: context))
    }
}
