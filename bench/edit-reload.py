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

`--versus RACSTEP2[,THEME2]` times another build beside it, in the same run: a second server
and browser, each edit made to both in turn (the order alternating), so that the two builds
meet the same moments of a noisy machine; it prints each build's median and the median of the
differences edit by edit, which tells a change of a few milliseconds from the noise that moves
two runs of the same build by tens.

Usage: edit-reload.py RACSTEP [--lesson 06-bind] [--edits 20] [--theme DIR]
                      [--versus RACSTEP2[,THEME2]] [--json FILE]
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


class Side:
    """One build under test: its server over a scratch copy of the lessons, and its browser on
    the lesson's page."""

    def __init__(self, racstep, theme, lesson):
        self.name = racstep
        self.scratch = pathlib.Path(tempfile.mkdtemp(prefix="racstep-reload-"))
        lessons = self.scratch / "lessons"
        shutil.copytree(ROOT / "lessons", lessons)
        self.path = lessons / f"{lesson}.md"
        self.server, url = serve(racstep, lessons, theme, self.scratch / "serve.log")
        self.browser = chrome()
        self.times = []
        self.browser.get(f"{url}{lesson}.html")
        WebDriverWait(self.browser, 300, poll_frequency=0.1).until(lambda driver: driver.execute_script(
            "return document.readyState === 'complete' && !!document.querySelector('main.lesson')"))
        self.original = self.path.read_text(encoding="utf-8")
        self.line = prose_sentence(self.original)

    def edit(self, word):
        """Adds `word` to the prose line; the time from the write to the reloaded page's
        DOMContentLoaded, in ms."""
        self.browser.execute_script("window.racstepNotReloaded = true")
        written = time.time() * 1000
        self.path.write_text(self.original.replace(self.line, f"{self.line} {word}", 1), encoding="utf-8")
        WebDriverWait(self.browser, 60, poll_frequency=0.02).until(lambda driver: driver.execute_script(
            "return !window.racstepNotReloaded && document.readyState !== 'loading'"
            " && document.querySelector('main.lesson').textContent.indexOf(arguments[0]) >= 0", word))
        shown = self.browser.execute_script(
            "var entry = performance.getEntriesByType('navigation')[0];"
            "return performance.timeOrigin + entry.domContentLoadedEventEnd;")
        self.times.append(shown - written)
        return shown - written

    def close(self):
        self.browser.quit()
        self.server.terminate()
        self.server.wait(timeout=30)
        shutil.rmtree(self.scratch)

    def summary(self, lesson):
        return (f"{lesson}, {len(self.times)} edits: median {statistics.median(self.times):.1f} ms, "
                f"min {min(self.times):.1f} ms, max {max(self.times):.1f} ms")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("racstep")
    parser.add_argument("--lesson", default="06-bind")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--theme", default=str(ROOT / "site"))
    parser.add_argument("--versus")
    parser.add_argument("--json")
    arguments = parser.parse_args()

    builds = [(arguments.racstep, arguments.theme)]
    if arguments.versus:
        racstep, _, theme = arguments.versus.partition(",")
        builds.append((racstep, theme or str(ROOT / "site")))
    sides = []
    try:
        for racstep, theme in builds:
            sides.append(Side(racstep, theme, arguments.lesson))
        for edit in range(1, arguments.edits + 1):
            word = f"reloaded{edit:02d}"
            for side in sides if edit % 2 else sides[::-1]:
                took = side.edit(word)
                label = f" ({'AB'[sides.index(side)]})" if len(sides) > 1 else ""
                print(f"edit {edit:2d}{label}: {took:7.1f} ms", flush=True)
                time.sleep(0.3)
    finally:
        for side in sides:
            side.close()
    if len(sides) == 1:
        print(sides[0].summary(arguments.lesson))
    else:
        for letter, side in zip("AB", sides):
            print(f"{letter} {side.name}: {side.summary(arguments.lesson)}")
        differences = [a - b for a, b in zip(sides[0].times, sides[1].times)]
        print(f"A - B, edit by edit: median {statistics.median(differences):+.1f} ms")
    if arguments.json:
        result = {"lesson": arguments.lesson, "ms": sides[0].times}
        if len(sides) > 1:
            result["versus"] = {"racstep": sides[1].name, "ms": sides[1].times}
        pathlib.Path(arguments.json).write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
