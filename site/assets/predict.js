// Predict first: each snippet's question (SnippetWeaver+Prediction.swift) gets its form, and
// the snippet's player, output and trace stay folded away (CSS: .awaiting-prediction, screen
// only, so paper shows everything) until the reader writes an answer and reveals them. The
// answer is compared line by line with the printed output. A reader who never wants to be
// asked says so once (localStorage); a link to a step (`#step-N` for the page's first
// snippet, `#ID-step-N`, as player.js reads them) shows that snippet at once, on arrival or
// when followed from the prose (a lesson's walk through a run links its steps).
(function () {
  "use strict";
  var PREFERENCE = "racstep.predictFirst";
  var ui = window.RACStepUI;

  function neverAsk() {
    try { return window.localStorage.getItem(PREFERENCE) === "off"; } catch (e) { return false; }
  }

  // The lines the snippet printed, as its static console shows them (none: "(no output)").
  function printed(section) {
    var console = section.querySelector("pre.console");
    if (!console || console.querySelector(".none")) return [];
    return console.textContent.replace(/\n$/, "").split("\n");
  }

  function reveal(section) {
    section.classList.remove("awaiting-prediction");
    var form = section.querySelector(".predict-form");
    if (form) form.hidden = true;
  }

  function revealAll() {
    Array.prototype.forEach.call(document.querySelectorAll("section.snippet.awaiting-prediction"), reveal);
  }

  function ask(section) {
    var form = section.querySelector(".predict-form");
    if (!form) return;
    form.hidden = false;
    section.classList.add("awaiting-prediction");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var lines = printed(section);
      var typed = form.querySelector("textarea").value.replace(/\s+$/, "").split("\n");
      var right = 0;
      lines.forEach(function (line, index) {
        if (typed[index] !== undefined && typed[index].trim() === line.trim()) right += 1;
      });
      section.querySelector(".predict-result").textContent = ui.text("jsPredictResult", { right: right, total: lines.length });
      reveal(section);
    });
    form.querySelector(".predict-never").addEventListener("click", function () {
      try { window.localStorage.setItem(PREFERENCE, "off"); } catch (e) { /* private mode: this page only */ }
      revealAll();
    });
  }

  // The snippet a step link names: by its id, or the page's first with a player.
  function linked() {
    var match = /^#(?:(.+)-)?step-\d+$/.exec(window.location.hash);
    if (!match) return null;
    if (match[1] !== undefined) return document.getElementById(match[1]);
    var player = document.querySelector("section.snippet .player");
    return player && player.closest("section.snippet");
  }

  function revealLinked() {
    var section = linked();
    if (section && section.classList.contains("awaiting-prediction")) reveal(section);
  }

  if (neverAsk()) return;
  Array.prototype.forEach.call(document.querySelectorAll("section.snippet"), ask);
  revealLinked();
  window.addEventListener("hashchange", revealLinked);
})();
