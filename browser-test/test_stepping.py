"""The player steps like a debugger: into, over and out, forwards and backwards, at each level of
detail (your code, RAC's blocks, everything), with `#step-N` meaning the N-th recorded step at
every level; a long run's steps load from their own file when the player is first used (from
file:// too); a step renders within a frame; and a lesson prints as a summary of each run.

Where each move should land is the reader model's (reader_model.py): the rules the player's
help states, applied to the snippet's own trace, apart from the page's data and player-model.js."""
import base64
import re
import statistics

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors, emulate, open_page
from reader_model import run_of
from site_data import pages, snippets

LONG_PAGE = "30-command.html"
LEVELS = [0, 1, 2]
LEVEL_NAMES = ["your-code", "racs-blocks", "everything"]


class Walk:
    """A run at one level, as the player's help defines the moves: the reader model's
    (reader_model.Run), computed from the snippet's own trace, not from the page's data."""

    def __init__(self, data, level, page=None):
        self.run = run_of(page or LONG_PAGE, data["id"])
        self.level = level
        self.n = self.run.n
        self.exit_of = self.run.exit_of
        shown = self.run.stops(level)
        self.stops = [0] + shown + ([self.n] if not shown or shown[-1] != self.n else [])

    def depth(self, k):
        return self.run.depth(self.level, k)

    def into(self, k):
        return self.run.into(self.level, k)

    def back(self, k):
        return self.run.back(self.level, k)

    def over(self, k):
        return self.run.over(self.level, k)

    def over_back(self, k):
        return self.run.over_back(self.level, k)

    def out(self, k):
        return self.run.out(self.level, k)

    def out_back(self, k):
        return self.run.out_back(self.level, k)


def first_long_run():
    data = snippets(LONG_PAGE)[0]
    assert data["external"], "the RACCommand lesson's first run should load from its own file"
    return data


def longest_run():
    return max(((page, index, data) for page in pages() if page != "index.html"
                for index, data in enumerate(snippets(page))), key=lambda item: len(item[2]["steps"]))


SECTION = 'document.querySelector(\'section.snippet[data-snippet="\' + arguments[0] + \'"]\')'
K = "return " + SECTION + ".querySelector('.player .k').textContent"


def k_of(browser, data):
    return int(browser.execute_script(K, data["id"]))


def press(browser, data, move):
    """Clicks the player's button for `move` (its `data-move`: into, back, over, over-back, out, out-back)."""
    browser.execute_script(SECTION + ".querySelector('.player [data-move=" + move + "]').click()", data["id"])


def wait_loaded(browser, data):
    WebDriverWait(browser, 20, poll_frequency=0.05).until(lambda driver: driver.execute_script(
        "return !!" + SECTION + ".querySelector('.call-tree')", data["id"]))


def set_level(browser, data, level):
    browser.execute_script("const select = " + SECTION + ".querySelector('.level-select');"
                           "select.value = arguments[1]; select.dispatchEvent(new Event('change'));", data["id"], str(level))


def test_step_over_walks_the_longest_first_run_in_at_most_80_presses(browser):
    data = first_long_run()
    n = len(data["steps"])
    assert n > 2000
    open_page(browser, LONG_PAGE)
    # A long run starts at "your code".
    assert browser.execute_script("return " + SECTION + ".querySelector('.level-select').value", data["id"]) == "0"
    walk = Walk(data, 0)
    k, presses = 0, 0
    while k < n:
        press(browser, data, "over")
        if presses == 0:
            wait_loaded(browser, data)
        presses += 1
        expected = walk.over(k)
        WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == expected)
        assert expected > k
        k = expected
        assert presses <= 80, f"{presses} presses of Step over and still at step {k} of {n}"
    print(f"Step over from the start to the end of {LONG_PAGE} {data['id']} ({n} steps): {presses} presses")
    assert console_errors(browser) == []


MOVES = ["over", "over", "over", "into", "into", "into", "over", "out", "over-back", "over-back",
         "out-back", "back", "back", "over", "into", "into", "out", "out"]


