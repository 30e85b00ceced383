#!/usr/bin/env python3
"""Runs every lesson snippet (```objc run blocks) on the real libraries of the oracle kit and
compares what they print with what the lesson expects and with what racstep prints.

A tool run by hand on a machine where the oracle kit is built (../shared/oracle-kit/README.md;
ORACLE_DIR, default /work/oracle): it reads outside the repository, so `make test` never runs
it. For each distinct snippet of the lessons given (both editions by default):

- on the real ReactiveObjC (or the real ReactiveCocoa 2.5 for a `rac=2.5` snippet): the lesson's
  ```output block, which `racstep verify` checks against racstep's run;
- with --rac25, also on the real ReactiveCocoa 2.5 against `racstep run --rac 2.5` (a snippet
  racstep refuses on 2.5 is counted apart).

Addresses (0x...) are compared loosely. Prints one line per difference and the counts.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```(\w*)(.*)$")
TIMED = re.compile(r"interval:|afterDelay:|delay:|throttle:|bufferWithTime:|timeout:|sample:")


def snippets(path):
    """(name, options, code, expected output or None) for each ```objc run block of a lesson."""
    lines = open(path, encoding="utf-8").read().split("\n")
    blocks, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m or not m.group(1):
            i += 1
            continue
        lang, info = m.group(1), m.group(2).split()
        j = i + 1
        while j < len(lines) and lines[j] != "```":
            j += 1
        blocks.append((lang, info, "\n".join(lines[i + 1:j]) + "\n"))
        i = j + 1
    found = []
    for index, (lang, info, body) in enumerate(blocks):
        if lang != "objc" or not info or info[0] != "run":
            continue
        options = dict(item.split("=", 1) for item in info[1:] if "=" in item)
        expected = None
        for later_lang, _, later_body in blocks[index + 1:]:
            if later_lang == "objc":
                break
            if later_lang == "output":
                expected = later_body
                break
        found.append((options.get("name", "?"), options, body, expected))
    return found


def masked(text):
    return re.sub(r"0x[0-9a-fA-F]+", "0x…", text or "").rstrip("\n")


def oracle(script, code):
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False, encoding="utf-8") as f:
        f.write(code)
    env = dict(os.environ, ORACLE_RUN_SECONDS="3" if TIMED.search(code) else "0.5")
    try:
        run = subprocess.run([script, f.name], capture_output=True, text=True, env=env, timeout=120)
        return run.returncode, run.stdout, run.stderr
    finally:
        os.unlink(f.name)


def racstep(binary, code, rac25):
    with tempfile.NamedTemporaryFile("w", suffix=".m", delete=False, encoding="utf-8") as f:
        f.write(code)
    try:
        run = subprocess.run([binary, "run"] + (["--rac", "2.5"] if rac25 else []) + [f.name],
                             capture_output=True, text=True, timeout=120)
        return run.returncode, run.stdout, run.stderr
    finally:
        os.unlink(f.name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", nargs="*", help="lesson files (default: lessons/*.md lessons/zh/*.md)")
    parser.add_argument("--oracle", default=os.environ.get("ORACLE_DIR", "/work/oracle"))
    parser.add_argument("--racstep", default=".build/debug/racstep")
    parser.add_argument("--rac25", action="store_true", help="also every snippet on real 2.5 against racstep --rac 2.5")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    files = args.lessons or sorted(
        os.path.join(d, f) for d in ("lessons", "lessons/zh") for f in os.listdir(d) if f.endswith(".md") and f != "README.md")
    distinct = {}
    for path in files:
        for name, options, code, expected in snippets(path):
            distinct.setdefault((code, options.get("rac")), (f"{path} › {name}", expected))
    print(f"{len(distinct)} distinct snippets in {len(files)} lessons")

    def check(item):
        (code, rac), (where, expected) = item
        notes = []
        script = os.path.join(args.oracle, "run-snippet25.sh" if rac == "2.5" else "run-snippet.sh")
        rc, out, err = oracle(script, code)
        if expected is None:
            lesson = "no output block"
        elif rc != 0:
            lesson = "oracle failed"
            notes.append(f"{where}: the real library did not run it (rc {rc}): {err.strip()[:200]}")
        elif masked(out) == masked(expected):
            lesson = "same"
        else:
            lesson = "differs"
            notes.append(f"{where}: the real {'2.5' if rac == '2.5' else 'ReactiveObjC'} printed\n{out}--- the lesson expects\n{expected}")
        on25 = None
        if args.rac25 and rac != "2.5":
            rc25, out25, _ = oracle(os.path.join(args.oracle, "run-snippet25.sh"), code)
            ours_rc, ours, ours_err = racstep(args.racstep, code, True)
            if "is not in RACStep's ReactiveCocoa 2.5 layer" in ours_err or "ReactiveCocoa 2.5 has no" in ours_err:
                on25 = "refused"
                notes.append(f"{where}: refused on 2.5: {ours_err.split(chr(10))[0]}")
            elif rc25 != 0:
                on25 = "oracle failed"
                notes.append(f"{where}: the real 2.5 did not run it (rc {rc25})")
            elif masked(out25) == masked(ours):
                on25 = "same"
            else:
                on25 = "differs"
                notes.append(f"{where}: on 2.5 the real library printed\n{out25}--- racstep --rac 2.5 printed\n{ours}{ours_err}")
        return lesson, on25, notes

    counts, counts25 = {}, {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for lesson, on25, notes in pool.map(check, distinct.items()):
            counts[lesson] = counts.get(lesson, 0) + 1
            if on25:
                counts25[on25] = counts25.get(on25, 0) + 1
            for note in notes:
                print(note, flush=True)
    print("lesson output against the real library:", counts)
    if args.rac25:
        print("real 2.5 against racstep --rac 2.5:", counts25)
    return 0 if counts.get("differs", 0) == 0 and counts25.get("differs", 0) == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
