import ObjCFrontend

extension LessonLoader {
    /// A task read from its fence at 0-based `index` (closing at `close`): its words, the
    /// paragraph ending just before the fence (blank lines between allowed, nothing before
    /// `proseStart`, where the prose since the last snippet or task begins); its expectation
    /// block, of its check's kind, after the fence with blank lines between (if there is one yet); its reveal, the
    /// paragraph after that block. `wordsStart` is where the task's segment begins, `end` the
    /// line after its reveal.
    static func task(_ fence: Fence, at index: Int, close: Int, in lines: [String], proseStart: Int,
                     snippets: [Snippet], tasks: [ChangeTask],
                     fail: (Int, Int, LessonMessage) -> DiagnosticError) throws -> (task: ChangeTask, wordsStart: Int, end: Int) {
        let line = index + 1
        if let word = fence.words.dropFirst().first(where: { word in
            word != "change" && !["name=", "of=", "checks="].contains { word.hasPrefix($0) && word.count > $0.count }
        }) {
            throw fail(line, fence.column(of: word), .unknownTaskAttribute(String(word)))
        }
        guard let (of, ofColumn) = fence.attribute("of") else { throw fail(line, fence.infoColumn, .taskAttributeMissing("of=ID")) }
        guard snippets.contains(where: { $0.id == of }) else { throw fail(line, ofColumn, .taskUnknownSnippet(of)) }
        guard let (checkName, checkColumn) = fence.attribute("checks") else {
            throw fail(line, fence.infoColumn, .taskAttributeMissing("checks=\(ChangeTask.Check.allCases.map(\.rawValue).joined(separator: "|"))"))
        }
        guard let check = ChangeTask.Check(rawValue: checkName) else { throw fail(line, checkColumn, .taskUnknownCheck(checkName)) }
        let id = fence.name ?? "\(of)-change-\(tasks.count(where: { $0.of == of }) + 1)"
        if snippets.contains(where: { $0.id == id }) || tasks.contains(where: { $0.id == id }) {
            throw fail(line, 1, .duplicateSnippetName(id))
        }

        func isBlank(_ index: Int) -> Bool { lines[index].allSatisfy(\.isWhitespace) }
        func opensBlock(_ index: Int) -> Bool {
            let text = lines[index].drop { $0 == " " }
            return text.hasPrefix("#") || Fence(opening: lines[index], line: index + 1) != nil
        }

        // The words: the paragraph before the fence.
        var wordsEnd = index
        while wordsEnd > proseStart, isBlank(wordsEnd - 1) { wordsEnd -= 1 }
        var wordsStart = wordsEnd
        while wordsStart > proseStart, !isBlank(wordsStart - 1) { wordsStart -= 1 }
        guard wordsStart < wordsEnd, !(wordsStart..<wordsEnd).contains(where: opensBlock) else {
            throw fail(line, fence.indent + 1, .taskWordsMissing(id))
        }

        // The expectation block, if written yet (`racstep verify --update` writes it).
        var next = close + 1
        while next < lines.count, isBlank(next) { next += 1 }
        var expectation: ExpectationBlock?
        var afterBlock = close + 1
        if next < lines.count, let block = Fence(opening: lines[next], line: next + 1), block.language == check.kind.rawValue {
            let blockClose = try block.closingIndex(in: lines, after: next, fail: fail)
            expectation = ExpectationBlock(kind: check.kind, text: block.content(lines, next, blockClose),
                                           fenceLine: next + 1, lineRange: next..<(blockClose + 1))
            afterBlock = blockClose + 1
        } else if next < lines.count, let block = Fence(opening: lines[next], line: next + 1),
                  ExpectationBlock.Kind(rawValue: block.language) != nil {
            // A block of another kind: the task asks about something else than it shows.
            throw fail(next + 1, block.indent + 1, .taskExpectationMissing(id, check.kind))
        }

        // The reveal: the paragraph after the block.
        var revealStart = afterBlock
        while revealStart < lines.count, isBlank(revealStart) { revealStart += 1 }
        var revealEnd = revealStart
        while revealEnd < lines.count, !isBlank(revealEnd), !opensBlock(revealEnd) { revealEnd += 1 }
        guard revealStart < revealEnd, !opensBlock(revealStart) else {
            throw fail(afterBlock, 1, .taskRevealMissing(id))
        }

        func paragraph(_ range: Range<Int>) -> String { lines[range].joined(separator: "\n") + "\n" }
        let task = ChangeTask(id: id, of: of, check: check, source: fence.content(lines, index, close), fenceLine: line,
                              lineRange: index..<(close + 1), expectation: expectation,
                              words: paragraph(wordsStart..<wordsEnd), wordsLine: wordsStart + 1,
                              reveal: paragraph(revealStart..<revealEnd), revealLine: revealStart + 1)
        return (task, wordsStart, revealEnd)
    }
}
