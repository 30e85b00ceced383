import Foundation

/// One edition of the site: its language and every string its pages show that is not lesson
/// prose — template text, the player's buttons and panes, the search box, the JavaScript's
/// messages. Everything a page says in its own voice is here, keyed by `SiteText`, so a new
/// string is added once per language and a missing translation fails `SiteLocaleTests`.
/// Strings may hold `{name}` placeholders, filled by `format(_:_:)` (Swift) or by the pages'
/// scripts (`window.RACSTEP_UI`), so each language orders the words its own way. Each
/// language's table is one file: `SiteLocale+English.swift`, `SiteLocale+Chinese.swift`.
public struct SiteLocale: Sendable, Equatable {
    /// The `<html lang>` value (BCP 47).
    public var lang: String
    /// The edition's name in its own language, as the language switch shows it.
    public var name: String
    /// Where the edition's pages go in the site: "" for the root, "zh/" for the Chinese.
    public var directory: String
    public var strings: [SiteText: String]

    public subscript(_ key: SiteText) -> String { strings[key] ?? "" }

    /// `key`'s string with each `{name}` replaced by `values[name]`, in one pass: a value that
    /// itself holds braces (a logged line, a value's description) is left as it is.
    ///
    /// Chinese sets a space between Han and Latin text (`执行 {block}`) but none beside
    /// full-width punctuation, so a space the string puts next to a placeholder is dropped
    /// where the value begins or ends with such punctuation (`从 block 5（bind）返回`).
    public func format(_ key: SiteText, _ values: KeyValuePairs<String, String> = [:]) -> String {
        format(key, longestValue: values.reduce(0) { max($0, $1.value.utf8.count) }) { name in
            values.first { pair in
                var key = pair.key
                return key.withUTF8 { $0.elementsEqual(name) }
            }?.value
        }
    }

    /// `format(_:_:)` with values gathered at run time (a template's page values). A literal's
    /// few values go to `format(_:_:)`, which finds them without hashing or a dictionary to
    /// build and free: narration formats several strings for every step of every run.
    public func format(_ key: SiteText, values: [String: String]) -> String {
        format(key, longestValue: values.values.reduce(0) { max($0, $1.utf8.count) }) { name in
            values[String(decoding: name, as: UTF8.self)]
        }
    }

    /// The one pass both forms share, `value` answering for a placeholder's name. A plain scan
    /// of the template's UTF-8, not a Regex nor `Character`s: grapheme breaking the templates
    /// was a third of weaving's time. Braces and spaces are ASCII, and no template puts a
    /// combining mark after one, so the bytes find the places the characters did. The result
    /// is written straight into the string's own storage, sized for every brace to take the
    /// longest value.
    private func format(_ key: SiteText, longestValue: Int, value: (UnsafeBufferPointer<UInt8>) -> String?) -> String {
        var template = self[key]
        return template.withUTF8 { template in
            let braces = template.reduce(0) { $1 == UInt8(ascii: "{") ? $0 + 1 : $0 }
            return String(unsafeUninitializedCapacity: max(1, template.count + braces * longestValue)) { result in
                var end = result.baseAddress!
                var rest = 0
                while let open = template[rest...].firstIndex(of: UInt8(ascii: "{")),
                      let close = template[open...].firstIndex(of: UInt8(ascii: "}")) {
                    guard var value = value(UnsafeBufferPointer(rebasing: template[(open + 1)..<close])) else {
                        end = Self.copy(template[rest...open], to: end)
                        rest = open + 1
                        continue
                    }
                    var beforeEnd = open
                    if beforeEnd > rest, template[beforeEnd - 1] == UInt8(ascii: " "), Self.startsWithFullWidthPunctuation(value) { beforeEnd -= 1 }
                    end = Self.copy(template[rest..<beforeEnd], to: end)
                    end = value.withUTF8 { Self.copy($0[...], to: end) }
                    rest = close + 1
                    if rest < template.count, template[rest] == UInt8(ascii: " "), Self.endsWithFullWidthPunctuation(value) { rest += 1 }
                }
                end = Self.copy(template[rest...], to: end)
                return result.baseAddress!.distance(to: end)
            }
        }
    }

    /// Copies `bytes` to `end`, returning where they end there.
    private static func copy(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        guard let from = UnsafeBufferPointer(rebasing: bytes).baseAddress else { return end }
        end.initialize(from: from, count: bytes.count)
        return end + bytes.count
    }

    private static let fullWidthPunctuation: Set<Character> = Set("（）【】「」《》“”‘’：；，。、！？")

