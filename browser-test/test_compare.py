"""Two runs compared on a page (a fence's compare=ID, player-compare.js): the bar steps both
players together along the page's rows, the mark appears at the row where the runs part, and
each side still steps alone. Where the rows must put each player is computed here from the rows
(`data-rows`) alone; that the rows pair the same printed lines is checked against both runs'
own steps (site_data), apart from the weaver. Every comparison of both editions: "Where they
part" shows the steps the sentence under the heading names (read from its words, by the
edition's own templates), the bar covers no control, and on a phone the bar keeps both runs'
steps on screen."""
import re

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import console_errors, emulate, open_page
from site_data import ROOT, SITE, pages, snippets, zh_pages

PAGE = "12-zipwith.html"
A, B = "concat-ab", "zip-ab"

STATE = """
const root = document.querySelector('.comparison');
const k = id => root.querySelector('section.snippet[data-snippet="' + id + '"] .player .k').textContent;
return {
  bar: !root.querySelector('.compare-bar').hidden,
  a: parseInt(k(arguments[0]), 10), b: parseInt(k(arguments[1]), 10),
  parting: root.classList.contains('at-parting'),
  now: root.querySelector('.compare-now').textContent,
  position: root.querySelector('.compare-position').textContent,
};
"""


def rows(browser):
    cells = [int(cell) for cell in browser.execute_script(
        "return document.querySelector('.comparison').getAttribute('data-rows')").split(",")]
    return list(zip(cells[0::2], cells[1::2]))


def at(rows, p, side):
    """The step side `side` shows at position p: its last step among the rows before p."""
    return max((row[side] for row in rows[:p] if row[side]), default=0)


def bar(browser, move):
    """The bar's button for a move, by its `data-move` (player.js's names for the moves)."""
    return browser.find_element("css selector", f'.comparison .compare-bar [data-move="{move}"]')


@pytest.fixture
def compared(browser):
    emulate(browser, 1400, 900)
    open_page(browser, PAGE)
    yield browser
    assert console_errors(browser) == []


def test_the_rows_pair_the_same_printed_lines():
    data = {run["id"]: run for run in snippets(PAGE)}
    a, b = data[A]["steps"], data[B]["steps"]
    # Each run's steps, every one once, in order, in the rows the page carries.
    html = (SITE / PAGE).read_text()
    cells = [int(c) for c in re.search(r'class="comparison"[^>]*data-rows="([0-9,]+)"', html).group(1).split(",")]
    pairs = list(zip(cells[0::2], cells[1::2]))
    assert [x for x, _ in pairs if x] == list(range(1, len(a) + 1))
    assert [y for _, y in pairs if y] == list(range(1, len(b) + 1))
    for x, y in pairs:
        if x and y and (a[x - 1]["event"] == "log" or b[y - 1]["event"] == "log"):
            assert a[x - 1].get("text") == b[y - 1].get("text")
    # The lines both print ("first subscribed", "completed") are shared rows.
    shared = {a[x - 1]["text"] for x, y in pairs if x and y and a[x - 1]["event"] == "log"}
    assert shared == {"first subscribed", "second subscribed", "completed"}


def test_the_bar_steps_both_and_marks_where_they_part(compared):
    browser = compared
    table = rows(browser)
    parting = int(browser.execute_script("return document.querySelector('.comparison').getAttribute('data-parting')"))
    state = browser.execute_script(STATE, A, B)
    assert state["bar"] and (state["a"], state["b"]) == (0, 0)
    # Short runs start at "everything": each press takes one row.
    for p in range(1, parting + 3):
        bar(browser, "into").click()
        state = browser.execute_script(STATE, A, B)
        assert (state["a"], state["b"]) == (at(table, p, 0), at(table, p, 1)), f"position {p}"
        assert state["parting"] == (p == parting), f"position {p}"
    # The parting row is one run's own step: concat delivers 1 at once; zip, queueing it,
    # has no such step.
    row = table[parting - 1]
    assert 0 in row
    # Back, with the keyboard on the bar, and the button that goes to the parting.
    bar(browser, "into").send_keys(Keys.ARROW_LEFT)
    state = browser.execute_script(STATE, A, B)
    assert (state["a"], state["b"]) == (at(table, parting + 1, 0), at(table, parting + 1, 1))
    browser.find_element("css selector", ".comparison .to-parting").click()
    state = browser.execute_script(STATE, A, B)
    assert state["parting"] and state["now"].startswith("Here the runs part.")
    assert (state["a"], state["b"]) == (at(table, parting, 0), at(table, parting, 1))


