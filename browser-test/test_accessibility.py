"""axe-core on every page, at a desktop and a phone size, light and dark: no serious or critical
violation (contrast, labels, ARIA, names of controls). axe's script comes from the
axe-selenium-python package (its bundled axe-core), injected into the page and run there."""
import json
import pathlib

import axe_selenium_python
import pytest

from conftest import VIEWS, console_errors, open_page, view_id
from site_data import pages, zh_pages

AXE = (pathlib.Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js").read_text()

# No preload: axe 4 fetches the page's stylesheets again to read their CSSOM (for one rule,
# css-orientation-lock, which the pages do not touch), and from file:// that request is refused
# with a console error.
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations'], preload: false}).then(r => done(r.violations), e => done(String(e)));
"""


def violations(browser):
    browser.execute_script(AXE)
    found = browser.execute_async_script(RUN)
    assert isinstance(found, list), found
    return [v for v in found if v["impact"] in ("serious", "critical")]


def describe(found):
    return json.dumps([{"id": v["id"], "help": v["help"],
                        "nodes": [n["target"] for n in v["nodes"][:5]]} for v in found], indent=1)


# The Chinese edition shares the templates: its index and three lessons (a table, a code
# figure, the longest run) stand for it.
ZH_PAGES = [page for page in zh_pages() if page in
            ("zh/index.html", "zh/06-bind.html", "zh/18-bind-dispose-lifecycle.html", "zh/23-combinelatest.html")]


@pytest.mark.parametrize("view", VIEWS, ids=view_id, indirect=True)
@pytest.mark.parametrize("page", pages() + ZH_PAGES)
def test_no_serious_accessibility_violation(browser, view, page):
    # axe on the longest page takes about 25 s on two quiet cores; below selenium's 120 s read timeout.
    browser.set_script_timeout(110)
    open_page(browser, page)
    found = violations(browser)
    assert not found, f"{page} at {view_id(view)}:\n{describe(found)}"
    # A step taken: the panes the player fills are checked too.
    if browser.execute_script("return !!document.querySelector('.player .next')"):
        browser.execute_script("for (let i = 0; i < 25; i++) document.querySelector('.player .next').click()")
        found = violations(browser)
        assert not found, f"{page} at {view_id(view)} after 25 steps:\n{describe(found)}"
    assert console_errors(browser) == []
