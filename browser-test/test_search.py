"""Search: full text over every lesson (prose and snippet source) from file://, ranked, with the
terms highlighted and the keyboard (`/`, ↓ ↑, Enter); over HTTP, Pagefind's index answers."""
import functools
import http.server
import re
import threading

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors, open_page
from site_data import ROOT, SITE, pages

WORDS = ["zipWith", "RACCompoundDisposable", "flattenMap", "didSubscribe", "RACSubject", "concat",
         "sendCompleted", "takeUntil", "RACSerialDisposable", "NSLog", "replay"]


def lesson_text(page):
    """What a lesson says, from its Markdown: prose and snippets, without the expectation blocks
    (```output, ```trace), which the page shows but search need not, and without HTML comments,
    which it does not show."""
    text = (ROOT / "lessons" / (page[:-5] + ".md")).read_text(encoding="utf-8")
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    # A link to another lesson names its file (`[lesson](12-zipwith.md)`), which the index does
    # not hold: the page shows the target's number and title there instead.
    text = re.sub(r"\]\(\d\d-[a-z0-9-]+\.md(#[^)]*)?\)", "]", text)
    return re.sub(r"```(output|trace)\n.*?```", "", text, flags=re.S)


def expected_pages(word):
    return sorted(page for page in pages() if page != "index.html" and word.lower() in lesson_text(page).lower())


def found_pages(browser):
    return sorted(link.get_attribute("href").rsplit("/", 1)[-1]
                  for link in browser.find_elements(By.CSS_SELECTOR, ".search-results a"))


def search(browser, word):
    box = browser.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(word)


@pytest.mark.parametrize("word", WORDS)
def test_search_finds_every_lesson_that_mentions_a_word(browser, word):
    open_page(browser, "index.html")
    search(browser, word)
    assert found_pages(browser) == expected_pages(word)
    if expected_pages(word):
        marks = [mark.text.lower() for mark in browser.find_elements(By.CSS_SELECTOR, ".search-results mark")]
        assert marks and all(mark == word.lower() for mark in marks), marks
    assert console_errors(browser) == []


def test_search_by_keyboard_and_says_it_is_offline_from_file_url(browser):
    open_page(browser, "06-bind.html")
    ActionChains(browser).send_keys("/").perform()
    assert browser.switch_to.active_element.get_attribute("id") == "search-input"
    ActionChains(browser).send_keys("zipWith").perform()
    status = browser.find_element(By.CSS_SELECTOR, ".search-status").text
    assert "make serve" in status, status
    # found_pages sorts by name; the ranking is the order the results are shown in.
    first = browser.find_element(By.CSS_SELECTOR, ".search-results a").get_attribute("href").rsplit("/", 1)[-1]
    assert first == "12-zipwith.html", "the lesson named after the word ranks first"
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    WebDriverWait(browser, 5).until(lambda driver: driver.current_url.endswith("/12-zipwith.html"))
    assert console_errors(browser) == []


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


@pytest.fixture(scope="module")
def served():
    if not (SITE / "pagefind" / "pagefind.js").exists():
        pytest.fail(f"no Pagefind index in {SITE}: make browser-test runs pagefind after racstep site")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


# How many of Pagefind's results the page lists (site/assets/search.js: results.slice(0, 15)).
PAGEFIND_SHOWN = 15


@pytest.mark.parametrize("word", ["zipWith", "RACCompoundDisposable"])
def test_served_over_http_pagefind_answers(browser, served, word):
    browser.get(served + "index.html")
    search(browser, word)
    WebDriverWait(browser, 10).until(
        lambda driver: "make serve" not in driver.find_element(By.CSS_SELECTOR, ".search-status").text
        and driver.find_elements(By.CSS_SELECTOR, ".search-results a"))
    found = found_pages(browser)
    if len(found) < PAGEFIND_SHOWN:
        # Pagefind listed all it found: every lesson that says the word is among them.
        assert set(expected_pages(word)) <= set(found), found
    else:
        # The list is cut at PAGEFIND_SHOWN (Pagefind indexes whole pages, traces included, so
        # more pages match than the prose alone); each page listed must say the word.
        assert all(word.lower() in (SITE / page).read_text(encoding="utf-8").lower() for page in found), found
    assert browser.find_elements(By.CSS_SELECTOR, ".search-results mark")
    assert console_errors(browser) == []