def test_each_side_steps_alone(compared):
    browser = compared
    bar(browser, "into").click()
    before = browser.execute_script(STATE, A, B)
    # B's player's slider, one stop on: at "everything" (a short run's level), one step.
    browser.find_element("css selector", f'section.snippet[data-snippet="{B}"] .player .slider').send_keys(Keys.ARROW_RIGHT)
    after = browser.execute_script(STATE, A, B)
    assert (after["a"], after["b"]) == (before["a"], before["b"] + 1)


def test_over_and_out_keep_the_sides_on_one_row(compared):
    """Step over and out follow the leading side; the other lands on the same row, at every level."""
    browser = compared
    table = rows(browser)
    for level in ("0", "1", "2"):
        browser.execute_script("""
            document.querySelectorAll('.comparison .level-select').forEach(function (select) {
              select.value = arguments[0]; select.dispatchEvent(new Event('change'));
            });""", level)
        browser.find_element("css selector", ".comparison .to-parting").click()
        for move in ("over", "out", "over-back", "out-back"):
            button = bar(browser, move)
            if button.get_attribute("disabled"):
                continue
            button.click()
            state = browser.execute_script(STATE, A, B)
            positions = [p for p in range(len(table) + 1) if (at(table, p, 0), at(table, p, 1)) == (state["a"], state["b"])]
            assert positions, f"level {level} {move}: a {state['a']}, b {state['b']} on no row"


def test_the_sides_stack_on_a_phone(browser):
    emulate(browser, 390, 844)
    open_page(browser, PAGE)
    boxes = browser.execute_script("""
        return Array.from(document.querySelectorAll('.comparison .compare-side'), side => side.getBoundingClientRect().toJSON());""")
    assert boxes[1]["top"] >= boxes[0]["bottom"] - 1
    assert all(box["right"] <= 390 + 1 for box in boxes)
    emulate(browser, 1400, 900)
    open_page(browser, PAGE)
    boxes = browser.execute_script("""
        return Array.from(document.querySelectorAll('.comparison .compare-side'), side => side.getBoundingClientRect().toJSON());""")
    assert abs(boxes[0]["top"] - boxes[1]["top"]) < 1 and boxes[1]["left"] >= boxes[0]["right"]


# Every comparison of both editions, found in the built pages.
def comparison_pages(edition):
    return [page for page in edition() if 'class="comparison"' in (SITE / page).read_text(encoding="utf-8")]


EDITIONS = {"en": pages, "zh": zh_pages}
LOCALES = {"en": "English", "zh": "Chinese"}


def templates(edition):
    """The edition's sentences about a comparison, as SiteLocale+English/Chinese.swift write
    them (`{name}`, `{k}`, `{text}`, `{a}`, `{b}`): read from the source, not from the page."""
    source = (ROOT / "Sources" / "SiteGenerator" / f"SiteLocale+{LOCALES[edition]}.swift").read_text(encoding="utf-8")
    found = dict(re.findall(r'\.(compare\w+|jsCompare\w+): "((?:[^"\\]|\\.)*)"', source))
    return {key: value.replace('\\"', '"') for key, value in found.items()}


def pattern(template, **fields):
    """A template as a regular expression, `fields` its placeholders' expressions."""
    parts = re.split(r"(\{\w+\})", template)
    return "".join(fields[part[1:-1]] if part.startswith("{") else re.escape(part) for part in parts)


