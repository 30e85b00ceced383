"""A lesson's change-and-predict tasks in the browser. On the static site: the task's words
show, its reference change stays behind "Show a reference change" until asked for, and then
shows the lines the change puts in and the output it prints; built with `--playground URL`, its
link opens that playground with the snippet. Under `racstep serve`: the task's
"Open in the playground" link opens /play with the snippet as the lesson has it, and its editor
checks a run — the reference change typed in is right, the snippet itself changes nothing, and
a wrong change is told the first line where its output parts from the reference change's, and
the line of its code that logged it. Every expected value is read off the lesson file and off
`racstep run` / `racstep trace --format json` (RACSTEP_BIN), never off the page's own data."""
import difflib
import json
import os
import re
import subprocess
import tempfile

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from conftest import chrome, click_in_place, console_errors, open_page, page_url
from reader_model import racstep
from site_data import ROOT
from test_serve import copy_lesson, load, racstep_serve

LESSON = "01-create-signal"
# Lessons whose first task checks the numbered blocks entered, and the disposals.
BLOCKS_LESSON, DISPOSALS_LESSON = "06-bind", "13-disposables"

# The verdicts, as the reader reads them (SiteLocale+English.swift's jsTask… strings).
RIGHT = "Your run shows what the reference change shows. Open “Show a reference change” to read why."
UNCHANGED = "Your run shows what the snippet itself shows: your change did not change what the task asks about."
DIFF_OUTPUT = "Line {n} of your output is “{yours}” (logged by line {line} of your code), where the reference change prints “{theirs}”."
DIFF_BLOCKS = "Numbered block {n} your run enters is “{yours}” (step {step}, line {line} of your code), where the reference change enters “{theirs}”."


def lesson_parts(name=LESSON):
    """The lesson's snippets by id, and its tasks in order: (of, check, change, expected block)."""
    text = (ROOT / "lessons" / f"{name}.md").read_text(encoding="utf-8")
    snippets = dict(re.findall(r"^```objc run name=(\S+)[^\n]*\n(.*?)^```$", text, re.S | re.M))
    tasks = re.findall(r"^```objc change of=(\S+) checks=(\S+)[^\n]*\n(.*?)^```\n\n```\w+\n(.*?)^```$", text, re.S | re.M)
    assert snippets and tasks, f"{name} has no snippet or no task"
    return snippets, tasks


