#!/usr/bin/env python3
"""Guards Sources/ against ReactiveObjC's own words: RACStep translates RAC, never copies it.

Two commands, one normalisation (so the fixture and the check always agree):

    python3 scripts/rac-copies.py write [--git-dir PATH] [--commit SHA]
        Reads every .h and .m under ReactiveObjC/ at the commit (a clone's git directory, e.g.
        the bare one the `fetch` tool gives for github:ReactiveCocoa/ReactiveObjC) and writes
        FIXTURE: the SHA-256 of each normalised comment line of 30 characters or more, and of
        each normalised code line of 40 or more in the .m files. Hashes only, never RAC's text.

    python3 scripts/rac-copies.py check
        Run by `make test`; reads only the repository. Normalises every comment line and every
        code line of Sources/ (.swift, .c, .h) the same way and fails naming file:line for each
        whose hash is in FIXTURE, unless ALLOWED_CODE gives the reason it may match.

A line is normalised by taking its comment text (without `//`, `///`, `/*`, `*/` or a doc
comment's leading `*`) or its code (comments removed), collapsing runs of whitespace to one
space, trimming and lowercasing.
"""
import argparse
import hashlib
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "Fixtures" / "reactiveobjc-line-hashes.txt"
DEFAULT_GIT_DIR = "/work/.mirror/ReactiveCocoa+ReactiveObjC/repo"
DEFAULT_COMMIT = "1af6617f007cae727dce48d2031cc1e66d06f04a"
COMMENT_MINIMUM = 30
CODE_MINIMUM = 40
SOURCE_SUFFIXES = {".swift", ".c", ".h"}

# Code lines of Sources/ that may equal a line of RAC's, by hash, with the reason. Empty: no
# line of the translation equals one of RAC's (checked at 1af6617).
ALLOWED_CODE = {}


def split_line_parts(text, swift):
    """Each physical line of `text` as (comment, code): the comment text on it and the code
    around it. Knows string and character literals well enough that `//` in a string is code
    (Swift's `\"\"\"` blocks and `#"raw"#` strings included); Swift block comments nest."""
    lines = []
    comment, code = [], []
    depth = 0           # open block comments
    string = None       # the delimiter that closes the open string literal
    raw = False         # whether the open string is raw (no escapes)
    index, end = 0, len(text)
    while index < end:
        char = text[index]
        if char == "\n":
            lines.append(("".join(comment), "".join(code)))
            comment, code = [], []
            if string is not None and string not in ('"""', '"""#'):
                string = None  # an unterminated one-line literal ends with its line
            index += 1
            continue
        if depth:
            if text.startswith("*/", index):
                depth -= 1
                index += 2
            elif swift and text.startswith("/*", index):
                depth += 1
                index += 2
            else:
                comment.append(char)
                index += 1
            continue
        if string is not None:
            if not raw and char == "\\":
                code.append(text[index:index + 2])
                index += 2
            elif text.startswith(string, index):
                code.append(string)
                index += len(string)
                string = None
            else:
                code.append(char)
                index += 1
            continue
        if text.startswith("//", index):
            newline = text.find("\n", index)
            newline = end if newline < 0 else newline
            comment.append(text[index + 2:newline])
            index = newline
        elif text.startswith("/*", index):
            depth = 1
            index += 2
        elif text.startswith('#"""', index):
            string, raw = '"""#', True
            code.append('#"""')
            index += 4
        elif text.startswith('#"', index):
            string, raw = '"#', True
            code.append('#"')
            index += 2
        elif text.startswith('"""', index):
            string, raw = '"""', False
            code.append('"""')
            index += 3
        elif char == '"' or (char == "'" and not swift):
            # Swift has no character literals: `'` is only ever inside a string or comment.
            string, raw = char, False
            code.append(char)
            index += 1
        else:
            code.append(char)
            index += 1
    lines.append(("".join(comment), "".join(code)))
    return lines


def normalized(text):
    return " ".join(text.split()).lower()