def said(sentence, words, a, b):
    """What the sentence under the heading says of each run: (form, step), form one of step
    (its step makes the row), still (an earlier step of its own), nothing (RAC's step), not-yet
    (none: step 0), each with the step's sentence as its player words it."""
    def side(name):
        return [(form, pattern(words[key], name=re.escape(name), k=r"(\d+)", text="(.*)"))
                for form, key in (("step", "compareStep"), ("still", "compareStill"),
                                  ("nothing", "compareNothing"), ("not-yet", "compareNotYet"))]
    whole = re.fullmatch(pattern(words["compareParting"], a=f"({re.escape(a)}.*?)", b=f"({re.escape(b)}.*)"), sentence)
    assert whole, f"not the parting sentence: {sentence!r}"
    told = []
    for name, part in ((a, whole.group(1)), (b, whole.group(2))):
        for form, expression in side(name):
            match = re.fullmatch(expression, part)
            if match:
                told.append((form, int(match.group(1)) if match.groups() else 0, match.group(2) if len(match.groups()) > 1 else None))
                break
        else:
            raise AssertionError(f"{name}: {part!r} is none of the edition's forms")
    return told


def own(step):
    """A step of the snippet's own: its block entered or left, or a line it prints."""
    return step["event"] == "log" or (step["event"] in ("enter", "exit") and step.get("user") is True)


COMPARISONS = """
return Array.from(document.querySelectorAll('.comparison'), root => ({
  rows: root.getAttribute('data-rows'), parting: root.getAttribute('data-parting'),
  sentence: root.querySelector('.compare-divergence').textContent,
  ids: Array.from(root.querySelectorAll('.compare-side > section.snippet'), section => section.getAttribute('data-snippet')),
}));
"""

SHOWN = """
const root = document.querySelectorAll('.comparison')[arguments[0]];
return Array.from(root.querySelectorAll('.compare-side > section.snippet .player .k'), k => parseInt(k.textContent, 10));
"""


@pytest.mark.parametrize("edition", ["en", "zh"])
def test_where_they_part_shows_the_steps_the_sentence_names(browser, edition):
    """On every comparison bar: "Where they part" puts each side's player on the step the
    sentence names; a run said to have no step of its own there shows one of RAC's (or none)."""
    emulate(browser, 1400, 900)
    words = templates(edition)
    checked = 0
    for page in comparison_pages(EDITIONS[edition]):
        open_page(browser, page)
        runs = {run["id"]: run for run in snippets(page)}
        for index, comparison in enumerate(browser.execute_script(COMPARISONS)):
            a, b = comparison["ids"]
            told = said(comparison["sentence"], words, a, b)
            cells = [int(cell) for cell in comparison["rows"].split(",")]
            row = list(zip(cells[0::2], cells[1::2]))[int(comparison["parting"]) - 1]
            button = browser.find_elements("css selector", ".comparison .to-parting")[index]
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
            button.click()
            WebDriverWait(browser, 10).until(lambda driver: driver.execute_script(
                "return document.querySelectorAll('.comparison')[arguments[0]].classList.contains('at-parting')", index))
            shown = browser.execute_script(SHOWN, index)
            where = f"{page} {a}/{b}: {comparison['sentence']!r}"
            assert any(form == "step" for form, _, _ in told), where
            for side, (name, (form, k, text), at) in enumerate(zip((a, b), told, shown)):
                steps, sentences = runs[name]["steps"], runs[name]["sentences"]
                assert at == k, f"{where}: {name}'s player shows step {at}, the sentence names {k}"
                if form == "step":
                    assert row[side] == k, f"{where}: {name}'s step {k} is not on the parting row {row}"
                if form in ("step", "still", "nothing"):
                    assert text == sentences[k - 1], f"{where}: {name}'s step {k} is worded {sentences[k - 1]!r}"
                if form == "still":
                    assert own(steps[k - 1]), f"{where}: {name}'s step {k} is RAC's"
                if form == "nothing":
                    assert not own(steps[k - 1]), f"{where}: said to have no step of its own, {name} shows {steps[k - 1]}"
            checked += 1
    # 09, 10 and 12 compare once, 21 twice.
    assert checked == 5, f"{checked} comparisons in the {edition} edition"
    assert console_errors(browser) == []


