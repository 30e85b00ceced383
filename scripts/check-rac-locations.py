#!/usr/bin/env python3
"""Checks every RACBlockName's ReactiveObjC location against ReactiveObjC's sources.

Finds each declaration `RACBlockName("name", rac: "FILE.m", LINE)` in Sources/RACCore (every
operator declares its block names beside its code), shows each file with
`git show COMMIT:ReactiveObjC/FILE` from a ReactiveObjC clone, and checks every location:
  - a dotted block name (`bind.source.next`) must point to a line holding a block literal's `^`
    (a block *type*'s caret, as in `(^)` or `(^name)`, does not count, and the line must not be
    a method declaration);
  - an operator name (`bind`) must point to a method declaration (a line starting with `-` or `+`).
It also reports a name declared twice, and a declaration it cannot read (a location not
written as a string literal and an integer literal). A name the ReactiveCocoa 2.5 layer runs
also has `rac25: LINE` (the same file at v2.5); those lines are checked the same way against a
ReactiveCocoa clone's `ReactiveCocoa/FILE` at the v2.5 tag. Exits 1 on any mismatch. Needs
both clones, so `make test` does not run it.

    python3 scripts/check-rac-locations.py [--git-dir PATH] [--commit SHA] [--git-dir-25 PATH]
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = os.path.join(ROOT, "Sources", "RACCore")
DEFAULT_GIT_DIR = "/work/.mirror/ReactiveCocoa+ReactiveObjC/repo"
DEFAULT_COMMIT = "1af6617f007cae727dce48d2031cc1e66d06f04a"
DEFAULT_GIT_DIR_25 = "/work/.mirror/ReactiveCocoa+ReactiveCocoa/repo"
COMMIT_25 = "32364b9040dee9975053398bcf89f3f94a8341cd"  # the tag v2.5

# Dotted names that name a method rather than a block (see RACBlockName's doc).
DOTTED_METHOD_NAMES = {"interval.withLeeway", "throttle.valuesPassingTest", "setKeyPath.nilValue"}
# A block type's caret: `(^)(id x)`, `void (^completeSignal)(...)`.
BLOCK_TYPE_CARET = re.compile(r"\(\^\w*\)")

# Any construction of a name, and the literal form every one must have.
CONSTRUCTION = re.compile(r"(?<![\w.])RACBlockName\(")
DECLARATION = re.compile(r'(?<![\w.])RACBlockName\("([^"]+)", rac: "([^"]+)", (\d+)(?:, rac25: (\d+))?\)')


def declarations():
    """(name, file, line, line25 or None, where) for every declaration in Sources/RACCore, and the failures
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
                    matches = DECLARATION.findall(code)
                    if len(CONSTRUCTION.findall(code)) != len(matches):
                        failures.append(f"{where}: a RACBlockName not declared with literals: {text.strip()}")
                    found += [(name, rac_file, int(line), int(line25) if line25 else None, where)
                              for name, rac_file, line, line25 in matches]
    return found, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--git-dir", default=DEFAULT_GIT_DIR, help="a ReactiveObjC clone's git directory")
    parser.add_argument("--commit", default=DEFAULT_COMMIT)
    parser.add_argument("--git-dir-25", default=DEFAULT_GIT_DIR_25, help="a ReactiveCocoa clone's git directory (for v2.5)")
    args = parser.parse_args()

    for git_dir, commit, what in [(args.git_dir, args.commit, "--git-dir of a ReactiveObjC clone"),
                                  (args.git_dir_25, COMMIT_25, "--git-dir-25 of a ReactiveCocoa clone")]:
        probe = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", f"{commit}^{{commit}}"],
                               capture_output=True, text=True)
        if probe.returncode != 0:
            print(f"cannot find commit {commit} in {git_dir} (pass {what}): {probe.stderr.strip()}", file=sys.stderr)
            return 2

    entries, failures = declarations()
    files = {}
    declared = {}

    def check(name, where, git_dir, commit, folder, file, line, label):
        key = (commit, file)
        if key not in files:
            result = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{folder}/{file}"],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                failures.append(f"{name}: cannot read {label} {file}: {result.stderr.strip()}")
                files[key] = None
                return
            files[key] = result.stdout.split("\n")
        lines = files[key]
        if lines is None:
            return
        rac = f"{file}:{line}"
        if not 1 <= line <= len(lines):
            failures.append(f"{name}: {label} {rac} is past the end ({len(lines)} lines)")
            return
        text = lines[line - 1]
        is_block = "." in name and name not in DOTTED_METHOD_NAMES
        if is_block:
            is_method = text.lstrip().startswith(("-", "+"))
            ok, want = not is_method and "^" in BLOCK_TYPE_CARET.sub("", text), "a block literal's ^"
        else:
            ok, want = text.lstrip().startswith(("-", "+")), "a method declaration"
        status = "ok  " if ok else "FAIL"
        print(f"{status} {name:42} {label:5} {rac:30} {text.strip()[:64]}")
        if not ok:
            failures.append(f"{name} ({where}): {label} {rac} is not {want}: {text.strip()}")

    for name, file, line, line25, where in entries:
        if name in declared:
            failures.append(f"{name}: declared twice ({declared[name]} and {where})")
            continue
        declared[name] = where
        check(name, where, args.git_dir, args.commit, "ReactiveObjC", file, line, "objc")
        if line25 is not None:
            check(name, where, args.git_dir_25, COMMIT_25, "ReactiveCocoa", file, line25, "2.5")

    print()
    print(f"{len(entries)} locations in {len({e[1] for e in entries})} ReactiveObjC files, "
          f"{sum(1 for e in entries if e[3] is not None)} of them also in ReactiveCocoa 2.5, "
          f"declared in {len({e[4].rsplit(':', 1)[0] for e in entries})} RACCore files "
          f"(ReactiveObjC {args.commit[:7]} in {args.git_dir}; 2.5 {COMMIT_25[:7]} in {args.git_dir_25})")
    if failures:
        print(f"{len(failures)} mismatch(es):")
        for failure in failures:
            print("  " + failure)
        return 1
    print("all locations match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
