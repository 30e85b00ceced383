"""How a lesson reads at a desktop (1400×900) and a phone (390×844), light and dark: nothing wider
than the screen, the lesson first on a phone under a sticky top bar with the menu and search,
snippet lines that fit, one player box that keeps code and state in view while stepping, panes
that show their lines whole, deep links that show their step, and print that wraps and fits the
page."""
import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import VIEWS, click_in_place, console_errors, emulate, open_page, view_id
from site_data import ROOT, pages, snippets

PHONES = [view for view in VIEWS if view[0] < 600]
DESKTOPS = [view for view in VIEWS if view[0] >= 600]

WIDEST = """
const width = document.documentElement.clientWidth;
const wide = [];
document.querySelectorAll('body *').forEach(node => {
  const rect = node.getBoundingClientRect();
  if (rect.width === 0 || rect.right <= width + 1) return;
  // Inside a box that scrolls or clips, and that box fits: that is the box's business.
  for (let up = node.parentElement; up; up = up.parentElement) {
    if (getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 1) return;
  }
  wide.push(node.tagName.toLowerCase() + '.' + node.getAttribute('class') + ' → ' + Math.round(rect.right));
});
return {scrollWidth: document.documentElement.scrollWidth, width: width, wide: wide.slice(0, 5)};
"""


@pytest.mark.parametrize("view", PHONES, ids=view_id, indirect=True)
@pytest.mark.parametrize("page", pages())
def test_nothing_is_wider_than_a_phone(browser, view, page):
    open_page(browser, page)
    state = browser.execute_script(WIDEST)
    assert state["scrollWidth"] <= 390 and not state["wide"], f"{page}: {state}"
    # Stepping fills the panes; they must stay inside too.
    browser.execute_script("document.querySelectorAll('.player [data-move=into]').forEach(b => { for (let i = 0; i < 40; i++) b.click(); })")
    state = browser.execute_script(WIDEST)
    assert state["scrollWidth"] <= 390 and not state["wide"], f"{page} after 40 steps: {state}"
    assert console_errors(browser) == []


TOP_BAR = """
const box = n => n.getBoundingClientRect();
const bar = box(document.querySelector('.topbar'));
const inBar = n => !!n && n.getClientRects().length > 0 && box(n).top >= bar.top - 1 && box(n).bottom <= bar.bottom + 1;
const sidebar = document.querySelector('.sidebar');
return {
  barTop: Math.round(bar.top), menu: inBar(document.querySelector('.topbar .menu')),
  find: inBar(document.querySelector('.topbar .find')),
  h1: Math.round(box(document.querySelector('h1')).top + scrollY),
  sidebarShown: sidebar.getClientRects().length > 0 && box(sidebar).top >= bar.bottom - 1 && box(sidebar).top < innerHeight,
  listShown: !!sidebar.querySelector('.lesson-list') && box(sidebar.querySelector('.lesson-list')).height > 0,
  expanded: document.querySelector('.topbar .menu').getAttribute('aria-expanded'),
  focused: document.activeElement.id,
};
"""


@pytest.mark.parametrize("view", PHONES, ids=view_id, indirect=True)
def test_on_a_phone_a_sticky_top_bar_holds_the_menu_and_search(browser, view, screens):
    """As mdBook's: the lesson first, under a bar that stays at the top however far one reads,
    whose menu opens the list of lessons over the page and whose search opens the search box."""
    open_page(browser, "06-bind.html")
    state = browser.execute_script(TOP_BAR)
    assert state["barTop"] == 0 and state["menu"] and state["find"] and state["h1"] < 200, state
    assert not state["sidebarShown"] and state["expanded"] == "false", state
    # Deep in the lesson (menu and search were at y = 18,693 px here once) the bar is still there.
    browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
    state = browser.execute_script(TOP_BAR)
    assert state["barTop"] == 0 and state["menu"] and state["find"], state
    browser.save_screenshot(str(screens / f"phone-06-middle-{view[2]}.png"))
    browser.find_element("css selector", ".topbar .menu").click()
    state = browser.execute_script(TOP_BAR)
    assert state["sidebarShown"] and state["listShown"] and state["expanded"] == "true", state
    browser.save_screenshot(str(screens / f"phone-06-menu-{view[2]}.png"))
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    state = browser.execute_script(TOP_BAR)
    assert not state["sidebarShown"] and state["expanded"] == "false", state
    browser.find_element("css selector", ".topbar .find").click()
    state = browser.execute_script(TOP_BAR)
    assert state["sidebarShown"] and state["focused"] == "search-input", state
    assert console_errors(browser) == []


