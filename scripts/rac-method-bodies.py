#!/usr/bin/env python3
"""Compares every Objective-C method of ReactiveObjC (at 1af6617) with ReactiveCocoa 2.5's (v2.5).

A method is found by its file and selector (`RACSubject.m -sendNext:`); its body is compared
after normalising what only names or annotates and does not run:
  - comments and whitespace;
  - nullability (`nullable`, `_Nullable`, `__nullable`, `nonnull`, …), `__kindof`, lightweight
    generics (`RACSignal<ValueType> *`, `NSArray<RACSignal *> *`) and `NS_ASSUME_NONNULL_*`;
  - the names ReactiveObjC gave 2.5's types (`RACSignalBindBlock` for `RACStreamBindBlock`,
    `ValueType` for `id`, `RACTwoTuple` for `RACTuple`).
What remains is what runs: two methods with the same normalised body run the same code, so
RACCore's one translation of it is 2.5's too.

`body_hash(text, line)` is what scripts/rac-source-index.py stores per method declaration (a hash,
from which nobody reads code), and what scripts/check-rac-locations.py compares for each method
the 2.5 layer declares shared. Run on its own, it reads the clones and prints the verdict for
every method of the selectors RACStep's interpreter models (its bridge tables), or all methods:

    python3 scripts/rac-method-bodies.py [--all] [--diff 'FILE SELECTOR'] [--git-dir PATH] [--git-dir-25 PATH]
"""
import argparse
import difflib
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OBJC = ("/work/.mirror/ReactiveCocoa+ReactiveObjC/repo", "1af6617f007cae727dce48d2031cc1e66d06f04a", "ReactiveObjC")
RAC25 = ("/work/.mirror/ReactiveCocoa+ReactiveCocoa/repo", "32364b9040dee9975053398bcf89f3f94a8341cd", "ReactiveCocoa")

COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
NAMING = [
    (re.compile(r"\bNS_ASSUME_NONNULL_(BEGIN|END)\b"), ""),
    (re.compile(r"\b(_Nullable|_Nonnull|_Null_unspecified|__nullable|__nonnull|nullable|nonnull|null_unspecified)\b"), ""),
    (re.compile(r"\b__kindof\b"), ""),
    (re.compile(r"\bRACSignalBindBlock\b"), "RACStreamBindBlock"),
    # ReactiveObjC's typedef of the same block for sequences (RACSequence.h); 2.5 writes RACStream's.
    (re.compile(r"\bRACSequenceBindBlock\b"), "RACStreamBindBlock"),
    (re.compile(r"\bRACTwoTuple\b"), "RACTuple"),
    # Which lock guards a critical section does not change what a run does (a run is on one thread).
    (re.compile(r"\b(pthread_mutex_lock|OSSpinLockLock|os_unfair_lock_lock)\(&_(mutex|spinLock|lock)\)"), "LOCK()"),
    (re.compile(r"\b(pthread_mutex_unlock|OSSpinLockUnlock|os_unfair_lock_unlock)\(&_(mutex|spinLock|lock)\)"), "UNLOCK()"),
    # Names a signal only under RAC_DEBUG_SIGNAL_NAMES, and there both give `-rac_description`'s text.
    (re.compile(r"\bRACDescription\(([^()]*)\)"), r"[\1 rac_description]"),
    # A block type with no parameters, `(void)` or `()`; a cast of `[self alloc]` to the class; `self->_ivar`.
    (re.compile(r"\)\s*\(\s*void\s*\)"), ")()"),
    (re.compile(r"\(\s*RAC\w+\s*\*\s*\)\s*(?=\[self alloc\])"), ""),
    (re.compile(r"\bself->_"), "_"),
    (re.compile(r"\bRACGenericReduceBlock\b|\bRACReduceBlock\b"), "id (^)()"),
    # An unused local, and a check `[super init]` of these classes never meets.
    (re.compile(r"__weak\s+RACStream\s*\*\s*stream\s+__attribute__\(\(unused\)\)\s*=\s*self\s*;"), ""),
    (re.compile(r"if\s*\(\s*self\s*==\s*nil\s*\)\s*return\s+nil\s*;"), ""),
    (re.compile(r"\b(ValueType|ObjectType|KeyType|ValueType[0-9]|First|Second|Third|Fourth|Fifth|Last)\b(?=\s*(\*|\)|,|>))"), "id"),
]
# A lightweight generic argument list after a class name: `RACSignal<ValueType> *`, `NSArray<RACSignal *> *`.
GENERIC = re.compile(r"\b((?:RAC|NS)\w+)\s*<(?:[^<>]|<[^<>]*>)*>(?=\s*\*)")
RETURN_TYPE = re.compile(r"^\s*([-+])\s*\((?:[^()]|\([^()]*\))*\)")
SPACE = re.compile(r"\s+")
DECLARATION = re.compile(r"^[-+]\s*\(")


