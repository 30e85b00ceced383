#!/usr/bin/env python3
"""Checks every place the lessons and Sources/ cite RAC's source (or, in a lesson, our own
Swift) by file and line: the line exists and holds what the text names.

Run by `make test`; reads only the repository: RAC's files through the hashes in
Tests/Fixtures/rac-source-index.json (scripts/rac-source-index.py writes it), our Swift files
directly. What it checks:

  - links to ReactiveObjC at 1af6617 and to ReactiveCocoa at v2.5 (32364b9),
    `…/blob/COMMIT/FOLDER/FILE.m#L10` or `#L10-L20` (a link to any other commit is an error:
    lines move between commits; so is a link whose text shows other lines, `[L150](…#L130)`);
  - bare mentions, `FILE.m:10`, `FILE.m:10-20`, `FILE.m#L10`, and a following `:N` that
    continues one (`(RACQueueScheduler.m:65, :79)`), in lessons and in Sources/ (ReactiveObjC,
    or ReactiveCocoa 2.5 when the sentence says 2.5 or the file is in RACCore/RAC25/);
  - in lessons, `FILE.swift:N` for a file of Sources/.

What the text names: the identifiers of the code spans (`` `-bind:` `` gives `bind`,
`` `[self subscribeNext:]` `` gives `self`… `subscribeNext`) and of the bare selectors
(`-bind:`) in the sentence (or table cell) that holds the reference, nearest first, keeping
only those that occur somewhere in the cited file (a lesson's own variable or an article's
name for a block, `didSubscribe`, names nothing in RAC's file). Then a reference is
  - right when one of them is on the cited line (or in the cited range);
  - right by enclosure when the cited line lies inside a method or block literal that begins
    on a line naming one of them, a selector or a variable, not a type (`addSignal`'s next
    handler, L130, inside the block `addSignal` at L124);
  - wrong otherwise: `file:line:col: error:` with what the text names, and the nearest line
    that has it; and wrong whatever the text says when the cited line (the first, for a range)
    is blank or only closes brackets (`}];`): no text means such a line, it is where a line
    it meant used to be;
  - unreviewable when the text names nothing of the file: counted, and listed with --review,
    so that a reader can check those by eye.

    python3 scripts/check-source-links.py [--review] [--verbose]
"""
import argparse
import hashlib
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
INDEX = ROOT / "Tests" / "Fixtures" / "rac-source-index.json"
OBJC_COMMIT = "1af6617f007cae727dce48d2031cc1e66d06f04a"
RAC25_COMMIT = "32364b9040dee9975053398bcf89f3f94a8341cd"
REPOSITORY_COMMITS = {"ReactiveObjC": OBJC_COMMIT, "ReactiveCocoa": RAC25_COMMIT}

LINK = re.compile(r"https://github\.com/ReactiveCocoa/(ReactiveObjC|ReactiveCocoa)/blob/([0-9A-Za-z.]+)/"
                  r"(?:ReactiveObjC|ReactiveCocoa)/([^\s)#\]>\"']+)(?:#L(\d+)(?:-L(\d+))?)?")
FILE_NAME = r"[A-Z][A-Za-z0-9_]*(?:\+[A-Za-z0-9_]+)*"
BARE = re.compile(r"(?<![\w/+.-])(" + FILE_NAME + r"\.[mh])(?::(\d+)(?:[-–](\d+))?|#L(\d+)(?:-L(\d+))?)(?![\w])")
CONTINUATION = re.compile(r"(?<=[\s(,])(?:and\s+)?:(\d+)(?:[-–](\d+))?(?![\w:])")
SWIFT = re.compile(r"(?<![\w/+.-])(" + FILE_NAME + r"\.swift):(\d+)(?:[-–](\d+))?(?![\w])")
CODE_SPAN = re.compile(r"`([^`]+)`")
SELECTOR = re.compile(r"(?:(?<=[\s(\[])|^)[-+]\[?([A-Za-z_]\w*(?::\w*)*:?)")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# Words of Objective-C itself, which name no particular line.
KEYWORDS = {"self", "id", "void", "return", "nil", "NULL", "if", "else", "YES", "NO", "BOOL", "int", "static",
            "const", "NSInteger", "NSUInteger", "instancetype", "super", "for", "in", "while", "m", "h", "swift"}
SENTENCE_END = re.compile(r"(?<=[.;!?])[*_)\]]*\s+(?=\S)|[。；！？]|\|")


def identifier_hash(identifier):
    return hashlib.sha256(identifier.encode()).hexdigest()[:8]


