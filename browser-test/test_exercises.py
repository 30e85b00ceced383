"""The exercises, answered as a keyboard user answers them: Tab to a question's choices, the
arrow keys to pick one, Tab to Check, Enter. The player must go to the step that answers the
question, brought wholly into view, and the feedback must say whether the choice was right, marked
by more than colour (✓ or ✗, a solid or a dashed border); axe must stay clean with the feedback
shown. Without JavaScript the questions, their answers and the static figures read."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWS, chrome, console_errors, emulate, open_page, page_url, view_id
from test_accessibility import describe, violations

PAGE = "06-bind.html"

QUIZ = """
const quiz = document.querySelectorAll('[data-quiz]')[arguments[0]];
const section = quiz.closest('section.snippet');
return {
  k: section.querySelector('.player .k').textContent,
  feedback: quiz.querySelector('.quiz-feedback').textContent,
  right: quiz.querySelector('.quiz-feedback').getAttribute('data-right'),
  wrong: quiz.querySelector('.quiz-feedback').getAttribute('data-wrong'),
  classes: quiz.className,
  focused: document.activeElement.className,
  ask: quiz.getAttribute('data-ask'), answer: quiz.getAttribute('data-answer'),
  correct: parseInt(quiz.getAttribute('data-correct'), 10),
  choices: quiz.querySelectorAll('input[type=radio]').length,
  mark: getComputedStyle(quiz.querySelector('.quiz-feedback'), '::before').content,
  border: getComputedStyle(quiz).borderTopStyle + ' ' + getComputedStyle(quiz).borderTopColor,
  // The answering player's instrument, all of it on screen.
  inView: (r => r.top >= -1 && r.bottom <= innerHeight + 1)(section.querySelector('.instrument').getBoundingClientRect()),
};
"""


def answer_with_keys(browser, index, choice):
    """Focuses the question's first choice, moves to `choice` with ↓, checks with Enter on Check."""
    first = browser.find_elements(By.CSS_SELECTOR, "[data-quiz]")[index].find_element(By.CSS_SELECTOR, "input[type=radio]")
    browser.execute_script("arguments[0].focus()", first)
    active = browser.switch_to.active_element
    active.send_keys(Keys.SPACE)
    for _ in range(choice):
        browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    # From the checked radio: Tab reaches "set the player", then Check.
    browser.switch_to.active_element.send_keys(Keys.TAB)
    browser.switch_to.active_element.send_keys(Keys.TAB)
    assert browser.execute_script(QUIZ, index)["focused"] == "quiz-check"
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    return browser.execute_script(QUIZ, index)


# The width the answering player was off screen at (6 of 6 tries before it was brought into view).
DESKTOP = [view for view in VIEWS if view[:2] == (1400, 900)]


@pytest.mark.parametrize("view", DESKTOP, ids=view_id, indirect=True)
@pytest.mark.parametrize("kind", ["next-block", "next-line", "first-disposal"])
def test_a_question_answered_with_the_keyboard_moves_the_player_to_its_answer(browser, view, kind):
    open_page(browser, PAGE)
    index = browser.execute_script(
        "return Array.from(document.querySelectorAll('[data-quiz]')).findIndex(q => q.getAttribute('data-quiz') === arguments[0])", kind)
    assert index >= 0, f"{PAGE} has no {kind} question"
    state = browser.execute_script(QUIZ, index)
    assert state["k"] == "0"
    right = answer_with_keys(browser, index, state["correct"])
    assert right["k"] == right["answer"], "the player is not at the answering step"
    assert right["feedback"] == right["right"] and "right" in right["classes"].split()
    assert right["inView"], "the answering player is off screen after Check"
    assert right["mark"] == '"✓ "', right["mark"]
    found = violations(browser)
    assert not found, f"{PAGE} with feedback shown:\n{describe(found)}"

    # A wrong choice: the feedback says so and names the answer; the player still shows it.
    browser.execute_script("document.querySelectorAll('.player [data-move=back]')[0].click()")
    wrong = answer_with_keys(browser, index, (state["correct"] + 1) % state["choices"])
    assert wrong["k"] == wrong["answer"]
    assert wrong["feedback"] == wrong["wrong"] and "wrong" in wrong["classes"].split()
    assert wrong["inView"] and wrong["mark"] == '"✗ "', wrong
    # Told apart without colour: the border's style differs (and its colour too).
    assert right["border"].split()[0] == "solid" and wrong["border"].split()[0] == "dashed", (right["border"], wrong["border"])
    assert right["border"].split(" ", 1)[1] != wrong["border"].split(" ", 1)[1]
    assert console_errors(browser) == []