def run(command, source):
    """`racstep run` or `racstep trace --format json` of a snippet: stdout, as the oracle."""
    with tempfile.NamedTemporaryFile("w", suffix=".m", encoding="utf-8", delete=False) as file:
        file.write(source)
    try:
        arguments = [racstep(), command, file.name] + (["--format", "json"] if command == "trace" else [])
        done = subprocess.run(arguments, capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(file.name)
    assert done.returncode == 0, done.stderr
    return done.stdout


def logs(source):
    """Each line the run logs, with the line of the snippet that logged it."""
    events = [json.loads(line) for line in run("trace", source).splitlines()]
    return [(event["text"], event["line"]) for event in events if event["event"] == "log"]


def test_a_static_task_shows_its_reference_change_on_request(browser):
    snippets, tasks = lesson_parts()
    of, check, change, expected = tasks[0]
    assert check == "output"
    # The lesson's block is what the reference change prints, and not what the snippet prints.
    assert run("run", change) == expected != run("run", snippets[of])
    open_page(browser, f"{LESSON}.html")
    section = browser.find_elements(By.CSS_SELECTOR, "main.lesson section.task")[0]
    assert section.find_element(By.CSS_SELECTOR, ".task-words").is_displayed()
    details = section.find_element(By.CSS_SELECTOR, "details.task-reference")
    diff = details.find_element(By.CSS_SELECTOR, ".task-diff")
    assert not diff.is_displayed() and details.get_attribute("open") is None
    click_in_place(browser, details.find_element(By.TAG_NAME, "summary"))
    assert diff.is_displayed()
    # The lines the change puts in and takes out, as difflib finds them in the two sources.
    edits = list(difflib.unified_diff(snippets[of].splitlines(), change.splitlines(), lineterm="", n=3))[2:]
    put_in = [line for line in edits if line.startswith("+")]
    taken_out = [line for line in edits if line.startswith("-")]
    assert [node.text for node in diff.find_elements(By.TAG_NAME, "ins")] == put_in
    assert [node.text for node in diff.find_elements(By.TAG_NAME, "del")] == taken_out
    assert details.find_element(By.CSS_SELECTOR, ".task-property").text == expected.rstrip("\n")
    # A static page built without `--playground` has no playground to link to, and no server
    # to run an editor's text.
    assert not section.find_elements(By.CSS_SELECTOR, ".task-editor")
    assert not section.find_elements(By.CSS_SELECTOR, "a.open-in-playground")
    assert console_errors(browser) == []


def test_a_task_reads_without_javascript():
    """Static HTML only, on a phone: the words, and the reference change behind its summary,
    which opens without a script; nothing wider than the screen."""
    _, tasks = lesson_parts()
    driver = chrome("390,844", javascript=False)
    try:
        driver.get(page_url(f"{LESSON}.html"))
        section = driver.find_elements(By.CSS_SELECTOR, "main.lesson section.task")[0]
        assert section.find_element(By.CSS_SELECTOR, ".task-words").is_displayed()
        section.find_element(By.CSS_SELECTOR, "details.task-reference summary").click()
        assert section.find_element(By.CSS_SELECTOR, ".task-property").text == tasks[0][3].rstrip("\n")
        assert not driver.execute_script("return document.documentElement.scrollWidth > innerWidth")
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    lessons = tmp_path_factory.mktemp("task-lessons")
    for name in (LESSON, BLOCKS_LESSON, DISPOSALS_LESSON):
        copy_lesson(name + ".md", lessons)
    with racstep_serve(lessons, lessons.parent / "task-serve.log") as url:
        yield url


def task_section(browser, url, lesson=LESSON):
    load(browser, url + lesson + ".html")
    WebDriverWait(browser, 30).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, "section.task .task-editor"))
    return browser.find_elements(By.CSS_SELECTOR, "main.lesson section.task")[0]


def check_typed(browser, section, source):
    """Types `source` into the task's editor, runs it, and returns the verdict once it lands."""
    editor = section.find_element(By.CSS_SELECTOR, "textarea.task-source")
    label = browser.find_element(By.CSS_SELECTOR, f"label[for='{editor.get_attribute('id')}']")
    assert label.text
    editor.clear()
    editor.send_keys(source)
    assert editor.get_attribute("value") == source
    click_in_place(browser, section.find_element(By.CSS_SELECTOR, "button.task-run"))
    verdict = section.find_element(By.CSS_SELECTOR, ".task-verdict")
    assert verdict.get_attribute("aria-live") == "polite"
    WebDriverWait(browser, 60).until(lambda driver: verdict.text not in ("", "Running…"))
    return verdict.text


def test_the_playground_link_carries_the_snippet(browser, served):
    snippets, tasks = lesson_parts()
    section = task_section(browser, served)
    link = section.find_element(By.CSS_SELECTOR, "a.open-in-playground")
    WebDriverWait(browser, 10).until(lambda driver: "#code=" in link.get_attribute("href"))
    browser.get(link.get_attribute("href"))
    editor = WebDriverWait(browser, 60).until(lambda driver: driver.find_element(By.ID, "play-source"))
    WebDriverWait(browser, 30).until(lambda driver: editor.get_attribute("value") != "")
    assert editor.get_attribute("value") == snippets[tasks[0][0]]