class Reference:
    def __init__(self, kind, where, text, commit, path, start, end, paragraph, offset, length):
        self.kind, self.where, self.text = kind, where, text
        self.commit, self.path, self.start, self.end = commit, path, start, end
        self.paragraph, self.offset, self.length = paragraph, offset, length
        self.mismatch = None  # a link whose text shows other lines than it links to


class Paragraph:
    """Text with each character's (line, column) in its file, for `file:line:col`."""

    def __init__(self, file):
        self.file, self.text, self.positions = file, "", []

    def add(self, text, line, column):
        if self.text:
            self.text += " "
            self.positions.append(self.positions[-1])
        self.text += text
        self.positions += [(line, column + i) for i in range(len(text))]

    def where(self, offset):
        line, column = self.positions[min(offset, len(self.positions) - 1)]
        return f"{self.file}:{line}:{column}"


def markdown_paragraphs(path, relative):
    """Paragraphs, table rows and list items of a lesson, fenced blocks left out."""
    paragraphs, current, fenced = [], None, False
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            current = None
            continue
        if fenced or not line.strip():
            current = None
            continue
        stripped = line.lstrip()
        starts_item = re.match(r"([-*+]|\d+\.)\s", stripped) or stripped.startswith(("|", "#", ">"))
        if current is None or starts_item or current.text.lstrip().startswith(("|", "#")):
            current = Paragraph(relative)
            paragraphs.append(current)
        current.add(line, number, 1)
    return paragraphs


def swift_paragraphs(path, relative):
    """Runs of comment lines, and each other line's comment or code (a help text's example)."""
    paragraphs, current, fenced = [], None, False
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        match = re.match(r"(\s*)(///?|\*)\s?(.*)$", line)
        if match and match.group(3).lstrip().startswith("```"):
            fenced, current = not fenced, None
            continue
        if fenced or (match and match.group(2) == "///" and match.group(3).startswith("    ")):
            current = None  # a doc comment's code block: a verbatim example, as a lesson's fence
            continue
        if match:
            if current is None:
                current = Paragraph(relative)
                paragraphs.append(current)
            current.add(match.group(3), number, len(match.group(1)) + len(match.group(2)) + 2)
            continue
        current = None
        if BARE.search(line) or LINK.search(line):
            single = Paragraph(relative)
            single.add(line, number, 1)
            paragraphs.append(single)
    return paragraphs


def references_in(paragraph, is_lesson, in_rac25_folder):
    found = []
    text = paragraph.text
    taken = []
    for match in LINK.finditer(text):
        repository, commit, path, start, end = match.groups()
        path = path.replace("%2B", "+").replace("%2b", "+")
        full = next((c for c in REPOSITORY_COMMITS.values() if c.startswith(commit)), commit)
        kind = "link-objc" if repository == "ReactiveObjC" else "link-2.5"
        # Located at the link's text, `[L148](…)`, where a reader sees it.
        opening = text.rfind("[", 0, match.start())
        shown_at = opening if opening >= 0 and text[:match.start()].endswith("](") and "]" not in text[opening:match.start() - 2] else match.start()
        found.append(Reference(kind, paragraph.where(shown_at), match.group(0), full, path,
                               int(start) if start else None, int(end or start) if start else None,
                               paragraph, match.start(), len(match.group(0))))
        taken.append((match.start(), match.end()))
    # A bare mention that is a link's text, `[RACSignal.m#L93](…#L93)`, is the link's; the
    # lines a link's text shows (`L93`, `L116–L117`, `RACSignal.m:93`) must be its target's.
    link_texts = [(m.start(), m.end()) for m in re.finditer(r"\[[^\]]*\]\((?=https://github\.com/ReactiveCocoa/)", text)]
    for reference in found:
        opening = text.rfind("[", 0, reference.offset)
        shown = text[opening:reference.offset]
        if opening < 0 or not shown.endswith("]("):
            continue
        numbers = [int(n) for n in re.findall(r"(?:#?L|:|[-–]L?)(\d+)", shown[1:-2])]
        target = [reference.start] + ([reference.end] if reference.end != reference.start else [])
        if numbers and numbers != target:
            reference.mismatch = f"its text says {shown[1:-2]!r}, its target is line " + "-".join(map(str, target))
    outside = lambda position: not any(a <= position < b for a, b in taken + link_texts)
    last_bare = {}
    for match in BARE.finditer(text):
        if not outside(match.start()):
            continue
        name = match.group(1)
        start = int(match.group(2) or match.group(4))
        end = int(match.group(3) or match.group(5) or start)
        sentence = sentence_around(text, match.start())
        commit = RAC25_COMMIT if in_rac25_folder or re.search(r"\b2\.5\b", sentence) else OBJC_COMMIT
        reference = Reference("bare", paragraph.where(match.start()), match.group(0), commit, name, start, end,
                              paragraph, match.start(), len(match.group(0)))
        found.append(reference)
        line_start = text.rfind("\n", 0, match.start())
        last_bare[match.end()] = reference
    # `:N` continuing the last bare mention before it in the same sentence.
    for match in CONTINUATION.finditer(text):
        if not outside(match.start()):
            continue
        before = [(end, ref) for end, ref in last_bare.items() if end <= match.start()]
        if not before:
            continue
        end, previous = max(before, key=lambda item: item[0])
        if SENTENCE_END.search(text[end:match.start()]):
            continue
        start = int(match.group(1))
        found.append(Reference("bare", paragraph.where(match.start()), f"{previous.path}{match.group(0).strip()}",
                               previous.commit, previous.path, start, int(match.group(2) or start),
                               paragraph, match.start(), len(match.group(0))))
    if is_lesson:
        for match in SWIFT.finditer(text):
            start = int(match.group(2))
            found.append(Reference("swift", paragraph.where(match.start()), match.group(0), None, match.group(1),
                                   start, int(match.group(3) or start), paragraph, match.start(), len(match.group(0))))
    return found


