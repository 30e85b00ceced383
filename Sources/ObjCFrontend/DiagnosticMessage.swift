/// The catalog: every message the frontend can emit, worded as clang words it.
///
/// Keeping the wording in one place keeps it consistent and lets tests and the site refer to a
/// message by its stable `id` rather than by matching text.
public enum DiagnosticMessage: Hashable, Sendable {
    // Lexer
    case missingTerminatingQuote(Character)
    case unterminatedBlockComment
    case invalidCharacter(String)
    case nonASCIICharacter
    case emptyCharacterConstant
    case invalidSuffix(String, isFloating: Bool)
    case invalidOctalDigit(Character)
    case integerTooLarge
    case invalidHexEscape

    // Parser
    case expected(String)
    case expectedAfter(String, after: String)
    case expectedSemicolonAfterExpression
    case expectedSemicolonAtEndOfDeclaration
    case expectedSemicolonAfterStatement(String)
    case expectedExpression
    case expectedIdentifier
    case expectedType
    case expectedStatement
    case expectedMethodBody
    case expectedSelector
    case expectedCaseOrDefault
    case unexpectedAt
    case extraneousClosingBrace
    case missingEnd
    case nestingTooDeep(limit: Int)

    // Notes
    case toMatch(String)
    case implementationStartedHere
    case nestingLimitHint

    /// The stable identity of a message, independent of its arguments.
    public var id: DiagnosticID {
        switch self {
        case .missingTerminatingQuote: .missingTerminatingQuote
        case .unterminatedBlockComment: .unterminatedBlockComment
        case .invalidCharacter: .invalidCharacter
        case .nonASCIICharacter: .nonASCIICharacter
        case .emptyCharacterConstant: .emptyCharacterConstant
        case .invalidSuffix: .invalidSuffix
        case .invalidOctalDigit: .invalidOctalDigit
        case .integerTooLarge: .integerTooLarge
        case .invalidHexEscape: .invalidHexEscape
        case .expected: .expectedToken
        case .expectedAfter: .expectedTokenAfter
        case .expectedSemicolonAfterExpression: .expectedSemicolonAfterExpression
        case .expectedSemicolonAtEndOfDeclaration: .expectedSemicolonAtEndOfDeclaration
        case .expectedSemicolonAfterStatement: .expectedSemicolonAfterStatement
        case .expectedExpression: .expectedExpression
        case .expectedIdentifier: .expectedIdentifier
        case .expectedType: .expectedType
        case .expectedStatement: .expectedStatement
        case .expectedMethodBody: .expectedMethodBody
        case .expectedSelector: .expectedSelector
        case .expectedCaseOrDefault: .expectedCaseOrDefault
        case .unexpectedAt: .unexpectedAt
        case .extraneousClosingBrace: .extraneousClosingBrace
        case .missingEnd: .missingEnd
        case .nestingTooDeep: .nestingTooDeep
        case .toMatch: .toMatch
        case .implementationStartedHere: .implementationStartedHere
        case .nestingLimitHint: .nestingLimitHint
        }
    }

    public var severity: DiagnosticSeverity {
        switch self {
        case .toMatch, .implementationStartedHere, .nestingLimitHint: .note
        default: .error
        }
    }

    /// The text after `error: ` in clang's output.
    public var text: String {
        switch self {
        case .missingTerminatingQuote(let quote): "missing terminating '\(quote)' character"
        case .unterminatedBlockComment: "unterminated /* comment"
        case .invalidCharacter(let character): "invalid character '\(character)' in source"
        case .nonASCIICharacter: "non-ASCII characters are not allowed outside of literals and identifiers"
        case .emptyCharacterConstant: "empty character constant"
        case .invalidSuffix(let suffix, let isFloating):
            "invalid suffix '\(suffix)' on \(isFloating ? "floating" : "integer") constant"
        case .invalidOctalDigit(let digit): "invalid digit '\(digit)' in octal constant"
        case .integerTooLarge: "integer literal is too large to be represented in any integer type"
        case .invalidHexEscape: "\\x used with no following hex digits"
        case .expected(let token): "expected \(token)"
        case .expectedAfter(let token, let after): "expected \(token) after \(after)"
        case .expectedSemicolonAfterExpression: "expected ';' after expression"
        case .expectedSemicolonAtEndOfDeclaration: "expected ';' at end of declaration"
        case .expectedSemicolonAfterStatement(let statement): "expected ';' after \(statement) statement"
        case .expectedExpression: "expected expression"
        case .expectedIdentifier: "expected identifier"
        case .expectedType: "expected a type"
        case .expectedStatement: "expected statement"
        case .expectedMethodBody: "expected method body"
        case .expectedSelector: "expected selector for Objective-C method"
        case .expectedCaseOrDefault: "label at end of compound statement: expected 'case' or 'default'"
        case .unexpectedAt: "unexpected '@' in program"
        case .extraneousClosingBrace: "extraneous closing brace ('}')"
        case .missingEnd: "missing '@end'"
        case .nestingTooDeep(let limit): "bracket nesting level exceeded maximum of \(limit)"
        case .toMatch(let token): "to match this \(token)"
        case .implementationStartedHere: "implementation started here"
        case .nestingLimitHint: "use -fbracket-depth=N to increase maximum nesting level"
        }
    }
}

