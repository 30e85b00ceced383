"""The reader model: what each pane of a player must show at step k of a run, at each level of
detail, computed from the recorded run itself — `racstep trace --format json --tree` of the
snippet as its lesson writes it — never from the page's data file or from player.js.

The levels and the moves are written here from their definitions (the README's player
section, which the player's help repeats), not from CallOutline.swift or player-model.js:

- a step's level is the least detail that shows it: *your code* shows the snippet's own
  blocks entered and left, every logged line, a disposal that runs one of its blocks, and,
  where the snippet's own code runs, what a statement does itself (a signal it names created;
  the first send, subscription or disposal of a chain); *RAC's blocks* also shows RAC's
  numbered blocks and what happens directly inside them, and the rest of the snippet's own
  code's steps; *everything* shows every step;
- a frame is a block whose enter the level shows; a step's depth at a level counts the shown
  frames open around it (an enter and its exit sit at their caller's depth);
- Step over goes to the next shown step at the current depth or shallower; Step out to the
  exit of the innermost shown frame open (disabled with none open); backwards, Over-back goes
  to the previous shown step at the current depth or shallower, and Out-back to the enter of
  the innermost shown frame open before the current step (disabled with none).
"""
import json
import os
import pathlib
import re
import subprocess
import tempfile

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
LEVELS = (0, 1, 2)
LEVEL_NAMES = ("your-code", "racs-blocks", "everything")
# The longest sentence the player shows before folding it (issue 39).
SENTENCE_LIMIT = 160
# The disposable tree pane draws this many levels of nesting and counts the live ones below.
TREE_DEPTH = 32


def lesson_snippets(path):
    """Each runnable snippet of a lesson, in order: id, source, engine and numbering, read from
    the Markdown as the lesson's author wrote it."""
    text = pathlib.Path(path).read_text(encoding="utf-8")
    numbering = {}
    if text.startswith("---\n"):
        front = yaml.safe_load(text[4:text.index("\n---\n", 4)])
        numbering = front.get("numbering") or {}
    found = []
    for match in re.finditer(r"^```objc run([^\n]*)\n(.*?)^```\s*$", text, re.S | re.M):
        options = dict(option.split("=", 1) for option in match.group(1).split() if "=" in option)
        found.append({"id": options["name"], "source": match.group(2), "rac": options.get("rac"),
                      "numbering": numbering})
    return found


def racstep():
    binary = os.environ.get("RACSTEP_BIN")
    if not binary:
        raise RuntimeError("RACSTEP_BIN is not set (make browser-test sets it)")
    return binary


def record(source, rac=None, numbering=None):
    """The run as `racstep trace --format json --tree` records it: (steps, tree changes)."""
    with tempfile.NamedTemporaryFile("w", suffix=".m", encoding="utf-8", delete=False) as file:
        file.write(source)
    try:
        command = [racstep(), "trace", file.name, "--format", "json", "--tree"]
        if rac:
            command += ["--rac", rac]
        for name, number in sorted((numbering or {}).items()):
            command += ["--number", f"{name}={number}"]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(file.name)
    assert done.returncode == 0, f"racstep trace failed: {done.stderr}"
    steps, changes = [], []
    for line in done.stdout.splitlines():
        item = json.loads(line)
        # A run on another RAC than the default opens with a header naming it (`rac`, `commit`).
        if "step" in item:
            steps.append(item)
        elif "afterStep" in item:
            changes.append(item)
    return steps, changes


def lesson_of(page):
    """The lesson file a page of the built site is woven from (`zh/06-bind.html`: the Chinese
    edition's 06-bind.md)."""
    page = pathlib.Path(page)
    folder = ROOT / "lessons" / ("zh" if page.parent.name == "zh" else "")
    return folder / (page.stem + ".md")


_runs = {}


def run_of(page, snippet_id):
    """The recorded run of a page's snippet, recorded once per snippet text."""
    snippet = next(s for s in lesson_snippets(lesson_of(page)) if s["id"] == snippet_id)
    key = (snippet["source"], snippet["rac"], tuple(sorted(snippet["numbering"].items())))
    if key not in _runs:
        _runs[key] = Run(*record(snippet["source"], snippet["rac"], snippet["numbering"]))
    return _runs[key]