@pytest.mark.parametrize("view", PHONES[:1], ids=view_id, indirect=True)
@pytest.mark.parametrize("page", ["index.html", "zh/index.html"])
def test_on_a_phone_the_index_start_button_is_on_the_first_screen(browser, view, page):
    open_page(browser, page)
    bottom = browser.execute_script("return document.querySelector('.start .button').getBoundingClientRect().bottom")
    assert bottom <= view[1], bottom


SOURCE_FIT = """
return Array.from(document.querySelectorAll('.source')).flatMap(source => {
  const problems = [];
  if (source.scrollWidth > source.clientWidth + 1) problems.push(source.closest('section').id + ' scrolls sideways');
  source.querySelectorAll('li').forEach(li => {
    const code = li.querySelector('code');
    const length = code.textContent.length;
    if (length < 110 && (code.scrollWidth > code.clientWidth + 1 || li.scrollWidth > li.clientWidth + 1))
      problems.push(li.id + ' (' + length + ' chars) is cut or scrolls');
  });
  return problems;
});
"""


@pytest.mark.parametrize("view", DESKTOPS, ids=view_id, indirect=True)
@pytest.mark.parametrize("page", [page for page in pages() if page != "index.html"])
def test_snippet_lines_under_110_characters_never_scroll_on_a_desktop(browser, view, page):
    open_page(browser, page)
    assert browser.execute_script(SOURCE_FIT) == []


INSTRUMENT = """
const section = document.querySelector('section.snippet[data-snippet="' + arguments[0] + '"]');
const box = section.querySelector('.instrument').getBoundingClientRect();
const current = section.querySelector('.source li.current');
const inside = (node, outer) => {
  if (!node) return null;
  const r = node.getBoundingClientRect();
  return r.top >= outer.top - 1 && r.bottom <= outer.bottom + 1;
};
const panes = ['.source', '.engine-pane', '[data-pane=stack]', '[data-pane=tree]', '[data-pane=output]', '[data-pane=dlog]'].map(s => section.querySelector(s));
return {
  top: box.top, bottom: box.bottom, height: Math.round(box.height), viewport: innerHeight,
  lineInView: inside(current, section.querySelector('.source').getBoundingClientRect()),
  panesInBox: panes.filter(Boolean).every(node => inside(node.closest('.panel') || node, box)),
  now: section.querySelector('[data-pane=now]').textContent,
  live: section.querySelector('[data-pane=now]').getAttribute('aria-live'),
};
"""


@pytest.mark.parametrize("view", DESKTOPS, ids=view_id, indirect=True)
def test_the_player_is_one_box_that_keeps_code_and_state_in_view(browser, view, screens):
    """Stepping through all of lesson 06 the box keeps its height, fits the window, and holds
    the source (its current line scrolled into view), the engine pane and every state pane."""
    data = snippets("06-bind.html")[0]
    n = len(data["steps"])
    open_page(browser, "06-bind.html")
    section = browser.find_element("css selector", f'section.snippet[data-snippet="{data["id"]}"]')
    browser.execute_script("arguments[0].querySelector('.instrument').scrollIntoView()", section)
    heights = set()
    for k in range(1, n + 1):
        browser.execute_script("arguments[0].querySelector('.player [data-move=into]').click()", section)
        state = browser.execute_script(INSTRUMENT, data["id"])
        heights.add(state["height"])
        assert state["height"] <= state["viewport"], f"step {k}: {state}"
        assert state["panesInBox"], f"step {k}: a pane spills out of the player: {state}"
        assert state["lineInView"] in (None, True), f"step {k}: the current line is scrolled out of its pane"
        if k == 60:
            browser.save_screenshot(str(screens / f"desktop-06-step-60-{view[2]}.png"))
    assert len(heights) == 1, f"the player changed height while stepping: {sorted(heights)}"