def normalise(text):
    text = COMMENT.sub(" ", text)
    for pattern, replacement in NAMING:
        text = pattern.sub(replacement, text)
    previous = None
    while previous != text:
        previous, text = text, GENERIC.sub(r"\1", text)
    text = SPACE.sub(" ", text)
    # A method's declared return type (`instancetype`, `id`, `RACStream *`) is a compile-time type only.
    text = RETURN_TYPE.sub(r"\1", text, count=1)
    # Spacing is style: `id <RACSubscriber>` and `id<RACSubscriber>`, `( id )`.
    return re.sub(r"\s*([^\w\s])\s*", r"\1", text).strip()


def selector_of(declaration):
    """`-sendNext:` for `- (void)sendNext:(id)value {`."""
    head = COMMENT.sub(" ", declaration).split("{", 1)[0].strip()
    sign, rest = head[0], head[1:]
    rest = re.sub(r"^\s*\((?:[^()]|\([^()]*\))*\)\s*", "", rest)  # the return type
    pieces = re.findall(r"(\w+)\s*:", re.sub(r"\((?:[^()]|\([^()]*\))*\)", " ", rest))
    if pieces:
        return sign + "".join(piece + ":" for piece in pieces)
    return sign + re.match(r"\w+", rest).group(0)


def methods(text):
    """{`selector@Class`: (line, body text)} for every method defined (with a body) in an .m
    file's text, the class (or category's class) named by the `@implementation` it is in."""
    lines = text.split("\n")
    found, current_class = {}, ""
    number = 0
    while number < len(lines):
        line = lines[number]
        implementation = re.match(r"@implementation\s+(\w+)", line)
        if implementation:
            current_class = implementation.group(1)
        if DECLARATION.match(line):
            start, chunk, depth, opened = number, [], 0, False
            while number < len(lines):
                code = COMMENT.sub(" ", lines[number]) if "//" in lines[number] or "/*" in lines[number] else lines[number]
                code = re.sub(r'"(?:\\.|[^"\\])*"', '""', code)
                chunk.append(lines[number])
                depth += code.count("{") - code.count("}")
                opened = opened or "{" in code
                if (opened and depth <= 0) or (not opened and code.rstrip().endswith(";")):
                    break
                number += 1
            if opened:
                found[f"{selector_of(' '.join(chunk))}@{current_class}"] = (start + 1, "\n".join(chunk))
        number += 1
    return found


def body_hash(text):
    return hashlib.sha256(normalise(text).encode()).hexdigest()[:12]


def enclosing(methods_found, line):
    """(selector, start line, body) of the method whose lines hold `line`, or None."""
    for selector, (start, body) in methods_found.items():
        if start <= line < start + body.count("\n") + 1:
            return selector, start, body
    return None


