"""The engine pane beside a snippet: RACCore's Swift for the innermost of RAC's blocks on the
stack, numbered as in the repo's file and linked to the ReactiveObjC line it models; in the
reader's own block, the chain of RAC's blocks that led there, each showing its code on demand.
Expectations come from the page's embedded steps and from the repo's own source files."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import console_errors, open_page
from site_data import ROOT, expected_states, snippets

PAGE = "06-bind.html"
GITHUB = "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/"

PANE = """
const section = document.querySelector('section.snippet[data-snippet="' + arguments[0] + '"]');
const pane = section.querySelector('.engine-pane');
const block = pane.querySelector('.engine-block');
const text = node => node ? node.textContent : null;
const link = block && block.querySelector('a.rac');
return {
  hidden: pane.hidden,
  name: text(block && block.querySelector('.engine-name')),
  badge: text(block && block.querySelector('.engine-head .badge')),
  rac: text(block && block.querySelector('.rac')),
  racHref: link ? link.href : null,
  engine: text(block && block.querySelector('.engine-loc')),
  lines: Array.from(pane.querySelectorAll('.engine-code li'),
                    li => [Number(li.querySelector('.ln').textContent), li.querySelector('code').textContent]),
  current: Array.from(pane.querySelectorAll('.engine-code li.current'), li => Number(li.querySelector('.ln').textContent)),
  chain: Array.from(pane.querySelectorAll('.engine-chain button'), button => button.textContent),
  pressed: Array.from(pane.querySelectorAll('.engine-chain button'), button => button.getAttribute('aria-pressed')),
  why: text(pane.querySelector('.engine-why')),
  none: text(pane.querySelector('.engine-body > .none')),
};
"""


def pane(browser, data):
    return browser.execute_script(PANE, data["id"])


def repo_line(path, number):
    return (ROOT / path).read_text(encoding="utf-8").split("\n")[number - 1]


def check_block(state, step, where, above=None):
    """The pane shows `step`'s block: name, badge, both locations, and the repo file's lines
    around its engine line (less the indentation they share). The highlighted line is where
    the block called `above`, the frame running inside it, when that call is in its own file
    (the step's `caller`); else the block's first line."""
    path, line = step["engine"].rsplit(":", 1)
    if above and above.get("caller") and above["caller"].rsplit(":", 1)[0] == path:
        line = above["caller"].rsplit(":", 1)[1]
    assert (state["name"], state["engine"]) == (step["name"], step["engine"]), where
    assert state["badge"] == (None if step.get("block") is None else str(step["block"])), where
    assert state["rac"] == step.get("rac"), where
    if step.get("rac"):
        file, rac_line = step["rac"].rsplit(":", 1)
        assert state["racHref"] == f"{GITHUB}{file}#L{rac_line}", where
    assert state["current"] == [int(line)], where
    numbers = [number for number, _ in state["lines"]]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers))), f"{where}: lines not consecutive"
    repo = [repo_line(path, number) for number in numbers]
    indent = min(len(text) - len(text.lstrip(" ")) for text in repo if text.strip())
    for (number, text), original in zip(state["lines"], repo):
        assert text == (original[indent:] or " "), f"{where}: {path}:{number} differs from the repo"


def enter_step(data, name, user=None):
    return next(step for step in data["steps"] if step["event"] == "enter" and step.get("name") == name
                and step.get("user") == user)


def test_a_bind_source_next_step_shows_its_swift_and_reactiveobjc_line(browser, screens):
    data = snippets(PAGE)[0]
    step = enter_step(data, "bind.source.next")
    open_page(browser, PAGE)
    next_ = browser.find_element(By.CSS_SELECTOR, '.player [data-move=into]')
    for _ in range(step["step"]):
        next_.click()
    state = pane(browser, data)
    assert not state["hidden"]
    assert step["engine"].startswith("Sources/RACCore/Operators/RACSignal+Bind.swift:")
    assert step["rac"] == "RACSignal.m:148"
    check_block(state, step, f"step {step['step']}")
    assert state["racHref"].endswith("RACSignal.m#L148")
    assert "RACValueBlock(RACBlockName.bindSourceNext" in dict(state["lines"])[state["current"][0]]
    browser.execute_script("arguments[0].scrollIntoView()", browser.find_element(By.CSS_SELECTOR, ".engine-pane"))
    browser.save_screenshot(str(screens / f"engine-pane-{PAGE[:-5]}-step-{step['step']}.png"))
    assert console_errors(browser) == []


def chain_text(frame):
    """A chain button's text: the block's number when it has one, name, rac, engine."""
    return " ".join(str(part) for part in [frame.get("block"), frame["name"], frame.get("rac"), frame.get("engine")]
                    if part is not None)


def test_in_the_readers_block_the_chain_lists_racs_blocks(browser, screens):
    data = snippets(PAGE)[0]
    step = enter_step(data, "subscribeNext:", user=True)
    frames = expected_states(data["steps"])[step["step"]]["frames"]
    chain = [frame for frame in frames if not frame.get("user")]
    # Each -subscribe: runs its signal's block on the subscription scheduler
    # (RACDynamicSignal.m:43, RACReturnSignal.m:84), which runs what the signal does.
    assert [frame["name"] for frame in chain] == [
        "dynamicSignal.subscribe", "bind.didSubscribe", "dynamicSignal.subscribe", "bind.source.next",
        "bind.addSignal", "returnSignal.subscribe", "bind.addSignal.next"]
    open_page(browser, PAGE, f"step-{step['step']}")
    state = pane(browser, data)
    assert state["why"].startswith("Your block 4 subscribeNext: is running.")
    assert len(state["chain"]) == len(chain)
    for text, frame in zip(state["chain"], chain):
        assert text == chain_text(frame)
    # The innermost of RAC's blocks is shown first: the one that called the reader's block.
    assert state["pressed"] == ["false"] * (len(chain) - 1) + ["true"]
    check_block(state, chain[-1], "innermost", frames[frames.index(chain[-1]) + 1])
    browser.save_screenshot(str(screens / f"engine-pane-{PAGE[:-5]}-chain.png"))
    # A click, or Enter on a focused button, shows that block's code.
    buttons = browser.find_elements(By.CSS_SELECTOR, ".engine-chain button")
    buttons[0].click()
    state = pane(browser, data)
    assert state["pressed"][0] == "true"
    check_block(state, chain[0], "clicked", frames[frames.index(chain[0]) + 1])
    # The subscription block (RACDynamicSignal.m:43) is running the didSubscribe it called.
    assert state["current"] != [int(chain[0]["engine"].rsplit(":", 1)[1])], "the call, not the first line"
    buttons[1].send_keys(Keys.ENTER)
    state = pane(browser, data)
    assert state["pressed"][1] == "true"
    check_block(state, chain[1], "Enter", frames[frames.index(chain[1]) + 1])
    assert console_errors(browser) == []


def test_the_pane_follows_every_step(browser):
    """At each step: the snippet's top level says so, one of RAC's blocks shows its code, and
    the reader's block shows the chain."""
    data = snippets(PAGE)[0]
    states = expected_states(data["steps"])
    open_page(browser, PAGE)
    browser.find_element(By.CSS_SELECTOR, '.player [data-pane=now]').click()
    keys = ActionChains(browser)
    for k in range(len(states)):
        if k:
            keys.send_keys(Keys.ARROW_RIGHT).perform()
        frames = states[k]["frames"]
        state = pane(browser, data)
        where = f"step {k}"
        if not frames:
            assert state["none"] and "top level" in state["none"], where
        elif not frames[-1].get("user"):
            check_block(state, frames[-1], where)
            assert state["chain"] == [], where
        else:
            assert state["chain"] == [chain_text(frame) for frame in frames if not frame.get("user")], where
    assert console_errors(browser) == []


def test_each_snippet_lists_its_rac_blocks_without_javascript(browser):
    """The static list (what a reader without JavaScript, or a printout, has): one entry per
    RAC block the run enters, with its ReactiveObjC link and engine location."""
    open_page(browser, PAGE)
    for data in snippets(PAGE):
        seen = []
        for step in data["steps"]:
            key = (step.get("name"), step.get("engine"))
            if step["event"] == "enter" and not step.get("user") and key not in seen:
                seen.append(key)
        items = browser.find_elements(By.CSS_SELECTOR, f'section.snippet[data-snippet="{data["id"]}"] .engine-blocks li')
        assert [(item.find_element(By.TAG_NAME, "b").text,
                 item.find_element(By.CSS_SELECTOR, ".engine-loc").text) for item in items] == seen
        for item in items:
            for link in item.find_elements(By.CSS_SELECTOR, "a.rac"):
                file, line = link.text.rsplit(":", 1)
                assert link.get_attribute("href") == f"{GITHUB}{file}#L{line}"
