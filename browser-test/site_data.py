"""What the built site says, read with the standard library only: the player's embedded step
data, and the expected player state at each step, computed here from the steps themselves
rather than taken from the page's JavaScript."""
import json
import re
import os
import pathlib
from html.parser import HTMLParser

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = pathlib.Path(os.environ.get("RACSTEP_SITE_DIR", ROOT / ".build" / "browser-site")).resolve()


class PageParser(HTMLParser):
    """Collects every id, every href/src, and each `script.player-data`: its JSON text, or the
    data file it names (`data-src`, a path from the page)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.references = []  # (tag, attribute, value)
        self.player_data = []  # each player-data script, in page order: {"src": path or None, "text": JSON}
        self._in_player_data = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("id", "name"):
            if attributes.get(name) and (name == "id" or tag == "a"):
                self.ids.add(attributes[name])
        for name in ("href", "src", "data-src"):
            if attributes.get(name) is not None:
                self.references.append((tag, name, attributes[name]))
        classes = (attributes.get("class") or "").split()
        if tag == "script" and "player-data" in classes:
            self._in_player_data = True
            self.player_data.append({"src": attributes.get("data-src"), "text": ""})

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_player_data = False

    def handle_data(self, data):
        if self._in_player_data:
            self.player_data[-1]["text"] += data


def parse(path):
    parser = PageParser()
    parser.feed(pathlib.Path(path).read_text(encoding="utf-8"))
    parser.close()
    return parser


def pages():
    """Every HTML page of the built site, by file name."""
    found = sorted(p.name for p in SITE.glob("*.html"))
    if not found:
        raise RuntimeError(f"no pages in {SITE}: build the site first (make browser-test does)")
    return found


def zh_pages():
    """Every page of the Chinese edition, as a path from the site's root (`zh/06-bind.html`)."""
    found = sorted(f"zh/{p.name}" for p in (SITE / "zh").glob("*.html"))
    if not found:
        raise RuntimeError(f"no Chinese edition in {SITE}/zh: lessons/zh/ should have been built with lessons/")
    return found


DATA_SCRIPT = re.compile(r'^RACStepPlayer\.loaded\(("(?:[^"\\]|\\.)*"), (.*)\);\n$', re.S)


def player_json(page, entry):
    """A player's data as JSON text: in the page, or in the data file it names, a script
    `RACStepPlayer.loaded("id", {…});` (SiteBuilder.body, WovenParts.dataScript)."""
    if entry["src"] is None:
        return entry["text"]
    path = (SITE / page).parent / entry["src"]
    match = DATA_SCRIPT.match(path.read_text(encoding="utf-8"))
    assert match, f"{path}: not a player data script"
    return match.group(2)


def decode(packed):
    """The player's compact data (SnippetWeaver+PlayerData.swift) as the objects `racstep trace
    --format json` writes: every row's cells by its layout's field names; `numbers` cells as
    they are (null: absent), `flags` cells 1 for true, any other cell the 1-based index of its
    text (0: absent). Written from the format's description, apart from player.js's decoder,
    so the browser test checks the player against steps it did not decode itself. Also each
    step's sentence, each disposal's trigger and the outline: per level, per step, None where
    the level hides it, else (depth, starts a statement)."""
    numbers, flags, strings = set(packed["numbers"]), set(packed["flags"]), packed["strings"]

    def fill(target, fields, cells):
        for name, cell in zip(fields, cells):
            if name in numbers:
                if cell is not None:
                    target[name] = cell
            elif name in flags:
                if cell == 1:
                    target[name] = True
            elif cell:
                target[name] = strings[cell - 1]
        return target

    steps = []
    for index, row in enumerate(packed["steps"]):
        layout = packed["layouts"][row[0]]
        steps.append(fill({"step": index + 1, "event": layout[0]}, layout[1:], row[1:]))
    return {
        "id": packed["id"],
        "steps": steps,
        "treeChanges": [fill({}, packed["treeFields"], row) for row in packed["tree"]],
        "engine": packed["engine"],
        "sentences": [strings[cell - 1] for cell in packed["sentences"]],
        "triggers": {step: strings[cell - 1] for step, cell in packed["triggers"]},
        "outline": [[None if cell < 0 else (cell // 2, cell % 2 == 1) for cell in row] for row in packed["outline"]],
    }


def snippets(page):
    """Each snippet on a page, in page order (the first one owns `#step-N`): its player data,
    decoded, with `sentences` (each step's, as the player tells it), `external`, whether
    its data is a file loaded when the player is first used, and `file`, that file's path."""
    found = []
    for entry in parse(SITE / page).player_data:
        data = decode(json.loads(player_json(page, entry)))
        assert len(data["sentences"]) == len(data["steps"]), f"{page} {data['id']}: a sentence per step"
        data["external"] = entry["src"] is not None
        data["file"] = entry["src"]
        found.append(data)
    return found


def block_label(step):
    """How the player names a stack entry: block number, block name, then the signal."""
    text = " ".join(str(part) for part in (step.get("block"), step.get("name")) if part not in (None, ""))
    if step.get("signal"):
        text += " — " + step["signal"]
    return text


def expected_states(steps):
    """The player's state after each k = 0…n steps: highlighted line, stack (its labels, and
    the `enter` steps themselves as `frames`), output so far.

    The stack is the sequence of `enter` steps not yet matched by an `exit`; the output is the
    `log` steps' text so far, one line each; the highlighted line is step k's `line` (the
    player falls back to the latest earlier step that has one, so the same rule is used here).
    """
    states = [{"line": None, "stack": [], "frames": [], "output": ""}]
    stack, output, line = [], [], None
    for index, step in enumerate(steps):
        assert step["step"] == index + 1, f"steps are numbered 1…n, found {step['step']} at {index + 1}"
        if step["event"] == "enter":
            stack.append(step)
        elif step["event"] == "exit":
            assert stack, f"step {step['step']}: exit with no block entered"
            entered = stack.pop()
            assert entered.get("name") == step.get("name"), (
                f"step {step['step']}: exit of {step.get('name')!r} while {entered.get('name')!r} is innermost")
        elif step["event"] == "log":
            output.append(step.get("text") or "")
        if step.get("line"):
            line = step["line"]
        states.append({
            "line": line,
            "stack": [block_label(entry) for entry in stack],
            "frames": list(stack),
            "output": "".join(text + "\n" for text in output),
        })
    return states
