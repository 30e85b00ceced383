// Predict first: each snippet's question (SnippetWeaver+Prediction.swift) gets its form, and
// the snippet's player, output and trace stay folded away (CSS: .awaiting-prediction, screen
// only, so paper shows everything) until the reader writes an answer and reveals them. The
// answer is compared line by line with the printed output. A reader who never wants to be
// asked says so once (localStorage); a deep link to a step shows its snippet at once.
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

  if (neverAsk() || /step-\d+$/.test(window.location.hash)) return;
  Array.prototype.forEach.call(document.querySelectorAll("section.snippet"), ask);
})();
