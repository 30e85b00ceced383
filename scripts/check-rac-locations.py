#!/usr/bin/env python3
"""Checks every RACBlockName's ReactiveObjC location against ReactiveObjC's sources.

Finds each declaration `RACBlockName("name", rac: "FILE.m", LINE)` in Sources/RACCore (every
operator declares its block names beside its code) and checks every location against
Tests/Fixtures/rac-source-index.json (scripts/rac-source-index.py writes it from the clones;
`make test` runs this and reads nothing outside the repository):
  - a dotted block name (`bind.source.next`) must point to a line holding a block literal's `^`
    (a block *type*'s caret, as in `(^)` or `(^name)`, does not count, and the line must not be
    a method declaration);
  - an operator name (`bind`) must point to a method declaration (a line starting with `-` or `+`).
It also reports a name declared twice, and a declaration it cannot read (a location not
written as a string literal and an integer literal). A name the ReactiveCocoa 2.5 layer runs
also has `rac25: LINE` (the same file at v2.5), checked the same way; a block only 2.5 has
(its RACCommand's, its KVO wrapper's) is declared `RACBlockName("name", rac25: "FILE.m", LINE)`
and checked at v2.5 alone. And every method a
library's layer declares it covers by line (`Method("-subscribeNext:", "RACSignal.m", 281)`,
RACCore/RAC25/RACEngine+RAC25.swift) must point to a method declaration at v2.5 whose line
holds each of the selector's keywords, and whose body is ReactiveObjC's (the index's hash of each
method's normalised body, scripts/rac-method-bodies.py). A block name located in 2.5 must lie in a
method of the same body in both, unless the 2.5 layer's own translations (RACCore/RAC25/) use it.
Every class the layer takes whole must have, at v2.5, each of ReactiveObjC's methods with the same
body, or be listed as translated or equivalent in scripts/rac-method-bodies.py. Exits 1 on any
mismatch.

    python3 scripts/check-rac-locations.py [--verbose]
"""
import argparse
import hashlib
import importlib.util
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = os.path.join(ROOT, "Sources", "RACCore")
INDEX = os.path.join(ROOT, "Tests", "Fixtures", "rac-source-index.json")
COMMIT = "1af6617f007cae727dce48d2031cc1e66d06f04a"
COMMIT_25 = "32364b9040dee9975053398bcf89f3f94a8341cd"  # the tag v2.5

# Dotted names that name a method rather than a block (see RACBlockName's doc).
DOTTED_METHOD_NAMES = {"interval.withLeeway", "throttle.valuesPassingTest", "setKeyPath.nilValue"}

# Any construction of a name, and the literal form every one must have.
CONSTRUCTION = re.compile(r"(?<![\w.])RACBlockName\(")
DECLARATION = re.compile(r'(?<![\w.])RACBlockName\("([^"]+)", rac: "([^"]+)", (\d+)(?:, rac25: (\d+))?\)')
# A block of ReactiveCocoa 2.5 alone (2.5's RACCommand and its KVO): no ReactiveObjC line.
DECLARATION_25 = re.compile(r'(?<![\w.])RACBlockName\("([^"]+)", rac25: "([^"]+)", (\d+)\)')
# A method the 2.5 layer declares at a line (RACLibraryCoverage.Method), as written in RACEngine+RAC25.swift.
COVERED_METHOD = re.compile(r'(?<![\w.])Method\("([-+][A-Za-z_:]+)", "([^"]+\.m)", (\d+)\)')
CONSTANT = re.compile(r"static let (\w+) = RACBlockName\(")
RAC25_DIR = os.path.join(ENGINE, "RAC25")
RAC25_LAYER = os.path.join(RAC25_DIR, "RACEngine+RAC25.swift")
_spec = importlib.util.spec_from_file_location("rac_method_bodies", os.path.join(ROOT, "scripts", "rac-method-bodies.py"))
BODIES = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(BODIES)


def bodies_of(entry):
    """{selector key: (line, hash)} of an index entry's methods."""
    found = {}
    for line, value in (entry or {}).get("bodies", {}).items():
        selector, digest = value.split()
        found[selector] = (int(line), digest)
    return found


