"""Search: full text over every lesson (prose and snippet source) from file://, ranked, with the
terms highlighted and the keyboard (`/`, ↓ ↑, Enter), its index loaded only once the reader
searches; over HTTP, Pagefind's index answers, with the lesson that teaches a term among its first
three results and the true count of matches; a site built without Pagefind never asks for it."""
import functools
import http.server
import os
import pathlib
import re
import subprocess
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


def lesson_title(path):
    return re.search(r'^title: "(.*)"$', path.read_text(encoding="utf-8"), re.M).group(1)


def lesson_text(page, titles=False):
    """What a lesson says, from its Markdown: prose and snippets, without the expectation blocks
    (```output, ```trace) and tasks' changes, which the page shows but search need not, and without HTML comments,
    which it does not show. A link to another lesson names its file (`[lesson](12-zipwith.md)`),
    which the full-text index does not hold; the page shows the target's number and title
    there, which Pagefind indexes with the page (`titles`)."""
    path = ROOT / "lessons" / (page[:-5] + ".md")
    text = re.sub(r"<!--.*?-->", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"\]\((\d\d-[a-z0-9-]+\.md)(#[^)]*)?\)",
                  lambda link: "] " + (lesson_title(path.parent / link.group(1)) if titles else ""), text)
    # A task's change and the property it shows (```objc change, then ```output, ```blocks or
    # ```disposals) are a copy of the snippet and a run's record, which search does not index.
    text = re.sub(r"```objc change[^\n]*\n.*?```", "", text, flags=re.S)
    return re.sub(r"```(output|trace|blocks|disposals)\n.*?```", "", text, flags=re.S)


def expected_pages(word):
    return sorted(page for page in pages() if page != "index.html" and word.lower() in lesson_text(page).lower())


def found_pages(browser):
    return sorted(link.get_attribute("href").rsplit("/", 1)[-1]
                  for link in browser.find_elements(By.CSS_SELECTOR, ".search-results a"))


def search(browser, word):
    """Types `word` and waits for the answer (the full-text index loads on first use)."""
    box = browser.find_element(By.ID, "search-input")
    box.clear()
    box.send_keys(word)
    WebDriverWait(browser, 10).until(lambda driver: word in driver.find_element(By.CSS_SELECTOR, ".search-status").text)


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
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".search-results a"))
    status = browser.find_element(By.CSS_SELECTOR, ".search-status").text
    assert "make serve" in status, status
    # found_pages sorts by name; the ranking is the order the results are shown in.
    first = browser.find_element(By.CSS_SELECTOR, ".search-results a").get_attribute("href").rsplit("/", 1)[-1]
    assert first == "12-zipwith.html", "the lesson named after the word ranks first"
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    WebDriverWait(browser, 5).until(lambda driver: driver.current_url.endswith("/12-zipwith.html"))
    assert console_errors(browser) == []


def test_the_full_text_index_loads_only_when_the_reader_searches(browser):
    """search-index.js (every lesson's text, ~180 KB) is not part of reading a page."""
    open_page(browser, "06-bind.html")
    loaded = "return [!!window.RACSTEP_SEARCH_INDEX, !!document.querySelector('script[src$=\"search-index.js\"]')]"
    assert browser.execute_script(loaded) == [False, False]
    search(browser, "zipWith")
    assert browser.execute_script(loaded) == [True, True]
    assert console_errors(browser) == []


class RecordingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site quietly and keeps every path asked for (in `requested`, per server)."""

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        self.server.requested.append(self.path)
        super().do_GET()


def serve(directory):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(RecordingHandler, directory=str(directory)))
    server.requested = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


@pytest.fixture(scope="module")
def served():
    """The built site (make browser-test runs Pagefind over it) over HTTP: (base URL, server)."""
    if not (SITE / "pagefind" / "pagefind.js").exists():
        pytest.fail(f"no Pagefind index in {SITE}: make browser-test runs pagefind after racstep site")
    server, url = serve(SITE)
    yield url, server
    server.shutdown()


def pagefind_search(browser, served, page, word):
    """Searches `word` on `page` served with Pagefind; returns the pages listed, in order."""
    url, server = served
    browser.get(url + page)
    box = browser.find_element(By.ID, "search-input")
    box.send_keys(word)
    WebDriverWait(browser, 15).until(
        lambda driver: word in driver.find_element(By.CSS_SELECTOR, ".search-status").text
        and driver.find_elements(By.CSS_SELECTOR, ".search-results a"))
    return [link.get_attribute("href").split("/")[-1]
            for link in browser.find_elements(By.CSS_SELECTOR, ".search-results a")]


@pytest.mark.parametrize("word", ["zipWith", "RACCompoundDisposable"])
def test_served_over_http_pagefind_answers(browser, served, word):
    found = pagefind_search(browser, served, "index.html", word)
    shown = browser.execute_script("return document.querySelectorAll('.search-results li').length")
    # Pagefind indexes the prose and the snippets (the run's record and the player are left
    # out): each page it lists says the word.
    assert all(word.lower() in lesson_text(page, titles=True).lower() for page in found), found
    assert browser.find_elements(By.CSS_SELECTOR, ".search-results mark")
    assert shown == len(found)
    assert console_errors(browser) == []


# The lesson that teaches each term (by its title and its subject), in each edition: a reader who
# searches the term must find it among the first three results.
RANKED = [
    ("dispose", "13-disposables.html"), ("subscribe", "02-subscribing.html"), ("bind", "06-bind.html"),
    ("concat", "11-concat.html"), ("zipWith", "12-zipwith.html"), ("RACCommand", "30-command.html"),
    ("scheduler", "20-schedulers.html"), ("replay", "15-hot-signals.html"), ("hot signal", "15-hot-signals.html"),
    ("error", "19-errors.html"),
    ("销毁", "zh/13-disposables.html"), ("订阅", "zh/02-subscribing.html"), ("bind", "zh/06-bind.html"),
    ("concat", "zh/11-concat.html"), ("zipWith", "zh/12-zipwith.html"), ("RACCommand", "zh/30-command.html"),
    ("调度", "zh/20-schedulers.html"), ("replay", "zh/15-hot-signals.html"), ("热信号", "zh/15-hot-signals.html"),
    ("错误", "zh/19-errors.html"),
]


@pytest.mark.parametrize("word,lesson", RANKED, ids=[f"{w}-{l}" for w, l in RANKED])
def test_pagefind_ranks_the_lesson_that_teaches_a_term_in_the_first_three(browser, served, word, lesson):
    index = "zh/index.html" if lesson.startswith("zh/") else "index.html"
    found = pagefind_search(browser, served, index, word)
    assert lesson.split("/")[-1] in found[:3], f"{word!r}: {found[:6]}"
    assert console_errors(browser) == []


def test_the_count_is_every_match_not_the_listed_ones(browser, served):
    """"signal" is on every lesson: more pages match than the fifteen listed, and the status says
    how many Pagefind found (asked here of Pagefind itself)."""
    found = pagefind_search(browser, served, "index.html", "signal")
    total = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import(new URL('pagefind/pagefind.js', document.baseURI).href)
          .then(p => p.search('signal')).then(r => done(r.results.length), e => done(String(e)));""")
    assert len(found) == 15 and total > 15, (len(found), total)
    status = browser.find_element(By.CSS_SELECTOR, ".search-status").text
    assert status.startswith(f"{total} lessons match"), status


def test_pagefind_served_pages_never_load_the_full_text_index(browser, served):
    url, server = served
    del server.requested[:]
    pagefind_search(browser, served, "06-bind.html", "bind")
    assert any(path.startswith("/pagefind/") for path in server.requested)
    assert not any("search-index.js" in path for path in server.requested), server.requested


RACSTEP = pathlib.Path(os.environ.get("RACSTEP_BIN", ROOT / ".build" / "debug" / "racstep"))


def test_a_site_built_without_pagefind_never_asks_for_it(browser, tmp_path):
    """`racstep site` without --pagefind, served over HTTP: no request for pagefind/, so no 404
    in the console, and search answers from the full-text index. Every lesson is built, as a
    lesson's links to others must resolve; the browser site's snippet cache (beside it) makes
    that a matter of seconds."""
    out = tmp_path / "site"
    subprocess.run([str(RACSTEP), "site", str(ROOT / "lessons"), "--out", str(out), "--theme", str(ROOT / "site"),
                    "--cache", str(SITE.parent / f".{SITE.name}-cache")], check=True, capture_output=True)
    server, url = serve(out)
    try:
        browser.get(url + "01-create-signal.html")
        search(browser, "createSignal")
        assert found_pages(browser) == expected_pages("createSignal")
        assert not any("pagefind" in path for path in server.requested), server.requested
        assert "/search-index.js" in server.requested
        assert console_errors(browser) == []
    finally:
        server.shutdown()
