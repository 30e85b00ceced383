"""Two runs compared on a page (a fence's compare=ID, player-compare.js): the bar steps both
players together along the page's rows, the mark appears at the row where the runs part, and
each side still steps alone. Where the rows must put each player is computed here from the rows
(`data-rows`) alone; that the rows pair the same printed lines is checked against both runs'
own steps (site_data), apart from the weaver."""
import re

import pytest
from selenium.webdriver.common.keys import Keys

from conftest import console_errors, emulate, open_page
from site_data import SITE, snippets

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


def bar(browser, name):
    return browser.find_element("css selector", ".comparison .compare-bar ." + name)


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
        bar(browser, "next").click()
        state = browser.execute_script(STATE, A, B)
        assert (state["a"], state["b"]) == (at(table, p, 0), at(table, p, 1)), f"position {p}"
        assert state["parting"] == (p == parting), f"position {p}"
    # The parting row is one run's own step: concat delivers 1 at once; zip, queueing it,
    # has no such step.
    row = table[parting - 1]
    assert 0 in row
    # Back, with the keyboard on the bar, and the button that goes to the parting.
    bar(browser, "next").send_keys(Keys.ARROW_LEFT)
    state = browser.execute_script(STATE, A, B)
    assert (state["a"], state["b"]) == (at(table, parting + 1, 0), at(table, parting + 1, 1))
    bar(browser, "to-parting").click()
    state = browser.execute_script(STATE, A, B)
    assert state["parting"] and state["now"].startswith("Here the runs part.")
    assert (state["a"], state["b"]) == (at(table, parting, 0), at(table, parting, 1))


def test_each_side_steps_alone(compared):
    browser = compared
    bar(browser, "next").click()
    before = browser.execute_script(STATE, A, B)
    browser.find_element("css selector", f'section.snippet[data-snippet="{B}"] .player .next').click()
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
        bar(browser, "to-parting").click()
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