    /// Whether `value`'s first character is full-width punctuation. Each of them is three
    /// UTF-8 bytes led by 0xE2 or more, so any other first byte answers without grapheme breaking.
    private static func startsWithFullWidthPunctuation(_ value: String) -> Bool {
        guard let byte = value.utf8.first, byte >= 0xE2 else { return false }
        return value.first.map(fullWidthPunctuation.contains) == true
    }

    /// Whether `value`'s last character is full-width punctuation; one ending in an ASCII byte is not.
    private static func endsWithFullWidthPunctuation(_ value: String) -> Bool {
        guard let byte = value.utf8.last, byte >= 0x80 else { return false }
        return value.last.map(fullWidthPunctuation.contains) == true
    }

    /// The strings the scripts use, as a JSON object literal safe inside `<script>`.
    public var scriptStringsJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let scripted = Dictionary(uniqueKeysWithValues: SiteText.allCases.filter(\.isScripted).map { ($0.rawValue, self[$0]) })
        let json = (try? encoder.encode(scripted)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return HTML.scriptSafeJSON(json)
    }

    /// Whose a disposable is, in this edition's words. The trace recorder, which knows nothing
    /// of languages, writes it in English in one of two shapes (`RACTraceRecorder.ownerLabel`):
    /// `subscription to <signal>`, or `<subscriber> of <signal>` where the subscriber's id holds
    /// no space; the parts are read back here and put in this edition's order.
    public func owner(_ recorded: String) -> String {
        let subscription = "subscription to "
        if recorded.hasPrefix(subscription) {
            return format(.ownerSubscription, ["signal": String(recorded.dropFirst(subscription.count))])
        }
        if let of = recorded.range(of: " of "), !recorded[..<of.lowerBound].contains(" ") {
            return format(.ownerSubscriber, ["subscriber": String(recorded[..<of.lowerBound]), "signal": String(recorded[of.upperBound...])])
        }
        return recorded
    }

    /// The editions, the first at the site's root.
    public static let all: [SiteLocale] = [.english, .chinese]

    /// The edition whose `lang` is `lang`; English, the first, when there is none.
    public static func edition(lang: String?) -> SiteLocale {
        all.first { $0.lang == lang } ?? all[0]
    }
}