COVERED = """
const done = arguments[arguments.length - 1];
const controls = Array.from(document.querySelectorAll(
  '.comparison .compare-bar button, .comparison .player button, .comparison .player select, .comparison .player input[type=range]'))
  .filter(control => control.getClientRects().length > 0);
const frame = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
(async () => {
  await frame();
  const covered = [];
  for (const control of controls) {
    for (const block of ['start', 'center', 'end']) {
      control.scrollIntoView({block: block});
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !control.contains(hit)) {
        const side = control.closest('section.snippet');
        covered.push((side ? side.getAttribute('data-snippet') : 'bar') + ' '
          + (control.getAttribute('data-move') || control.className || control.tagName) + ' (' + block + '): '
          + (hit ? hit.tagName + '.' + hit.className : 'nothing'));
      }
    }
  }
  done({count: controls.length, covered: covered});
})();
"""


@pytest.mark.parametrize("size", [(1400, 900), (390, 844)], ids=["desktop", "phone"])
@pytest.mark.parametrize("edition", ["en", "zh"])
def test_the_bar_covers_no_control(browser, edition, size):
    """Every button, level select and slider of both players and of the bar, scrolled into view
    at the top, the middle and the bottom of the window, is what a click at its centre reaches."""
    emulate(browser, *size)
    for page in comparison_pages(EDITIONS[edition]):
        open_page(browser, page)
        found = browser.execute_async_script(COVERED)
        assert found["count"] >= 7 + 2 * 8, f"{page}: {found['count']} controls"
        assert found["covered"] == [], f"{page} at {size}: {found['covered']}"
    emulate(browser, 1400, 900)


ON_SCREEN = """
const root = document.querySelectorAll('.comparison')[arguments[0]];
const seen = node => {
  const box = node.getBoundingClientRect();
  if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
  const hit = document.elementFromPoint(box.left + Math.min(box.width, 20) / 2, box.top + box.height / 2);
  return !!hit && node.contains(hit);
};
const lines = [root.querySelector('.compare-now-a'), root.querySelector('.compare-now-b')];
return {
  lines: lines.map(line => line.textContent), seen: lines.map(seen),
  bar: seen(root.querySelector('.compare-bar [data-move="into"]')),
  k: Array.from(root.querySelectorAll('.compare-side > section.snippet .player .k'), k => parseInt(k.textContent, 10)),
  parting: root.classList.contains('at-parting'),
  marked: getComputedStyle(root.querySelector('.compare-now')).outlineStyle !== 'none',
};
"""


@pytest.mark.parametrize("edition", ["en", "zh"])
def test_on_a_phone_the_bar_keeps_both_runs_in_view(browser, edition):
    """At 390×844 the sides stack, a window or more apart: stepping with the bar, both runs'
    current steps are told in the bar, on screen with it, as each player words them, and the
    parting is marked there."""
    emulate(browser, 390, 844)
    words = templates(edition)
    for page in comparison_pages(EDITIONS[edition]):
        open_page(browser, page)
        runs = {run["id"]: run for run in snippets(page)}
        for index, comparison in enumerate(browser.execute_script(COMPARISONS)):
            ids = comparison["ids"]
            # Into the comparison, as a reader scrolls: its second side's source at the top.
            browser.execute_script("""
                document.querySelectorAll('.comparison')[arguments[0]].querySelectorAll('.compare-side')[1]
                  .scrollIntoView({block: 'start'});""", index)
            into = browser.find_elements("css selector", '.comparison .compare-bar [data-move="into"]')[index]
            parting = browser.find_elements("css selector", ".comparison .to-parting")[index]
            for press in [into] * 4 + [parting, into]:
                press.click()
                WebDriverWait(browser, 10).until(lambda driver: all(driver.execute_script(ON_SCREEN, index)["lines"]))
                state = browser.execute_script(ON_SCREEN, index)
                where = f"{page} {ids}: {state['lines']}"
                assert state["bar"] and state["seen"] == [True, True], where
                for name, k, line in zip(ids, state["k"], state["lines"]):
                    told = pattern(words["jsCompareSide"], name=re.escape(name), k=str(k), text=re.escape(runs[name]["sentences"][k - 1])) \
                        if k else pattern(words["jsCompareSideNone"], name=re.escape(name))
                    assert re.search(told + "$", line), f"{where}: {name} at step {k}"
                assert state["marked"] == state["parting"] and (state["parting"] or press is not parting), where
    emulate(browser, 1400, 900)
    assert console_errors(browser) == []
