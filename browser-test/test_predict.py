"""A question before every answer: with JavaScript each snippet asks what it prints before its
player, output and trace unfold, and marks the answer line by line; without JavaScript, and on
paper, the question stands above an answer that is never hidden."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from conftest import chrome, page_url
from test_accessibility import AXE, describe

SHOWN = """
const section = document.getElementById(arguments[0]);
const shown = selector => Array.from(section.querySelectorAll(selector)).some(node => node.getClientRects().length > 0);
return {question: shown('.predict-question'), form: shown('.predict-form'), player: shown('.player'),
        console: shown('pre.console'), calls: shown('details.call-sequence-box'), marbles: shown('svg.marbles')};
"""


@pytest.fixture(scope="module")
def asking():
    driver = chrome(predict_first=True)
    yield driver
    driver.quit()


def test_a_snippet_asks_before_it_answers_and_marks_the_answer(asking):
    asking.get(page_url("06-bind.html"))
    assert asking.execute_script(SHOWN, "classic") == {"question": True, "form": True, "player": False,
                                                       "console": False, "calls": False, "marbles": False}
    section = asking.find_element(By.ID, "classic")
    # The classic run prints 1, 2, 3 (its ```output block, which verify checks); we get two right.
    section.find_element(By.CSS_SELECTOR, ".predict-form textarea").send_keys("1\n2\n4")
    section.find_element(By.CSS_SELECTOR, ".predict-form button[type=submit]").click()
    assert asking.execute_script(SHOWN, "classic") == {"question": True, "form": False, "player": True,
                                                       "console": True, "calls": True, "marbles": True}
    assert section.find_element(By.CSS_SELECTOR, ".predict-result").text == "2 of 3 lines predicted, in place."
    # The page's other snippet still asks.
    assert asking.execute_script(SHOWN, "doubled")["console"] is False


def test_paper_shows_the_answer_under_the_question(asking):
    asking.get(page_url("06-bind.html"))
    asking.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert asking.execute_script(SHOWN, "doubled") == {"question": True, "form": False, "player": False,
                                                           "console": True, "calls": True, "marbles": True}
    finally:
        asking.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_a_reader_can_choose_never_to_be_asked(asking):
    asking.get(page_url("zh/06-bind.html"))
    asking.find_element(By.CSS_SELECTOR, "#classic .predict-never").click()
    assert asking.execute_script(SHOWN, "doubled")["console"] is True
    asking.get(page_url("zh/06-bind.html"))
    assert asking.execute_script(SHOWN, "classic")["form"] is False
    assert asking.execute_script(SHOWN, "classic")["console"] is True
    asking.execute_script("localStorage.removeItem('racstep.predictFirst')")


def test_a_deep_link_to_a_step_is_not_asked_first(asking):
    asking.get(page_url("06-bind.html", "step-5"))
    assert asking.execute_script(SHOWN, "classic")["player"] is True


def test_a_link_from_the_prose_to_a_step_reveals_that_snippet_at_the_step(asking):
    # 06's walk through article A's ten steps links each to `doubled`'s player (racstep verify
    # checks the steps against the run); following one answers that snippet's question only.
    asking.get(page_url("06-bind.html"))
    assert asking.execute_script(SHOWN, "doubled")["player"] is False
    link = asking.find_element(By.CSS_SELECTOR, "a[href='#doubled-step-31']")
    asking.execute_script("arguments[0].click()", link)
    assert asking.execute_script(SHOWN, "doubled")["player"] is True
    # The steps load from their own file (player.js): wait for the player to take the step.
    WebDriverWait(asking, 10).until(lambda driver: driver.find_element(By.CSS_SELECTOR, "#doubled .player .position .k").text == "31")
    assert asking.execute_script(SHOWN, "classic")["player"] is False


AXE_ON_QUESTIONS = """
const done = arguments[arguments.length - 1];
axe.run({include: [['.predict']]}, {resultTypes: ['violations'], preload: false})
  .then(r => done(r.violations), e => done(String(e)));
"""


def test_the_questions_are_axe_clean(asking):
    # The accessibility suite's reader always shows answers: the forms are checked here.
    for page in ("06-bind.html", "zh/06-bind.html"):
        asking.get(page_url(page))
        asking.execute_script(AXE)
        found = asking.execute_async_script(AXE_ON_QUESTIONS)
        assert isinstance(found, list), found
        assert not [v for v in found if v["impact"] in ("serious", "critical")], f"{page}:\n{describe(found)}"


def test_without_javascript_the_question_stands_above_the_answer():
    driver = chrome(javascript=False)
    try:
        driver.get(page_url("06-bind.html"))
        assert driver.execute_script(SHOWN, "classic") == {"question": True, "form": False, "player": False,
                                                           "console": True, "calls": True, "marbles": True}
    finally:
        driver.quit()
