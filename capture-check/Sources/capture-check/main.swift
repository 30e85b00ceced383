// capture-check [--verbose] DIR…: checks every modelled block's `captures:` list in the Swift files under
// each DIR against the objects its closure uses (CaptureChecker says how); prints one
// `file:line:col: error:` line per difference and exits 1 if there is any.
import CaptureCheck
import Foundation

// --verbose: also a `note:` line for each use whose type the checker could not decide.
let verbose = CommandLine.arguments.contains("--verbose")
let directories = CommandLine.arguments.dropFirst().filter { $0 != "--verbose" }
guard !directories.isEmpty else {
    FileHandle.standardError.write(Data("usage: capture-check [--verbose] DIR…\n".utf8))
    exit(2)
}

var sources: [(path: String, text: String)] = []
for directory in directories {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
        FileHandle.standardError.write(Data("capture-check: error: cannot read \(directory)\n".utf8))
        exit(2)
    }
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
        let path = (directory as NSString).appendingPathComponent(relative)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            FileHandle.standardError.write(Data("capture-check: error: cannot read \(path)\n".utf8))
            exit(2)
        }
        sources.append((path, text))
    }
}
sources.sort { $0.path < $1.path }

let report = CaptureChecker(sources: sources).check()
for finding in report.findings { print(finding) }
if verbose { report.undecided.forEach { print($0) } }
print("capture-check: \(report.blockCount) blocks in \(sources.count) files, \(report.findings.count) with captures "
      + "that differ from their closure's uses, \(report.undecided.count) uses of undecided type")
exit(report.findings.isEmpty ? 0 : 1)