def sentence_bounds(text, position):
    start = 0
    for match in SENTENCE_END.finditer(text):
        if match.end() <= position:
            start = match.end()
        elif match.start() >= position:
            return start, match.start()
    return start, len(text)


def sentence_around(text, position):
    start, end = sentence_bounds(text, position)
    return text[start:end]


def named_identifiers(reference, all_references):
    """Identifiers the sentence names, nearest to the reference first: those of its code spans
    and selectors, then (second) the plain words just before the reference in the same
    sentence (`its completed handler (L165)`). A file's own class (`RACReturnSignal` for
    RACReturnSignal.m, `RACSignal` for RACSignal+Operations.m) names the file, not a line."""
    text = reference.paragraph.text
    start, end = sentence_bounds(text, reference.offset)
    # The references themselves (and spans holding one) name nothing.
    blanks = [(r.offset, r.offset + r.length) for r in all_references if r.paragraph is reference.paragraph]
    candidates = []
    for match in list(CODE_SPAN.finditer(text, start, end)) + list(SELECTOR.finditer(text, start, end)):
        if any(a < match.end() and match.start() < b for a, b in blanks):
            continue
        if BARE.search(match.group(1)) or SWIFT.search(match.group(1)) or "/" in match.group(1):
            continue
        distance = reference.offset - match.end() if match.end() <= reference.offset else match.start() - reference.offset + 100000
        for identifier in IDENTIFIER.findall(match.group(1)):
            if identifier not in KEYWORDS:
                candidates.append((distance, identifier))
    own_class = re.sub(r"\.\w+$", "", reference.path).split("+")[0]
    ordered = []
    for _, identifier in sorted(candidates, key=lambda item: item[0]):
        if identifier not in ordered and identifier != own_class:
            ordered.append(identifier)
    words = []
    clause = re.sub(r"\]\([^)]*\)", "] ", text[start:reference.offset])[-120:]
    for word in reversed(IDENTIFIER.findall(clause)):
        if word not in KEYWORDS and word not in ordered and word not in words and len(word) > 3:
            words.append(word)
    return ordered, words


def spellings(identifier):
    """An Objective-C property's names: `disposed` is also `_disposed`, `isDisposed` and
    `setDisposed`; `_executionSignals` is also `executionSignals`."""
    bare = identifier.lstrip("_") or identifier
    capital = bare[:1].upper() + bare[1:]
    return {identifier, bare, "_" + bare, "is" + capital, "set" + capital}


def word_forms(word):
    """A prose word and its stem, so that "disposes" finds `dispose`, "completed" `completed`."""
    forms = {word}
    for suffix in ("es", "ed", "s", "d"):
        if word.endswith(suffix) and len(word) - len(suffix) > 3:
            forms.add(word[:-len(suffix)])
    return forms