def test_set_the_player_goes_to_the_question_and_check_without_a_choice_asks_for_one(browser):
    open_page(browser, PAGE)
    quiz = browser.find_elements(By.CSS_SELECTOR, "[data-quiz]")[0]
    quiz.find_element(By.CSS_SELECTOR, ".quiz-pose").send_keys(Keys.ENTER)
    state = browser.execute_script(QUIZ, 0)
    assert state["k"] == state["ask"]
    quiz.find_element(By.CSS_SELECTOR, ".quiz-check").send_keys(Keys.ENTER)
    state = browser.execute_script(QUIZ, 0)
    assert state["feedback"] == quiz.find_element(By.CSS_SELECTOR, ".quiz-feedback").get_attribute("data-none")
    assert state["k"] == state["ask"], "Check without a choice must not move the player"


STATIC = """
const shown = node => node.getClientRects().length > 0;
const quizzes = Array.from(document.querySelectorAll('[data-quiz]'));
return {
  quizzes: quizzes.length,
  legends: quizzes.every(q => shown(q.querySelector('legend')) && q.querySelector('legend').textContent.length > 20),
  answers: quizzes.every(q => shown(q.querySelector('details.quiz-answer summary'))),
  actions: quizzes.some(q => shown(q.querySelector('.quiz-actions'))),
  trees: Array.from(document.querySelectorAll('figure.tree-figure')).filter(shown).length,
  numbering: Array.from(document.querySelectorAll('figure.numbering-figure table th[scope=col]')).filter(shown).length,
  captions: Array.from(document.querySelectorAll('figure.tree-figure figcaption, figure.numbering-figure figcaption')).every(shown),
};
"""


def test_questions_answers_and_figures_read_without_javascript():
    driver = chrome("390,844", javascript=False)
    try:
        driver.get(page_url(PAGE))
        state = driver.execute_script(STATIC)
        assert state["quizzes"] >= 3 and state["legends"] and state["answers"], state
        assert not state["actions"], "the Check buttons need the script: hidden without it"
        assert state["trees"] >= 2 and state["numbering"] >= 4 and state["captions"], state
        # The answer opens and says it.
        details = driver.find_element(By.CSS_SELECTOR, "details.quiz-answer")
        details.find_element(By.TAG_NAME, "summary").click()
        assert "block 2 (bind:)" in details.text
    finally:
        driver.quit()


def test_figures_and_answers_print_within_the_page_and_the_buttons_do_not(browser):
    emulate(browser, 800, 1100, media="print")
    try:
        open_page(browser, PAGE)
        state = browser.execute_script("""
          const main = document.querySelector('main').getBoundingClientRect();
          const figures = Array.from(document.querySelectorAll('figure.tree-figure, figure.numbering-figure'));
          return {figures: figures.length > 0 && figures.every(f => f.getClientRects().length > 0 && f.getBoundingClientRect().right <= main.right + 1
                                                              && f.scrollWidth <= f.clientWidth + 1),
                  buttons: Array.from(document.querySelectorAll('.quiz-actions')).every(p => getComputedStyle(p).display === 'none'),
                  legends: Array.from(document.querySelectorAll('.quiz legend')).every(l => l.getClientRects().length > 0),
                  answers: Array.from(document.querySelectorAll('.quiz-answer')).every(
                    d => d.getBoundingClientRect().height > d.querySelector('summary').getBoundingClientRect().height + 10)}""")
        assert state == {"figures": True, "buttons": True, "legends": True, "answers": True}
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