/// The argument-free name of a catalog entry; stable across wording changes.
public enum DiagnosticID: String, Hashable, Sendable, CaseIterable {
    case missingTerminatingQuote, unterminatedBlockComment, invalidCharacter, nonASCIICharacter
    case emptyCharacterConstant, invalidSuffix, invalidOctalDigit, integerTooLarge, invalidHexEscape
    case expectedToken, expectedTokenAfter, expectedSemicolonAfterExpression
    case expectedSemicolonAtEndOfDeclaration, expectedSemicolonAfterStatement, expectedExpression
    case expectedIdentifier, expectedType, expectedStatement, expectedMethodBody, expectedSelector
    case expectedCaseOrDefault, unexpectedAt, extraneousClosingBrace, missingEnd, nestingTooDeep
    case toMatch, implementationStartedHere, nestingLimitHint
    // Raised while running a snippet (the interpreter's catalog, RuntimeMessage).
    case undeclaredIdentifier, invalidOperands, invalidUnaryOperand, invalidComparison, divisionByZero
    case integerExpected, invalidBoxedExpression, incompatibleType, assignmentToSelf, notAssignable
    case expressionNotAssignable, indirectionRequiresPointer, cannotTakeAddress, notAFunction, badReceiverType
    case wrongArgumentCount, notEnumerable, notATuple, wrongArgumentType, notABlock, wrongReturnType
    case formatStringExpected, formatString, unsupportedArguments, unsupportedAPI, notInRAC25Layer, waitsForever
    case stepLimitExceeded, scheduledActionLimitExceeded, depthLimitExceeded, stackLimitExceeded, outputLimitExceeded
    case unknownEntryMethod, ambiguousEntryMethod, entryMethodHasParameters, internalError
    case uncaughtException, unrecognizedSelector, parameterAssert, nilInsertion, nilArgument, indexOutOfBounds
    case nilBlockCall, unavailableInitializer, immediateSchedulerRepeats
    // Loading and verifying a lesson (the lessons' catalog, LessonMessage).
    case lessonFileNotFound, lessonNotUTF8, frontMatterMissing, frontMatterUnterminated, frontMatterInvalidYAML
    case frontMatterDuplicateKey, frontMatterNotAMapping, frontMatterFieldType, frontMatterUnknownKey
    case frontMatterFieldMissing, duplicateSnippetName, unterminatedFence, unknownFenceAttribute, unknownRACVersion
    case snippetFailed, outputMismatch, traceMismatch, expectationMissing, firstDivergence, expectationDiff
    // A lesson's links to other lessons, and the contents file that orders them.
    case unknownLessonReference, handWrittenLessonNumber, contentsInvalid, contentsUnknownLesson
    case contentsDuplicateLesson, contentsMissingLesson
    // Two lessons of one edition that a site would write to the same page.
    case lessonsShareAPage
    // A lesson's links into its snippets' players.
    case stepLinkUnknownSnippet, stepLinkPastEnd, stepLinkWrongBlock, stepLinkWrongKind, figureStepPastEnd
    // A fence comparing its snippet with the next (`compare=ID`).
    case compareNotNext
    // A snippet that asks the reader no question of its own.
    case snippetAsksNoQuestion
    // A lesson's change-and-predict tasks (```` ```objc change of=ID checks=KIND ````).
    case taskAttributeMissing, taskUnknownCheck, taskUnknownSnippet, taskExpectationMissing, taskWordsMissing
    case taskRevealMissing, taskPropertyMismatch, taskChangesNothing, taskFailed
}
