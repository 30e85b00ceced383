"""The overview figures a snippet's fence asks for (`figure=chain`, `figure=tree@step-N`): SVG the
site builder draws from the run, shown under it, named for assistive technology, axe-clean."""
from selenium.webdriver.common.by import By

from conftest import open_page
from test_accessibility import AXE, describe

FIGURES = """
return Array.from(document.querySelectorAll('#doubled figure.overview-figure')).map(figure => {
  const svg = figure.querySelector('svg.overview'), box = svg.getBoundingClientRect();
  return {kind: svg.classList.contains('chain') ? 'chain' : 'tree', title: svg.querySelector('title').textContent,
          labelled: svg.getAttribute('aria-labelledby').split(' ').every(id => document.getElementById(id)),
          signals: svg.querySelectorAll('.signal').length, width: box.width, height: box.height,
          link: (figure.querySelector('figcaption a') || {}).hash || null};
});
"""

AXE_ON_FIGURES = """
const done = arguments[arguments.length - 1];
axe.run({include: [['#doubled .overview-figure']]}, {resultTypes: ['violations'], preload: false})
  .then(r => done(r.violations), e => done(String(e)));
"""


def test_the_chain_and_the_tree_are_drawn_under_the_run(browser):
    open_page(browser, "06-bind.html")
    figures = browser.execute_script(FIGURES)
    assert [(f["kind"], f["title"], f["labelled"], f["link"]) for f in figures] == [
        ("chain", "Who subscribes to whom in this run", True, None),
        ("tree", "The disposable tree after step 31", True, "#doubled-step-31")]
    # One subscription to doubled, one by -bind:'s block 6 to prices, one by block 8 to each of
    # the three +return: signals (RACSignal.m:148, :130): five rows, each with its signal.
    assert figures[0]["signals"] == 5
    assert all(f["width"] > 100 and f["height"] > 50 for f in figures)


def test_the_figures_speak_chinese_on_a_chinese_page(browser):
    open_page(browser, "zh/06-bind.html")
    assert [f["title"] for f in browser.execute_script(FIGURES)] == ["这次运行里谁订阅了谁", "第 31 步之后的 disposable 树"]


def test_the_figures_are_axe_clean(browser):
    open_page(browser, "06-bind.html")
    browser.execute_script(AXE)
    found = browser.execute_async_script(AXE_ON_FIGURES)
    assert isinstance(found, list), found
    assert not [v for v in found if v["impact"] in ("serious", "critical")], describe(found)
