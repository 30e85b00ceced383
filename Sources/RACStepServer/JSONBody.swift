import Foundation

/// The server's JSON: keys sorted, slashes left alone, so a body is the same bytes every time.
enum JSONBody {
    static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The server encodes strings, numbers and arrays of them: encoding cannot fail.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