def comment_key(comment):
    """A comment line's text without its markers, normalised; None when it is too short."""
    text = comment.strip()
    text = text.lstrip("/!<").strip()          # `///`, `//!<` after the `//` already taken
    text = re.sub(r"^\*+(?!/)", "", text)       # a doc comment's leading `*` or `**`
    text = re.sub(r"\*+/?$", "", text)          # a block comment's closing `*/` or `**`
    text = normalized(text)
    return text if len(text) >= COMMENT_MINIMUM else None


def code_key(code):
    text = normalized(code)
    return text if len(text) >= CODE_MINIMUM else None


def digest(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def keyed_lines(text, swift):
    """(line number, kind, normalised text) for every comment and code line long enough."""
    for number, (comment, code) in enumerate(split_line_parts(text, swift), start=1):
        key = comment_key(comment)
        if key:
            yield number, "comment", key
        key = code_key(code)
        if key:
            yield number, "code", key


def write(git_dir, commit):
    def git(*arguments):
        return subprocess.run(["git", "--git-dir", git_dir, *arguments], capture_output=True, check=True).stdout
    try:
        names = git("ls-tree", "-r", "--name-only", commit, "ReactiveObjC/").decode().split("\n")
    except subprocess.CalledProcessError as error:
        print(f"cannot list ReactiveObjC/ at {commit} in {git_dir} (pass --git-dir of a ReactiveObjC clone): "
              f"{error.stderr.decode().strip()}", file=sys.stderr)
        return 2
    hashes = set()
    files = 0
    for name in names:
        if not name.endswith((".h", ".m")):
            continue
        files += 1
        text = git("show", f"{commit}:{name}").decode("utf-8", errors="replace")
        for _, kind, key in keyed_lines(text, swift=False):
            if kind == "comment" or name.endswith(".m"):
                hashes.add(f"{kind} {digest(key)}")
    header = (f"# SHA-256 of ReactiveObjC's normalised comment lines (>= {COMMENT_MINIMUM} characters, .h and .m) and\n"
              f"# code lines (>= {CODE_MINIMUM} characters, .m), {files} files under ReactiveObjC/ at {commit}.\n"
              f"# Written by `python3 scripts/rac-copies.py write`; read by `scripts/rac-copies.py check` (make test).\n")
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    FIXTURE.write_text(header + "".join(line + "\n" for line in sorted(hashes)), encoding="utf-8")
    print(f"wrote {len(hashes)} hashes from {files} files to {FIXTURE.relative_to(ROOT)}")
    return 0


def check():
    known = {"comment": set(), "code": set()}
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            kind, value = line.split(" ")
            known[kind].add(value)
    problems = []
    files = 0
    for path in sorted((ROOT / "Sources").rglob("*")):
        if path.suffix not in SOURCE_SUFFIXES or not path.is_file():
            continue
        files += 1
        text = path.read_text(encoding="utf-8")
        for number, kind, key in keyed_lines(text, swift=path.suffix == ".swift"):
            value = digest(key)
            if value in known[kind] and not (kind == "code" and value in ALLOWED_CODE):
                what = "repeats a comment line of ReactiveObjC's (say it in our words)" if kind == "comment" \
                    else "is a line of ReactiveObjC's code (translate it, or allow it in ALLOWED_CODE with the reason)"
                problems.append(f"{path.relative_to(ROOT)}:{number}: error: this {kind} {what}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"rac-copies: {files} files of Sources/, no line of ReactiveObjC's")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    write_parser = commands.add_parser("write", help="write the fixture from a ReactiveObjC clone")
    write_parser.add_argument("--git-dir", default=DEFAULT_GIT_DIR, help="a ReactiveObjC clone's git directory")
    write_parser.add_argument("--commit", default=DEFAULT_COMMIT)
    commands.add_parser("check", help="check Sources/ against the fixture")
    arguments = parser.parse_args()
    if arguments.command == "write":
        return write(arguments.git_dir, arguments.commit)
    return check()


if __name__ == "__main__":
    sys.exit(main())
