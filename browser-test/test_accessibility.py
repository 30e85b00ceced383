"""axe-core (4.10.2, asserted) on every page of both editions at a desktop size, light and dark,
at the start and with each of its players at a late step; and on a sample of pages at a phone size: no
serious or critical violation (contrast, nested controls, scrollable regions the keyboard cannot
reach, labels, ARIA, names of controls). axe's script comes from the axe-selenium-python package
(its bundled axe-core), injected into the page and run there."""
import json
import pathlib

import axe_selenium_python
import pytest

from conftest import VIEWS, console_errors, open_page, view_id
from site_data import pages, zh_pages

AXE_VERSION = "4.10.2"
AXE = (pathlib.Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js").read_text()

# No preload: axe 4 fetches the page's stylesheets again to read their CSSOM (for one rule,
# css-orientation-lock, which the pages do not touch), and from file:// that request is refused
# with a console error.
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations'], preload: false}).then(r => done(r.violations), e => done(String(e)));
"""

# Every player of the page at 90% of its run (a long run's steps load first, from their file):
# deep in the run, its stack, engine pane, disposables and output filled, with the colours of
# stepping (the current line, changed entries, disposed nodes). Returns each one's step and,
# for axe, their instruments: what stepping changes. A long run's figures stay folded, out of
# the page (SnippetWeaver.foldedFigure): with them built, 30-command was 45,000 elements and
# one axe run 440 s; the figures themselves are a short run's, which the start's run checks.
LATE = """
const done = arguments[arguments.length - 1];
const sections = Array.from(document.querySelectorAll('section.snippet')).filter(section => section.querySelector('.player'));
const late = slider => String(Math.max(1, Math.round(Number(slider.max) * 0.9)));
const started = Date.now();
(function wait() {
  let moving = false;
  sections.forEach(section => {
    const player = section.querySelector('.player'), slider = player.querySelector('.slider');
    if (slider.value !== late(slider)) { slider.value = late(slider); slider.dispatchEvent(new Event('input')); }
    if (player.querySelector('.k').textContent === '0') moving = true;
  });
  if (moving && Date.now() - started < 20000) { setTimeout(wait, 100); return; }
  // Two frames: what the steps laid out is drawn, as a reader would see it.
  requestAnimationFrame(() => requestAnimationFrame(() => done([
    sections.map(section => section.querySelector('.player .k').textContent),
    sections.map(section => '#' + section.id + ' > .instrument')])));
})();
"""

# axe on part of the page: `arguments[0]`, a list of selectors.
RUN_ON = """
const done = arguments[arguments.length - 1];
axe.run({include: arguments[0].map(selector => [selector])}, {resultTypes: ['violations'], preload: false})
  .then(r => done(r.violations), e => done(String(e)));
"""


def violations(browser, where=None):
    browser.execute_script(AXE)
    found = browser.execute_async_script(RUN_ON, where) if where else browser.execute_async_script(RUN)
    assert isinstance(found, list), found
    return [v for v in found if v["impact"] in ("serious", "critical")]


def describe(found):
    return json.dumps([{"id": v["id"], "help": v["help"], "count": len(v["nodes"]),
                        "nodes": [n["target"] for n in v["nodes"][:5]]} for v in found], indent=1)


def check(browser, page, view):
    # axe on the longest page takes about 25 s on two quiet cores, 45 s on the loaded machine, as
    # does its late run; below selenium's 120 s read timeout.
    browser.set_script_timeout(110)
    open_page(browser, page)
    found = violations(browser)
    assert not found, f"{page} at {view_id(view)}:\n{describe(found)}"
    steps, where = browser.execute_async_script(LATE)
    if where:
        assert "0" not in steps, f"{page}: a player did not move: {steps}"
        found = violations(browser, where)
        assert not found, f"{page} at {view_id(view)}, {where} at steps {steps}:\n{describe(found)}"
    assert console_errors(browser) == []


def test_the_axe_core_is_the_one_pinned(browser):
    """axe-selenium-python 2.x bundled axe-core 3.1.1 (2018), which lacks the rules checked here."""
    open_page(browser, "index.html")
    browser.execute_script(AXE)
    assert browser.execute_script("return axe.version") == AXE_VERSION


DESKTOPS = [view for view in VIEWS if view[0] >= 600]
PHONES = [view for view in VIEWS if view[0] < 600]


@pytest.mark.parametrize("view", DESKTOPS, ids=view_id, indirect=True)
@pytest.mark.parametrize("page", pages() + zh_pages())
def test_no_serious_accessibility_violation(browser, view, page):
    check(browser, page, view)


# At a phone's width the same pages lay out in one column: the index and three lessons (a table,
# a code figure, the longest run) of each edition stand for the rest.
SAMPLE = [page for page in pages() + zh_pages() if page.split("/")[-1] in
          ("index.html", "06-bind.html", "18-bind-dispose-lifecycle.html", "23-combinelatest.html")]


@pytest.mark.parametrize("view", PHONES, ids=view_id, indirect=True)
@pytest.mark.parametrize("page", SAMPLE)
def test_no_serious_accessibility_violation_on_a_phone(browser, view, page):
    check(browser, page, view)
