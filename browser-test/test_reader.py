"""What the reader sees is what the run did: every player on every page of both editions is
driven to a sample of steps at each level of detail — the first and last it shows and five
chosen at random with a fixed seed — and each pane is compared with the reader model
(reader_model.py), computed from `racstep trace --format json --tree` of the snippet as its
lesson writes it, never from the page's data or the player's code. The moves are checked
from each sampled step against the model's definitions. The playground's player gets the same
check in test_serve.py."""
import random

import pytest
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors, emulate, open_page
from reader_model import LEVEL_NAMES, LEVELS, ROOT, SENTENCE_LIMIT, TREE_DEPTH, Run, lesson_of, lesson_snippets, run_of
from site_data import pages, zh_pages

SAMPLE_SEED = 39

# What the reader reads, in each edition's words: the step's position, its place at the level.
WORDS = {
    "en": {"step": "Step {k} of {n}: ", "start": "Step 0 of {n}: ", "level": "{i} of {m} shown",
           "deeper": "{n} live disposables nested deeper than {depth} levels"},
    "zh": {"step": "第 {k} 步，共 {n} 步：", "start": "第 0 步，共 {n} 步：", "level": "这一层第 {i} 步，共 {m} 步",
           "deeper": "还有 {n} 个未销毁的 disposable 嵌套超过 {depth} 层"},
}

# Each pane as the reader reads it, found by its role in the player, never a bare class name,
# after the slider is dragged to place arguments[1] (the step's place among the level's steps).
STATE = """
const section = arguments[0];
const player = section.querySelector('.player');
const slider = player.querySelector('.slider');
slider.value = arguments[1];
slider.dispatchEvent(new Event('input'));
const pane = name => player.querySelector('[data-pane="' + name + '"]');
const texts = nodes => Array.from(nodes, node => node.textContent);
const engine = section.querySelector('.engine-pane');
const shown = engine && (engine.querySelector('.engine-shown .engine-block') || engine.querySelector('.engine-body > .engine-block'));
const more = player.querySelector('[data-part="sentence-more"]');
return {
  k: player.querySelector('.k').textContent,
  now: pane('now').textContent,
  folded: !!(more && !more.hidden),
  output: pane('output').textContent,
  stack: Array.from(pane('stack').querySelectorAll('li:not(.none)'), li => [li.textContent, li.classList.contains('folded-level')]),
  lines: Array.from(section.querySelectorAll('.source li.current'), li => li.getAttribute('data-line')),
  level: player.querySelector('.level-position').textContent,
  engine: !engine ? null : shown ? [
    (shown.querySelector('.engine-where .engine-loc') || {textContent: null}).textContent,
    texts(shown.querySelectorAll('.engine-code li.current .ln')),
    texts(shown.querySelectorAll('.engine-code li .ln'))] : engine.querySelector('.engine-body').textContent === '' ? null : 'none',
  treeNote: (pane('tree').querySelector(':scope > p.none') || {textContent: ''}).textContent,
  tree: Array.from(pane('tree').querySelectorAll('li:not(.disposed)'), li => {
    const up = li.parentNode.closest('li');
    return [li.querySelector(':scope > .node').textContent, up ? up.querySelector(':scope > .node').textContent : null];
  }),
};
"""

# Each move's button pressed from the step at slider place arguments[1], the slider dragged back
# after each: whether it was disabled, and where it landed.
PRESS = """
const player = arguments[0].querySelector('.player');
const slider = player.querySelector('.slider');
const back = () => { slider.value = arguments[1]; slider.dispatchEvent(new Event('input')); };
back();
const landed = {};
for (const move of arguments[2]) {
  const button = player.querySelector('[data-move="' + move + '"]');
  if (button.disabled) { landed[move] = null; continue; }
  button.click();
  landed[move] = player.querySelector('.k').textContent;
  back();
}
return landed;
"""

MOVES = {"into": Run.into, "back": Run.back, "over": Run.over, "over-back": Run.over_back, "out": Run.out, "out-back": Run.out_back}


def disposable_id(label):
    """A disposable as the tree pane names it: its class, a no-break space, its id, then its
    owner after ' · ' and, once disposed, a word saying so."""
    return label.split("\u00a0", 1)[-1].split(" ")[0]


def players():
    """(page, edition, lesson file) for every page of both editions with a player."""
    found = []
    for page, edition in [(p, "en") for p in pages()] + [(p, "zh") for p in zh_pages()]:
        lesson = lesson_of(page)
        if lesson.exists() and lesson_snippets(lesson):
            found.append(pytest.param(page, edition, lesson, id=page[:-5]))
    return found


def samples(run, level):
    """The first and last steps the level shows and five of the others, chosen with a fixed seed."""
    stops = run.stops(level)
    chosen = {stops[0], stops[-1]} if stops else set()
    rest = [k for k in stops if k not in chosen]
    chosen.update(random.Random(f"{SAMPLE_SEED}-{run.n}-{level}").sample(rest, min(5, len(rest))))
    return sorted(chosen)