def line_in_25(objc_body, objc_start, rac25_body, rac25_start, line):
    """The line of 2.5's method that is ReactiveObjC's `line`, when the two methods' normalised
    bodies are the same: lines are matched in order by their normalised text; None if the
    line has no equal in 2.5's."""
    objc_lines = [normalise(text) for text in objc_body.split("\n")]
    rac25_lines = [normalise(text) for text in rac25_body.split("\n")]
    matcher = difflib.SequenceMatcher(a=objc_lines, b=rac25_lines, autojunk=False)
    for a, b, size in matcher.get_matching_blocks():
        if a <= line - objc_start < a + size:
            return rac25_start + b + (line - objc_start - a)
    return None


# The methods 2.5 has with another body than ReactiveObjC's that RACStep translates from 2.5
# (Sources/RACCore/RAC25/, the file named), chosen through RACEngine.
TRANSLATED = {
    ("RACSignal.m", "-bind:"): "RACSignal+Bind25.swift",
    ("RACSignal.m", "-concat:"): "RACSignal+Concat25.swift",
    ("RACSubject.m", "-subscribe:"): "RACSubject+Subscribe25.swift",
    ("RACReplaySubject.m", "-sendNext:"): "RACReplaySubject+SendNext25.swift",
    ("RACScheduler.m", "+mainThreadScheduler"): "RACSchedulerNames+RAC25.swift",
    ("RACSequence.m", "-foldRightWithStart:reduce:"): "RACSequence+FoldRight25.swift",
    ("RACSignal+Operations.m", "-flatten:"): "RACSignal+Flatten25.swift",
    ("RACSignal.m", "-asynchronousFirstOrDefault:success:error:"): "RACSignal+AsynchronousFirst25.swift",
    ("RACSignal.m", "-asynchronouslyWaitUntilCompleted:"): "RACSignal+AsynchronousFirst25.swift",
    ("RACScheduler.m", "+schedulerWithPriority:"): "RACSchedulerNames+RAC25.swift",
    ("RACImmediateScheduler.m", "-init"): "RACSchedulerNames+RAC25.swift",
    ("RACSubscriptionScheduler.m", "-init"): "RACSchedulerNames+RAC25.swift",
    ("RACTestScheduler.m", "-init"): "RACSchedulerNames+RAC25.swift",
    ("RACTargetQueueScheduler.m", "-initWithName:targetQueue:"): "RACSchedulerNames+RAC25.swift",
    ("RACCommand.m", "-initWithEnabled:signalBlock:"): "RACCommand25.swift",
    ("RACCommand.m", "-execute:"): "RACCommand25.swift",
    ("RACCommand.m", "-setAllowsConcurrentExecution:"): "RACCommand25.swift",
    ("RACCommand.m", "-dealloc"): "RACCommand25.swift",
    ("NSObject+RACPropertySubscribing.m", "-rac_valuesAndChangesForKeyPath:options:observer:"): "RACKeyValueObservable+RACPropertySubscribing.swift",
    ("NSObject+RACPropertySubscribing.m", "-rac_valuesForKeyPath:observer:"): "RACKeyValueObservable+RACPropertySubscribing.swift",
    ("RACKVOProxy.m", "-init"): "RACKVOProxy.swift",
}

