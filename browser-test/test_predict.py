"""A question before every answer: with JavaScript each snippet asks what it prints before its
player, output and trace unfold, and marks the answer line by line; without JavaScript, and on
paper, the question stands above an answer that is never hidden."""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from conftest import chrome, page_url
from site_data import ROOT
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


# Each snippet's own question, read from the lesson's Markdown as the lessons' README defines it
# (not from the page): the paragraph right before a ```objc run fence that opens with a lead.
LEADS = ("**Pause before the output.**", "**读输出之前先停一下。**")
HEADING = {"en": "Predict first.", "zh": "先预测。"}
GENERAL = {"en": "What does this snippet print", "zh": "这段代码会打印什么"}
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*(.*)$")


def own_questions(path):
    """Each runnable snippet's id, in order, with its question as a pattern of the text the page
    shows (None when it asks none): code spans and emphasis lose their marks, a link its
    destination, and a link to a lesson, which the page words with its number and title, any text."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found, fence, count = [], None, 0
    for index, line in enumerate(lines):
        match = FENCE.match(line)
        if fence:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) and not match.group(2):
                fence = None
            continue
        if not match:
            continue
        fence = match.group(1)
        words = match.group(2).split()
        if not (words and words[0].startswith("objc") and "run" in words[1:]):
            continue
        count += 1
        name = next((w[5:] for w in words if w.startswith("name=")), f"snippet-{count}")
        end = index
        while end > 0 and not lines[end - 1].strip():
            end -= 1
        begin = end
        while begin > 0 and lines[begin - 1].strip():
            begin -= 1
        first = lines[begin].lstrip(" ") if begin < end else ""
        lead = next((lead for lead in LEADS if first.startswith(lead)), None)
        if lead is None:
            found.append((name, None))
            continue
        text = " ".join(l.strip() for l in [first[len(lead):]] + lines[begin + 1:end]).strip()
        parts = re.split(r"\[[^\]]*\]\(\d+-[\w-]+\.md[^)]*\)", text)
        plain = [re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", part).replace("`", "").replace("**", "").replace("*", "") for part in parts]
        found.append((name, ".+?".join(re.escape(" ".join(part.split())) for part in plain)))
    return found


QUESTIONS = """
return Array.from(document.querySelectorAll('section.snippet')).map(section => {
  const question = section.querySelector('.predict-question');
  return [section.id, question && question.getClientRects().length > 0 ? question.textContent.replace(/\\s+/g, ' ').trim() : null];
});
"""


@pytest.mark.parametrize("edition", ["en", "zh"])
def test_each_snippet_asks_its_own_question_in_its_box(asking, edition):
    directory = ROOT / "lessons" / ("zh" if edition == "zh" else "")
    for lesson in sorted(directory.glob("[0-9]*-*.md")):
        page = ("zh/" if edition == "zh" else "") + lesson.stem + ".html"
        asking.get(page_url(page))
        shown = dict(asking.execute_script(QUESTIONS))
        expected = own_questions(lesson)
        assert sorted(shown) == sorted(name for name, _ in expected), page
        for name, question in expected:
            text = shown[name]
            assert text is not None, f"{page} #{name}: no question shown"
            # A snippet that asks none (racstep verify allows it only for the second of a
            # comparison, which shares the first's) asks the general question.
            pattern = re.escape(GENERAL[edition]) + ".*" if question is None else question
            assert re.fullmatch(re.escape(HEADING[edition]) + " " + pattern, text), \
                f"{page} #{name}: shows {text!r}, the lesson asks {question!r}"
