import FuzzDriver
import Lessons
import ObjCFrontend

/// The lesson loader: front matter and fences. Any text must load or fail with a located
/// diagnostic (a `DiagnosticError`) — never crash.
let fuzzLessons: FuzzTarget = { data, count in
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    do {
        _ = try LessonLoader.parse(text, file: "01-fuzz.md")
    } catch let error as DiagnosticError {
        let range = error.primary.range
        if range.start < 0 || range.end > error.file.bytes.count { fatalError("diagnostic outside the file: \(error)") }
    } catch {
        fatalError("the loader threw something other than a DiagnosticError: \(error)")
    }
    return 0
}