# The methods whose bodies differ in what RACStep's model of a run does not have, read side by
# side (`--diff`), each with the reason they run alike; and the methods ReactiveObjC has alone
# in the classes the 2.5 layer takes whole, each with why that is no difference to a run.
EQUIVALENT = {
    ("RACScheduler.m", "-initWithName:"): "only the name of a scheduler made without one differs; RACStep names every scheduler it makes",
    ("RACQueueScheduler.m", "-initWithName:queue:"): "the macro guarding dispatch_retain is renamed; RACStep models no GCD retain count",
    ("RACTestScheduler.m", "-dealloc"): "CFRelease for CFBridgingRelease of the action heap: the same release",
    ("RACCompoundDisposable.m", "-dealloc"): "ReactiveObjC destroys its mutex, 2.5's spin lock needs nothing; a run is on one thread",
    ("RACCompoundDisposable.m", "-init"): "ReactiveObjC's sets up its mutex (2.5 inherits -init); a run is on one thread",
    ("RACSerialDisposable.m", "-init"): "ReactiveObjC's sets up its mutex (2.5 inherits -init); a run is on one thread",
    ("RACSerialDisposable.m", "-dealloc"): "ReactiveObjC's destroys its mutex; a run is on one thread",
    ("RACSerialDisposable.m", "-disposable"): "read under a lock in ReactiveObjC, bare in 2.5; a run is on one thread",
    ("RACSerialDisposable.m", "-isDisposed"): "read under a lock in ReactiveObjC, bare in 2.5; a run is on one thread",
    ("RACSequence.m", "-concat:"): "only the parameter's declared class and name (`RACSequence *sequence`, 2.5's `RACStream *stream`)",
    ("RACTuple.m", "-initWithCoder:"): "NSCoding, which RACStep does not model; the ivar is set directly or through its setter",
    ("RACTuple.m", "-init"): "2.5 sets `backingArray` to an empty array itself; ReactiveObjC passes one to -initWithBackingArray:",
    ("RACTuple.m", "-initWithBackingArray:"): "ReactiveObjC's initialiser for what 2.5 sets through `backingArray`: a copy of the array",
    ("RACTuple.m", "+tupleWithObjects:"): "a tuple of the class sent to, of the same objects, made through -initWithBackingArray: or `backingArray`",
    ("RACTuple.m", "+tupleWithObjectsFromArray:convertNullsToNils:"): "a tuple of the class sent to, of a copy of the (converted) array, either way",
}

# The file of a class whose name is not its file's.
CLASS_FILES = {"RACTupleNil": "RACTuple.m"}


def class_file(name):
    return CLASS_FILES.get(name, name + ".m")


def git_show(source, path):
    git_dir, commit, folder = source
    result = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{folder}/{path}"], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else None


def git_files(source):
    git_dir, commit, folder = source
    result = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit, folder + "/"],
                            capture_output=True, text=True, check=True)
    return sorted(path[len(folder) + 1:] for path in result.stdout.split() if path.endswith(".m"))


def modelled_selectors():
    """The selectors RACStep's bridge tables name (`.method("bind:")`, `.classMethod("return:")`, …)."""
    found = set()
    for directory, _, files in os.walk(os.path.join(ROOT, "Sources", "ObjCInterpreter")):
        for file in files:
            if file.endswith(".swift"):
                with open(os.path.join(directory, file), encoding="utf-8") as f:
                    found.update(re.findall(r'\.(?:method|classMethod|initializer|getter|property|unmodelled)\("([A-Za-z_:]+)"', f.read()))
    return found


def compare(objc_git_dir, rac25_git_dir):
    """[(file, selector, objc line or None, 2.5 line or None, verdict)] with verdict one of
    same / translated / equivalent (TRANSLATED, EQUIVALENT) / differs / only-reactiveobjc / only-2.5."""
    objc_source, rac25_source = (objc_git_dir,) + OBJC[1:], (rac25_git_dir,) + RAC25[1:]
    rows = []
    for path in sorted(set(git_files(objc_source)) | set(git_files(rac25_source))):
        name = os.path.basename(path)
        objc_text, rac25_text = git_show(objc_source, name), git_show(rac25_source, path)
        objc_methods = methods(objc_text) if objc_text else {}
        rac25_methods = methods(rac25_text) if rac25_text else {}
        for selector in sorted(set(objc_methods) | set(rac25_methods)):
            objc, rac25 = objc_methods.get(selector), rac25_methods.get(selector)
            if objc and rac25:
                verdict = "same" if normalise(objc[1]) == normalise(rac25[1]) else "differs"
                plain = (name, selector.split("@")[0])
                if verdict == "differs" and plain in TRANSLATED:
                    verdict = "translated"
                elif verdict == "differs" and plain in EQUIVALENT:
                    verdict = "equivalent"
            else:
                verdict = "only-2.5" if rac25 else "only-reactiveobjc"
            rows.append((name, selector, objc and objc[0], rac25 and rac25[0], verdict))
    return rows


