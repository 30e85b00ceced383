"""`racstep serve` serves a long run's data file from its in-memory build, and keeps it fresh on
live reload: the RACCommand lesson, served alone, steps once its player is first used, and an
edited lesson reloads with data that still loads."""
import time
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors
from test_serve import copy_lesson, edit, load, racstep_serve

LESSON = "30-command"


@pytest.fixture(scope="module")
def served_command(tmp_path_factory):
    lessons = tmp_path_factory.mktemp("long-lessons")
    copy_lesson(LESSON + ".md", lessons)
    with racstep_serve(lessons, lessons.parent / "serve-long.log") as url:
        # The long lesson's first build takes seconds, and until it lands the page is the
        # server's "still building" answer (a 5xx the browser logs): this test begins after it.
        for _ in range(1200):
            try:
                with urllib.request.urlopen(url + LESSON + ".html") as reply:
                    if reply.status == 200:
                        break
            except urllib.error.HTTPError:
                time.sleep(0.1)
        yield url, lessons / (LESSON + ".md")


STATE = """
const section = document.querySelector('section.snippet');
return {
  k: section.querySelector('.player .k').textContent,
  source: section.querySelector('script.player-data').getAttribute('data-src'),
  loaded: Array.from(document.querySelectorAll('script[src]'), s => s.src).filter(n => n.includes('.steps/')),
};
"""


def step_once(browser):
    browser.find_element(By.CSS_SELECTOR, "section.snippet .player [data-move=into]").click()
    WebDriverWait(browser, 30).until(lambda driver: driver.execute_script(STATE)["k"] != "0")
    return browser.execute_script(STATE)


def test_a_served_long_run_loads_its_data_file_on_first_use(browser, served_command):
    url, lesson = served_command
    load(browser, url + LESSON + ".html")
    state = browser.execute_script(STATE)
    assert state["source"] and state["loaded"] == []
    with urllib.request.urlopen(url + state["source"]) as reply:
        assert reply.status == 200
        assert reply.headers["Content-Type"].startswith("text/javascript")
        assert reply.read().startswith(b"RACStepPlayer.loaded(")
    state = step_once(browser)
    assert len(state["loaded"]) == 1
    # Live reload: an edit to the prose rebuilds the page, and its data still loads.
    browser.execute_script("window.notReloaded = true")
    edit(lesson, "A button that starts a request", "A button that starts a network request")
    try:
        WebDriverWait(browser, 60, poll_frequency=0.1).until(lambda driver: driver.execute_script(
            "return !window.notReloaded && document.readyState === 'complete'"))
        assert "a network request" in browser.find_element(By.CSS_SELECTOR, "main.lesson").text
        step_once(browser)
    finally:
        edit(lesson, "A button that starts a network request", "A button that starts a request")
    assert console_errors(browser) == []