def enclosing_body(entry, line):
    """(selector key, hash) of the method whose declaration is the last at or before `line`."""
    start = max((m for m in entry["methods"] if m <= line), default=None)
    value = entry.get("bodies", {}).get(str(start))
    return tuple(value.split()) if value else None


def names_used_in_rac25():
    """The RACBlockName constants the RAC25/ translations use."""
    used = set()
    for file in os.listdir(RAC25_DIR):
        with open(os.path.join(RAC25_DIR, file), encoding="utf-8") as f:
            used |= set(re.findall(r"RACBlockName\.(\w+)", f.read()))
    return used


def layer_classes():
    """The classes the 2.5 layer takes whole."""
    with open(RAC25_LAYER, encoding="utf-8") as f:
        return re.findall(r'"(\w+)"', re.search(r"classes: \[([^\]]*)\]", f.read()).group(1))


def covered_methods():
    """(selector, file, line, where) for every method a library layer declares by line in Sources/RACCore."""
    found = []
    for directory, _, files in sorted(os.walk(ENGINE)):
        for file in sorted(f for f in files if f.endswith(".swift")):
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as f:
                for number, text in enumerate(f, 1):
                    where = f"{os.path.relpath(path, ROOT)}:{number}"
                    found += [(selector, rac_file, int(line), where)
                              for selector, rac_file, line in COVERED_METHOD.findall(text.split("//", 1)[0])]
    return found


