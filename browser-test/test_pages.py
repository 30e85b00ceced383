"""Every page works opened from file://: no console errors, the stylesheet and scripts load, every
player comes alive, and search (whose index is a script, not a fetch, loaded on first search)
finds lessons. Every page stays light: its HTML at most 500 KB, and with what it loads before the
reader acts (the files the browser fetched by the time it has loaded) at most 1.5 MB."""
import pathlib
from urllib.parse import unquote, urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors, open_page
from site_data import SITE, pages, snippets, zh_pages

PAGE_LIMIT = 500 * 1024
LOAD_LIMIT = 1536 * 1024
# What the page fetched: its scripts, stylesheet and icon (resource timing has no entries for
# file:// URLs, so the elements that name them are read instead; the pages use no fonts or images).
RESOURCES = "return Array.from(document.querySelectorAll('script[src]'), s => s.src).concat(Array.from(document.querySelectorAll('link[rel~=stylesheet], link[rel~=icon]'), l => l.href))"

LOADED = """
const link = document.querySelector('link[rel=stylesheet]');
return {
  js: document.documentElement.classList.contains('js'),
  stylesheet: !!(link && link.sheet),
  searchIndex: !!window.RACSTEP_SEARCH_INDEX,
  players: document.querySelectorAll('.player').length,
  hiddenPlayers: document.querySelectorAll('.player[hidden]').length,
};
"""


@pytest.mark.parametrize("page", pages() + zh_pages())
def test_page_loads_from_file_url_without_errors_and_stays_light(browser, page):
    open_page(browser, page)
    assert browser.current_url.startswith("file://")
    state = browser.execute_script(LOADED)
    assert state == {"js": True, "stylesheet": True, "searchIndex": False,
                     "players": len(snippets(page)), "hiddenPlayers": 0}
    weight = (SITE / page).stat().st_size
    assert weight <= PAGE_LIMIT, f"{page}: {weight} bytes of HTML"
    loaded = {pathlib.Path(unquote(urlsplit(url).path)) for url in browser.execute_script(RESOURCES)}
    assert all(path.is_relative_to(SITE) for path in loaded), loaded
    total = weight + sum(path.stat().st_size for path in loaded)
    assert total <= LOAD_LIMIT, f"{page}: {total} bytes loaded with it: {sorted(map(str, loaded))}"
    assert console_errors(browser) == []


def test_search_works_from_file_url(browser, screens):
    open_page(browser, "index.html")
    browser.find_element(By.ID, "search-input").send_keys("zipWith")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".search-results a"))
    lessons = [name for name in pages() if name != "index.html"]
    assert browser.execute_script("return window.RACSTEP_SEARCH_INDEX.length") == len(lessons)
    results = browser.find_elements(By.CSS_SELECTOR, ".search-results a")
    assert "12-zipwith.html" in [result.get_attribute("href").rsplit("/", 1)[-1] for result in results]
    browser.save_screenshot(str(screens / "index-search-zipwith.png"))
    results[0].click()
    assert browser.current_url.startswith("file://")
    assert browser.find_element(By.TAG_NAME, "h1").text
    assert console_errors(browser) == []