BLOCK_NAME = re.compile(r'(RACBlockName\("[^"]+", rac: "([^"]+)", (\d+))\)')


def write_rac25_lines(objc_git_dir, rac25_git_dir):
    """Adds `rac25: LINE` to every RACBlockName declaration in Sources/RACCore whose ReactiveObjC
    line lies in a method 2.5 has with the same normalised body, at the line matched in 2.5's
    method. Returns (added, left) counts."""
    objc_source, rac25_source = (objc_git_dir,) + OBJC[1:], (rac25_git_dir,) + RAC25[1:]
    paths25 = {os.path.basename(path): path for path in git_files(rac25_source)}
    parsed = {}

    def methods_of(source, path):
        if (source, path) not in parsed:
            text = git_show(source, path)
            parsed[(source, path)] = methods(text) if text else {}
        return parsed[(source, path)]

    added = left = 0
    for directory, _, files in sorted(os.walk(os.path.join(ROOT, "Sources", "RACCore"))):
        for file in sorted(f for f in files if f.endswith(".swift")):
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as f:
                text = f.read()

            def replace(match):
                nonlocal added, left
                file_name, line = match.group(2), int(match.group(3))
                found = enclosing(methods_of(objc_source, file_name), line)
                rac25 = methods_of(rac25_source, paths25.get(file_name, file_name)).get(found[0]) if found else None
                line25 = None
                if found and rac25 and normalise(found[2]) == normalise(rac25[1]):
                    line25 = line_in_25(found[2], found[1], rac25[1], rac25[0], line)
                if line25 is None:
                    left += 1
                    return match.group(0)
                added += 1
                return f"{match.group(1)}, rac25: {line25})"

            new = BLOCK_NAME.sub(replace, text)
            if new != text:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    return added, left


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every method, not only the modelled selectors'")
    parser.add_argument("--diff", metavar="'FILE SELECTOR'", help="print the normalised bodies' difference (`--diff 'RACSubject.m -sendNext:'`)")
    parser.add_argument("--git-dir", default=OBJC[0])
    parser.add_argument("--git-dir-25", default=RAC25[0])
    parser.add_argument("--write-rac25", action="store_true",
                        help="add `rac25: LINE` to the RACBlockName declarations of methods 2.5 has unchanged")
    args = parser.parse_args()
    if args.write_rac25:
        added, left = write_rac25_lines(args.git_dir, args.git_dir_25)
        print(f"{added} RACBlockName declarations given their 2.5 line, {left} in methods 2.5 does not have unchanged")
        return 0
    if args.diff:
        file, selector = args.diff.split()
        path25 = next((p for p in git_files((args.git_dir_25,) + RAC25[1:]) if os.path.basename(p) == file), file)
        bodies = [next((body for key, (_, body) in methods(git_show(source, path) or "").items()
                        if key.split("@")[0] == selector or key == selector), "")
                  for source, path in (((args.git_dir,) + OBJC[1:], file), ((args.git_dir_25,) + RAC25[1:], path25))]
        split = [normalise(body).replace(";", ";\n").replace("{", "{\n").splitlines() for body in bodies]
        sys.stdout.writelines(line + "\n" for line in difflib.unified_diff(split[0], split[1], "ReactiveObjC", "2.5", lineterm=""))
        return 0
    modelled = modelled_selectors()
    counts = {}
    for file, selector, objc_line, rac25_line, verdict in compare(args.git_dir, args.git_dir_25):
        if not args.all and selector.split("@")[0][1:] not in modelled:
            continue
        counts[verdict] = counts.get(verdict, 0) + 1
        print(f"{verdict:18} {file:40} {selector:50} objc:{objc_line or '-'} 2.5:{rac25_line or '-'}")
    print(", ".join(f"{count} {verdict}" for verdict, count in sorted(counts.items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
