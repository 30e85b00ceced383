import ObjCFrontend

/// The S-expression dump of a snippet, or its rendered diagnostics when it does not parse, so a
/// failing expectation shows what went wrong.
func dump(_ code: String) -> String {
    do {
        return try Parser.parse(SourceFile(path: "t.m", text: code)).dump
    } catch {
        return "\(error)"
    }
}

/// `file:line:col: message` of the first diagnostic, or "parsed" when there is none.
func firstError(_ code: String) -> String {
    let file = SourceFile(path: "t.m", text: code)
    do {
        _ = try Parser.parse(file)
        return "parsed"
    } catch let error as DiagnosticError {
        let location = file.location(of: error.primary.range.start)
        return "\(location.line):\(location.column): \(error.primary.message)"
    } catch {
        return "unexpected \(error)"
    }
}

/// The single expression of a one-statement snippet.
func expression(_ code: String) throws -> Expression {
    let unit = try Parser.parse(SourceFile(path: "t.m", text: code + ";"))
    guard case .expression(let expression)? = unit.statements.first?.kind else {
        throw TestFailure("not an expression statement: \(unit.dump)")
    }
    return expression
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
