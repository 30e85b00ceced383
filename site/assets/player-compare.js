// Two runs side by side (a lesson fence's compare=ID, SnippetWeaver+Comparison.swift): the
// comparison's bar steps both players together along the rows the weaver lined them up on
// (TraceDiff: the snippet's own blocks and printed lines shared, each run's other steps between),
// and says when the reader reaches the first row where the runs part. Each side keeps its own
// player, which steps it alone; the bar tells both sides' steps in a line each, so the two stay
// readable together where the sides stack (a phone). Plain JS; needs ui.js and player.js before it.
(function () {
  "use strict";
  var ui = window.RACStepUI.text;

  function Comparison(root) {
    var self = this;
    var sections = root.querySelectorAll(".compare-side > section.snippet");
    this.root = root;
    this.sides = [sections[0], sections[1]].map(function (section) { return window.RACStepPlayer.playerFor(section); });
    if (!this.sides[0] || !this.sides[1]) return;
    var cells = root.getAttribute("data-rows").split(",").map(Number);
    // rows[r] = [a's step, b's step], 0 where only the other run has one. At position p (0…m)
    // the rows before p are taken: each side shows its last step among them.
    this.rows = [];
    for (var i = 0; i + 1 < cells.length; i += 2) this.rows.push([cells[i], cells[i + 1]]);
    var m = this.rows.length;
    this.at = [new Int32Array(m + 1), new Int32Array(m + 1)];
    this.rowOf = [{}, {}];
    this.rows.forEach(function (row, r) {
      [0, 1].forEach(function (side) {
        self.at[side][r + 1] = row[side] || self.at[side][r];
        if (row[side]) self.rowOf[side][row[side]] = r;
      });
    });
    // Where the runs part: the position, and each side's step there, as the weaver computed
    // them with the sentence under the heading, which names these steps.
    this.parting = parseInt(root.getAttribute("data-parting"), 10) || 0;
    this.partingSteps = ["data-parting-a", "data-parting-b"].map(function (name) {
      return parseInt(root.getAttribute(name), 10) || 0;
    });
    this.p = 0;
    this.bar = root.querySelector(".compare-bar");
    this.bar.hidden = false;
    root.querySelector(".compare-keys").hidden = false;
    this.nowLines = [root.querySelector(".compare-now-a"), root.querySelector(".compare-now-b")];
    this.position = root.querySelector(".compare-position");
    this.buttons = Array.prototype.slice.call(this.bar.querySelectorAll("[data-move]"));
    this.buttons.forEach(function (button) {
      button.addEventListener("click", function () { self.move(MOVES[button.getAttribute("data-move")]); });
    });
    this.bar.querySelector(".to-parting").addEventListener("click", function () {
      self.use(function () { self.go(self.parting, self.partingSteps); });
    });
    // The sides' players stick below the bar where they stick (a phone), and whatever in the
    // sides is scrolled to lands below it: the comparison's CSS reads the bar's height here.
    if (window.ResizeObserver) {
      new ResizeObserver(function () {
        root.style.setProperty("--compare-bar", self.bar.offsetHeight + "px");
      }).observe(this.bar);
    }
    // With the focus in the bar, the arrow keys step both (player.js leaves them to us here).
    this.bar.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
      var forward = event.key === "ArrowRight";
      self.move(event.altKey ? (forward ? "out" : "outBack") : event.shiftKey ? (forward ? "over" : "overBack") : (forward ? "into" : "back"));
      event.preventDefault();
    });
    this.bar.addEventListener("pointerover", function () { self.use(); });
    this.show();
  }

  // A bar button's `data-move` to the move a player takes: the players' own table.
  var MOVES = window.RACStepPlayer.MOVES;

  // Runs `then` once both sides' steps are here.
  Comparison.prototype.use = function (then) {
    var a = this.sides[0], b = this.sides[1];
    a.use(function () { b.use(function () { if (then) then(); }); });
  };

  // Whether side `side`'s step on row r is one its player's level shows.
  Comparison.prototype.shown = function (side, r) {
    var k = this.rows[r][side], player = this.sides[side];
    return k > 0 && player.level.depth[k] >= 0;
  };

  // The position a move takes both runs to: step into and back walk the rows either side's
  // level shows; over and out are the leading side's (a's, unless only b has a step on the
  // current row), and the other side follows to the same row. Null where the move is not
  // available (the leading side's player has none: step out at its top level).
  Comparison.prototype.target = function (move) {
    var p = this.p, m = this.rows.length, r;
    if (move === "into") {
      for (r = p; r < m; r++) if (this.shown(0, r) || this.shown(1, r)) return r + 1;
      return m;
    }
    if (move === "back") {
      for (r = p - 2; r >= 0; r--) if (this.shown(0, r) || this.shown(1, r)) return r + 1;
      return 0;
    }
    var lead = p > 0 && !this.rows[p - 1][0] ? 1 : 0;
    var k = this.sides[lead].target(move, this.at[lead][p]);
    if (k === null || k === undefined) return null;
    if (k <= 0) return 0;
    var q = this.rowOf[lead][k] + 1;
    var forward = move === "over" || move === "out";
    if (forward ? q > p : q < p) return q;
    return this.target(forward ? "into" : "back");
  };

  Comparison.prototype.move = function (move) {
    var self = this;
    this.use(function () {
      var p = self.target(move);
      if (p !== null) self.go(p);
    });
  };

  // Both sides at position p: each player shows its step there, or the step `steps` gives it
  // (the parting's, which the page names).
  Comparison.prototype.go = function (p, steps) {
    var self = this;
    this.p = Math.max(0, Math.min(this.rows.length, p));
    this.sides.forEach(function (player, side) { player.go(steps ? steps[side] : self.at[side][self.p], false); });
    this.show();
  };

  // The bar at position p: which moves go anywhere (once both runs are here, each move's
  // target; before, the ends), the mark at the parting, and each side's step in a line.
  Comparison.prototype.show = function () {
    var self = this, p = this.p, m = this.rows.length;
    var loaded = this.sides[0].run && this.sides[1].run;
    this.position.textContent = ui("jsComparePosition", { i: p, m: m });
    this.buttons.forEach(function (button) {
      var move = MOVES[button.getAttribute("data-move")];
      var forward = move === "into" || move === "over" || move === "out";
      var target = loaded ? self.target(move) : (forward ? m : 0);
      button.disabled = target === null || target === p;
    });
    var parts = this.parting > 0 && p === this.parting;
    this.root.classList.toggle("at-parting", parts);
    this.sides.forEach(function (player, side) {
      var k = player.k, text = "";
      if (p > 0) text = k > 0 && player.run ? ui("jsCompareSide", { name: player.id, k: k, text: player.sentence(k) })
        : ui("jsCompareSideNone", { name: player.id });
      if (parts && side === 0) text = ui("jsCompareParts") + " " + text;
      self.nowLines[side].textContent = text;
    });
  };

  document.querySelectorAll(".comparison").forEach(function (root) { new Comparison(root); });
})();
