import Foundation
import RACCore

/// `NSCharacterSet`, as far as snippets trim strings with it: the standard sets, and
/// `+characterSetWithCharactersInString:`. The sets themselves are Foundation's
/// (`CharacterSet`), so membership follows Unicode as Apple's does.
final class ObjCCharacterSet: RACObject {
    let characters: CharacterSet

    init(_ characters: CharacterSet) {
        self.characters = characters
        super.init()
    }

    override var className: String { "__NSCFCharacterSet" }
}

extension Evaluator {
    static let characterSetClass = BridgeClass("NSCharacterSet", classMethods: [
        ("whitespaceCharacterSet", CharacterSet.whitespaces),
        ("whitespaceAndNewlineCharacterSet", CharacterSet.whitespacesAndNewlines),
        ("newlineCharacterSet", CharacterSet.newlines),
        ("decimalDigitCharacterSet", CharacterSet.decimalDigits),
        ("letterCharacterSet", CharacterSet.letters),
        ("lowercaseLetterCharacterSet", CharacterSet.lowercaseLetters),
        ("uppercaseLetterCharacterSet", CharacterSet.uppercaseLetters),
        ("alphanumericCharacterSet", CharacterSet.alphanumerics),
        ("punctuationCharacterSet", CharacterSet.punctuationCharacters),
        ("symbolCharacterSet", CharacterSet.symbols),
    ].map { selector, set in
        .method(selector) { call in call.result(ObjCCharacterSet(set)) }
    } + [
        .method("characterSetWithCharactersInString:") { call in
            let characters = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.result(ObjCCharacterSet(CharacterSet(charactersIn: characters)))
        },
    ])

}
