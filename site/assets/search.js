// Search over every lesson. On a site built with `racstep site --pagefind` and served over HTTP
// (`make site`'s output: a `racstep-search` meta tag says a Pagefind index was built into
// pagefind/), it asks Pagefind, which segments Chinese and ranks by relevance. Anywhere else
// (opened from file://, where Pagefind cannot fetch its index; served live by `racstep serve`;
// a site built without Pagefind) it searches the full text in search-index.js, a script so it
// loads from disk, fetched only once the reader searches: a page read without searching never
// loads it, nor asks for a pagefind/ that was never built. From file:// it says so.
// Keys: `/` focuses the box, ↓/↑ move through the results, Enter opens the selected (or
// first) one, Escape clears.
(function () {
  "use strict";
  var box = document.querySelector(".search");
  var input = document.getElementById("search-input");
  var results = document.querySelector(".search-results");
  var status = document.querySelector(".search-status");
  if (!box || !input || !results) return;
  box.hidden = false;
  var served = /^https?:$/.test(location.protocol);
  // Pagefind's module, once imported; while it is on its way a search waits for it.
  var pagefind = null, pagefindComing = false;
  // The full-text index: not asked for, asked for (its script is loading), or here.
  var fullText = window.RACSTEP_SEARCH_INDEX ? "loaded" : "absent";
  var selected = -1;
  var generation = 0;
  // How many of Pagefind's results are listed (each is a fetch of that page's data).
  var SHOWN = 15;

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
    return window.RACSTEP_SEARCH_INDEX.map(function (entry) {
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

  // The full-text index's script (the sidebar's data-index, beside the page), added once; when
  // it has loaded, the search the reader has typed by then runs.
  function loadFullText() {
    if (fullText !== "absent") return;
    fullText = "loading";
    var script = document.createElement("script");
    script.src = box.getAttribute("data-index") || "search-index.js";
    script.onload = function () { fullText = "loaded"; run(); };
    document.head.appendChild(script);
  }

  // `total` is how many pages match; `hits` may be the first of them only.
  function show(query, hits, words, note, total) {
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
    if (status) status.textContent = ui(total === 1 ? "jsOneMatch" : "jsMatches", { n: total, query: query }) + (note ? " " + note : "");
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
    if (pagefindComing) return;
    if (!pagefind) {
      if (fullText !== "loaded") { loadFullText(); return; }
      var hits = localSearch(query);
      show(query, hits, words, served ? "" : ui("jsOfflineNote"), hits.length);
      return;
    }
    var total = 0;
    pagefind.search(query).then(function (search) {
      // Pagefind finds every page; the first SHOWN are listed, the count is all of them.
      total = search.results.length;
      return Promise.all(search.results.slice(0, SHOWN).map(function (result) { return result.data(); }));
    }).then(function (pages) {
      if (mine !== generation) return;
      // A lesson named after the term (its title's first word is the term: “订阅：…”, “热信号：…”,
      // not “订阅者…” nor “Subscriber…”) comes first, in Pagefind's order otherwise: on a term
      // every lesson uses, Pagefind's scores all but tie (订阅: 0.0662–0.0664 over the first
      // six), and the lesson that teaches it fell below those that only use it more often.
      var named = query.toLowerCase();
      function naming(page) {
        var title = ((page.meta && page.meta.title) || "").toLowerCase();
        return title.indexOf(named) === 0 && !/^[\p{L}\p{N}]/u.test(title.slice(named.length)) ? 0 : 1;
      }
      pages = pages.map(function (page, index) { return { page: page, index: index }; })
        .sort(function (a, b) { return naming(a.page) - naming(b.page) || a.index - b.index; })
        .map(function (entry) { return entry.page; });
      show(query, pages.map(function (page) {
        return { url: page.url,
                 title: (page.meta && page.meta.title || page.url).replace(/ — RACStep$/, ""),
                 excerptNode: markedExcerpt(page.excerpt || "") };
      }), words, "", total);
    }, function () {
      pagefind = null;
      run();
    });
  }

  if (served && document.querySelector('meta[name="racstep-search"][content="pagefind"]')) {
    // pagefind/ is at the site’s root, RACSTEP_ROOT from this page (“../” in zh/; a classic script’s
    // import() would resolve from assets/). Pagefind answers in the page’s language (<html lang>).
    pagefindComing = true;
    import(new URL((window.RACSTEP_ROOT || "") + "pagefind/pagefind.js", document.baseURI).href).then(function (module) {
      pagefind = module;
      pagefindComing = false;
      if (input.value.trim()) run();
    }, function () {
      // pagefind/ did not load: the full-text index answers.
      pagefindComing = false;
      if (input.value.trim()) run();
    });
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