def expected_after(walk, k, move):
    """Where `move` lands from step k; k itself where the move is disabled (Out at the top frame)."""
    target = {"into": walk.into, "back": walk.back, "over": walk.over, "over-back": walk.over_back,
              "out": walk.out, "out-back": walk.out_back}[move](k)
    return k if target is None else target


@pytest.mark.parametrize("level", LEVELS, ids=LEVEL_NAMES)
@pytest.mark.parametrize("page", ["06-bind.html", LONG_PAGE])
def test_over_out_and_back_at_each_level(browser, page, level):
    data = snippets(page)[0]
    walk = Walk(data, level, page)
    open_page(browser, page)
    set_level(browser, data, level)
    wait_loaded(browser, data)
    k = 0
    for move in MOVES:
        press(browser, data, move)
        expected = expected_after(walk, k, move)
        assert k_of(browser, data) == expected, f"{move} from step {k} at level {level}"
        assert expected == 0 or expected == walk.n or walk.depth(expected) is not None, \
            f"{move} from {k} landed on step {expected}, which level {level} hides"
        k = expected
    # The keys say the same: Shift for over, Alt for out, ← for backwards.
    browser.execute_script(SECTION + ".querySelector('.player .pane-stack').focus()", data["id"])
    keys = [(Keys.SHIFT, Keys.ARROW_RIGHT, "over"), (None, Keys.ARROW_RIGHT, "into"), (Keys.ALT, Keys.ARROW_RIGHT, "out"),
            (Keys.SHIFT, Keys.ARROW_LEFT, "over-back"), (Keys.ALT, Keys.ARROW_LEFT, "out-back"), (None, Keys.ARROW_LEFT, "back")]
    for modifier, key, move in keys:
        chain = ActionChains(browser)
        if modifier:
            chain.key_down(modifier).send_keys(key).key_up(modifier)
        else:
            chain.send_keys(key)
        chain.perform()
        expected = expected_after(walk, k, move)
        assert k_of(browser, data) == expected, f"key for {move} from step {k} at level {level}"
        k = expected
    assert console_errors(browser) == []


def test_a_block_stepped_over_runs_whole(browser):
    """At every level, Step over at a reader's block entered lands on its exit: the block runs
    whole. Step out from inside it lands on that exit, where the block returns."""
    data = snippets("06-bind.html")[0]
    blocks = [step["step"] for step in data["steps"] if step["event"] == "enter" and step.get("user")]
    assert blocks
    walk = Walk(data, 2, "06-bind.html")
    open_page(browser, "06-bind.html")
    inside = 0
    for level in LEVELS:
        set_level(browser, data, level)
        for enter in blocks[:3]:
            exit_ = walk.exit_of[enter]
            browser.execute_script("location.hash = '#step-' + arguments[0]", enter)
            WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == enter)
            press(browser, data, "over")
            assert k_of(browser, data) == exit_, f"level {level}: over at block entered at {enter}"
            # From a step inside it (a block with none returns at enter + 1, its exit, where the
            # reader is back in the caller's frame and Out would leave that one).
            if exit_ == enter + 1:
                continue
            browser.execute_script("location.hash = '#step-' + arguments[0]", enter + 1)
            WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == enter + 1)
            press(browser, data, "out")
            assert k_of(browser, data) == exit_, f"level {level}: out from inside the block entered at {enter}"
            inside += 1
    assert inside, "no block with a step inside it was stepped out of"


