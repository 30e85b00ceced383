"""`racstep serve` in the browser: live reload of an edited lesson, a failing lesson's diagnostic
over the page, and the playground end to end (type, Run, step, share the link, an error marked in
the editor, a lesson's snippet to start from), in English and in Chinese, and the links to it; a
reloaded page keeps the theme's assets until one is edited. The server runs on a scratch copy of
two lessons and a translation, on a free loopback port."""
import contextlib
import os
import pathlib
import re
import shutil
import subprocess
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait

from conftest import console_errors
from reader_model import Run, record
from site_data import ROOT
from test_reader import WORDS, check_player

RACSTEP = pathlib.Path(os.environ.get("RACSTEP_BIN", ROOT / ".build" / "debug" / "racstep"))
LESSON = "01-create-signal"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """(base URL, the scratch lesson file) of a `racstep serve` over copies of lessons 01 and 02,
    and 01's translation (so the site has its Chinese edition, and /zh/play)."""
    lessons = tmp_path_factory.mktemp("lessons")
    (lessons / "zh").mkdir()
    for name in (LESSON + ".md", "02-subscribing.md", f"zh/{LESSON}.md"):
        copy_lesson(name, lessons)
    with racstep_serve(lessons, lessons.parent / "serve.log") as url:
        yield url, lessons / (LESSON + ".md")


@contextlib.contextmanager
def racstep_serve(lessons, log, theme=ROOT / "site"):
    """A `racstep serve` of `lessons` (and `theme`) on a free loopback port, its output in `log`:
    its base URL once it listens, until the block ends."""
    with open(log, "w") as output:
        server = subprocess.Popen([str(RACSTEP), "serve", str(lessons), "--port", "0", "--theme", str(theme)],
                                  stdout=output, stderr=subprocess.STDOUT)
    try:
        url = None
        for _ in range(600):
            match = re.search(r"^serving (http://\S+) ", log.read_text(), re.M)
            if match:
                url = match.group(1)
                break
            time.sleep(0.1)
        assert url, log.read_text()
        yield url
    finally:
        server.terminate()
        server.wait(timeout=30)


def copy_lesson(name, lessons):
    """Copies a lesson into a scratch site of a few: links to lessons that site lacks would fail
    its build, so they become their text, and every line stays where it was."""
    text = (ROOT / "lessons" / name).read_text(encoding="utf-8")
    text = re.sub(r"\[([^\]]*)\]\(\d\d-[a-z0-9-]+\.md(#[^)]*)?\)", r"\1", text)
    (lessons / name).write_text(text, encoding="utf-8")


def load(browser, url):
    browser.get("about:blank")
    console_errors(browser)
    browser.get(url)
    # The first build may still be running: the page then says so and reloads when it lands.
    WebDriverWait(browser, 120).until(lambda driver: driver.execute_script(
        "return document.readyState === 'complete' && !!document.querySelector('main')"))


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_an_edited_lesson_reloads_with_its_new_text(browser, served):
    url, lesson = served
    load(browser, url + LESSON + ".html")
    browser.execute_script("window.notReloaded = true")
    edit(lesson, "is where almost every article starts", "is where nearly every article starts")
    edited = time.monotonic()
    WebDriverWait(browser, 30, poll_frequency=0.05).until(lambda driver: driver.execute_script(
        "return !window.notReloaded && document.readyState === 'complete'"))
    seconds = time.monotonic() - edited
    assert "is where nearly every article starts" in browser.find_element(By.CSS_SELECTOR, "main.lesson").text
    # Within a second on its own; a debug build on two shared cores gets some slack.
    assert seconds < 5, f"reloaded {seconds:.2f} s after the edit"
    print(f"live reload: the page showed the edit {seconds:.2f} s after it")


