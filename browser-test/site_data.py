"""What the built site says, read with the standard library only: the player's embedded step
data, and the expected player state at each step, computed here from the steps themselves
rather than taken from the page's JavaScript."""
import json
import os
import pathlib
from html.parser import HTMLParser

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = pathlib.Path(os.environ.get("RACSTEP_SITE_DIR", ROOT / ".build" / "browser-site")).resolve()


class PageParser(HTMLParser):
    """Collects every id, every href/src, and the text of each `script.player-data`."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.references = []  # (tag, attribute, value)
        self.player_data = []  # the raw JSON text of each player-data script, in page order
        self._in_player_data = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("id", "name"):
            if attributes.get(name) and (name == "id" or tag == "a"):
                self.ids.add(attributes[name])
        for name in ("href", "src"):
            if attributes.get(name) is not None:
                self.references.append((tag, name, attributes[name]))
        if tag == "script" and "player-data" in (attributes.get("class") or "").split():
            self._in_player_data = True
            self.player_data.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_player_data = False

    def handle_data(self, data):
        if self._in_player_data:
            self.player_data[-1] += data


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


def snippets(page):
    """The player data of each snippet on a page, in page order (the first one owns `#step-N`)."""
    return [json.loads(text) for text in parse(SITE / page).player_data]


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
