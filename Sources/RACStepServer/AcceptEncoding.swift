import Foundation

/// A request's `Accept-Encoding` (RFC 9110 §12.5.3): the content codings the client takes,
/// each with its weight (`gzip;q=0.8, identity;q=0.2, *;q=0`). `racstep serve` offers gzip
/// and identity only.
struct AcceptEncoding {
    /// Weight by coding, lowercased; `*` stands for every coding not named.
    private var weights: [String: Double] = [:]

    /// The header's values, as many lines as the request sent; none is a client that named
    /// no coding.
    init(_ values: [String]) {
        for element in values.joined(separator: ",").split(separator: ",") {
            let parts = element.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let coding = parts.first?.lowercased(), !coding.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "q" {
                    // A weight that does not parse makes the coding unacceptable rather than
                    // preferred: the client meant something, and identity is always safe.
                    weight = Double(pair[1]).map { min(max($0, 0), 1) } ?? 0
                }
            }
            // `x-gzip` is gzip's old name, still equivalent (§8.4.1.3).
            weights[coding == "x-gzip" ? "gzip" : coding] = weight
        }
    }

    /// Whether to send gzip: the client weights it (or `*`) above zero and no lower than an
    /// identity it names (itself or by `*`); an identity it does not name is acceptable but
    /// not preferred, so `gzip;q=0.5` alone is gzip. Without the header, or with gzip unnamed,
    /// the body goes as it is: the RFC lets a server pick any coding then, but only identity is
    /// sure to be understood.
    var prefersGzip: Bool {
        let gzip = weights["gzip"] ?? weights["*"] ?? 0
        let identity = weights["identity"] ?? weights["*"] ?? 0
        return gzip > 0 && gzip >= identity
    }
}