@pytest.mark.parametrize("view", VIEWS, ids=view_id, indirect=True)
def test_a_deep_link_scrolls_its_step_into_view_and_announces_it(browser, view, screens):
    data = snippets("06-bind.html")[0]
    n = len(data["steps"])
    open_page(browser, "06-bind.html", "step-100")
    state = browser.execute_script(INSTRUMENT, data["id"])
    assert state["top"] >= -1 and state["top"] < state["viewport"] / 2, state
    assert state["live"] == "polite"
    assert state["now"].startswith(f"Step 100 of {n}: " + data["sentences"][99]), state["now"]
    assert state["lineInView"] in (None, True)
    browser.save_screenshot(str(screens / f"link-06-step-100-{view_id(view)}.png"))
    assert console_errors(browser) == []


def test_keys_move_the_player_in_view_not_the_one_off_screen(browser):
    emulate(browser, 1400, 900)
    try:
        first, second = snippets("14-take-skip.html")[:2]
        open_page(browser, "14-take-skip.html")
        k = """return document.querySelector('section.snippet[data-snippet="' + arguments[0] + '"] .player .k').textContent"""
        # Used the first player, then scrolled down to the second: → goes to the second.
        browser.execute_script(f'document.querySelector(\'section.snippet[data-snippet="{first["id"]}"] .player [data-move=into]\').click()')
        browser.execute_script(f'document.querySelector(\'section.snippet[data-snippet="{second["id"]}"] .instrument\').scrollIntoView()')
        browser.find_element("tag name", "body").send_keys(Keys.ARROW_RIGHT)
        ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
        assert (browser.execute_script(k, first["id"]), browser.execute_script(k, second["id"])) == ("1", "2")
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


PANES = """
const section = document.querySelectorAll('section.snippet')[arguments[0]];
const slider = section.querySelector('.player .slider');
const pane = section.querySelector('.engine-pane'), tree = section.querySelector('.tree');
const inner = n => { const r = n.getBoundingClientRect(); return r.left + n.clientLeft + n.clientWidth; };
const cut = (n, box) => n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().right > inner(box) + 1;
const seen = {lines: 0, cutLines: 0, nodes: 0, cutNodes: 0, paths: 0, brokenPaths: []};
for (let stop = 1; stop <= Number(slider.max); stop++) {
  slider.value = String(stop);
  slider.dispatchEvent(new Event('input'));
  pane.querySelectorAll('.engine-code li').forEach(li => { seen.lines++; if (cut(li, pane) || cut(li.querySelector('code'), pane)) seen.cutLines++; });
  tree.querySelectorAll('.node').forEach(node => { seen.nodes++; if (cut(node, tree.closest('.panel'))) seen.cutNodes++; });
  // A path breaks only between its parts: each part's text sits on one line.
  pane.querySelectorAll('.engine-loc').forEach(code => {
    seen.paths++;
    code.childNodes.forEach(part => {
      if (part.nodeType !== 3) return;
      const range = document.createRange();
      range.selectNodeContents(part);
      if (new Set(Array.from(range.getClientRects(), r => Math.round(r.top))).size > 1) seen.brokenPaths.push(part.textContent);
    });
  });
}
return seen;
"""


@pytest.mark.parametrize("view", DESKTOPS[:1], ids=view_id, indirect=True)
@pytest.mark.parametrize("page", ["06-bind.html", "12-zipwith.html"])
def test_panes_show_their_lines_whole_at_a_desktop_width(browser, view, page):
    """At 1400×900 through every step of the page's first player: no line of RAC's Swift in the
    engine pane and no entry of the Disposables pane is cut at the pane's edge (55% and 25 of 37
    were on 06-bind), and a path breaks after a `/`, never inside a name ("Bind.sw/ift")."""
    open_page(browser, page)
    browser.execute_script("document.querySelector('.player [data-move=into]').click()")
    seen = browser.execute_script(PANES, 0)
    assert seen["lines"] > 0 and seen["nodes"] > 0 and seen["paths"] > 0, seen
    assert seen["cutLines"] == 0 and seen["cutNodes"] == 0 and seen["brokenPaths"] == [], seen
    assert console_errors(browser) == []