def set_level(browser, section, level):
    browser.execute_script("const select = arguments[0].querySelector('.player .level-select');"
                           "select.value = arguments[1]; select.dispatchEvent(new Event('change'));", section, str(level))


def place(run, level, k):
    """Step k's place on the player's slider, whose places are the level's steps after 0 (and
    before n, when the level does not show n)."""
    stops = [0] + run.stops(level)
    if stops[-1] != run.n:
        stops.append(run.n)
    return str(stops.index(k))


def drag_to(browser, section, run, level, k):
    """Moves the player's slider to step k, as a reader drags it, and waits for the step (a
    long run's steps load when its player is first used)."""
    browser.execute_script("const slider = arguments[0].querySelector('.player .slider');"
                           "slider.value = arguments[1]; slider.dispatchEvent(new Event('input'));", section, place(run, level, k))
    wait_at(browser, section, k)


def wait_at(browser, section, k):
    WebDriverWait(browser, 20, poll_frequency=0.02).until(lambda driver: driver.execute_script(
        "const p = arguments[0].querySelector('.player'); return p.querySelector('.k').textContent === arguments[1]"
        " && p.querySelector('.level-position').textContent !== ''", section, str(k)))


def expected(run, level, k, words):
    """Every pane after step k at `level`, as the reader model says it."""
    i, m = run.position(level, k)
    live, nesting = run.disposables(k), run.nesting(k)
    drawn = {node for node in live if nesting.get(node, 0) <= TREE_DEPTH}
    return {
        "k": str(k),
        "output": run.output(k),
        "stack": [[label, folded] for label, folded in run.stack(level, k)],
        "lines": [] if run.line(k) is None else [str(run.line(k))],
        "level": words["level"].format(i=i, m=m),
        "tree": sorted([node, live[node]] for node in drawn),
        "deeper": len(live) - len(drawn),
    }


def check_panes(browser, section, run, level, k, words, where):
    """Compares each pane with the model after step k at `level`: (how many it compared, what
    differed)."""
    state = browser.execute_script(STATE, section, place(run, level, k))
    want = expected(run, level, k, words)
    failures = []
    for pane in ("k", "output", "stack", "lines", "level"):
        if state[pane] != want[pane]:
            failures.append(f"{pane}: shows {state[pane]!r}, the run says {want[pane]!r}")
    tree = sorted([disposable_id(node), parent and disposable_id(parent)] for node, parent in state["tree"])
    if tree != want["tree"]:
        shown, said = {tuple(item) for item in tree}, {tuple(item) for item in want["tree"]}
        failures.append(f"live disposables: shows {sorted(shown - said)} that the run does not, "
                        f"and not {sorted(said - shown)} that it does")
    if want["deeper"] and words["deeper"].format(n=want["deeper"], depth=TREE_DEPTH) not in state["treeNote"]:
        failures.append(f"live disposables: {want['deeper']} nested deeper than {TREE_DEPTH} levels, "
                        f"but the pane's note says {state['treeNote']!r}")
    engine = run.engine(k)
    if engine is None:
        shown_engine = state["engine"] in (None, "none")
    elif engine == ("", None):
        shown_engine = state["engine"] in (None, "none") or state["engine"][0] is None
    else:
        # The line that called the frame above is marked where the pane lists it; a block
        # whose recorded location is where it was made (a scheduler's queued block) lists the
        # lines around that, and marks its own line.
        location, line = engine
        if location and state["engine"] not in (None, "none") and str(line) not in state["engine"][2]:
            line = int(location.rsplit(":", 1)[1])
        shown_engine = state["engine"][:2] == [location, [str(line)]] if location else state["engine"] is not None
    if state["engine"] is not None and not shown_engine:
        failures.append(f"engine pane: shows {state['engine']!r}, the run says {engine!r}")
    # The sentence: the step's position, then at most SENTENCE_LIMIT characters that state the
    # step's facts (the whole of each, or folded when the sentence is too long to hold it).
    prefix = (words["step"] if k else words["start"]).format(k=k, n=run.n)
    if not state["now"].startswith(prefix):
        failures.append(f"sentence: {state['now']!r} does not start with {prefix!r}")
    elif k:
        said = state["now"][len(prefix):]
        if len(said) > SENTENCE_LIMIT:
            failures.append(f"sentence: {len(said)} characters, over {SENTENCE_LIMIT}: {said[:80]!r}…")
        full = said
        if state["folded"]:
            full = browser.execute_script(
                "const p = arguments[0].querySelector('.player'); const more = p.querySelector('[data-part=\"sentence-more\"]');"
                "more.click(); const text = p.querySelector('[data-pane=\"now\"]').textContent; more.click(); return text;", section)[len(prefix):]
        missing = [fact for fact in run.sentence_facts(k) if fact not in full]
        if missing:
            failures.append(f"sentence: {full!r} does not say {missing}")
    return 7, [f"{where}, step {k} at {LEVEL_NAMES[level]}: {failure}" for failure in failures]