/// Every string a page shows in the site's own voice. Cases prefixed `js` are read by the
/// scripts from `window.RACSTEP_UI` (and by the weaver where its static HTML says the same
/// thing, so the two cannot drift apart); the others are used by the templates and the weaver.
public enum SiteText: String, CaseIterable, Sendable {
    // Pages and templates.
    case siteTitle, siteDescription, siteSummaryHTML
    case introWhatHeading, introWhatHTML, introWhoHeading, introWhoHTML, introPlayerHeading, introPlayerHTML
    case startLesson, lessonsHeading, lessonKicker, pagerLabel, footerHTML
    case lessonsMenu, lessonsNavLabel, searchLabel, searchPlaceholder
    case languageSwitchLabel, languageSwitchHint, headingAnchorLabel
    // The prose's passages about RACStep's own Swift, folded (`MarkdownRenderer.FoldedAside`):
    // the bold lead a lesson opens such a blockquote with (without its `**`), and the summary
    // the fold shows.
    case engineAsideLead, engineAsideSummary
    // A link to another lesson in the prose (`LessonLinks`; `{title}` is HTML).
    case lessonReference, lessonReferenceAtStart
    // The woven snippet.
    case sourceLabel, engineHeading, playerLabel, prevButton, prevLabel, nextButton, nextLabel
    case stepPosition, sliderLabel, playerStart, stackHeading, disposablesHeading, outputHeading, disposeLogSoFarHeading
    case marbleCaption, marbleLabel, callSequenceHeading, stepCount, atLine, stepNumber
    // A long run's figures, folded until the reader opens them (`SnippetWeaver.foldedFigure`).
    case foldMarbles, foldDisposals
    case engineBlocksHeading, consoleHeading, noOutput, disposeLogHeading, nothingDisposed
    case disposalRanBlock
    // The player's debugger controls: step over and out (and back), its level of detail, its keys.
    case overButton, overLabel, outButton, outLabel, backOverButton, backOverLabel, backOutButton, backOutLabel
    case levelLabel, levelYourCode, levelRACBlocks, levelEverything, playerKeysHTML
    case callSummaryNote, foldedSteps
    // Two runs compared side by side (`SnippetWeaver.comparison`, player-compare.js).
    case compareHeading, compareBoth, compareToParting, compareKeys, compareSame
    case compareStep, compareStill, compareNothing, compareNotYet, compareParting
    // Narration: each trace step as a sentence, and what set each disposal off.
    case narrateCreatePassthrough, narrateCreateSignal, narrateCreate, narrateSubscribe, narrateEnter, narrateExit
    case narrateSendToSubject, narrateSend, narrateSendOf, narrateDropped
    case narrateDispose, narratePartOf, narrateRunsBlock, narrateDealloc, narrateDeallocOf, narrateLog
    case narrateNumberedBlock, narrateNamedBlock, narrateBlockOfSignal
    case narrateInBlock, narrateTopLevel, narrateAfter, narrateAfterOf
    // Names the trace builds from parts: an object and its class, whose a disposable is.
    case disposableWithOwner, ownerSubscription, ownerSubscriber
    // The marble diagram.
    case marbleDisposedLane
    // The question before each snippet's answer (`SnippetWeaver.prediction`, predict.js).
    case predictHeading, predictQuestion, predictLabel, predictReveal, predictNever, jsPredictResult
    // The exercises.
    case exercisesHeading, exercisesIntro
    case questionNextBlock, questionNextLine, questionFirstDisposal
    case poseButton, checkButton, feedbackNone, feedbackRight, feedbackWrong
    case answerSummary, answerText, answerWhyBlock, answerWhyDisposal
    // The static figures: the disposable tree and the numbering table (`{lesson}`: a link to
    // the lesson of the classic numbering, resolved as the prose's are).
    case treeCaption, treeState, treeDisposed, treeNeverDisposed, treeRemoved
    case numberingCaption, numberingCaptionOwnHTML, numberingBlock, numberingName, numberingWhere, numberingClassic
    case numberingFirstStep, numberingYours
    // The overview figures a fence asks for: the subscription chain and the tree at a step.
    case chainTitle, chainCaption, chainBy, chainYourCode, chainRow, chainThrough, chainHeld, sentenceEnd
    case treeAtTitle, treeAtCaption, treeAtLink, treeAtDisposed, treeAtIn, listSeparator
    // The playground (`racstep serve`'s /play): its page, and the sentences the server answers
    // a run with when a limit stops it or the snippet has an error (`{amount}`: the limit).
    case playTitle, playDescription, playSummary, playRunButton, playShareButton, playStartersLabel, playStartersNone
    case playEngineLabel, playUnknownEngine
    case limitBody, limitQueue, limitTime, limitCPUTime, limitMemory, limitStack, limitSteps, limitDepth, limitOutput, limitReply
    case snippetDoesNotParse, snippetStoppedWithError
    // The scripts (and the static HTML that says the same).
    case jsGoTo, jsStepText, jsObjectAndClass, jsDisposalIn, jsWithTrigger, jsBlockTitle, jsBeforeFirstStep, jsStep, jsWholeSentence, jsFoldedSentence, jsTopLevel, jsNoEngineSource, jsNoBlockRunning
    case jsYourBlockRunning, jsChainIntro, jsNoChain, jsNoDisposables, jsBelongsTo, jsDisposed
    case jsLevelPosition, jsDeeperDisposables, jsLoading, jsLoadFailed, jsShowInside, jsEarlierDisposals, jsMoreRows
    case jsNoMatch, jsOneMatch, jsMatches, jsOfflineNote
    case jsComparePosition, jsCompareSide, jsCompareSideNone, jsCompareParts
    // The playground's script and the script of served pages (live.js).
    case jsPlayRunning, jsPlayRan, jsPlaySnippetError, jsPlayOutputBefore, jsPlayRunFailed, jsPlayStopped
    case jsPlayNoAnswer, jsPlayCopied, jsPlayCopyAddress, jsPlayUnreadableLink, jsPlayDiagnosticAt
    case jsOpenInPlayground, jsBuildFailedTitle, jsBuildFailedNote, jsPlaygroundLink, jsPlayProblems
    // A lesson's change-and-predict tasks (`SnippetWeaver.task`; under `racstep serve`, task.js:
    // its editor, its run and the verdict on it).
    case taskHeading, taskOf, taskChecksOutput, taskChecksBlocks, taskChecksDisposals
    case taskReferenceSummary, taskDiffCaption, taskShowsOutput, taskShowsBlocks, taskShowsDisposals
    case taskOpen, jsTaskEditorLabel, jsTaskRun, jsTaskReset, jsTaskRunning, jsTaskRight, jsTaskUnchanged
    case jsTaskDiffOutput, jsTaskDiffBlocks, jsTaskDiffDisposals, jsTaskAtLine, jsTaskAtStep, jsTaskNothing, jsTaskFailed

    var isScripted: Bool { rawValue.hasPrefix("js") }

    /// Hashes the case, not its raw value: a raw-valued enum hashes its `rawValue` unless told
    /// otherwise, and every string a page's narration says is looked up by its key, several
    /// for each step of every run.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
    }
}
