import Foundation

// Writes RACCore's Swift source as one Swift file of string literals, keyed by path relative
// to the package root, so `racstep` can show the engine's code without reading the repo at
// run time. Run by the EmbedEngineSource build-tool plugin:
//
//     EngineSourceEmbedder PACKAGE_ROOT OUTPUT FILE...

/// `text` as the body of a one-line Swift string literal: backslashes, quotes and control
/// characters escaped; everything else (UTF-8 included) as it is.
func literalBody(_ text: String) -> String {
    var body = ""
    body.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": body += "\\\\"
        case "\"": body += "\\\""
        case "\n": body += "\\n"
        case "\t": body += "\\t"
        case "\r": body += "\\r"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            body += "\\u{\(String(scalar.value, radix: 16))}"
        default: body.unicodeScalars.append(scalar)
        }
    }
    return body
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EngineSourceEmbedder PACKAGE_ROOT OUTPUT FILE...\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[arguments.startIndex]).standardizedFileURL.path
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
var entries: [(path: String, text: String)] = []
for file in arguments.dropFirst(2) {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    guard path.hasPrefix(root + "/") else {
        FileHandle.standardError.write(Data("EngineSourceEmbedder: error: \(path) is not under \(root)\n".utf8))
        exit(1)
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    entries.append((String(path.dropFirst(root.count + 1)), text))
}
entries.sort { $0.path < $1.path }

var swift = "// Generated at build time by EngineSourceEmbedder from RACCore's sources; not in the repo.\n\n"
swift += "/// Repo-relative path → the file's text.\n"
let pairs = entries.map { "    \"\(literalBody($0.path))\": \"\(literalBody($0.text))\",\n" }
swift += "let embeddedEngineSources: [String: String] = " + (pairs.isEmpty ? "[:]\n" : "[\n" + pairs.joined() + "]\n")
try Data(swift.utf8).write(to: output, options: .atomic)
