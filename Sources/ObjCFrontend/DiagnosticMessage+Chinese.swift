/// The catalog's Chinese table (`/zh/play` answers in it): each message as `text` words it,
/// in Chinese. Code stays code — tokens, names and selectors are quoted as clang quotes them —
/// and the ids are the English table's, so a program tells the two apart by language only.
extension DiagnosticMessage {
    /// The BCP 47 tag `Diagnostic.translations` keys this table by (the Chinese edition's `<html lang>`).
    public static let chinese = "zh-Hans"

    public var chineseText: String {
        switch self {
        case .missingTerminatingQuote(let quote): "缺少结束的 '\(quote)' 字符"
        case .unterminatedBlockComment: "/* 注释没有结束"
        case .invalidCharacter(let character): "源代码中有无效字符 '\(character)'"
        case .nonASCIICharacter: "字面量和标识符之外不能使用非 ASCII 字符"
        case .emptyCharacterConstant: "字符常量为空"
        case .invalidSuffix(let suffix, let isFloating): "\(isFloating ? "浮点" : "整数")常量的后缀 '\(suffix)' 无效"
        case .invalidOctalDigit(let digit): "八进制常量中有无效数字 '\(digit)'"
        case .integerTooLarge: "整数字面量太大，任何整数类型都无法表示"
        case .invalidHexEscape: "\\x 后面没有十六进制数字"
        case .expected(let token): "此处应为\(Self.chinesePhrase(token))"
        case .expectedAfter(let token, let after): "\(after) 之后应为 \(token)"
        case .expectedSemicolonAfterExpression: "表达式之后应为 ';'"
        case .expectedSemicolonAtEndOfDeclaration: "声明末尾应为 ';'"
        case .expectedSemicolonAfterStatement(let statement): "\(statement) 语句之后应为 ';'"
        case .expectedExpression: "此处应为表达式"
        case .expectedIdentifier: "此处应为标识符"
        case .expectedType: "此处应为类型"
        case .expectedStatement: "此处应为语句"
        case .expectedMethodBody: "此处应为方法体"
        case .expectedSelector: "此处应为 Objective-C 方法的选择子"
        case .expectedCaseOrDefault: "复合语句末尾的标签：应为 'case' 或 'default'"
        case .unexpectedAt: "程序中出现了意外的 '@'"
        case .extraneousClosingBrace: "多余的右花括号（'}'）"
        case .missingEnd: "缺少 '@end'"
        case .nestingTooDeep(let limit): "括号嵌套层数超过上限 \(limit)"
        case .toMatch(let token): "与这个 \(token) 配对"
        case .implementationStartedHere: "实现从这里开始"
        case .nestingLimitHint: "可用 -fbracket-depth=N 提高嵌套层数上限"
        }
    }

    /// What `.expected` names: a token as it is (`'}'`), or the parser's few phrases in Chinese.
    private static func chinesePhrase(_ token: String) -> String {
        switch token {
        case "method definition": "方法定义"
        case "'{' or ';' after the function's parameters": "函数参数后的 '{' 或 ';'"
        case "';' in 'for' statement specifier": " 'for' 语句头中的 ';'"
        case "'while' in do/while loop": " do/while 循环中的 'while'"
        default: " " + token
        }
    }
}
