"""Edit to reload under `racstep serve` (issue 42 §3): the time from an author saving a lesson to
the browser showing the rebuilt page, as the author feels it.

`racstep serve` (the release build given) serves a scratch copy of the whole lessons directory,
both editions, as an author serves it. Headless Chromium (browser-test/conftest.chrome) opens
LESSON's page; then EDITS times: a sentence of the lesson's prose gets another word (each edit
distinct, so every build differs from every earlier one and the page must reload), the clock
(`time.time()`, epoch ms) is read just before the write, and the edit is done when the reloaded
page has fired DOMContentLoaded with the new word in it: its navigation entry's
`domContentLoadedEventEnd`, on the browser's clock (`performance.timeOrigin`, the same host
clock), minus the write's time. Nothing is cached between edits but what the server keeps by
design (the other lessons' snippet runs). Prints each edit's time and the median, min and max;
`--json FILE` writes them.

Usage: edit-reload.py RACSTEP [--lesson 06-bind] [--edits 20] [--theme DIR] [--json FILE]
(`--theme`: another theme directory than the repository's site/, e.g. an older commit's, to
time a before and an after in one session.)
"""
import argparse
import json
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "browser-test"))
from conftest import chrome  # noqa: E402  (the browser the browser test uses)
from selenium.webdriver.support.wait import WebDriverWait  # noqa: E402


def serve(racstep, lessons, theme, log):
    """`racstep serve` of `lessons` on a free loopback port; (process, base URL)."""
    output = open(log, "w")
    server = subprocess.Popen([racstep, "serve", str(lessons), "--port", "0", "--theme", str(theme)],
                              stdout=output, stderr=subprocess.STDOUT)
    for _ in range(1200):
        match = re.search(r"^serving (http://\S+) ", pathlib.Path(log).read_text(), re.M)
        if match:
            return server, match.group(1)
        if server.poll() is not None:
            break
        time.sleep(0.1)
    server.kill()
    sys.exit(f"racstep serve did not start:\n{pathlib.Path(log).read_text()}")


def prose_sentence(text):
    """A line of plain prose to edit: not in a fence, a table, a quote or the front matter."""
    fenced = False
    for number, line in enumerate(text.split("\n")):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if number > 5 and not fenced and re.fullmatch(r"[A-Z][A-Za-z ,'’`:;()-]{40,}", line):
            return line
    sys.exit("no plain prose line to edit")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("racstep")
    parser.add_argument("--lesson", default="06-bind")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--theme", default=str(ROOT / "site"))
    parser.add_argument("--json")
    arguments = parser.parse_args()

    scratch = pathlib.Path(tempfile.mkdtemp(prefix="racstep-reload-"))
    lessons = scratch / "lessons"
    shutil.copytree(ROOT / "lessons", lessons)
    path = lessons / f"{arguments.lesson}.md"
    server, url = serve(arguments.racstep, lessons, arguments.theme, scratch / "serve.log")
    browser = chrome()
    times = []
    try:
        browser.get(f"{url}{arguments.lesson}.html")
        WebDriverWait(browser, 300, poll_frequency=0.1).until(lambda driver: driver.execute_script(
            "return document.readyState === 'complete' && !!document.querySelector('main.lesson')"))
        original = path.read_text(encoding="utf-8")
        line = prose_sentence(original)
        for edit in range(1, arguments.edits + 1):
            word = f"reloaded{edit:02d}"
            text = original.replace(line, f"{line} {word}", 1)
            browser.execute_script("window.racstepNotReloaded = true")
            written = time.time() * 1000
            path.write_text(text, encoding="utf-8")
            WebDriverWait(browser, 60, poll_frequency=0.02).until(lambda driver: driver.execute_script(
                "return !window.racstepNotReloaded && document.readyState !== 'loading'"
                " && document.querySelector('main.lesson').textContent.indexOf(arguments[0]) >= 0", word))
            shown = browser.execute_script(
                "var entry = performance.getEntriesByType('navigation')[0];"
                "return performance.timeOrigin + entry.domContentLoadedEventEnd;")
            times.append(shown - written)
            print(f"edit {edit:2d}: {shown - written:7.1f} ms", flush=True)
            time.sleep(0.3)
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=30)
    print(f"{arguments.lesson}, {len(times)} edits: median {statistics.median(times):.1f} ms, "
          f"min {min(times):.1f} ms, max {max(times):.1f} ms")
    if arguments.json:
        pathlib.Path(arguments.json).write_text(json.dumps({"lesson": arguments.lesson, "ms": times}, indent=1) + "\n")
    shutil.rmtree(scratch)


if __name__ == "__main__":
    main()