class Source:
    """A cited file: per line, the hashes of its identifiers, and its brace depth."""

    def __init__(self, lines, hashes, depth, openers=(), blank=()):
        self.lines, self.hashes, self.depth = lines, hashes, depth
        self.blank = set(blank)  # empty lines, or only closing brackets
        self.openers = set(openers)  # lines where a method or a block literal begins

    def holds(self, identifier, line, forms=spellings):
        return any(identifier_hash(s) in self.hashes[line - 1] for s in forms(identifier))

    def anywhere(self, identifier):
        hashed = {identifier_hash(s) for s in spellings(identifier)}
        return any(hashed & line for line in self.hashes)

    def nearest(self, identifier, line):
        hashed = {identifier_hash(s) for s in spellings(identifier)}
        hits = [n for n, hashes in enumerate(self.hashes, 1) if hashed & hashes]
        return min(hits, key=lambda n: (abs(n - line), n)) if hits else None

    def encloses(self, identifier, line):
        """Whether `line` is inside a method or block literal that begins on a line holding
        `identifier` (`-bind:`'s declaration, `addSignal`'s `^`). A type (`RACDisposable`)
        names no method or block, even on the line that begins one."""
        if not identifier.lstrip("_")[:1].islower():
            return False
        hashed = {identifier_hash(s) for s in spellings(identifier)}
        for opener in range(line - 1, 0, -1):
            if opener in self.openers and hashed & self.hashes[opener - 1]:
                base = self.depth[opener - 1]
                if all(self.depth[n - 1] > base for n in range(opener + 1, line + 1)):
                    return True
        return False


def load_index():
    index = json.loads(INDEX.read_text())
    sources = {}
    for commit, revision in index["revisions"].items():
        for path, entry in revision["files"].items():
            sources[(commit, path)] = Source(entry["lines"], [set(line.split()) for line in entry["ids"]], entry["depth"],
                                             entry["methods"] + entry["blocks"], entry["blank"])
    return index, sources


def swift_source(name, cache={}):
    if name not in cache:
        matches = sorted((ROOT / "Sources").rglob(name))
        if len(matches) != 1:
            cache[name] = (None, f"{len(matches)} files named {name} in Sources/")
        else:
            text = matches[0].read_text(encoding="utf-8").split("\n")
            if text and text[-1] == "":
                text.pop()
            hashes, depths, depth = [], [], 0
            for line in text:
                hashes.append({identifier_hash(i) for i in IDENTIFIER.findall(line)})
                depths.append(depth)
                code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split("//", 1)[0])
                depth = max(0, depth + code.count("{") - code.count("}"))
            cache[name] = (Source(len(text), hashes, depths), str(matches[0].relative_to(ROOT)))
    return cache[name]


def scanned_files():
    lessons = sorted((ROOT / "lessons").rglob("*.md"))
    sources = sorted((ROOT / "Sources").rglob("*.swift"))
    return [(path, True) for path in lessons] + [(path, False) for path in sources]


def all_references():
    found = []
    for path, is_lesson in scanned_files():
        relative = str(path.relative_to(ROOT))
        paragraphs = markdown_paragraphs(path, relative) if is_lesson else swift_paragraphs(path, relative)
        for paragraph in paragraphs:
            found += references_in(paragraph, is_lesson, "/RAC25/" in relative)
    return found


def block_name_files():
    """(commit, file) of every RACBlockName declaration's locations (check-rac-locations)."""
    declaration = re.compile(r'RACBlockName\("[^"]+", rac: "([^"]+)", \d+(, rac25: \d+)?\)')
    files = set()
    for path in (ROOT / "Sources" / "RACCore").rglob("*.swift"):
        for match in declaration.finditer(path.read_text(encoding="utf-8")):
            files.add((OBJC_COMMIT, match.group(1)))
            if match.group(2):
                files.add((RAC25_COMMIT, match.group(1)))
    return files


def cited_files():
    """(commit, file) of every RAC file cited, for the index."""
    return {(r.commit, r.path) for r in all_references() if r.kind != "swift" and r.commit in REPOSITORY_COMMITS.values()} \
        | block_name_files()


TRACE_PAIR = re.compile(r"(" + FILE_NAME + r"\.m):(\d+) ⇄ $")