def test_a_reloaded_page_keeps_the_themes_assets_until_one_is_edited(browser, tmp_path):
    """A served page names the theme's assets with their versions (`?v=`): reloaded after a
    lesson's edit, it takes them from the browser's cache, asking the server for none; after an
    edit of the stylesheet, it names and shows the new one."""
    theme = tmp_path / "theme"
    shutil.copytree(ROOT / "site", theme)
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    copy_lesson(LESSON + ".md", lessons)
    lesson = lessons / (LESSON + ".md")

    def assets():
        # Each asset the page asked for, and the bytes it took over the network: 0 for one the
        # browser's cache answered (a 304 would carry its headers).
        return browser.execute_script(
            "return performance.getEntriesByType('resource').filter(function (entry) {"
            "  return entry.name.indexOf('/assets/') >= 0; }).map(function (entry) {"
            "  return [entry.name.replace(/^.*\\/assets\\//, ''), entry.transferSize]; });")

    def reloaded(change):
        browser.execute_script("window.notReloaded = true")
        change()
        WebDriverWait(browser, 60, poll_frequency=0.05).until(lambda driver: driver.execute_script(
            "return !window.notReloaded && document.readyState === 'complete'"))

    with racstep_serve(lessons, tmp_path / "serve.log", theme=theme) as url:
        load(browser, url + LESSON + ".html")
        first = dict(assets())
        versioned = re.compile(r"[a-z-]+\.(js|css|svg)\?v=[0-9a-f]+")
        assert "racstep.css" in " ".join(first) and all(versioned.fullmatch(name) for name in first), first
        assert any(size > 0 for size in first.values()), first

        reloaded(lambda: edit(lesson, "is where almost every article starts", "is where nearly every article starts"))
        assert "is where nearly every article starts" in browser.find_element(By.CSS_SELECTOR, "main.lesson").text
        again = assets()
        assert {name for name, _ in again} == set(first) and all(size == 0 for _, size in again), again
        outline = "return getComputedStyle(document.querySelector('main.lesson')).outlineColor"
        assert browser.execute_script(outline) != "rgb(1, 2, 3)"

        stylesheet = theme / "assets" / "racstep.css"
        reloaded(lambda: stylesheet.write_text(stylesheet.read_text(encoding="utf-8")
                                               + "main.lesson { outline: 3px solid rgb(1, 2, 3); }\n", encoding="utf-8"))
        assert browser.execute_script(outline) == "rgb(1, 2, 3)"
        edited = dict(assets())
        css = [name for name in edited if name.startswith("racstep.css?")]
        assert len(css) == 1 and css[0] not in first and edited[css[0]] > 0, edited


def test_a_lesson_that_stops_verifying_shows_its_diagnostic_over_the_page(browser, served):
    url, lesson = served
    load(browser, url + LESSON + ".html")
    edit(lesson, "    return nil;\n}];\nNSLog(@\"signal created", "    return nil\n}];\nNSLog(@\"signal created")
    try:
        overlay = WebDriverWait(browser, 30).until(lambda driver: driver.find_elements(By.ID, "racstep-failure"))[0]
        text = overlay.find_element(By.TAG_NAME, "pre").text
        # The located diagnostic: the lesson's file:line:col (the line of the edited
        # `return nil`, read off the lesson), the message, the source line and a caret under
        # `nil`'s end; then a note at the snippet's fence.
        lines = lesson.read_text(encoding="utf-8").split("\n")
        fence = lines.index("```objc run name=lazy") + 1
        broken = lines.index("    return nil", fence) + 1
        assert f"{LESSON}.md:{broken}:15: error: expected ';' after return statement\n    return nil\n              ^\n" in text
        assert f"{LESSON}.md:{fence}:1: note: snippet 'lazy' failed to run\n```objc run name=lazy\n^" in text
        assert overlay.is_displayed()
        assert overlay.get_attribute("role") == "alertdialog"
        # It covers the page: the stale lesson is not what the reader sees.
        covered = browser.execute_script("""
            var box = document.getElementById('racstep-failure').getBoundingClientRect();
            return box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight;""")
        assert covered
    finally:
        browser.execute_script("window.notReloaded = true")
        edit(lesson, "    return nil\n}];\nNSLog(@\"signal created", "    return nil;\n}];\nNSLog(@\"signal created")
    WebDriverWait(browser, 30).until(lambda driver: not driver.find_elements(By.ID, "racstep-failure"))
    # The lesson is as it was, so the build is the one the page came from (a build is named by
    # its files' bytes, SiteFingerprint): the overlay goes and the page stays, not reloaded.
    assert browser.execute_script("return window.notReloaded === true")


