#!/usr/bin/env python3
"""Checks RACBlockName.racLocations against ReactiveObjC's sources.

Reads Sources/RACTrace/RACBlockLocations*.swift (the table) and RACBlockName*.swift (the
names), shows each file with `git show COMMIT:ReactiveObjC/FILE` from a ReactiveObjC clone, and
checks every location:
  - a dotted block name (`bind.source.next`) must point to a line holding a block literal's `^`
    (a block *type*'s caret, as in `(^)` or `(^name)`, does not count, and the line must not be
    a method declaration);
  - an operator name (`bind`) must point to a method declaration (a line starting with `-` or `+`).
It also reports names that have neither a location nor an entry in racLocationExceptions.
Exits 1 on any mismatch. Needs a ReactiveObjC clone, so `make test` does not run it.

    python3 scripts/check-rac-locations.py [--git-dir PATH] [--commit SHA]
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRACING = os.path.join(ROOT, "Sources", "RACTrace")
DEFAULT_GIT_DIR = "/work/.mirror/ReactiveCocoa+ReactiveObjC/repo"
DEFAULT_COMMIT = "1af6617f007cae727dce48d2031cc1e66d06f04a"

# Dotted names that name a method rather than a block (see RACBlockLocations.swift's doc).
DOTTED_METHOD_NAMES = {"interval.withLeeway", "throttle.valuesPassingTest", "setKeyPath.nilValue"}
# A block type's caret: `(^)(id x)`, `void (^completeSignal)(...)`.
BLOCK_TYPE_CARET = re.compile(r"\(\^\w*\)")

CONSTANT = re.compile(r'public static let `?(\w+)`? = "([^"]+)"')
ENTRY = re.compile(r'^\s*`?(\w+)`?: RACSourceLocation\("([^"]+)", (\d+)\),', re.M)
EXCEPTION = re.compile(r'^\s*`?(\w+)`?: "', re.M)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--git-dir", default=DEFAULT_GIT_DIR, help="a ReactiveObjC clone's git directory")
    parser.add_argument("--commit", default=DEFAULT_COMMIT)
    args = parser.parse_args()

    probe = subprocess.run(["git", "--git-dir", args.git_dir, "cat-file", "-e", f"{args.commit}^{{commit}}"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"cannot find commit {args.commit} in {args.git_dir} (pass --git-dir of a ReactiveObjC clone): "
              f"{probe.stderr.strip()}", file=sys.stderr)
        return 2

    def sources(prefix):
        return "".join(read(os.path.join(TRACING, name)) for name in sorted(os.listdir(TRACING))
                       if name.startswith(prefix) and name.endswith(".swift"))

    names = dict(CONSTANT.findall(sources("RACBlockName")))
    table_text = sources("RACBlockLocations")
    entries = [(c, f, int(n)) for c, f, n in ENTRY.findall(table_text)]
    exceptions_block = re.search(r"racLocationExceptions: \[String: String\] = \[(.*?)\]", table_text, re.S)
    exceptions = set(EXCEPTION.findall(exceptions_block.group(1))) if exceptions_block else set()

    failures = []
    files = {}
    seen = set()
    for constant, file, line in entries:
        name = names.get(constant)
        if name is None:
            failures.append(f"{constant}: not a RACBlockName constant")
            continue
        if constant in seen:
            failures.append(f"{name}: listed twice")
        seen.add(constant)
        if file not in files:
            result = subprocess.run(
                ["git", "--git-dir", args.git_dir, "show", f"{args.commit}:ReactiveObjC/{file}"],
                capture_output=True, text=True)
            if result.returncode != 0:
                failures.append(f"{name}: cannot read {file}: {result.stderr.strip()}")
                files[file] = None
                continue
            files[file] = result.stdout.split("\n")
        lines = files[file]
        if lines is None:
            continue
        where = f"{file}:{line}"
        if not 1 <= line <= len(lines):
            failures.append(f"{name}: {where} is past the end ({len(lines)} lines)")
            continue
        text = lines[line - 1]
        is_block = "." in name and name not in DOTTED_METHOD_NAMES
        if is_block:
            is_method = text.lstrip().startswith(("-", "+"))
            ok, want = not is_method and "^" in BLOCK_TYPE_CARET.sub("", text), "a block literal's ^"
        else:
            ok, want = text.lstrip().startswith(("-", "+")), "a method declaration"
        status = "ok  " if ok else "FAIL"
        print(f"{status} {name:42} {where:30} {text.strip()[:70]}")
        if not ok:
            failures.append(f"{name}: {where} is not {want}: {text.strip()}")

    located = seen | exceptions
    for constant, name in names.items():
        if constant not in located:
            failures.append(f"{name}: no location and not in racLocationExceptions")

    print()
    print(f"{len(entries)} locations, {len(exceptions)} exceptions, {len(names)} names "
          f"(ReactiveObjC {args.commit[:7]} in {args.git_dir})")
    if failures:
        print(f"{len(failures)} mismatch(es):")
        for failure in failures:
            print("  " + failure)
        return 1
    print("all locations match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
