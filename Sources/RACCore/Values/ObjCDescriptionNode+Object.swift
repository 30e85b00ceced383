extension ObjCDescriptionNode {
    /// How an object appears inside a collection's description: strings may be quoted,
    /// collections nest, anything else prints its own `-description`.
    public static func of(_ object: RACObject) -> ObjCDescriptionNode {
        switch object {
        case let string as ObjCString: return .string(string.value)
        case let array as ObjCArray: return array.descriptionNode
        case let dictionary as ObjCDictionary: return dictionary.descriptionNode
        case let set as ObjCSet: return set.descriptionNode
        default: return .atom(object.description)
        }
    }
}