WIDEN = """
const listing = document.querySelector('section.snippet .listing.with-engine');
const pane = listing.querySelector('.engine-pane'), source = listing.querySelector('.source');
return {resize: getComputedStyle(pane).resize, pane: Math.round(pane.getBoundingClientRect().width),
        source: Math.round(source.getBoundingClientRect().width), listing: Math.round(listing.getBoundingClientRect().width)};
"""


@pytest.mark.parametrize("view", DESKTOPS[:1], ids=view_id, indirect=True)
def test_a_reader_widens_the_engine_pane_by_its_corner(browser, view):
    """The engine pane's handle sits at its bottom left, beside the source: dragged left, the
    pane widens and the source gives it the room."""
    open_page(browser, "06-bind.html")
    browser.execute_script("document.querySelector('.player [data-move=into]').click()")
    before = browser.execute_script(WIDEN)
    assert before["resize"] == "horizontal" and before["pane"] < before["listing"] / 2, before
    pane = browser.find_element("css selector", "section.snippet .engine-pane")
    # The handle: the pane's bottom-left corner (offsets are from the element's centre).
    ActionChains(browser).move_to_element_with_offset(pane, -pane.size["width"] // 2 + 3, pane.size["height"] // 2 - 3) \
        .click_and_hold().move_by_offset(-200, 0).release().perform()
    after = browser.execute_script(WIDEN)
    assert after["pane"] >= before["pane"] + 150 and after["source"] <= before["source"] - 150, (before, after)


TREE = """
const section = document.querySelector('section.snippet');
const tree = section.querySelector('.tree');
const nodes = Array.from(tree.querySelectorAll('.node'));
const lineHeight = parseFloat(getComputedStyle(tree.querySelector('ul')).lineHeight) || 20;
// An entry is one text (player-tree.js): its class and id, joined by a no-break space, run to
// its first plain space.
const classAndId = n => { const range = document.createRange(), text = n.firstChild, end = text.data.indexOf(' ');
                          range.setStart(text, 0); range.setEnd(text, end < 0 ? text.data.length : end); return range; };
return {
  // Class and id on one line (whose it is may wrap under them).
  multiline: nodes.filter(n => Array.from(classAndId(n).getClientRects(), r => Math.round(r.top))
                                 .some((top, at, tops) => Math.abs(top - tops[0]) > lineHeight / 2)).map(n => n.textContent),
  struck: Array.from(tree.querySelectorAll('.disposed')).filter(n => getComputedStyle(n).textDecorationLine.includes('line-through')).length,
  // Faded by colour (muted, which keeps its contrast), not by opacity.
  faded: Array.from(tree.querySelectorAll('.disposed > .node')).every(n => getComputedStyle(n).color !== getComputedStyle(tree).color
                                                                      && parseFloat(getComputedStyle(n).opacity) === 1),
  disposed: tree.querySelectorAll('.disposed').length,
  changed: tree.querySelectorAll('.changed').length,
  classes: nodes.filter(n => n.textContent.includes('\u00a0')).map(n => n.textContent.split('\u00a0')[0]),
};
"""


@pytest.mark.parametrize("view", VIEWS, ids=view_id, indirect=True)
def test_the_disposables_tree_shows_class_and_id_on_one_line_and_marks_changes(browser, view):
    data = snippets("13-disposables.html")[0]
    open_page(browser, "13-disposables.html")
    dispose = next(step["step"] for step in data["steps"] if step["event"] == "dispose" and step.get("target"))
    for _ in range(dispose):
        browser.execute_script("document.querySelector('.player [data-move=into]').click()")
    state = browser.execute_script(TREE)
    assert state["multiline"] == [] and state["struck"] == 0, state
    assert state["faded"] and state["disposed"] >= 1 and state["changed"] >= 1, state
    assert "RACCompoundDisposable" in " ".join(state["classes"]) or "RACSerialDisposable" in " ".join(state["classes"]), state


MARBLES = """
const svg = document.querySelector('svg.marbles');
const marbles = Array.from(svg.querySelectorAll('[data-step]'));
const label = svg.querySelector('.lane-name');
return {
  fontSize: parseFloat(getComputedStyle(label).fontSize),
  focusable: marbles.every(m => m.getAttribute('tabindex') === '0' && m.getAttribute('role') === 'button'),
  pointer: marbles.every(m => getComputedStyle(m).cursor === 'pointer'),
  addresses: /0x[0-9a-f]{6,}/i.test(svg.textContent),
};
"""


def test_marbles_are_readable_keyboard_reachable_and_named_without_addresses(browser):
    open_page(browser, "12-zipwith.html")
    state = browser.execute_script(MARBLES)
    assert state == {"fontSize": 12, "focusable": True, "pointer": True, "addresses": False}
    # Enter on a marble takes the player there.
    marble = browser.find_elements("css selector", "svg.marbles .marble")[3]
    step = marble.get_attribute("data-step")
    browser.execute_script("arguments[0].focus()", marble)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert browser.execute_script("return document.querySelector('.player .k').textContent") == step
    # One end per lane: each lane's completion bar is drawn once, in each of the page's diagrams
    # (since its comparison, 12 has four runs, so four diagrams).
    diagrams = browser.execute_script("""return Array.from(document.querySelectorAll('svg.marbles'), svg =>
      Array.from(svg.querySelectorAll('.completed:not(.dropped) line'), l => l.getAttribute('y1')))""")
    assert len(diagrams) > 1 and any(diagrams), diagrams
    for ends in diagrams:
        assert len(ends) == len(set(ends)), ends
    # The lane names stay at the left edge when the diagram scrolls.
    moved = browser.execute_script("""const box = document.querySelector('.marble-scroll');
      box.scrollLeft = 300; box.dispatchEvent(new Event('scroll'));
      return document.querySelector('svg.marbles .lane-names').getAttribute('transform')""")
    assert moved and "translate(" in moved and not moved.startswith("translate(0 ")


def test_the_call_sequence_is_collapsed_and_its_rows_work_from_the_keyboard(browser):
    open_page(browser, "06-bind.html")
    assert browser.execute_script("return document.querySelector('details.call-sequence-box').open") is False
    click_in_place(browser, browser.find_element("css selector", "details.call-sequence-box summary"))
    # The player's tree replaces the static rows: the run's statements, their insides folded.
    assert browser.execute_script("return document.querySelector('.call-sequence').hidden") is True
    rows = browser.find_elements("css selector", ".call-tree > li > .what")
    assert rows
    folds = browser.find_elements("css selector", ".call-tree > li > .fold")
    assert folds, "no statement of lesson 06 folds anything"
    click_in_place(browser, folds[0])
    inner = browser.find_elements("css selector", ".call-tree > li > ol > li > .what")
    assert inner, "expanding a statement shows what it folded"
    row = inner[-1]
    assert row.get_attribute("tabindex") == "0"
    browser.execute_script("arguments[0].focus()", row)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    assert browser.execute_script("return document.querySelector('.player .k').textContent") == row.get_attribute("data-step")


PRINTED_BOXES = """
const main = document.querySelector('main').getBoundingClientRect();
const shown = n => n.getClientRects().length > 0;
const name = b => b.tagName.toLowerCase() + '.' + b.className;
// A printed box that scrolls prints a scrollbar over what follows and hides the rest of its lines.
const boxes = Array.from(document.querySelectorAll('main pre, main table, .source, .marble-scroll, .tree-figure, .numbering-figure')).filter(shown);
return {
  boxes: boxes.length,
  scrolling: boxes.filter(b => b.scrollWidth > b.clientWidth + 1 || ['auto', 'scroll'].includes(getComputedStyle(b).overflowX)).map(name),
  wide: boxes.filter(b => b.getBoundingClientRect().right > main.right + 1).map(name),
  wrapped: Array.from(document.querySelectorAll('main pre')).filter(shown).every(pre => getComputedStyle(pre).whiteSpace === 'pre-wrap'),
  svg: Array.from(document.querySelectorAll('svg.marbles')).every(svg => svg.getBoundingClientRect().right <= main.right + 1),
  lines: Array.from(document.querySelectorAll('.source li')).every(li => li.scrollWidth <= li.clientWidth + 1),
  player: Array.from(document.querySelectorAll('.player')).every(p => getComputedStyle(p).display === 'none'),
};
"""


def longest_code_lines(count):
    """The `count` lessons whose code blocks (snippets, output, plain code) hold the longest
    lines: wider than a printed page, they are what print must wrap."""
    def longest(page):
        text = (ROOT / "lessons" / (page[:-5] + ".md")).read_text(encoding="utf-8")
        return max((len(line) for block in re.findall(r"```[^\n]*\n(.*?)```", text, re.S) for line in block.splitlines()), default=0)
    return sorted((page for page in pages() if page != "index.html"), key=longest, reverse=True)[:count]


# 12-zipwith: a marble diagram wider than the page.
@pytest.mark.parametrize("page", sorted(set(longest_code_lines(3)) | {"12-zipwith.html"}))
def test_print_wraps_long_lines_and_prints_no_scrollbar(browser, page):
    """Printed, long code lines wrap, the marble diagram fits, and no box keeps a scrollbar to
    print over the next block."""
    emulate(browser, 800, 1100, media="print")
    try:
        open_page(browser, page)
        state = browser.execute_script(PRINTED_BOXES)
        assert state["boxes"] > 0 and state == dict(state, scrolling=[], wide=[], wrapped=True, svg=True, lines=True, player=True), state
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


FONT = "return getComputedStyle(document.body).fontFamily"


@pytest.mark.parametrize("page", ["zh/index.html", "zh/06-bind.html", "index.html"])
def test_chinese_pages_name_a_cjk_font_stack(browser, page):
    """A Chinese page names the systems' Chinese faces before the generic family, so the reader's
    system picks a real Chinese face rather than a fallback; English pages do not need them."""
    open_page(browser, page)
    family = [name.strip().strip('"') for name in browser.execute_script(FONT).split(",")]
    cjk = ["PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei"]
    if page.startswith("zh/"):
        assert all(name in family for name in cjk) and family[-1] == "sans-serif", family
        assert family.index("PingFang SC") < family.index("sans-serif")
    else:
        assert not any(name in family for name in cjk), family


def test_a_disposable_says_whose_it_is(browser):
    """In lesson 02 a subscriber's own compound disposable and the subscription's say whose they
    are (RACSubscriber.m:54, RACDynamicSignal.m:39), as the trace records them, roots included."""
    data = snippets("02-subscribing.html")[0]
    k = max(change["afterStep"] for change in data["treeChanges"] if change["kind"] == "add")
    owners = {change.get(key) for change in data["treeChanges"] if change["afterStep"] <= k
              for key in ("childOwner", "parentOwner")} - {None}
    assert any(owner.startswith("subscription to ") for owner in owners), owners
    assert any(owner.startswith("subscriber#") for owner in owners), owners
    open_page(browser, "02-subscribing.html", f"step-{k}")
    nodes = browser.execute_script("return Array.from(document.querySelectorAll('.tree .node'), n => [n.textContent, n.title])")
    for owner in owners:
        assert any(f"· {owner}" in text and "belongs to " + owner in title for text, title in nodes), (owner, nodes)
    # Every node, roots too, names its class: a name before the id, joined to it by a no-break
    # space (player-tree.js).
    classes = browser.execute_script("return Array.from(document.querySelectorAll('.tree .node'), n => /^RAC\\w+\u00a0/.test(n.textContent))")
    assert classes and all(classes), nodes