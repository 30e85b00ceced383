"""The step-through player, driven like a reader drives it: Prev/Next buttons, ←/→ keys and
`#step-N` links. At every step the highlighted source line, the block stack and the output so far
must match what the page's embedded steps say (computed independently in site_data)."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait
from selenium.common.exceptions import TimeoutException

from conftest import console_errors, open_page
from site_data import expected_states, pages, snippets

# Different shapes: one plain createSignal (01), bind's deep nesting (06), zipWith's two sources
# interleaving (12), and a page with three players, where only the first owns `#step-N` (15).
LESSONS = ["01-create-signal.html", "06-bind.html", "12-zipwith.html", "15-hot-signals.html"]

CASES = [pytest.param(page, index, id=f"{page[:-5]}-{data['id']}")
         for page in LESSONS for index, data in enumerate(snippets(page))]

STATE = """
const section = document.querySelector('section.snippet[data-snippet="' + arguments[0] + '"]');
const player = section.querySelector('.player');
const texts = nodes => Array.from(nodes, node => node.textContent);
return {
  hidden: player.hidden,
  k: player.querySelector('.k').textContent,
  slider: player.querySelector('.slider').value,
  lines: Array.from(section.querySelectorAll('.source li.current'), li => li.getAttribute('data-line')),
  stack: texts(player.querySelectorAll('[data-pane=stack] li:not(.none)')),
  topLevel: player.querySelectorAll('[data-pane=stack] li.none').length,
  output: player.querySelector('[data-pane=output]').textContent,
  prevDisabled: player.querySelector('[data-move=back]').disabled,
  nextDisabled: player.querySelector('[data-move=into]').disabled,
  hash: location.hash,
  level: player.querySelector('.level-select').value,
};
"""


def hash_for(data, index, k):
    return "#" + ("" if index == 0 else data["id"] + "-") + f"step-{k}"


def check(browser, data, index, k, how):
    """Asserts the player shows the state after k steps."""
    n = len(data["steps"])
    expected = expected_states(data["steps"])[k]
    state = browser.execute_script(STATE, data["id"])
    where = f"{data['id']} step {k}/{n} ({how})"
    assert not state["hidden"], f"{where}: the player is still hidden (did player.js run?)"
    assert state["k"] == str(k), f"{where}: position"
    # At "everything" the slider's places are the steps; at a level that hides some, fewer.
    assert state["slider"] == str(k) or state["level"] != "2", f"{where}: slider"
    assert state["lines"] == ([] if expected["line"] is None else [str(expected["line"])]), f"{where}: highlighted line"
    assert state["stack"] == expected["stack"], f"{where}: stack"
    assert state["topLevel"] == (0 if expected["stack"] else 1), f"{where}: '(top level)' marker"
    assert state["output"] == expected["output"], f"{where}: output so far"
    assert (state["prevDisabled"], state["nextDisabled"]) == (k == 0, k == n), f"{where}: button states"


def hash_settles(browser, data, index, k, how):
    """The address bar follows the player once stepping pauses (player.js batches hash updates)."""
    expected = hash_for(data, index, k)
    try:
        WebDriverWait(browser, 3, poll_frequency=0.05).until(
            lambda driver: driver.execute_script("return location.hash") == expected)
    except TimeoutException:
        pytest.fail(f"{data['id']} step {k} ({how}): location hash stayed "
                    f"{browser.execute_script('return location.hash')!r}, expected {expected!r}")


def section_element(browser, data):
    return browser.find_element(By.CSS_SELECTOR, f'section.snippet[data-snippet="{data["id"]}"]')


def screenshot(browser, screens, page, data, label):
    # The highlighted line at the top, the controls and panels below it.
    browser.execute_script("(arguments[0].querySelector('.source li.current') || arguments[0]).scrollIntoView()",
                           section_element(browser, data))
    browser.save_screenshot(str(screens / f"{page[:-5]}-{data['id']}-{label}.png"))


@pytest.mark.parametrize("page,index", CASES)
def test_buttons_and_keys_step_through_the_trace(browser, screens, page, index):
    data = snippets(page)[index]
    n = len(data["steps"])
    assert n > 0
    open_page(browser, page)
    section = section_element(browser, data)
    prev = section.find_element(By.CSS_SELECTOR, '.player [data-move=back]')
    next_ = section.find_element(By.CSS_SELECTOR, '.player [data-move=into]')
    check(browser, data, index, 0, "on load")

    for k in range(1, n + 1):
        next_.click()
        check(browser, data, index, k, "Next")
        if k == n // 2:
            hash_settles(browser, data, index, k, "Next")
            screenshot(browser, screens, page, data, f"next-step-{k}")
    hash_settles(browser, data, index, n, "Next")
    # The whole run's output is the page's console block.
    assert expected_states(data["steps"])[n]["output"].rstrip("\n") == \
        section.find_element(By.CSS_SELECTOR, "pre.console").get_attribute("textContent").rstrip("\n") \
        or not any(step["event"] == "log" for step in data["steps"])
    screenshot(browser, screens, page, data, f"next-step-{n}")
    for k in range(n - 1, -1, -1):
        prev.click()
        check(browser, data, index, k, "Prev")
    hash_settles(browser, data, index, 0, "Prev")

    # Keys drive the player the reader last touched: click its narration line first.
    section.find_element(By.CSS_SELECTOR, '.player [data-pane=now]').click()
    keys = ActionChains(browser)
    for k in range(1, n + 1):
        keys.send_keys(Keys.ARROW_RIGHT).perform()
        check(browser, data, index, k, "→")
    keys.send_keys(Keys.ARROW_RIGHT).perform()
    check(browser, data, index, n, "→ past the end")
    hash_settles(browser, data, index, n, "→")
    for k in range(n - 1, -1, -1):
        keys.send_keys(Keys.ARROW_LEFT).perform()
        check(browser, data, index, k, "←")
    keys.send_keys(Keys.ARROW_LEFT).perform()
    check(browser, data, index, 0, "← before the start")
    hash_settles(browser, data, index, 0, "←")
    assert console_errors(browser) == []


@pytest.mark.parametrize("page,index", CASES)
def test_a_step_link_opens_at_that_step(browser, screens, page, index):
    data = snippets(page)[index]
    n = len(data["steps"])
    for k in sorted({1, (n + 1) // 2, n}):
        open_page(browser, page, hash_for(data, index, k)[1:])
        check(browser, data, index, k, "opened from the link")
        assert browser.execute_script("return location.hash") == hash_for(data, index, k)
        if k == (n + 1) // 2:
            screenshot(browser, screens, page, data, f"link-step-{k}")
        # The other players on the page stay at the start.
        for other_index, other in enumerate(snippets(page)):
            if other_index != index:
                check(browser, other, other_index, 0, f"while {data['id']} opened at {k}")
        # And the keys continue from there.
        ActionChains(browser).send_keys(Keys.ARROW_LEFT).perform()
        check(browser, data, index, k - 1, "← after opening from the link")
        hash_settles(browser, data, index, k - 1, "← after opening from the link")
    assert console_errors(browser) == []


def test_holding_right_through_a_long_run_leaves_a_link_to_its_end(browser):
    """Chrome stops honouring history.replaceState after ~200 calls in 10 s; a reader holding →
    through a long run must still end with the address bar (and so a shared link) at the end."""
    # The shortest first run past Chrome's limit with a margin: long enough to hit it, short
    # enough that holding → through it tests the limit, not the machine (the longest run,
    # RACCommand's 2,652 steps, takes minutes of key repeats).
    page, data = min(((page, data) for page in pages() for data in snippets(page)[:1]
                      if len(data["steps"]) > 250), key=lambda item: (len(item[1]["steps"]), item[0]), default=(None, None))
    assert page, "no first run exceeds 250 steps, past Chrome's limit; pick another check"
    n = len(data["steps"])
    open_page(browser, page)
    # The arrow keys step the player in view (an off-screen one never moves): the reader
    # scrolls to it first, as a page's first player may start below the fold.
    browser.execute_script("document.getElementById(arguments[0]).scrollIntoView()", data["id"])
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT * (n + 5)).perform()
    check(browser, data, 0, n, "held →")
    hash_settles(browser, data, 0, n, "held →")
    open_page(browser, page, browser.execute_script("return location.hash")[1:])
    check(browser, data, 0, n, "reopened from the address bar")
