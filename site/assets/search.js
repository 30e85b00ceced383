// Client-side search over every lesson; the index is a script (search-index.js), so it
// works from file:// where fetch does not.
(function () {
  "use strict";
  var input = document.getElementById("search-input");
  var results = document.querySelector(".search-results");
  var index = window.RACSTEP_SEARCH_INDEX || [];
  if (!input || !results) return;

  function excerpt(text, term) {
    var at = text.toLowerCase().indexOf(term);
    if (at < 0) return "";
    var start = Math.max(0, at - 40);
    return (start > 0 ? "…" : "") + text.slice(start, at + term.length + 60) + "…";
  }

  input.addEventListener("input", function () {
    var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    results.textContent = "";
    if (terms.length === 0) { results.hidden = true; return; }
    var hits = index.filter(function (entry) {
      var haystack = (entry.title + " " + entry.summary + " " + entry.text).toLowerCase();
      return terms.every(function (term) { return haystack.indexOf(term) >= 0; });
    });
    hits.forEach(function (entry) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = entry.url;
      a.textContent = entry.title;
      li.appendChild(a);
      var hit = document.createElement("span");
      hit.className = "hit";
      hit.textContent = excerpt(entry.text, terms[0]) || entry.summary;
      li.appendChild(hit);
      results.appendChild(li);
    });
    if (hits.length === 0) {
      var none = document.createElement("li");
      none.className = "none";
      none.textContent = "No lesson matches.";
      results.appendChild(none);
    }
    results.hidden = false;
  });
})();