def block_constants(file, line):
    """The Swift names of the RACBlockNames declared at `file`:`line` of ReactiveObjC."""
    declaration = re.compile(r'static let (\w+) = RACBlockName\("[^"]+", rac: "' + re.escape(file) + '", ' + str(line) + r'\b')
    return sorted({match.group(1) for path in (ROOT / "Sources" / "RACCore").rglob("*.swift")
                   for match in declaration.finditer(path.read_text(encoding="utf-8"))})


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--review", action="store_true", help="list the references whose text names nothing of the cited file")
    parser.add_argument("--verbose", action="store_true", help="list every reference with its verdict")
    args = parser.parse_args()
    _, sources = load_index()
    references = all_references()
    by_paragraph = {}
    for reference in references:
        by_paragraph.setdefault(id(reference.paragraph), []).append(reference)

    kinds = ["link-objc", "link-2.5", "bare", "swift"]
    counts = {kind: {"checked": 0, "on the line": 0, "by enclosure": 0, "names nothing": 0, "wrong": 0} for kind in kinds}
    errors, unnamed = [], []
    for reference in references:
        tally = counts[reference.kind]
        tally["checked"] += 1
        label = f"{reference.path}" + (f":{reference.start}" if reference.start else "") + \
            (f"-{reference.end}" if reference.end and reference.end != reference.start else "")
        if reference.kind == "swift":
            source, described = swift_source(reference.path)
            if source is None:
                errors.append(f"{reference.where}: error: {reference.text}: {described}")
                tally["wrong"] += 1
                continue
            what = described
        else:
            if reference.commit not in REPOSITORY_COMMITS.values():
                errors.append(f"{reference.where}: error: {reference.text[:120]}: links to commit {reference.commit}, "
                              f"not the pinned one (ReactiveObjC {OBJC_COMMIT[:7]}, ReactiveCocoa 2.5 {RAC25_COMMIT[:7]})")
                tally["wrong"] += 1
                continue
            source = sources.get((reference.commit, reference.path))
            repository = "ReactiveObjC" if reference.commit == OBJC_COMMIT else "ReactiveCocoa 2.5"
            what = f"{repository}'s {reference.path}"
            if source is None:
                errors.append(f"{reference.where}: error: {label}: {what} is not in {INDEX.relative_to(ROOT)} "
                              f"(a file RAC does not have, or run scripts/rac-source-index.py --refresh)")
                tally["wrong"] += 1
                continue
        if reference.mismatch:
            errors.append(f"{reference.where}: error: {label}: {reference.mismatch}")
            tally["wrong"] += 1
            continue
        if reference.start is None:
            tally["names nothing"] += 1
            unnamed.append(f"{reference.where}: note: {label}: a link to the whole file")
            continue
        if not (1 <= reference.start <= reference.end <= source.lines):
            errors.append(f"{reference.where}: error: {label}: {what} has {source.lines} lines")
            tally["wrong"] += 1
            continue
        if reference.start in source.blank:
            errors.append(f"{reference.where}: error: {label}: line {reference.start} of {what} is blank or only "
                          f"closes brackets, not a line a text means (where a line it meant used to be?)")
            tally["wrong"] += 1
            continue
        spans, words = named_identifiers(reference, by_paragraph[id(reference.paragraph)])
        pair = reference.kind == "swift" and TRACE_PAIR.search(reference.paragraph.text[:reference.offset])
        if pair:
            # A trace line's `RACSignal.m:148 ⇄ RACSignal+Bind.swift:76`: the Swift line must be
            # where the block RAC has at that line is written, its RACBlockName's constant.
            spans, words = block_constants(pair.group(1), int(pair.group(2))), []
            if not spans:
                errors.append(f"{reference.where}: error: {pair.group(0)}{label}: no RACBlockName is declared "
                              f"at {pair.group(1)}:{pair.group(2)}")
                tally["wrong"] += 1
                continue
        named = [i for i in spans if source.anywhere(i)]
        lines = range(reference.start, reference.end + 1)
        if any(source.holds(w, n, word_forms) for w in words for n in lines):
            tally["on the line"] += 1
            continue
        if not named:
            tally["names nothing"] += 1
            unnamed.append(f"{reference.where}: note: {label}: the sentence names nothing {what} has")
            continue
        if any(source.holds(i, n) for i in named for n in lines):
            verdict = "on the line"
        elif any(source.encloses(i, reference.start) for i in named):
            verdict = "by enclosure"
        else:
            verdict = "wrong"
            nearest = source.nearest(named[0], reference.start)
            span = "line" if reference.start == reference.end else "lines"
            errors.append(f"{reference.where}: error: {label}: the text names "
                          f"{', '.join('`' + i + '`' for i in named[:4])}, and {what} has none of them on {span} "
                          f"{reference.start}" + (f"-{reference.end}" if reference.end != reference.start else "") +
                          f" nor around it; `{named[0]}` is nearest at line {nearest}")
        tally[verdict] += 1
        if args.verbose:
            print(f"{reference.where}: {verdict}: {label} names {named}")
    for error in errors:
        print(error, file=sys.stderr)
    if args.review:
        for note in unnamed:
            print(note)
    total = sum(c["checked"] for c in counts.values())
    print(f"{total} source references checked:")
    for kind in kinds:
        c = counts[kind]
        print(f"  {kind:9} {c['checked']:4}: {c['on the line']} hold what the text names, {c['by enclosure']} inside "
              f"the block or method it names, {c['names nothing']} name nothing to check (--review lists them), "
              f"{c['wrong']} wrong")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
