// Search over every lesson. Served over HTTP (`make site`'s output), it asks Pagefind (its
// index is built into pagefind/ after `racstep site`; it segments Chinese and ranks by
// relevance). Opened from file://, where Pagefind cannot fetch its index, it searches the full
// text in search-index.js (a script, so it loads from disk) and says so; served live by
// `racstep serve` (a `racstep-live` meta tag), where no Pagefind index is built, it searches
// that full text without the note. Keys: `/` focuses the box,
// ↓/↑ move through the results, Enter opens the selected (or first) one, Escape clears.
(function () {
  "use strict";
  var box = document.querySelector(".search");
  var input = document.getElementById("search-input");
  var results = document.querySelector(".search-results");
  var status = document.querySelector(".search-status");
  var index = window.RACSTEP_SEARCH_INDEX || [];
  if (!box || !input || !results) return;
  box.hidden = false;
  var served = /^https?:$/.test(location.protocol);
  var pagefind = null;
  var selected = -1;
  var generation = 0;

  // The page's words and the element builder, from ui.js.
  var ui = window.RACStepUI.text, el = window.RACStepUI.el;

  function terms(query) {
    return query.toLowerCase().split(/\s+/).filter(Boolean);
  }

  function count(haystack, term) {
    var n = 0, at = haystack.indexOf(term);
    while (at >= 0) { n++; at = haystack.indexOf(term, at + term.length); }
    return n;
  }

  // Chinese is written without spaces, so a query is one run of characters that the text may
  // phrase a little differently (“销毁订阅” against “销毁这次订阅”). A term with CJK in it that
  // does not occur whole matches where at least two thirds of its overlapping two-character
  // pieces occur, counted by the rarest of those and weighted below a whole match.
  var CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
  function matches(haystack, term) {
    var whole = count(haystack, term);
    if (whole > 0 || term.length < 3 || !CJK.test(term)) return whole;
    var pieces = term.length - 1, found = 0, least = Infinity;
    for (var i = 0; i < pieces; i++) {
      var n = count(haystack, term.slice(i, i + 2));
      if (n > 0) { found++; least = Math.min(least, n); }
    }
    return found >= Math.ceil(pieces * 2 / 3) ? least / 2 : 0;
  }

  // Text with every term wrapped in <mark>, built from text nodes (never innerHTML).
  function highlighted(text, words) {
    var fragment = document.createDocumentFragment();
    var lower = text.toLowerCase(), at = 0;
    while (at < text.length) {
      var next = -1, length = 0;
      words.forEach(function (word) {
        var found = lower.indexOf(word, at);
        if (found >= 0 && (next < 0 || found < next)) { next = found; length = word.length; }
      });
      if (next < 0) { fragment.appendChild(document.createTextNode(text.slice(at))); break; }
      fragment.appendChild(document.createTextNode(text.slice(at, next)));
      fragment.appendChild(el("mark", null, text.slice(next, next + length)));
      at = next + length;
    }
    return fragment;
  }

  function excerpt(text, word) {
    var at = text.toLowerCase().indexOf(word);
    if (at < 0) return "";
    var start = Math.max(0, at - 50);
    return (start > 0 ? "…" : "") + text.slice(start, at + word.length + 80) + "…";
  }

  // The offline index: every term must occur; title hits weigh most, then the summary, then
  // how often the text mentions the terms.
  function localSearch(query) {
    var words = terms(query);
    return index.map(function (entry) {
      var title = entry.title.toLowerCase(), summary = entry.summary.toLowerCase(), text = entry.text.toLowerCase();
      var score = 0;
      for (var i = 0; i < words.length; i++) {
        var inTitle = matches(title, words[i]), inSummary = matches(summary, words[i]), inText = matches(text, words[i]);
        if (inTitle + inSummary + inText === 0) return null;
        score += inTitle * 20 + inSummary * 8 + Math.min(inText, 20);
      }
      return { url: entry.url, title: entry.title, score: score,
               excerpt: excerpt(entry.text, words[0]) || entry.summary };
    }).filter(Boolean).sort(function (a, b) { return b.score - a.score; });
  }

  function show(query, hits, words, note) {
    results.textContent = "";
    selected = -1;
    hits.forEach(function (hit) {
      var li = el("li");
      var a = el("a");
      a.href = hit.url;
      a.appendChild(highlighted(hit.title, words));
      li.appendChild(a);
      var span = el("span", "hit");
      if (hit.excerptNode) span.appendChild(hit.excerptNode); else span.appendChild(highlighted(hit.excerpt, words));
      li.appendChild(span);
      results.appendChild(li);
    });
    if (hits.length === 0) results.appendChild(el("li", "none", ui("jsNoMatch")));
    results.hidden = false;
    if (status) status.textContent = ui(hits.length === 1 ? "jsOneMatch" : "jsMatches", { n: hits.length, query: query }) + (note ? " " + note : "");
  }

  // Pagefind's excerpt marks its hits with <mark>; rebuilt here from its text, so no HTML
  // from the index is trusted.
  function markedExcerpt(html) {
    var fragment = document.createDocumentFragment();
    html.split(/(<mark>.*?<\/mark>)/).forEach(function (part) {
      var mark = /^<mark>(.*)<\/mark>$/.exec(part);
      var text = (mark ? mark[1] : part).replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
        .replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&");
      fragment.appendChild(mark ? el("mark", null, text) : document.createTextNode(text));
    });
    return fragment;
  }

  function run() {
    var query = input.value.trim();
    var mine = ++generation;
    if (!query) { results.textContent = ""; results.hidden = true; if (status) status.textContent = ""; return; }
    var words = terms(query);
    if (!pagefind) {
      show(query, localSearch(query), words, served ? "" : ui("jsOfflineNote"));
      return;
    }
    pagefind.search(query).then(function (search) {
      return Promise.all(search.results.slice(0, 15).map(function (result) { return result.data(); }));
    }).then(function (pages) {
      if (mine !== generation) return;
      show(query, pages.map(function (page) {
        return { url: page.url,
                 title: (page.meta && page.meta.title || page.url).replace(/ — RACStep$/, ""),
                 excerptNode: markedExcerpt(page.excerpt || "") };
      }), words, "");
    }, function () {
      pagefind = null;
      run();
    });
  }

  if (served && !document.querySelector('meta[name="racstep-live"]')) {
    // pagefind/ is at the site’s root, RACSTEP_ROOT from this page (“../” in zh/; a classic script’s
    // import() would resolve from assets/). Pagefind answers in the page’s language (<html lang>).
    import(new URL((window.RACSTEP_ROOT || "") + "pagefind/pagefind.js", document.baseURI).href).then(function (module) {
      pagefind = module;
      if (input.value.trim()) run();
    }, function () { /* no Pagefind index (a site built without it): the full-text index answers */ });
  }

  function select(k) {
    var links = results.querySelectorAll("a");
    if (!links.length) return;
    selected = (k + links.length) % links.length;
    links.forEach(function (link, at) { link.parentNode.classList.toggle("selected", at === selected); });
    links[selected].focus();
  }

  input.addEventListener("input", run);
  input.addEventListener("keydown", function (event) {
    if (event.key === "Enter") {
      var first = results.querySelector("a");
      if (first) { event.preventDefault(); location.href = first.href; }
    } else if (event.key === "ArrowDown") { event.preventDefault(); select(0); }
    else if (event.key === "Escape") { input.value = ""; run(); }
  });
  results.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
    else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (selected <= 0) { selected = -1; input.focus(); } else select(selected - 1);
    } else if (event.key === "Escape") { input.focus(); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.altKey || event.ctrlKey || event.metaKey) return;
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