@pytest.mark.parametrize("level", LEVELS, ids=LEVEL_NAMES)
def test_a_step_link_means_the_same_step_at_every_level(browser, level):
    data = first_long_run()
    walk = Walk(data, 0)
    n = len(data["steps"])
    hidden = next(k for k in range(n // 2, n) if walk.depth(k) is None)
    open_page(browser, LONG_PAGE, f"step-{hidden}")
    WebDriverWait(browser, 20).until(lambda driver: k_of(driver, data) == hidden)
    set_level(browser, data, level)
    assert k_of(browser, data) == hidden
    sentence = browser.execute_script("return " + SECTION + ".querySelector('.player [data-pane=now]').textContent", data["id"])
    # The sentence's start: a long one is folded after it (at most 160 characters shown).
    assert data["sentences"][hidden - 1][:30] in sentence
    other = n // 3
    browser.execute_script("location.hash = '#step-' + arguments[0]", other)
    WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == other)
    # The next move walks this level's steps from there.
    press(browser, data, "into")
    assert k_of(browser, data) == Walk(data, level).into(other)
    assert console_errors(browser) == []


FRAMES_ON_A_SHARED_MACHINE = 3

TIME_STEPS = """
const section = %s, button = section.querySelector('.player [data-move=into]'), times = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  button.click();
  section.offsetHeight;
  times.push(performance.now() - start);
}
return times;
""" % SECTION


@pytest.mark.parametrize("level", LEVELS, ids=LEVEL_NAMES)
def test_a_step_renders_within_three_frames_and_its_time_is_printed(browser, level):
    """50 steps near the start and 50 near the end of the longest run, each timed from the
    click to the layout it causes, at a desktop size, and printed (`-s`). The aim is a frame
    (16 ms) a step at every level; this suite runs on a shared two-core machine beside builds, so
    it fails only past three frames on average, which the page before the levels (155 ms a step
    near the end of this run) would not have passed. The figures against the aim are in the
    closing note of issue 27, with the load the machine had."""
    page, index, data = longest_run()
    n = len(data["steps"])
    emulate(browser, 1400, 900)
    try:
        open_page(browser, page)
        set_level(browser, data, level)
        wait_loaded(browser, data)
        start = browser.execute_script(TIME_STEPS, data["id"])
        walk = Walk(data, level, page)
        near_end = walk.stops[max(0, len(walk.stops) - 52)]
        browser.execute_script("location.hash = '#' + arguments[0]", ("" if index == 0 else data["id"] + "-") + f"step-{near_end}")
        WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == near_end)
        end = browser.execute_script(TIME_STEPS, data["id"])
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    for name, times in (("start", start), ("end", end)):
        print(f"{page} {data['id']} ({n} steps) level {LEVEL_NAMES[level]}, near the {name}: "
              f"mean {statistics.mean(times):.2f} ms, median {statistics.median(times):.2f} ms, max {max(times):.2f} ms")
        assert statistics.mean(times) < FRAMES_ON_A_SHARED_MACHINE * 16, f"near the {name}: {times}"


def test_a_long_runs_steps_load_when_its_player_is_first_used(browser):
    """From file://, where fetch cannot read a file, the data file is a script; nothing of it
    loads before the reader touches the player."""
    data = first_long_run()
    open_page(browser, LONG_PAGE)
    # The scripts the page has (resource timing lists nothing for file:// URLs).
    loaded = "return Array.from(document.querySelectorAll('script[src]'), s => s.src).filter(n => n.includes('.steps/'))"
    assert browser.execute_script(loaded) == []
    press(browser, data, "into")
    WebDriverWait(browser, 20).until(lambda driver: k_of(driver, data) == Walk(data, 0).into(0))
    assert len(browser.execute_script(loaded)) == 1
    assert console_errors(browser) == []


