"""Every internal link and resource resolves inside the built site: each href/src that is not
external names an existing file, and each #fragment an existing id on the page it points to."""
import json
import re
from urllib.parse import unquote, urlsplit

import pytest

from site_data import SITE, pages, parse, snippets, zh_pages

# A scheme (http:, mailto:, data:, …) or a network path (//host) leaves the site.
EXTERNAL = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*:|//)")
# A deep link into a player (player.js): `#step-N` for the page's first snippet, `#ID-step-N`.
STEP = re.compile(r"^(?:(.+)-)?step-(\d+)$")


def is_a_step(target, fragment):
    """Whether `fragment` names a step some player on `target` has."""
    match = STEP.match(fragment)
    if not match:
        return False
    players = snippets(target.relative_to(SITE).as_posix())
    player = players[0] if match.group(1) is None and players else next(
        (data for data in players if data["id"] == match.group(1)), None)
    return player is not None and 1 <= int(match.group(2)) <= len(player["steps"])


def broken_references(page):
    parsed = parse(SITE / page)
    problems = []
    for tag, attribute, value in parsed.references:
        if EXTERNAL.match(value):
            continue
        parts = urlsplit(value)
        target = (SITE / page).parent / unquote(parts.path) if parts.path else SITE / page
        where = f"<{tag} {attribute}=\"{value}\">"
        if not target.resolve().is_relative_to(SITE):
            problems.append(f"{where}: leaves the site")
        elif not target.is_file():
            problems.append(f"{where}: no file {target.relative_to(SITE)}")
        elif (parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in parse(target).ids
              and not is_a_step(target.resolve(), unquote(parts.fragment))):
            problems.append(f"{where}: no id '{parts.fragment}' in {target.name}")
    return problems


@pytest.mark.parametrize("page", pages() + zh_pages())
def test_internal_links_resolve(page):
    problems = broken_references(page)
    assert not problems, f"{page}:\n" + "\n".join(problems)


def test_search_results_link_to_pages():
    """search.js turns each index entry's url into a link, so each must name a page."""
    script = (SITE / "search-index.js").read_text(encoding="utf-8")
    entries = json.loads(re.fullmatch(r"window\.RACSTEP_SEARCH_INDEX = (.*);\s*", script, re.S).group(1))
    assert sorted(entry["url"] for entry in entries) == [page for page in pages() if page != "index.html"]


def test_the_site_has_every_lesson_and_its_assets():
    assert "index.html" in pages()
    for asset in ("assets/ui.js", "assets/player-model.js", "assets/player-panes.js", "assets/player-tree.js", "assets/player.js", "assets/search.js", "assets/racstep.css", "search-index.js"):
        assert (SITE / asset).is_file(), asset
