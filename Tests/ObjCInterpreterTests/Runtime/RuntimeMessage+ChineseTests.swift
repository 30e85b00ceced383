import Testing
import ObjCFrontend
@testable import ObjCInterpreter

/// The interpreter's catalog in Chinese (`/zh/play`): every case of `RuntimeMessageTests`'
/// table worded in Chinese, except what RAC itself raised, which stays in its own words as
/// the exception carries them; a failure's diagnostic carries the translation.
@Suite struct RuntimeMessageChineseTests {
    @Test(arguments: RuntimeMessageTests.rows)
    func everyCaseIsWordedInChineseButRACsOwnExceptions(_ row: RuntimeMessageTests.Row) {
        let isChinese = row.message.chineseText.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        if case .racException = row.message {
            #expect(row.message.chineseText == row.message.text)
        } else {
            #expect(isChinese, "\(row.message.chineseText)")
        }
    }

    /// (message, its Chinese): the English of each is clang's or Foundation's, in `RuntimeMessageTests.rows`.
    static let worded: [(RuntimeMessage, String)] = [
        (.undeclaredIdentifier("x"), "使用了未声明的标识符 'x'"),
        (.divisionByZero, "除数为零"),
        (.missingBlockSpecifier(variable: "count"), "变量 'count' 不可赋值（缺少 __block 修饰符）"),
        (.stepLimit(200_000, advice: nil), "超出了 200000 个求值步骤的上限"),
        (.outputLimit(1024), "输出超出了 1024 字节的上限"),
    ]

    @Test(arguments: worded)
    func wordsTheseExactly(_ message: RuntimeMessage, _ expected: String) {
        #expect(message.chineseText == expected)
    }

    /// What the playground localizes: the failure's diagnostic, with the same id and range.
    @Test func aFailuresDiagnosticCarriesItsChinese() {
        let failure = RuntimeFailure(.undeclaredIdentifier("missing"), at: .point(3))
        let chinese = failure.diagnostic.localized(DiagnosticMessage.chinese)
        #expect(chinese.message == "使用了未声明的标识符 'missing'")
        #expect(chinese.id == failure.diagnostic.id)
        #expect(chinese.range == failure.diagnostic.range)
    }
}