def test_a_long_runs_figures_are_built_when_opened_and_leave_when_closed(browser):
    """A long run's marble diagram and dispose log travel with its steps, folded
    (SnippetWeaver.foldedFigure): scrolled to, they stay folded and out of the page; opening
    one loads the run's steps (no touch of the player) and builds it; closing it takes it out
    again. The runs further down stay unloaded."""
    runs = [data for data in snippets(LONG_PAGE) if data["external"]]
    data, later = runs[2], runs[3:]
    open_page(browser, LONG_PAGE)
    fold = SECTION + ".querySelector('.figure-fold:has(> .deferred[data-figure=\"%s\"])')"
    marbles_fold, disposals_fold = fold % "marbles", fold % "disposals"
    loaded = "return Array.from(document.querySelectorAll('script[src]'), s => s.src).filter(n => n.includes('.steps/'))"
    browser.execute_script("window.scrollTo(0, 0); " + marbles_fold + ".scrollIntoView({block: 'center'});", data["id"])
    assert browser.execute_script("const f = " + marbles_fold + "; return [f.hidden, f.open, f.querySelector('.deferred').children.length]",
                                  data["id"]) == [False, False, 0]
    assert browser.execute_script(loaded) == []
    browser.execute_script(marbles_fold + ".querySelector('summary').click()", data["id"])
    WebDriverWait(browser, 20).until(lambda driver: driver.execute_script("return !!" + marbles_fold + ".querySelector('svg.marbles')", data["id"]))
    # The diagram is the run's: one marble per value sent, each a step of this run.
    marbles = browser.execute_script("return Array.from(" + marbles_fold + ".querySelectorAll('[data-step]'), m => +m.getAttribute('data-step'))", data["id"])
    assert marbles and all(1 <= k <= len(data["steps"]) for k in marbles)
    assert not browser.execute_script("return !!" + SECTION + ".querySelector('.dispose-log')", data["id"])
    browser.execute_script(disposals_fold + ".querySelector('summary').click()", data["id"])
    WebDriverWait(browser, 5).until(lambda driver: driver.execute_script("return !!" + disposals_fold + ".querySelector('.dispose-log')", data["id"]))
    files = browser.execute_script(loaded)
    assert any(name.endswith(data["file"]) for name in files), files
    assert not any(name.endswith(run["file"]) for run in later for name in files), files
    # Closed, the diagram leaves the page, and the player steps without it.
    browser.execute_script(marbles_fold + ".querySelector('summary').click()", data["id"])
    WebDriverWait(browser, 5).until(lambda driver: driver.execute_script("return !" + SECTION + ".querySelector('svg.marbles')", data["id"]))
    press(browser, data, "into")
    assert browser.execute_script("return " + SECTION + ".querySelector('.player .k').textContent", data["id"]) != "0"
    assert console_errors(browser) == []


def pdf_pages(browser, page):
    open_page(browser, page)
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": 8.27, "paperHeight": 11.69, "printBackground": False})["data"])
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def test_the_command_lesson_prints_in_at_most_40_pages(browser):
    count = pdf_pages(browser, LONG_PAGE)
    print(f"{LONG_PAGE} prints as {count} A4 pages")
    assert count <= 40


PANES_DRAWN = "const s = " + SECTION + "; return [s.querySelector('.tree').innerHTML, s.querySelector('.dlog').innerHTML];"


@pytest.mark.parametrize("level", [0, 2], ids=["your-code", "everything"])
def test_the_disposable_tree_and_dispose_log_kept_step_by_step_are_those_drawn_afresh(browser, level):
    """The tree and the dispose log change only what a step changed (player-tree.js; the log's
    sliding window): walked forwards and back across the longest run, each must be, element for
    element, what a page opened at that step draws from nothing."""
    page, index, data = longest_run()
    prefix = "" if index == 0 else data["id"] + "-"
    walk = Walk(data, level, page)
    open_page(browser, page)
    set_level(browser, data, level)
    wait_loaded(browser, data)
    drawn = {}
    # Forwards over the whole run at "your code"; at "everything", over the last 150 steps,
    # where the run disposes most.
    if level == 2:
        browser.execute_script("location.hash = '#' + arguments[0]", prefix + f"step-{walk.n - 150}")
        WebDriverWait(browser, 5).until(lambda driver: k_of(driver, data) == walk.n - 150)
    while k_of(browser, data) < walk.n:
        press(browser, data, "into")
        drawn[k_of(browser, data)] = browser.execute_script(PANES_DRAWN, data["id"])
    for _ in range(20):
        press(browser, data, "back")
        drawn[k_of(browser, data)] = browser.execute_script(PANES_DRAWN, data["id"])
    checked = sorted(drawn)[::max(1, len(drawn) // 8)] + [walk.n]
    for k in checked:
        open_page(browser, page, prefix + f"step-{k}")
        WebDriverWait(browser, 20).until(lambda driver: k_of(driver, data) == k)
        assert browser.execute_script(PANES_DRAWN, data["id"]) == drawn[k], f"step {k}"