def check_moves(browser, section, run, level, k, where):
    """From step k, each move lands where the model's definitions say, and a move with nowhere
    to go is disabled: (how many it compared, what differed)."""
    landed = browser.execute_script(PRESS, section, place(run, level, k), list(MOVES))
    failures = []
    at = f"{where}, step {k} at {LEVEL_NAMES[level]}"
    for move, rule in MOVES.items():
        target = rule(run, level, k)
        stuck = target is None or (move in ("into", "over") and k == run.n) or (move in ("back", "over-back") and k == 0)
        want = None if stuck else str(target)
        if landed[move] != want:
            failures.append(f"{at}: {move} {'is disabled' if landed[move] is None else 'lands on ' + landed[move]}, "
                            f"the run says {'disabled' if want is None else want}")
    return len(MOVES), failures


def check_player(browser, section, run, words, where):
    """Every pane at each level's sample of steps, then the moves from each sample: (how many
    comparisons, what differed)."""
    compared, failures = 0, []
    for level in LEVELS:
        set_level(browser, section, level)
        for k in samples(run, level):
            if not compared:
                drag_to(browser, section, run, level, k)
            for check in (check_panes(browser, section, run, level, k, words, where),
                          check_moves(browser, section, run, level, k, where)):
                compared += check[0]
                failures += check[1]
    return compared, failures


@pytest.mark.parametrize("page,edition,lesson", players())
def test_every_pane_of_every_player_shows_what_the_run_did(browser, page, edition, lesson):
    open_page(browser, page)
    sections = browser.find_elements("css selector", "section.snippet[data-snippet]")
    snippets = {snippet["id"]: snippet for snippet in lesson_snippets(lesson)}
    assert sorted(section.get_attribute("data-snippet") for section in sections) == sorted(snippets)
    compared, failures = 0, []
    for section in sections:
        snippet = snippets[section.get_attribute("data-snippet")]
        checked = check_player(browser, section, run_of(page, snippet["id"]), WORDS[edition], f"{page} {snippet['id']}")
        compared += checked[0]
        failures += checked[1]
    print(f"reader model: {page}: {compared} comparisons, {len(failures)} differed")
    assert not failures, f"{len(failures)} of {compared} comparisons differ:\n" + "\n".join(failures[:40])
    assert console_errors(browser) == []


PHONE_PAGES = ["06-bind.html", "12-zipwith.html", "30-command.html", "zh/06-bind.html"]

PHONE_STATE = """
const section = arguments[0], player = section.querySelector('.player');
player.querySelector('[data-move="into"]').click();
const inView = node => { const r = node.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; };
const strip = player.querySelector('[data-pane="engine-strip"]');
const pane = section.querySelector('.engine-pane');
const block = pane.querySelector('.engine-shown .engine-block') || pane.querySelector('.engine-body > .engine-block');
return {
  k: player.querySelector('.k').textContent,
  controls: Array.from(player.querySelectorAll('[data-move]')).every(inView),
  strip: inView(strip), text: strip.textContent,
  listed: block ? Array.from(block.querySelectorAll('.engine-code li .ln'), n => n.textContent) : [],
};
"""


@pytest.mark.parametrize("page", PHONE_PAGES)
def test_on_a_phone_the_controls_and_the_engine_line_stay_in_view_together(browser, page):
    """At 390×844, stepping 20 times with Next from the top of the first run that has RAC's
    blocks: after every step each move's button and the engine strip are on screen together,
    and the strip says the engine pane's current line — its file, line and code, read here
    from RACCore's source in the repo at the line the reader model marks."""
    emulate(browser, 390, 844)
    try:
        open_page(browser, page)
        section = browser.find_element("css selector", "section.snippet:has(.engine-pane)")
        run = run_of(page, section.get_attribute("data-snippet"))
        browser.execute_script("arguments[0].querySelector('.player').scrollIntoView({block: 'start'})", section)
        drag_to(browser, section, run, 2, 0)
        set_level(browser, section, 2)
        for k in range(1, 21):
            state = browser.execute_script(PHONE_STATE, section)
            assert state["k"] == str(k)
            assert state["controls"], f"{page} step {k}: a move's button is off screen"
            assert state["strip"], f"{page} step {k}: the engine strip is off screen"
            engine = run.engine(k)
            if engine and engine[0]:
                location, line = engine
                if str(line) not in state["listed"]:
                    line = int(location.rsplit(":", 1)[1])
                path = location.rsplit(":", 1)[0]
                code = (ROOT / path).read_text(encoding="utf-8").splitlines()[line - 1].strip()
                assert state["text"] == f"{path.rsplit('/', 1)[-1]}:{line}  {code}", f"{page} step {k}"
            else:
                assert state["text"].strip(), f"{page} step {k}: the strip says nothing"
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    assert console_errors(browser) == []