SNIPPET = """RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
    [subscriber sendNext:@"played"];
    [subscriber sendCompleted];
    return nil;
}];
[signal subscribeNext:^(id x) { // block 2
    NSLog(@"%@", x);
}];
"""


def gutter_badges(browser):
    """The editor gutter's badges, line by line (text of each line's badges), read in one go:
    the gutter is drawn again whenever the server's badges arrive."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('.editor .gutter li .badges'), box => box.innerText.trim())")


def run_result(browser):
    return WebDriverWait(browser, 60).until(
        lambda driver: driver.find_elements(By.CSS_SELECTOR, ".play-result section.snippet.live"))[0]


def test_the_playground_runs_steps_and_shares_a_snippet(browser, served):
    url, _ = served
    load(browser, url + "play")
    editor = browser.find_element(By.ID, "play-source")
    WebDriverWait(browser, 10).until(lambda driver: editor.get_attribute("value"))
    editor.clear()
    editor.send_keys(SNIPPET)
    # Highlighted as the lessons are: the string literal gets the lexer's class.
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".editor .highlighted .hl-string"))
    # Badged as typed, before any run: each `// block N` label at the line of its block's `^`
    # (1 on line 1, 2 on line 6), where a lesson's listing puts it.
    WebDriverWait(browser, 10).until(lambda driver: gutter_badges(driver)[:6] == ["1", "", "", "", "", "2"])
    # An edit moves them with their blocks, still without a run: a line above pushes both down.
    editor.send_keys(Keys.CONTROL, Keys.HOME)
    editor.send_keys("// shared\n")
    WebDriverWait(browser, 10).until(lambda driver: gutter_badges(driver)[:7] == ["", "1", "", "", "", "", "2"])
    editor.send_keys(Keys.CONTROL, Keys.HOME)
    editor.send_keys(Keys.SHIFT, Keys.DOWN)
    editor.send_keys(Keys.DELETE)
    WebDriverWait(browser, 10).until(lambda driver: editor.get_attribute("value") == SNIPPET)
    browser.find_element(By.CSS_SELECTOR, ".play-actions .run").click()
    section = run_result(browser)
    player = section.find_element(By.CSS_SELECTOR, ".player")
    assert player.is_displayed()
    # Block badges, numbered by the `// block N` comments as in the lessons: 1 on line 1
    # (createSignal:'s block, entered on subscription), 2 on line 6 (subscribeNext:'s, entered
    # for the value), in the editor's gutter as in the woven listing.
    assert gutter_badges(browser)[:6] == ["1", "", "", "", "", "2"]
    # Step to the end: the output pane shows what NSLog printed, as the lessons' player does.
    steps = int(player.find_element(By.CSS_SELECTOR, ".slider").get_attribute("max"))
    for _ in range(steps):
        player.find_element(By.CSS_SELECTOR, "[data-move=into]").click()
    assert player.find_element(By.CSS_SELECTOR, ".k").text == str(steps)
    assert player.find_element(By.CSS_SELECTOR, "[data-pane=output]").text == "played"
    assert section.find_element(By.CSS_SELECTOR, "svg.marbles")
    # The address holds the snippet; opening it elsewhere brings the same snippet back and runs it.
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url.split("#", 1)[-1].startswith("code="))
    shared = browser.current_url
    load(browser, shared)
    WebDriverWait(browser, 10).until(lambda driver: driver.find_element(By.ID, "play-source").get_attribute("value") == SNIPPET)
    run_result(browser)
    assert console_errors(browser) == []


BIND = """RACSignal *numbers = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@1];
    [subscriber sendNext:@2];
    [subscriber sendCompleted];
    return nil;
}];
[[numbers flattenMap:^RACSignal *(NSNumber *n) {
    return [RACSignal return:@(n.intValue * 10)];
}] subscribeNext:^(id x) {
    NSLog(@"%@", x);
}];
"""


def run_source(browser, source):
    """Types `source` into the playground's editor in place of what it holds and runs it."""
    editor = browser.find_element(By.ID, "play-source")
    editor.clear()
    editor.send_keys(source)
    WebDriverWait(browser, 10).until(lambda driver: editor.get_attribute("value") == source)
    browser.find_element(By.CSS_SELECTOR, ".play-actions .run").click()
    return editor


