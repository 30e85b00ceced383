#!/usr/bin/env python3
"""Writes Tests/Fixtures/rac-source-index.json: what `make test` knows of RAC's sources.

The lessons and Sources/ comments cite ReactiveObjC (at 1af6617) and ReactiveCocoa (at v2.5)
by file and line, and RACBlockName declares where each block is. Checking those locations
needs the sources, and nothing at test time may read outside the repository, nor may the
repository hold RAC's code. So this script reads each cited file from a clone once and keeps,
for every line, only what a check needs and nobody can read code from:

  - the line count of the file;
  - per line, the first 8 hex digits of the SHA-256 of each identifier on it (a word of
    letters, digits and `_`; a selector piece `bind:` is the identifier `bind`), sorted: a
    bag of hashes, which says whether a line holds a name and nothing of its order;
  - per line, its brace depth (the number of `{` open where the line begins, comments and
    strings aside), so a check can tell that a line lies inside the block or method a text
    names;
  - the lines that start a method declaration (`-` or `+` first) and the lines holding a
    block literal's `^` (not a block type's `(^)` or `(^name)`), for check-rac-locations;
  - the blank lines: empty, or only closing `}`, `]`, `)`, `;` and `,` — no line a text means;
  - per method declaration line, its selector and the hash of its normalised body
    (scripts/rac-method-bodies.py), so check-rac-locations can tell whether a method 2.5 is
    declared to share with ReactiveObjC has the same body in both.

Files indexed: every RAC .m/.h file that a lesson, a Sources/ file or a RACBlockName
declaration names (scripts/check-source-links.py finds the references), the files of the
methods and classes the 2.5 layer declares (RACEngine+RAC25.swift), and for each 2.5 file the
ReactiveObjC file of the same name. Refresh it after
citing a file not indexed yet:

    python3 scripts/rac-source-index.py --refresh [--git-dir PATH] [--git-dir-25 PATH]
"""
import argparse
import hashlib
import importlib.util
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
INDEX = ROOT / "Tests" / "Fixtures" / "rac-source-index.json"
DEFAULT_GIT_DIR = "/work/.mirror/ReactiveCocoa+ReactiveObjC/repo"
DEFAULT_GIT_DIR_25 = "/work/.mirror/ReactiveCocoa+ReactiveCocoa/repo"
# The two pinned revisions: (repository, commit, folder of the sources in it).
OBJC = ("ReactiveObjC", "1af6617f007cae727dce48d2031cc1e66d06f04a", "ReactiveObjC")
RAC25 = ("ReactiveCocoa", "32364b9040dee9975053398bcf89f3f94a8341cd", "ReactiveCocoa")
REVISIONS = {OBJC[1]: OBJC, RAC25[1]: RAC25}
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A block type's caret: `(^)(id x)`, `void (^completeSignal)(...)`.
BLOCK_TYPE_CARET = re.compile(r"\(\^\w*\)")


def identifier_hash(identifier):
    """The hash the index keeps for an identifier (check-source-links hashes the text's the same way)."""
    return hashlib.sha256(identifier.encode()).hexdigest()[:8]


def braces_outside_comments_and_strings(line, in_comment):
    """(opened - closed, still in a block comment) for one line of Objective-C."""
    delta, index, string = 0, 0, None
    while index < len(line):
        if in_comment:
            end = line.find("*/", index)
            if end < 0:
                return delta, True
            in_comment, index = False, end + 2
            continue
        char = line[index]
        if string:
            if char == "\\":
                index += 2
                continue
            if char == string:
                string = None
        elif line.startswith("//", index):
            break
        elif line.startswith("/*", index):
            in_comment, index = True, index + 2
            continue
        elif char in "\"'":
            string = char
        elif char == "{":
            delta += 1
        elif char == "}":
            delta -= 1
        index += 1
    return delta, in_comment


def index_file(text):
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    ids, depths, methods, blocks, blank = [], [], [], [], []
    depth, in_comment = 0, False
    for number, line in enumerate(lines, 1):
        ids.append(" ".join(sorted({identifier_hash(identifier) for identifier in IDENTIFIER.findall(line)})))
        depths.append(depth)
        delta, in_comment = braces_outside_comments_and_strings(line, in_comment)
        depth = max(0, depth + delta)
        if not line.strip(" \t}]);,"):
            blank.append(number)
        is_method = line.lstrip().startswith(("-", "+"))
        if is_method:
            methods.append(number)
        elif "^" in BLOCK_TYPE_CARET.sub("", line):
            blocks.append(number)
    bodies = {str(line): f"{selector} {BODIES.body_hash(body)}"
              for selector, (line, body) in BODIES.methods(text).items()}
    return {"lines": len(lines), "ids": ids, "depth": depths, "methods": methods, "blocks": blocks, "blank": blank,
            "bodies": bodies}


def load_script(name, file):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BODIES = load_script("rac_method_bodies", "rac-method-bodies.py")
RAC25_LAYER = ROOT / "Sources" / "RACCore" / "RAC25" / "RACEngine+RAC25.swift"


def layer_files():
    """(commit, file) of the files the 2.5 layer declares methods or whole classes of."""
    text = RAC25_LAYER.read_text(encoding="utf-8")
    files = set(re.findall(r'Method\("[-+][A-Za-z_:]+", "([^"]+\.m)", \d+\)', text))
    classes = re.search(r"classes: \[([^\]]*)\]", text).group(1)
    files |= {BODIES.class_file(name) for name in re.findall(r'"(\w+)"', classes)}
    return {(RAC25[1], file) for file in files}


def load_checker():
    spec = importlib.util.spec_from_file_location("check_source_links", ROOT / "scripts" / "check-source-links.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--refresh", action="store_true", required=True, help="read the clones and write the index")
    parser.add_argument("--git-dir", default=DEFAULT_GIT_DIR, help="a ReactiveObjC clone's git directory")
    parser.add_argument("--git-dir-25", default=DEFAULT_GIT_DIR_25, help="a ReactiveCocoa clone's git directory (for v2.5)")
    args = parser.parse_args()
    git_dirs = {OBJC[1]: args.git_dir, RAC25[1]: args.git_dir_25}

    wanted = load_checker().cited_files() | layer_files()
    wanted |= {(OBJC[1], path) for commit, path in wanted if commit == RAC25[1] and path.endswith(".m")}
    index = {"revisions": {}}
    for commit, (repository, _, folder) in sorted(REVISIONS.items(), key=lambda item: item[1][0]):
        files = {}
        for path in sorted(path for revision, path in wanted if revision == commit):
            result = subprocess.run(["git", "--git-dir", git_dirs[commit], "show", f"{commit}:{folder}/{path}"],
                                    capture_output=True, text=True)
            if result.returncode != 0:
                print(f"{repository} {commit[:7]}: cannot read {folder}/{path}: {result.stderr.strip()}", file=sys.stderr)
                continue
            files[path] = index_file(result.stdout)
        index["revisions"][commit] = {"repository": repository, "folder": folder, "files": files}
    INDEX.write_text(json.dumps(index, indent=1, sort_keys=True) + "\n")
    counts = ", ".join(f"{len(r['files'])} {r['repository']} files" for r in index["revisions"].values())
    print(f"wrote {INDEX.relative_to(ROOT)}: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
