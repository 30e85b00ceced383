"""Without JavaScript a lesson still reads: the source, the marble diagram, the call sequence,
the dispose log and the console output are static HTML; the player and the search box, which
need a script, are not shown; the phone's top bar links to the list of lessons, which follows the
lesson (its search button, which needs a script, is not shown)."""
import pytest

from conftest import chrome, page_url


@pytest.fixture(scope="module")
def nojs():
    driver = chrome("390,844", javascript=False)
    yield driver
    driver.quit()


STATIC = """
const shown = selector => Array.from(document.querySelectorAll(selector)).some(node => node.getClientRects().length > 0);
return {
  js: document.documentElement.classList.contains('js'),
  source: shown('.source li'), marbles: shown('svg.marbles'), calls: shown('details.call-sequence-box summary'),
  console: shown('pre.console'), player: shown('.player'), search: shown('#search-input'),
  wide: document.documentElement.scrollWidth > innerWidth,
  find: shown('.topbar .find'), lessons: shown('.sidebar .lesson-list'),
};
"""


@pytest.mark.parametrize("page", ["06-bind.html", "13-disposables.html"])
def test_a_lesson_reads_without_javascript(nojs, page):
    nojs.get(page_url(page))
    assert nojs.execute_script(STATIC) == {"js": False, "source": True, "marbles": True, "calls": True,
                                           "console": True, "player": False, "search": False, "wide": False,
                                           "find": False, "lessons": True}