def test_a_run_in_the_playground_shows_what_the_run_did_at_each_level(browser, served):
    """The playground's run is woven as a lesson's snippet is, so its player answers to the same
    reader model (test_reader.py): every pane at a sample of steps at each level, and every
    move from them, against `racstep trace --format json --tree` of the snippet typed."""
    url, _ = served
    load(browser, url + "play")
    run_source(browser, BIND)
    section = run_result(browser)
    assert section.get_attribute("data-snippet") == "play"
    levels = section.find_elements(By.CSS_SELECTOR, ".player .level-select option")
    assert [option.get_attribute("value") for option in levels] == ["0", "1", "2"]
    compared, failures = check_player(browser, section, Run(*record(BIND)), WORDS["en"], "playground")
    print(f"reader model: playground: {compared} comparisons, {len(failures)} differed")
    assert not failures, "\n".join(failures[:40])
    assert console_errors(browser) == []


OBJC_SOURCE = "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/"
RAC25_SOURCE = "https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/"


def source_links(browser):
    """The run's links to RAC's source (the engine pane's, the block list's)."""
    return browser.execute_script("return Array.from(document.querySelectorAll('.play-result a.rac'), link => link.href)")


def test_the_playground_runs_on_the_engine_it_is_switched_to(browser, served):
    url, _ = served
    load(browser, url + "play")
    assert browser.find_element(By.CSS_SELECTOR, "label[for='play-rac']").text == "Engine"
    engine = Select(browser.find_element(By.ID, "play-rac"))
    assert [option.text for option in engine.options] == ["ReactiveObjC 1af6617", "ReactiveCocoa 2.5"]
    assert engine.first_selected_option.get_attribute("value") == "reactiveobjc"
    run_source(browser, SNIPPET)
    run_result(browser)
    # ReactiveObjC's run links to ReactiveObjC at 1af6617, where the block that clears the
    # subscriber's blocks is RACSubscriber.m:44 (2.5 has it on line 45).
    links = source_links(browser)
    assert OBJC_SOURCE + "RACSubscriber.m#L44" in links
    assert all(link.startswith(OBJC_SOURCE) for link in links), links
    # Switched, the snippet runs again on 2.5: the engine pane's links are 2.5's, at the tag.
    engine.select_by_value("2.5")
    WebDriverWait(browser, 60).until(lambda driver: RAC25_SOURCE + "RACSubscriber.m#L45" in source_links(driver))
    links = source_links(browser)
    assert all(link.startswith(RAC25_SOURCE) for link in links), links
    # The address keeps the engine beside the snippet; opening it runs the snippet on 2.5 again.
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url.endswith("&rac=2.5"))
    shared = browser.current_url
    assert shared.split("#", 1)[1].startswith("code=")
    load(browser, shared)
    WebDriverWait(browser, 10).until(lambda driver: driver.find_element(By.ID, "play-source").get_attribute("value") == SNIPPET)
    assert Select(browser.find_element(By.ID, "play-rac")).first_selected_option.get_attribute("value") == "2.5"
    WebDriverWait(browser, 60).until(lambda driver: RAC25_SOURCE + "RACSubscriber.m#L45" in source_links(driver))
    assert all(link.startswith(RAC25_SOURCE) for link in source_links(browser))
    # Back to ReactiveObjC: the address drops the engine, as links made before the switch had none.
    Select(browser.find_element(By.ID, "play-rac")).select_by_value("reactiveobjc")
    WebDriverWait(browser, 60).until(lambda driver: OBJC_SOURCE + "RACSubscriber.m#L44" in source_links(driver))
    WebDriverWait(browser, 10).until(lambda driver: "&rac=" not in driver.current_url)
    assert console_errors(browser) == []


