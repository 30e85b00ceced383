"""Every page of both editions printed on A4: no table, code block or figure runs past the
printed page's right margin, and every table column is wide enough to read (lesson 06's
ten-step table printed its Step column one character wide, and ran off the page).

Print is laid out at the printable width, so the check emulates print media at that width and
measures the boxes, which is what Chromium lays out when it prints; one page is printed to PDF
as well, to see that printing itself succeeds."""
import base64
import re

import pytest

from conftest import emulate, open_page
from site_data import pages, zh_pages

# A4 is 8.27 in wide; Chromium prints with a margin of 0.4 in (1 cm) on each side unless the
# page says otherwise, which ours do not: (8.27 - 2 × 0.4) in × 96 px/in.
PAPER_WIDTH, PAPER_HEIGHT, MARGIN = 8.27, 11.69, 0.4
PRINTABLE_WIDTH = int((PAPER_WIDTH - 2 * MARGIN) * 96)
PRINTABLE_HEIGHT = int((PAPER_HEIGHT - 2 * MARGIN) * 96)

# Each shown table, code block and figure whose box passes main's content box (within the
# page's width: main could be wider); and each table
# column narrower than a few characters — three digits, or its heading's widest word when that
# is narrower (a one-character heading) — measured in its own font.
PRINTED = """
const main = document.querySelector('main');
const style = getComputedStyle(main);
const box = main.getBoundingClientRect();
const left = Math.max(0, box.left + parseFloat(style.paddingLeft));
const right = Math.min(document.documentElement.clientWidth, box.right - parseFloat(style.paddingRight));
const shown = n => n.getClientRects().length > 0;
const name = n => n.tagName.toLowerCase() + (n.className ? '.' + String(n.className).split(' ')[0] : '')
  + ' "' + n.textContent.trim().slice(0, 40) + '"';
const outside = Array.from(main.querySelectorAll('table, pre, figure')).filter(shown)
  .filter(n => { const r = n.getBoundingClientRect(); return r.left < left - 1 || r.right > right + 1; })
  .map(n => name(n) + ' ' + Math.round(n.getBoundingClientRect().left) + '–' + Math.round(n.getBoundingClientRect().right)
       + ' of ' + Math.round(left) + '–' + Math.round(right));
const context = document.createElement('canvas').getContext('2d');
const width = (text, cell) => { context.font = getComputedStyle(cell).font; return context.measureText(text).width; };
const narrow = [];
for (const table of Array.from(main.querySelectorAll('table')).filter(shown)) {
  const heading = table.tHead ? table.tHead.rows[0] : table.rows[0];
  if (!heading) continue;
  for (const cell of heading.cells) {
    const cellStyle = getComputedStyle(cell);
    const inner = cell.clientWidth - parseFloat(cellStyle.paddingLeft) - parseFloat(cellStyle.paddingRight);
    const words = cell.textContent.trim().split(/\\s+/).filter(Boolean);
    const needed = Math.min(width('000', cell), Math.max(0, ...words.map(word => width(word, cell))));
    if (inner + 0.5 < needed) narrow.push(name(table) + ': column "' + cell.textContent.trim() + '" is ' + Math.round(inner) + ' px, needs ' + Math.round(needed));
  }
}
return {outside, narrow};
"""


@pytest.fixture
def printed(browser):
    """The shared browser laying pages out as print does, on A4; put back afterwards."""
    emulate(browser, PRINTABLE_WIDTH, PRINTABLE_HEIGHT, media="print")
    yield browser
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


@pytest.mark.parametrize("page", pages() + zh_pages())
def test_tables_code_and_figures_fit_the_printed_page(printed, page):
    open_page(printed, page)
    assert printed.execute_script(PRINTED) == {"outside": [], "narrow": []}


def test_the_bind_lesson_prints_to_pdf(browser):
    open_page(browser, "06-bind.html")
    pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": PAPER_WIDTH, "paperHeight": PAPER_HEIGHT, "printBackground": False})["data"])
    assert pdf.startswith(b"%PDF-") and re.search(rb"/Type\s*/Page[^s]", pdf)


# Whether each engine aside (MarkdownRenderer.FoldedAside) is open, and shows its body: a closed
# <details> lays its body out but skips rendering it, which `checkVisibility` reports.
ASIDES = """
return Array.from(document.querySelectorAll('details.engine-aside')).map(
  d => ({open: d.open, body: Array.from(d.children).filter(n => n.tagName !== 'SUMMARY').some(n => n.checkVisibility())}));
"""


@pytest.mark.parametrize("page", ["13-disposables.html", "zh/13-disposables.html"])
def test_an_engine_aside_is_folded_on_screen_and_printed_open(browser, page):
    # Lesson 13 has two asides about RACStep's Swift (its `> **In RACStep's engine.**` quotes).
    open_page(browser, page)
    assert browser.execute_script(ASIDES) == [{"open": False, "body": False}] * 2
    emulate(browser, PRINTABLE_WIDTH, PRINTABLE_HEIGHT, media="print")
    try:
        assert browser.execute_script(ASIDES) == [{"open": False, "body": True}] * 2
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
