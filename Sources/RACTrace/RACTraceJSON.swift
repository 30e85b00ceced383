import Foundation

/// `racstep trace --format json`: one JSON object per step and line, keys sorted, absent
/// fields left out (`RACTraceStep: Codable`).
public enum RACTraceJSON {
    public static func render(_ steps: [RACTraceStep]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return steps.map { step in
            let data = (try? encoder.encode(step)) ?? Data()
            return String(decoding: data, as: UTF8.self) + "\n"
        }.joined()
    }
}