class Run:
    """A recorded run, and what each pane shows after step k (0…n) at each level."""

    def __init__(self, steps, changes=()):
        self.steps = steps
        self.changes = list(changes)
        self.n = len(steps)
        for index, step in enumerate(steps):
            assert step["step"] == index + 1, f"steps are numbered 1…n: {step['step']} at {index + 1}"
        # The frames (enter steps) open after each step k, and each enter's exit.
        self.open_after = [()]
        self.exit_of = {}
        stack = []
        for step in steps:
            if step["event"] == "enter":
                stack.append(step["step"])
            elif step["event"] == "exit":
                entered = stack.pop()
                assert steps[entered - 1].get("name") == step.get("name"), f"step {step['step']}: exit of another block"
                self.exit_of[entered] = step["step"]
            self.open_after.append(tuple(stack))
        self.level_of = self._levels()
        self.depths = [self._depths(level) for level in LEVELS]

    # What each level shows.

    @staticmethod
    def block_level(step):
        return 0 if step.get("user") else 1 if step.get("block") is not None else 2

    def _levels(self):
        levels = []
        for index, step in enumerate(self.steps):
            k = index + 1
            if step["event"] in ("enter", "exit"):
                levels.append(self.block_level(step))
            elif step["event"] == "log":
                levels.append(0)
            elif (step["event"] == "dispose" and step.get("flag") and k < self.n
                  and self.steps[k]["event"] == "enter" and self.steps[k].get("user")):
                # A disposal that runs one of the snippet's own blocks.
                levels.append(0)
            else:
                around = self.open_after[k - 1]
                frame = self.block_level(self.steps[around[-1] - 1]) if around else 0
                levels.append(frame if frame else 0 if self.statement_own(k) else 1)
        return levels

    def statement_own(self, k):
        """In the snippet's own code: whether step k is what its statement does itself — a
        signal the snippet names (an identifier) created, or the first of a chain of sends,
        subscriptions or disposals (one right after a step of the same kind, on the same line
        and at the same depth, is RAC passing it on)."""
        step = self.steps[k - 1]
        if step["event"] == "create":
            return (step["object"].startswith("signal#") and bool(step.get("signal"))
                    and re.fullmatch(r"[^\W\d]\w*", step["signal"]) is not None)
        if step["event"] in ("next", "error", "completed", "subscribe", "dispose"):
            previous = self.steps[k - 2] if k > 1 else None
            return not (previous and previous["event"] == step["event"] and previous.get("line") == step.get("line")
                        and previous["depth"] == step["depth"])
        return False

    def shown(self, level, k):
        return 0 < k <= self.n and self.level_of[k - 1] <= level

    def _depths(self, level):
        """Per step (index k-1): its depth at the level, None where the level hides it."""
        depths = []
        for k in range(1, self.n + 1):
            if not self.shown(level, k):
                depths.append(None)
                continue
            # An enter sits at its caller's depth: count the frames open before it; an exit,
            # likewise, the frames open after it.
            around = self.open_after[k - 1] if self.steps[k - 1]["event"] == "enter" else self.open_after[k]
            depths.append(sum(1 for e in around if self.shown(level, e)))
        return depths

    def depth(self, level, k):
        return self.depths[level][k - 1] if 0 < k <= self.n else None

    def stops(self, level):
        return [k for k in range(1, self.n + 1) if self.shown(level, k)]

    def depth_at(self, level, k):
        """The reader's depth after step k: its own, or the last shown step's before it."""
        for j in range(k, 0, -1):
            if self.shown(level, j):
                return self.depth(level, j)
        return 0

    # The moves.

    def into(self, level, k):
        return next((j for j in range(k + 1, self.n + 1) if self.shown(level, j)), self.n)

    def back(self, level, k):
        return next((j for j in range(min(k, self.n + 1) - 1, 0, -1) if self.shown(level, j)), 0)

    def over(self, level, k):
        d = self.depth_at(level, k)
        return next((j for j in range(k + 1, self.n + 1)
                     if self.shown(level, j) and self.depth(level, j) <= d), self.n)

    def over_back(self, level, k):
        d = self.depth_at(level, k)
        return next((j for j in range(k - 1, 0, -1)
                     if self.shown(level, j) and self.depth(level, j) <= d), 0)

    def frame_after(self, level, k):
        """The innermost frame the level shows that is open after step k, or None."""
        return next((e for e in reversed(self.open_after[k]) if self.shown(level, e)), None)

    def frame_before(self, level, k):
        return next((e for e in reversed(self.open_after[k - 1]) if self.shown(level, e)), None) if k > 0 else None

    def out(self, level, k):
        """None when Out is disabled: no shown frame is open."""
        e = self.frame_after(level, k)
        return None if e is None else self.exit_of.get(e, self.n)

    def out_back(self, level, k):
        return self.frame_before(level, k)

    # The panes after step k.

    def output(self, k):
        return "".join((step.get("text") or "") + "\n" for step in self.steps[:k] if step["event"] == "log")

    def line(self, k):
        return next((self.steps[j - 1]["line"] for j in range(k, 0, -1) if self.steps[j - 1].get("line")), None)

    def stack(self, level, k):
        """The open blocks, outermost first: (label, folded at this level)."""
        return [(block_label(self.steps[e - 1]), not self.shown(level, e)) for e in self.open_after[k]]

    def position(self, level, k):
        """(shown steps at or before k, shown steps in all) at the level."""
        shown = self.stops(level)
        return sum(1 for j in shown if j <= k), len(shown)

    def engine(self, k):
        """What the engine pane must show after step k: None with no block open; else the
        RAC block whose code it shows — the innermost of RAC's blocks open — as (its RACCore
        location, the line marked): its own first line, or, under the reader's block, the line
        of it that called the frame above it when that line is in the same file."""
        frames = [self.steps[e - 1] for e in self.open_after[k]]
        if not frames:
            return None
        rac = [(index, frame) for index, frame in enumerate(frames) if not frame.get("user")]
        if not rac:
            return ("", None)
        index, frame = rac[-1]
        location = frame.get("engine")
        if not location:
            return (None, None)
        path, line = location.rsplit(":", 1)
        marked = int(line)
        if frames[-1].get("user") and index + 1 < len(frames):
            caller = frames[index + 1].get("caller")
            if caller and caller.rsplit(":", 1)[0] == path:
                marked = int(caller.rsplit(":", 1)[1])
        return (location, marked)

    def disposables(self, k):
        """The live disposables after step k, each with its parent (None at a root): those not
        disposed yet that the tree holds — added to a parent and not removed since, or a
        container that has held others (a removed leaf belongs to no subscription any more)."""
        disposed = {step["object"] for step in self.steps[:k] if step["event"] == "dispose"}
        parent, containers = {}, set()
        for change in self.changes:
            if change["afterStep"] > k:
                continue
            containers.add(change["parent"])
            if change["kind"] == "add":
                parent[change["child"]] = change["parent"]
            elif parent.get(change["child"]) == change["parent"]:
                del parent[change["child"]]
        held = set(parent) | containers
        return {node: parent.get(node) for node in held if node not in disposed}

    def nesting(self, k):
        """Each disposable the tree holds after step k, with how many parents it sits under
        (disposed ones count: the pane draws a disposed parent of a live disposable)."""
        parent = {}
        for change in self.changes:
            if change["afterStep"] > k:
                continue
            parent.setdefault(change["parent"], parent.get(change["parent"]))
            if change["kind"] == "add":
                parent[change["child"]] = change["parent"]
            elif parent.get(change["child"]) == change["parent"]:
                parent[change["child"]] = None

        def depth(node, seen=()):
            up = parent.get(node)
            return 0 if up is None or up in seen else 1 + depth(up, seen + (node,))
        return {node: depth(node) for node in parent}

    def sentence_facts(self, k):
        """What step k's sentence must say, as texts it must contain: the printed text, the
        value, the block (a numbered one by its number, as the badges show it, an unnumbered
        one by its name), the object, the signal and subscriber it concerns."""
        step = self.steps[k - 1]
        event = step["event"]
        if event == "log":
            return [step.get("text") or ""]
        if event in ("enter", "exit"):
            return [str(step["block"]) if step.get("block") is not None else step["name"]]
        if event in ("next", "error"):
            # A value the trace leaves out is nil; an empty string is there, empty.
            return [step["value"] if "value" in step else "(null)"]
        if event == "subscribe":
            return [step["target"], step["signal"]]
        if event == "create":
            return [step["signal"] if step.get("signal") else step["object"]]
        if event in ("dispose", "dealloc"):
            return [step["object"]]
        return []


def block_label(step):
    """How a stack entry names a block: its number, its name, then its signal."""
    text = " ".join(str(part) for part in (step.get("block"), step.get("name")) if part not in (None, ""))
    if step.get("signal"):
        text += " — " + step["signal"]
    return text