def test_a_snippet_with_an_error_shows_its_diagnostic(browser, served):
    url, _ = served
    load(browser, url + "play")
    run_source(browser, 'NSLog(@"a")\n')
    error = WebDriverWait(browser, 60).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".play-error pre"))[0]
    assert error.text.startswith("snippet.m:1:12: error: expected ';' after expression\nNSLog(@\"a\")\n           ^")


def test_the_editor_underlines_an_error_where_it_is(browser, served):
    url, _ = served
    load(browser, url + "play")
    # Line 2 lacks its ';': clang puts the error at line 2, column 12, just past the ')'.
    editor = run_source(browser, 'NSLog(@"a");\nNSLog(@"b")\n')
    WebDriverWait(browser, 60).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".editor .marks mark.diagnostic.error"))
    mark = browser.find_element(By.CSS_SELECTOR, ".editor .marks mark.diagnostic.error")
    assert mark.get_attribute("data-message") == "expected ';' after expression"
    assert mark.get_attribute("data-line") == "2"
    # The layer holds the source's text, so the mark sits where the source's column 12 is: after
    # line 2's eleven characters, under the textarea's own line 2.
    layer_lines = browser.execute_script("return document.querySelector('.editor .marks').textContent").split("\n")
    assert layer_lines[1] == 'NSLog(@"b") '
    assert browser.execute_script(
        "const m = arguments[0]; const line = m.previousSibling.textContent.split('\\n').pop(); return line;", mark) == 'NSLog(@"b")'
    line_height = float(browser.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)", editor))
    editor_top = editor.rect["y"]
    assert line_height <= mark.rect["y"] - editor_top < 2 * line_height + 12
    # Its message on hover, as a tooltip drawn from the mark.
    assert browser.execute_script("return getComputedStyle(arguments[0], '::after').content", mark) in ("none", "normal", "")
    ActionChains(browser).move_to_element(mark).perform()
    assert browser.execute_script("return getComputedStyle(arguments[0], '::after').content", mark) == '"expected \';\' after expression"'
    # And in a list under the editor that describes the textarea; its item puts the caret there,
    # and the caret on the line shows the message too.
    ActionChains(browser).move_by_offset(0, 200).perform()
    item = browser.find_element(By.CSS_SELECTOR, ".play-diagnostics li.error button")
    assert item.text == "line 2, column 12: expected ';' after expression"
    described = editor.get_attribute("aria-describedby").split()
    assert browser.find_element(By.CSS_SELECTOR, ".play-diagnostics li.error").get_attribute("id") in described
    item.click()
    assert browser.execute_script("return document.activeElement.id") == "play-source"
    assert browser.execute_script("return arguments[0].selectionStart", editor) == len('NSLog(@"a");\nNSLog(@"b")')
    assert "current" in mark.get_attribute("class").split()
    # An edit takes the marks away: their places were the run's.
    editor.send_keys(";")
    WebDriverWait(browser, 10).until(lambda driver: not driver.find_elements(By.CSS_SELECTOR, ".editor .marks mark"))
    assert not browser.find_element(By.CSS_SELECTOR, ".play-diagnostics").is_displayed()
    assert editor.get_attribute("aria-describedby") is None


