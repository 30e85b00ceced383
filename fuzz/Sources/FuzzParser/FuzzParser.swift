import FuzzDriver
import ObjCFrontend

/// Lexer + parser: any bytes must give a translation unit or diagnostics — never a crash,
/// a hang, or a diagnostic that cannot be rendered.
let fuzzParser: FuzzTarget = { data, count in
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let file = SourceFile(path: "fuzz.m", text: text)
    do {
        _ = try Parser.parse(file)
    } catch let error as DiagnosticError {
        _ = DiagnosticRenderer().render(error.diagnostics, in: file)
    } catch {
        fatalError("Parser threw something other than a DiagnosticError: \(error)")
    }
    _ = Highlighter.highlight(file)
    return 0
}
