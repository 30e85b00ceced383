"""The sidebar at a desktop (1400×900) never scrolls sideways: long class names in lesson titles
(RACPassthroughSubscriber) wrap."""
import pytest

from conftest import VIEWS, open_page, view_id
from site_data import pages, zh_pages

DESKTOPS = [view for view in VIEWS if view[0] >= 600]

SIDEWAYS = """
const nav = document.querySelector('.sidebar');
return {scroll: nav.scrollWidth - nav.clientWidth,
        wide: Array.from(nav.querySelectorAll('a')).filter(a => a.getBoundingClientRect().right > nav.getBoundingClientRect().right + 1).map(a => a.textContent)};
"""


@pytest.mark.parametrize("view", DESKTOPS[:1], ids=view_id, indirect=True)
@pytest.mark.parametrize("page", pages() + zh_pages())
def test_the_sidebar_never_scrolls_sideways(browser, view, page):
    open_page(browser, page)
    state = browser.execute_script(SIDEWAYS)
    assert state == {"scroll": 0, "wide": []}, f"{page}: {state}"