def test_the_playground_is_linked_from_the_index_and_every_lesson_sidebar(browser, served):
    url, _ = served
    for page, play, words in (("", "play", "Playground: try a snippet"), ("index.html", "play", "Playground: try a snippet"),
                              ("02-subscribing.html", "play", "Playground: try a snippet"),
                              (f"zh/{LESSON}.html", "zh/play", "演练场：亲手运行代码片段"), ("zh/index.html", "zh/play", "演练场：亲手运行代码片段")):
        load(browser, url + page)
        links = WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".sidebar .playground-link"))
        assert [link.get_attribute("href") for link in links] == [url + play], page
        assert links[0].get_attribute("textContent") == words
        index_links = browser.find_elements(By.CSS_SELECTOR, "main.index .playground-link")
        assert [link.get_attribute("href") for link in index_links] == ([url + play] if page in ("", "index.html", "zh/index.html") else []), page
    # The playground does not link to itself; its link from a lesson leads there.
    load(browser, url + "02-subscribing.html")
    browser.execute_script("document.querySelector('.sidebar .playground-link').click()")
    WebDriverWait(browser, 10).until(lambda driver: driver.current_url == url + "play")
    WebDriverWait(browser, 10).until(lambda driver: driver.find_elements(By.ID, "play-source"))
    assert browser.find_elements(By.CSS_SELECTOR, ".sidebar .playground-link") == []


def title_of(name):
    return re.search(r'^title: "(.*)"$', (ROOT / "lessons" / name).read_text(encoding="utf-8"), re.M).group(1)


def sources_of(name):
    return re.findall(r"```objc run[^\n]*\n(.*?)```", (ROOT / "lessons" / name).read_text(encoding="utf-8"), re.S)


def test_the_playground_offers_the_lessons_snippets_in_its_language(browser, served):
    url, _ = served
    for page, lessons in (("play", [LESSON + ".md", "02-subscribing.md"]), ("zh/play", [f"zh/{LESSON}.md"])):
        load(browser, url + page)
        menu = browser.find_element(By.ID, "play-starter")
        groups = menu.find_elements(By.TAG_NAME, "optgroup")
        # Every snippet of the edition's lessons, grouped under its lesson's title.
        assert [group.get_attribute("label") for group in groups] == [title_of(name) for name in lessons]
        assert [len(group.find_elements(By.TAG_NAME, "option")) for group in groups] == [len(sources_of(name)) for name in lessons]
        # Choosing one puts its source in the editor and runs it.
        option = groups[-1].find_elements(By.TAG_NAME, "option")[-1]
        Select(menu).select_by_value(option.get_attribute("value"))
        editor = browser.find_element(By.ID, "play-source")
        assert editor.get_attribute("value") == sources_of(lessons[-1])[-1]
        run_result(browser)


def test_every_lesson_snippet_opens_in_the_playground(browser, served):
    url, lesson = served
    load(browser, url + "02-subscribing.html")
    links = WebDriverWait(browser, 10).until(lambda driver: [link for link in driver.find_elements(By.CSS_SELECTOR, "section.snippet .open-in-playground")
                                                             if "#code=" in link.get_attribute("href")])
    sources = re.findall(r"```objc run[^\n]*\n(.*?)```", (ROOT / "lessons" / "02-subscribing.md").read_text(encoding="utf-8"), re.S)
    assert len(links) == len(sources)
    links[0].click()
    WebDriverWait(browser, 10).until(lambda driver: driver.find_element(By.ID, "play-source").get_attribute("value") == sources[0])
    run_result(browser)


# Latin words the playground shows in its own words (not code, not the run's result, whose
# traced names are checked apart): none but names — the site's, RAC's, the language's; the
# English edition's name in the switch is marked lang="en", as every English word must be.
VISIBLE_ENGLISH = """
const words = [];
const skip = 'code, pre, textarea, kbd, script, style, [lang="en"], [hidden], [aria-hidden="true"], .play-result';
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (parent.closest(skip) || !parent.getClientRects().length) continue;
  words.push(...(node.textContent.match(/[A-Za-z]{2,}/g) || []));
}
for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
  if (element.closest(skip)) continue;
  for (const name of ['aria-label', 'title', 'placeholder']) {
    words.push(...((element.getAttribute(name) || '').match(/[A-Za-z]{2,}/g) || []));
  }
}
return words.filter(word => !['RACStep', 'RAC', 'ReactiveObjC', 'Objective'].includes(word));
"""


