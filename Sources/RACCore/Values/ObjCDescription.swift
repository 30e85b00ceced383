// Provisional: replaced by the foundation branch's implementation on merge.
public indirect enum ObjCDescriptionNode {
    case atom(String)
    case string(String)
    case array([ObjCDescriptionNode])
    case dictionary([(key: ObjCDescriptionNode, value: ObjCDescriptionNode)])
}

public enum ObjCDescription {
    public static func number(_ value: Double) -> String {
        var s = "\(value)"
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    public static func render(_ node: ObjCDescriptionNode) -> String { render(node, level: 0) }

    static func render(_ node: ObjCDescriptionNode, level: Int) -> String {
        let pad = String(repeating: "    ", count: level)
        switch node {
        case .atom(let s): return s
        case .string(let s): return s
        case .array(let items):
            var out = "(\n"
            for (i, item) in items.enumerated() {
                let inner: String
                switch item {
                case .array, .dictionary: inner = pad + "    " + render(item, level: level + 1)
                default: inner = pad + "    " + render(item, level: level + 1)
                }
                out += inner + (i == items.count - 1 ? "\n" : ",\n")
            }
            return out + pad + ")"
        case .dictionary(let entries):
            var out = "{\n"
            for (k, v) in entries { out += pad + "    " + render(k, level: level + 1) + " = " + render(v, level: level + 1) + ";\n" }
            return out + pad + "}"
        }
    }

    public static func error(domain: String, code: Int, userInfo: [(String, ObjCDescriptionNode)]?, localizedDescription: String?) -> String {
        var s = "Error Domain=\(domain) Code=\(code) \"\(localizedDescription ?? "(null)")\""
        if let userInfo, !userInfo.isEmpty {
            s += " UserInfo={" + userInfo.map { "\($0.0)=\(render($0.1))" }.joined(separator: ", ") + "}"
        }
        return s
    }
}
