import FuzzDriver
import Lessons

/// The lesson loader: front matter and fences. Any text must load or fail with a located
/// `LessonDiagnostic` — never crash.
let fuzzLessons: FuzzTarget = { data, count in
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    do {
        _ = try LessonLoader.parse(text, file: "01-fuzz.md")
    } catch let diagnostic as LessonDiagnostic {
        if diagnostic.line < 1 || diagnostic.column < 1 { fatalError("diagnostic without a location: \(diagnostic)") }
    } catch {
        fatalError("the loader threw something other than a LessonDiagnostic: \(error)")
    }
    return 0
}