def test_the_chinese_playground_speaks_chinese_and_runs(browser, served):
    url, _ = served
    load(browser, url + "zh/play")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans"
    editor = browser.find_element(By.ID, "play-source")
    WebDriverWait(browser, 10).until(lambda driver: editor.get_attribute("value"))
    # Every word of the page's own is Chinese: title, summary, buttons, labels, the sidebar.
    assert browser.execute_script(VISIBLE_ENGLISH) == []
    assert browser.find_element(By.TAG_NAME, "h1").text == "演练场"
    assert browser.find_element(By.CSS_SELECTOR, "label[for='play-rac']").text == "引擎"
    # A run is woven in Chinese, and the badges' tooltips come from the same table.
    run_source(browser, SNIPPET)
    section = run_result(browser)
    status = browser.find_element(By.CSS_SELECTOR, ".play-status").text
    assert re.fullmatch(r"运行完毕，共 \d+ 步。在下面逐步查看。", status), status
    player = section.find_element(By.CSS_SELECTOR, ".player")
    player.find_element(By.CSS_SELECTOR, "[data-move=into]").click()
    assert player.find_element(By.CSS_SELECTOR, "[data-pane=now]").text.startswith("第 1 步，共 ")
    badge = browser.find_element(By.CSS_SELECTOR, ".editor .gutter .badge")
    assert badge.get_attribute("title") == "block " + badge.text
    assert player.find_element(By.CSS_SELECTOR, "[data-move=into]").text == "下一步 ▶"
    assert browser.execute_script(VISIBLE_ENGLISH) == []
    # A snippet that does not parse: the page's words and the server's are Chinese, the
    # diagnostic too (the catalog's Chinese table), at the place `racstep run` gives it.
    run_source(browser, 'NSLog(@"a")\n')
    error = WebDriverWait(browser, 60).until(lambda driver: driver.find_elements(By.CSS_SELECTOR, ".play-error"))[0]
    # The browser logs the 400 that answers it; nothing else may be logged.
    console = [entry for entry in console_errors(browser)
               if not ("/api/trace?lang=zh-Hans" in entry["message"] and "400" in entry["message"])]
    assert console == []
    assert error.find_element(By.TAG_NAME, "h2").text == "代码片段无法解析"
    # The diagnostic in Chinese too (the catalogue's Chinese table, ids unchanged), located as in English.
    assert error.find_element(By.TAG_NAME, "pre").text.startswith("snippet.m:1:12: error: 表达式之后应为 ';'\nNSLog(@\"a\")\n           ^")
    mark = browser.find_element(By.CSS_SELECTOR, ".editor .marks mark.diagnostic.error")
    assert mark.get_attribute("data-message") == "表达式之后应为 ';'"
    assert browser.find_element(By.CSS_SELECTOR, ".play-diagnostics li.error button").text == "第 1 行第 12 列：表达式之后应为 ';'"
    assert browser.find_element(By.CSS_SELECTOR, ".play-diagnostics").get_attribute("aria-label") == "代码片段中的问题"
    assert browser.find_element(By.CSS_SELECTOR, ".play-status").text == "代码片段有错误。"
    # The switch leads to the English playground, as every page's leads to its counterpart.
    switch = [link for link in browser.find_elements(By.CSS_SELECTOR, ".language-switch a[hreflang='en']") if link.is_displayed()][0]
    switch.click()
    WebDriverWait(browser, 10).until(lambda driver: re.search(r"/play$", driver.current_url.split("#")[0])
                                     and "/zh/" not in driver.current_url)
    WebDriverWait(browser, 10).until(lambda driver: driver.find_element(By.TAG_NAME, "h1").text == "Playground")


def test_a_chinese_lesson_opens_the_chinese_playground(browser, served):
    url, _ = served
    load(browser, url + f"zh/{LESSON}.html")
    links = WebDriverWait(browser, 10).until(lambda driver: [link for link in driver.find_elements(By.CSS_SELECTOR, "section.snippet .open-in-playground")
                                                             if "#code=" in link.get_attribute("href")])
    assert links[0].text == "在演练场中打开"
    assert links[0].get_attribute("href").startswith(url + "zh/play#code=")