def test_a_static_hosts_task_links_the_playground_it_is_given(browser, served, tmp_path):
    """`racstep site --playground URL`, as a static host is built: the task's link opens that
    playground (here the served one) with the snippet as the lesson file has it."""
    snippets, tasks = lesson_parts()
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    copy_lesson(LESSON + ".md", lessons)
    done = subprocess.run([racstep(), "site", str(lessons), "--out", str(tmp_path / "site"), "--theme", str(ROOT / "site"),
                           "--playground", served], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    browser.get((tmp_path / "site" / f"{LESSON}.html").as_uri())
    section = browser.find_elements(By.CSS_SELECTOR, "main.lesson section.task")[0]
    link = section.find_element(By.CSS_SELECTOR, "a.open-in-playground")
    assert link.text == "Open in the playground"
    assert link.get_attribute("href").startswith(served + "play#code=")
    link.click()
    editor = WebDriverWait(browser, 60).until(lambda driver: driver.find_element(By.ID, "play-source"))
    WebDriverWait(browser, 30).until(lambda driver: editor.get_attribute("value") != "")
    assert editor.get_attribute("value") == snippets[tasks[0][0]]


def test_the_reference_change_typed_in_is_right(browser, served):
    snippets, tasks = lesson_parts()
    of, _, change, expected = tasks[0]
    assert run("run", change) == expected
    assert check_typed(browser, task_section(browser, served), change) == RIGHT
    assert console_errors(browser) == []


def test_the_snippet_itself_changes_nothing(browser, served):
    snippets, tasks = lesson_parts()
    of = tasks[0][0]
    # The snippet's own output is not the reference change's: the verdict says it changed nothing.
    assert run("run", snippets[of]) != tasks[0][3]
    assert check_typed(browser, task_section(browser, served), snippets[of]) == UNCHANGED


def test_a_wrong_change_is_told_where_its_output_parts(browser, served):
    snippets, tasks = lesson_parts()
    _, _, change, _ = tasks[0]
    # The reference change with its second subscriber's log worded otherwise.
    head, tail = change.rsplit('NSLog(@"block 2 received %@", x);', 1)
    wrong = head + 'NSLog(@"block 3 received %@", x);' + tail
    mine, theirs = logs(wrong), logs(change)
    n = next(index for index, (line, other) in enumerate(zip(mine, theirs)) if line[0] != other[0])
    expected = DIFF_OUTPUT.format(n=n + 1, yours=mine[n][0], line=mine[n][1], theirs=theirs[n][0])
    assert check_typed(browser, task_section(browser, served), wrong) == expected


def entered(source):
    """Each numbered block the run enters, as `racstep trace` names it after `→` (its number,
    name and signal), with the step and the snippet's line: read off the JSON trace here."""
    events = [json.loads(line) for line in run("trace", source).splitlines()]
    return [(" ".join(["block", str(event["block"])] + ([event["name"]] if event.get("name") else [])
                      + ([f"[{event['signal']}]"] if event.get("signal") else [])), event["step"], event["line"])
            for event in events if event["event"] == "enter" and "block" in event]


def disposed(source):
    """Each disposal as `racstep trace` says it, read off the JSON trace here."""
    events = [json.loads(line) for line in run("trace", source).splitlines()]
    return ["dispose {object} ({name})".format(**event) + (" runs its block" if event.get("flag") else "")
            + (f" in {event['target']}" if event.get("target") else "") for event in events if event["event"] == "dispose"]


@pytest.mark.parametrize("lesson", [BLOCKS_LESSON, DISPOSALS_LESSON])
def test_a_blocks_or_disposals_task_typed_in_is_right(browser, served, lesson):
    snippets, tasks = lesson_parts(lesson)
    of, check, change, expected = next(task for task in tasks if task[1] != "output")
    # The lesson's block is the reference change's blocks (or disposals) as the JSON trace has them.
    shown = [name for name, _, _ in entered(change)] if check == "blocks" else disposed(change)
    assert "\n".join(shown) + "\n" == expected
    section = task_section(browser, served, lesson)
    section = browser.find_element(By.CSS_SELECTOR, f"section.task[data-check='{check}']")
    assert check_typed(browser, section, change) == RIGHT


def test_a_wrong_blocks_change_is_told_which_block_parts(browser, served):
    snippets, tasks = lesson_parts(BLOCKS_LESSON)
    of, _, change, _ = next(task for task in tasks if task[1] == "blocks")
    # Stop the bind with a nil signal instead: block 8 never runs for the first value.
    wrong = change.replace("        *stop = YES;\n        return [RACSignal return:value];", "        return nil;")
    assert wrong != change
    mine, theirs = entered(wrong), entered(change)
    n = next(index for index, (line, other) in enumerate(zip(mine, theirs)) if line[0] != other[0])
    expected = DIFF_BLOCKS.format(n=n + 1, yours=mine[n][0], step=mine[n][1], line=mine[n][2], theirs=theirs[n][0])
    task_section(browser, served, BLOCKS_LESSON)
    section = browser.find_element(By.CSS_SELECTOR, "section.task[data-check='blocks']")
    assert check_typed(browser, section, wrong) == expected