def declarations():
    """(name, file, line, line25 or None, where, Swift constant or None) for every declaration in Sources/RACCore, and the failures
    of constructions that are not literal declarations."""
    found, failures = [], []
    for directory, _, files in sorted(os.walk(ENGINE)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as f:
                for number, text in enumerate(f, 1):
                    code = text.split("//", 1)[0]
                    where = f"{os.path.relpath(path, ROOT)}:{number}"
                    matches = DECLARATION.findall(code) + [(name, rac_file, None, line25)
                                                           for name, rac_file, line25 in DECLARATION_25.findall(code)]
                    if len(CONSTRUCTION.findall(code)) != len(matches):
                        failures.append(f"{where}: a RACBlockName not declared with literals: {text.strip()}")
                    constant = CONSTANT.search(code)
                    found += [(name, rac_file, int(line) if line else None, int(line25) if line25 else None, where,
                               constant.group(1) if constant else None)
                              for name, rac_file, line, line25 in matches]
    return found, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="print every location with its verdict")
    args = parser.parse_args()
    with open(INDEX, encoding="utf-8") as f:
        revisions = json.load(f)["revisions"]

    entries, failures = declarations()
    declared = {}

    def check(name, where, commit, file, line, label):
        entry = revisions[commit]["files"].get(file)
        rac = f"{file}:{line}"
        if entry is None:
            failures.append(f"{where}: {name}: {label} {file} is not in {os.path.relpath(INDEX, ROOT)} "
                            f"(run scripts/rac-source-index.py --refresh)")
            return
        if not 1 <= line <= entry["lines"]:
            failures.append(f"{where}: {name}: {label} {rac} is past the end ({entry['lines']} lines)")
            return
        is_block = "." in name and name not in DOTTED_METHOD_NAMES
        if is_block:
            ok, want = line in entry["blocks"], "a block literal's ^"
        else:
            ok, want = line in entry["methods"], "a method declaration"
        if args.verbose:
            print(f"{'ok  ' if ok else 'FAIL'} {name:42} {label:5} {rac}")
        if not ok:
            failures.append(f"{where}: {name}: {label} {rac} is not {want}")

    objc_files, rac25_files = revisions[COMMIT]["files"], revisions[COMMIT_25]["files"]
    used_in_rac25 = names_used_in_rac25()
    for name, file, line, line25, where, constant in entries:
        if name in declared:
            failures.append(f"{where}: {name}: declared twice ({declared[name]} and {where})")
            continue
        declared[name] = where
        if line is not None:
            check(name, where, COMMIT, file, line, "objc")
        if line25 is not None:
            check(name, where, COMMIT_25, file, line25, "2.5")
            if line is not None and constant not in used_in_rac25 and file in rac25_files and file in objc_files:
                objc_body = enclosing_body(objc_files[file], line)
                rac25_body = enclosing_body(rac25_files[file], line25)
                if not objc_body or not rac25_body or objc_body != rac25_body:
                    failures.append(f"{where}: {name}: 2.5 {file}:{line25} lies in {rac25_body and rac25_body[0]}, whose body "
                                    f"is not ReactiveObjC's {objc_body and objc_body[0]} (translate it in RAC25/)")

    covered = covered_methods()
    for selector, file, line, where in covered:
        entry = revisions[COMMIT_25]["files"].get(file)
        keywords = re.findall(r"[A-Za-z_]+", selector)
        hashes = {hashlib.sha256(keyword.encode()).hexdigest()[:8] for keyword in keywords}
        ok = (entry is not None and 1 <= line <= entry["lines"] and line in entry["methods"]
              and hashes <= set(entry["ids"][line - 1].split()))
        if args.verbose:
            print(f"{'ok  ' if ok else 'FAIL'} {selector:42} 2.5   {file}:{line}")
        if not ok:
            failures.append(f"{where}: {selector}: 2.5 {file}:{line} is not a declaration of {selector[1:]}")
            continue
        key, rac25_digest = entry["bodies"].get(str(line), "? ?").split()
        objc_body = bodies_of(objc_files.get(file)).get(key)
        if (file, selector) in BODIES.TRANSLATED:
            failures.append(f"{where}: {selector}: 2.5's is translated in RAC25/, declare it by its block name")
        elif key.split("@")[0] != selector or not objc_body or objc_body[1] != rac25_digest:
            failures.append(f"{where}: {selector}: 2.5 {file}:{line}'s body is not ReactiveObjC's "
                            f"(scripts/rac-method-bodies.py --diff '{file} {selector}'): translate it in RAC25/")

    classes = layer_classes()
    for class_name in classes:
        file = BODIES.class_file(class_name)
        if file not in rac25_files or file not in objc_files:
            failures.append(f"{os.path.relpath(RAC25_LAYER, ROOT)}: {class_name}: {file} is not in the index at both revisions "
                            f"(run scripts/rac-source-index.py --refresh)")
            continue
        objc_bodies, rac25_bodies = bodies_of(objc_files[file]), bodies_of(rac25_files[file])
        for key, (objc_line, digest) in sorted(objc_bodies.items()):
            selector, owner = key.split("@")
            if owner != class_name or (file, selector) in BODIES.TRANSLATED or (file, selector) in BODIES.EQUIVALENT:
                continue
            if key not in rac25_bodies or rac25_bodies[key][1] != digest:
                failures.append(f"{os.path.relpath(RAC25_LAYER, ROOT)}: {class_name}: {file} {key} (ReactiveObjC :{objc_line}) "
                                f"differs at v2.5, or 2.5 lacks it: translate it in RAC25/ or say why it runs alike")
    for (file, selector), swift in sorted(BODIES.TRANSLATED.items()):
        if not os.path.exists(os.path.join(RAC25_DIR, swift)):
            failures.append(f"scripts/rac-method-bodies.py: {file} {selector}: RAC25/{swift} does not exist")

    print(f"{len(covered)} methods a library layer declares by line, "
          f"{len(entries)} RACBlockName locations in {len({e[1] for e in entries})} ReactiveObjC files, "
          f"{sum(1 for e in entries if e[3] is not None)} of them also in ReactiveCocoa 2.5, {len(classes)} classes 2.5 shares whole, "
          f"declared in {len({e[4].rsplit(':', 1)[0] for e in entries})} RACCore files: "
          + (f"{len(failures)} mismatch(es)" if failures else "all match"))
    for failure in failures:
        print(f"{failure.split(': ', 1)[0]}: error: {failure.split(': ', 1)[1]}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
