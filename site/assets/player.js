// The step-through player: replays a snippet's recorded steps over its static HTML, like a
// debugger: step into, over and out, forwards and backwards, at a level of detail (your code,
// RAC's blocks, everything). A long run's steps live in a data file beside the page, loaded by
// a <script src> (which works from file:// too) when its player is first used.
// Plain JS, no dependencies; needs ui.js, player-model.js and player-panes.js before it. All
// text goes in through textContent, but for a long run's figures, HTML the weaver escaped.
(function () {
  "use strict";
  var players = [];
  var active = null;
  var ui = window.RACStepUI.text, el = window.RACStepUI.el;
  var Model = window.RACStepModel, Panes = window.RACStepPanes;
  // The buttons' `data-move` names and the model's moves they make (a comparison's bar uses
  // the same, RACStepPlayer.MOVES).
  var MOVES = { back: "back", into: "into", over: "over", "over-back": "overBack", out: "out", "out-back": "outBack" };

  function Player(section, options) {
    var self = this;
    this.section = section;
    // The playground keeps its snippet in the fragment: its player leaves the hash alone.
    this.updatesHash = options.hash !== false;
    this.root = section.querySelector(".player");
    this.root.hidden = false;
    this.n = parseInt(this.root.getAttribute("data-steps"), 10) || 0;
    this.k = 0;
    this.run = null;
    this.id = section.getAttribute("data-snippet");
    this.instrument = section.querySelector(".instrument") || section;
    section.classList.add("live");
    this.pane = section.querySelector(".engine-pane");
    if (this.pane) {
      this.pane.hidden = false;
      this.pane.parentNode.classList.add("with-engine");
    }
    this.select = this.root.querySelector(".level-select");
    this.slider = this.root.querySelector(".slider");
    // Each move's button (`data-move`, its name in the player's help) and the model's move.
    this.buttons = {};
    Object.keys(MOVES).forEach(function (name) {
      var button = self.root.querySelector('[data-move="' + name + '"]');
      self.buttons[name] = button;
      if (button) button.addEventListener("click", function () { self.move(MOVES[name]); });
    });
    this.panes = {};
    ["now", "stack", "tree", "output", "dlog", "engine-strip"].forEach(function (name) {
      self.panes[name] = self.root.querySelector('[data-pane="' + name + '"]');
    });
    this.now = this.panes.now;
    this.wireSentence();
    this.slider.addEventListener("input", function () {
      var slider = self.slider;
      self.use(function () { self.go(self.level.stops[parseInt(slider.value, 10)], true); });
    });
    if (this.select) this.select.addEventListener("change", function () { self.use(function () { self.setLevel(); }); });
    // The reader's first touch of a snippet loads its steps; a step taken before they arrive
    // is taken when they do.
    section.addEventListener("pointerdown", function () { active = self; self.use(); });
    section.addEventListener("focusin", function () { active = self; self.use(); });
    this.root.addEventListener("pointerover", function () { self.use(); });
    this.calls = section.querySelector(".call-sequence-box");
    if (this.calls) this.calls.addEventListener("toggle", function () { if (self.calls.open) self.use(); });
    // Clicking a step in the call sequence, the dispose log or the marble diagram (`data-step`)
    // jumps there; so do Enter and Space on it. One listener per section: a run has thousands.
    function linked(event) {
      var node = event.target.closest && event.target.closest("[data-step]");
      return node && section.contains(node) && !node.closest(".player") ? node : null;
    }
    section.addEventListener("click", function (event) {
      var node = linked(event);
      if (node) self.use(function () { self.go(parseInt(node.getAttribute("data-step"), 10), true); });
    });
    section.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" && event.key !== " ") return;
      var node = linked(event);
      if (node) { event.preventDefault(); self.use(function () { self.go(parseInt(node.getAttribute("data-step"), 10), true); }); }
    });
    this.wireFigures(section);
    section.querySelectorAll("[data-quiz]").forEach(function (quiz) { self.wireQuiz(quiz); });
    var script = section.querySelector("script.player-data");
    this.source = script && script.getAttribute("data-src");
    this.waiting = [];
    this.figures = {};
    this.section.querySelectorAll(".figure-fold").forEach(function (fold) { self.wireFold(fold); });
    if (!this.source) this.loaded(JSON.parse(script.textContent));
  }

  // A long run's figures come with its steps, folded (SnippetWeaver.foldedFigure): opening one
  // loads the steps if need be and builds the figure; closing it takes it out of the page
  // again, so that a page keeps only the figures its reader is looking at.
  Player.prototype.wireFold = function (fold) {
    var self = this;
    fold.hidden = false;
    fold.addEventListener("toggle", function () {
      if (fold.open) self.use(function () { self.fillFold(fold); });
      else self.emptyFold(fold);
    });
  };

  Player.prototype.fillFold = function (fold) {
    var slot = fold.querySelector(".deferred[data-figure]");
    var html = this.figures[slot.getAttribute("data-figure")];
    if (!fold.open || html === undefined || slot.firstChild) return;
    // HTML the weaver wrote and escaped.
    slot.innerHTML = html;
    this.wireFigures(slot);
    window.RACStepUI.reachable(slot);
    this.drawCursor(this.k);
  };

  Player.prototype.emptyFold = function (fold) {
    fold.querySelector(".deferred[data-figure]").textContent = "";
    this.svg = this.section.querySelector("svg.marbles");
  };

  // The step links (`data-step`) in `root` become focusable; the marble diagram's lane names
  // stay at its left edge while it scrolls under them.
  Player.prototype.wireFigures = function (root) {
    root.querySelectorAll("[data-step]").forEach(function (node) {
      node.setAttribute("tabindex", "0");
      // A list row stays a list item (lists hold only items); a marble becomes a button.
      if (node.tagName.toLowerCase() !== "li") node.setAttribute("role", "button");
      if (!node.getAttribute("aria-label")) {
        var title = node.querySelector("title");
        node.setAttribute("aria-label", ui("jsGoTo", { target: title ? title.textContent
          : ui("jsStepText", { n: node.getAttribute("data-step"), text: node.textContent }) }));
      }
    });
    this.svg = this.section.querySelector("svg.marbles");
    // Its marbles are buttons now: the diagram is a group of them, no longer one image (an
    // image's parts are hidden from assistive technology, and a control inside a control is
    // announced as neither: axe's nested-interactive).
    if (this.svg && root.contains(this.svg)) this.svg.setAttribute("role", "group");
    var scroller = this.svg && this.svg.parentNode;
    var names = this.svg && this.svg.querySelector(".lane-names");
    if (scroller && names && root.contains(this.svg)) {
      scroller.addEventListener("scroll", function () {
        names.setAttribute("transform", "translate(" + scroller.scrollLeft + " 0)");
      }, { passive: true });
    }
    // The diagram follows the cursor only while it is in view: reading its box out of view
    // would lay out a long run's diagram on every step.
    var self = this;
    this.marbleInView = false;
    if (scroller && root.contains(this.svg) && window.IntersectionObserver) {
      new IntersectionObserver(function (entries) {
        self.marbleInView = entries[entries.length - 1].isIntersecting;
      }).observe(scroller);
    }
  };

  // Runs `then` once the steps are here, loading them first if they are not.
  Player.prototype.use = function (then) {
    if (this.run) { if (then) then(); return; }
    if (then) this.waiting = [then];
    if (this.loading || !this.source) return;
    var self = this;
    this.loading = true;
    this.now.textContent = ui("jsLoading");
    var script = document.createElement("script");
    script.src = this.source;
    script.onerror = function () {
      self.loading = false;
      self.now.textContent = ui("jsLoadFailed", { file: self.source });
    };
    document.head.appendChild(script);
  };

  Player.prototype.loaded = function (packed) {
    var self = this;
    this.figures = packed.figures || {};
    this.run = new Model.Run(Model.decode(packed));
    this.data = this.run.data;
    this.n = this.run.n;
    this.callTree = new Panes.CallTree(this.calls, this.run, this.sentence.bind(this));
    this.setLevel(true);
    // Figures opened while the steps were on their way.
    this.section.querySelectorAll(".figure-fold[open]").forEach(function (fold) { self.fillFold(fold); });
    var waiting = this.waiting;
    this.waiting = [];
    if (waiting.length) waiting.forEach(function (then) { then(); });
    else this.go(this.k, false);
  };

  Player.prototype.sentence = function (k) {
    return this.data.sentences[k - 1] || "";
  };

  // A step's sentence shows at most SENTENCE_LIMIT characters after its position: a long run's
  // signals are named by the whole chain of operators that made them (`[[[[+combineLatest: (…`,
  // a thousand characters), so a name or value longer than NAME_LIMIT is folded to its two
  // ends, and a sentence still too long is cut. The whole sentence is a button press away.
  var SENTENCE_LIMIT = 160, NAME_LIMIT = 40, NAME_END = 18;
  function foldName(text) {
    return text.length > NAME_LIMIT ? text.slice(0, NAME_END) + "…" + text.slice(-NAME_END) : text;
  }
  Player.prototype.folded = function (text, step) {
    if (text.length <= SENTENCE_LIMIT) return text;
    ["signal", "target", "value", "name", "object", "text"].forEach(function (field) {
      var name = step[field];
      if (typeof name === "string" && name.length > NAME_LIMIT) text = text.split(name).join(foldName(name));
    });
    return text.length <= SENTENCE_LIMIT ? text : text.slice(0, SENTENCE_LIMIT - 1) + "…";
  };

  Player.prototype.wireSentence = function () {
    var self = this;
    this.more = this.root.querySelector('[data-part="sentence-more"]');
    this.whole = false;
    if (this.more) this.more.addEventListener("click", function () {
      self.whole = !self.whole;
      self.say(self.k);
    });
  };

  // The position and the sentence of step k, folded unless the reader asked for the whole.
  Player.prototype.say = function (k) {
    if (k === 0) {
      this.now.textContent = ui("jsBeforeFirstStep", { n: this.n });
      if (this.more) this.more.hidden = true;
      return;
    }
    var text = this.sentence(k), trigger = this.data.triggers[k];
    if (trigger) text = ui("jsWithTrigger", { text: text, trigger: trigger });
    var short = this.folded(text, this.data.steps[k - 1]);
    this.now.textContent = ui("jsStep", { k: k, n: this.n, text: this.whole ? text : short });
    if (!this.more) return;
    this.more.hidden = short === text;
    this.more.setAttribute("aria-expanded", this.whole ? "true" : "false");
    this.more.textContent = ui(this.whole ? "jsFoldedSentence" : "jsWholeSentence");
  };

  // The level the select names: what the moves and the slider walk, and the call tree shows.
  Player.prototype.setLevel = function (quiet) {
    this.level = this.run.levels[this.select ? parseInt(this.select.value, 10) : 2] || this.run.levels[2];
    this.slider.max = String(this.level.stops.length - 1);
    this.callTree.show(this.level);
    if (!quiet) this.go(this.k, false);
  };

  // Where `move` goes from step `from` (the step shown, unless a comparison asks from another);
  // null where it cannot go (Step out at the top frame).
  Player.prototype.target = function (move, from) {
    var run = this.run, level = this.level, k = from === undefined ? this.k : from;
    switch (move) {
      case "into": return level.next(k);
      case "back": return level.previous(k);
      case "over": return level.over(k);
      case "overBack": return level.overBack(k);
      case "out": return run.out(level, k);
      default: return run.outBack(level, k);
    }
  };

  Player.prototype.move = function (move) {
    var self = this;
    this.use(function () {
      var k = self.target(move);
      if (k !== null) self.go(k, true);
    });
  };

  // An exercise (SnippetWeaver+Exercises.swift): "set the player" takes the player to the
  // step the question is put at; Check says whether the chosen answer is right (the sentences
  // are the page's, in its language) and takes the player to the step that answers it.
  Player.prototype.wireQuiz = function (quiz) {
    var self = this;
    var ask = parseInt(quiz.getAttribute("data-ask"), 10);
    var answer = parseInt(quiz.getAttribute("data-answer"), 10);
    var feedback = quiz.querySelector(".quiz-feedback");
    quiz.querySelector(".quiz-actions").hidden = false;
    quiz.querySelector(".quiz-pose").addEventListener("click", function () { self.show(ask); });
    quiz.querySelector(".quiz-check").addEventListener("click", function () {
      var chosen = quiz.querySelector("input[type=radio]:checked");
      quiz.classList.remove("right", "wrong");
      if (!chosen) { feedback.textContent = feedback.getAttribute("data-none"); return; }
      var right = chosen.value === quiz.getAttribute("data-correct");
      quiz.classList.add(right ? "right" : "wrong");
      feedback.textContent = feedback.getAttribute(right ? "data-right" : "data-wrong");
      self.show(answer, true);
    });
  };

  // Takes the player to step k and brings its instrument into view if it is out of it, or, when
  // `whole` (after Check the reader is to look at the answering step), if any of it is cut off.
  Player.prototype.show = function (k, whole) {
    var self = this;
    this.use(function () {
      self.go(k, true);
      var seen = self.visibleHeight();
      var height = Math.min(self.instrument.getBoundingClientRect().height, window.innerHeight);
      if (seen === 0 || (whole && seen < height - 1)) self.instrument.scrollIntoView({ block: "nearest" });
    });
  };

  // How much of the player's instrument the window shows, in pixels of height.
  Player.prototype.visibleHeight = function () {
    var rect = this.instrument.getBoundingClientRect();
    return Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
  };

  Player.prototype.hashFor = function (k) {
    return (this.isFirst ? "" : this.id + "-") + "step-" + k;
  };

  function setText(node, text) {
    if (node.textContent !== text) node.textContent = text;
  }

  // Shows the state after step k: only what changed since the step shown before is redrawn,
  // so a step near the end of a long run costs what one near its start does.
  Player.prototype.go = function (k, updateHash) {
    k = Math.max(0, Math.min(this.n, k));
    active = this;
    if (!this.run) { this.k = k; this.use(); return; }
    var previous = this.shown === undefined ? -1 : this.shown;
    this.k = k;
    this.shown = k;
    var run = this.run, level = this.level, root = this.root;
    setText(root.querySelector(".k"), String(k));
    this.slider.value = String(level.place(k));
    setText(root.querySelector(".level-position"), ui("jsLevelPosition", { i: level.count(k), m: level.shown.length }));
    var buttons = this.buttons;
    buttons.back.disabled = buttons["over-back"].disabled = k === 0;
    buttons.into.disabled = buttons.over.disabled = k === this.n;
    buttons.out.disabled = this.target("out") === null;
    buttons["out-back"].disabled = this.target("outBack") === null;
    this.say(k);

    // The current source line: the latest step so far that knows its line.
    // Each pane's marked row, scrolled into view once every pane is drawn (Panes.reveal).
    var reveals = [];
    var line = run.line[k];
    if (this.lineNode) this.lineNode.classList.remove("current");
    this.lineNode = line ? this.section.querySelector('.source li[data-line="' + line + '"]') : null;
    if (this.lineNode) {
      this.lineNode.classList.add("current");
      reveals.push([this.lineNode.parentNode, this.lineNode]);
    }
    this.callTree.mark(k);

    // The stack of blocks, outermost first: each block's badge (its number) and name.
    var stack = run.stack(k);
    var stackNode = this.panes.stack;
    stackNode.textContent = "";
    if (stack.length === 0) stackNode.appendChild(el("li", "none", ui("jsTopLevel")));
    stack.forEach(function (entry) {
      var item = el("li", entry.step === k ? "changed" : null);
      if (level.depth[entry.step] < 0) item.classList.add("folded-level");
      var label = blockLabel(entry);
      if (entry.block !== undefined && entry.block !== null) {
        item.appendChild(el("span", "badge", String(entry.block)));
        label = label.slice(String(entry.block).length);
      }
      item.appendChild(document.createTextNode(label));
      stackNode.appendChild(item);
    });
    var logs = run.logs[k];
    if (logs !== this.logsShown) {
      this.logsShown = logs;
      this.panes.output.textContent = logs ? run.output.slice(0, logs).join("\n") + "\n" : "";
    }
    reveals.push(this.drawDisposeLog(k));
    var top = run.top[k];
    if (top !== this.engineTop || this.engineTop === undefined) {
      this.engineTop = top;
      Panes.drawEngine(this.pane, this.data.engine, stack);
      this.drawEngineStrip();
    }
    // The tree changes only where a disposal or a tree change happens.
    var changedHere = function (at) { return at > 0 && run.treeSoFar[at] !== run.treeSoFar[at - 1]; };
    if (previous < 0 || run.treeSoFar[k] !== run.treeSoFar[previous] || changedHere(k) || changedHere(previous)) {
      var tree = this.panes.tree;
      if (!this.tree) this.tree = new window.RACStepTree(tree);
      this.tree.draw(this.data, k, run.disposeSteps.slice(0, run.disposals[k]));
      reveals.push([tree.parentNode, tree.querySelector(".changed")]);
    }
    Panes.reveal(reveals);
    // The step's sentence, a line's badges or the engine pane may have made a box scroll.
    window.RACStepUI.reachable(this.instrument);

    this.drawCursor(k);
    if (updateHash && this.updatesHash) setHash("#" + this.hashFor(k));
  };

  // On a phone the engine pane sits below the player, out of view while the reader steps: the
  // strip in the player's controls repeats its current line (its file and line, and its code) or
  // what it says when no block of RAC's runs. Hidden by the stylesheet on a wider screen.
  Player.prototype.drawEngineStrip = function () {
    var strip = this.panes["engine-strip"];
    if (!strip || !this.pane) return;
    var block = this.pane.querySelector(".engine-shown .engine-block") || this.pane.querySelector(".engine-body > .engine-block");
    var line = block && block.querySelector(".engine-code li.current");
    var where = block && block.querySelector(".engine-where .engine-loc");
    // The file's name only: a phone has room for the line's code, not its folder.
    var file = where ? where.textContent.replace(/:\d+$/, "").split("/").pop() + ":" : "";
    var text = line ? file + line.querySelector(".ln").textContent +
      "  " + line.querySelector("code").textContent.trim() : this.pane.querySelector(".engine-body").textContent;
    setText(strip, text);
  };

  // The marble diagram's cursor at step k, if the diagram is in the page and the steps are here.
  Player.prototype.drawCursor = function (k) {
    if (!this.svg || !this.run) return;
    var cursor = this.svg.querySelector(".marble-cursor");
    var x = this.data.marbleLeft + (Math.max(1, k) - 1) * this.data.marbleStepWidth;
    cursor.setAttribute("x1", x);
    cursor.setAttribute("x2", x);
    this.svg.classList.toggle("playing", k > 0);
    // Keep the cursor in view when the diagram is wider than its box.
    var box = this.svg.parentNode;
    if (this.marbleInView && box && box.clientWidth && (x < box.scrollLeft + 40 || x > box.scrollLeft + box.clientWidth - 40)) {
      box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
    }
  };

  // The dispose log so far: its last rows only (a long run disposes hundreds of times), kept
  // in step with the player as a sliding window: rows leave at one end and join at the other,
  // so a step that disposes lays out one new row, not the whole window. Returns the log's box
  // and its last row, for Panes.reveal.
  var DLOG_ROWS = 100;
  Player.prototype.drawDisposeLog = function (k) {
    var run = this.run, dlog = this.panes.dlog, self = this;
    var count = run.disposals[k], first = Math.max(0, count - DLOG_ROWS);
    function row(index) {
      var at = run.disposeSteps[index], step = self.data.steps[at - 1];
      var what = ui("jsObjectAndClass", { object: step.object, "class": step.name }) +
        (step.target ? ui("jsDisposalIn", { parent: step.target }) : "");
      return el("li", null, ui("jsStepText", { n: at, text: ui("jsWithTrigger", { text: what, trigger: self.data.triggers[at] || "" }) }));
    }
    if (this.dlogCount === undefined || first >= this.dlogCount || count <= this.dlogFirst) {
      // No row shown now stays shown: start the window afresh.
      dlog.textContent = "";
      this.dlogNote = el("li", "none");
      dlog.appendChild(this.dlogNote);
      this.dlogFirst = this.dlogCount = first;
    }
    while (this.dlogFirst < first) { this.dlogNote.nextSibling.remove(); this.dlogFirst++; }
    while (this.dlogCount > count) { dlog.lastChild.remove(); this.dlogCount--; }
    while (this.dlogFirst > first) { this.dlogFirst--; dlog.insertBefore(row(this.dlogFirst), this.dlogNote.nextSibling); }
    while (this.dlogCount < count) { dlog.appendChild(row(this.dlogCount)); this.dlogCount++; }
    this.dlogNote.hidden = first === 0;
    if (first > 0) this.dlogNote.textContent = ui("jsEarlierDisposals", { n: first });
    var last = count > first ? dlog.lastChild : null;
    if (this.dlogChanged) this.dlogChanged.removeAttribute("class");
    this.dlogChanged = count && run.disposeSteps[count - 1] === k ? last : null;
    if (this.dlogChanged) this.dlogChanged.classList.add("changed");
    return [dlog.parentNode, last];
  };

  function blockLabel(step) {
    var parts = [];
    if (step.block !== undefined && step.block !== null) parts.push(String(step.block));
    if (step.name) parts.push(step.name);
    var text = parts.join(" ");
    if (step.signal) text += " — " + step.signal;
    return text;
  }

  // Chrome ignores history.replaceState after ~200 calls in 10 s (crbug.com/1038223), which
  // holding → or dragging the slider reaches, leaving the address bar at an old step; so the
  // hash follows the player at most every 100 ms, always ending on the latest step.
  var pendingHash = null, hashTimer = null;
  function setHash(hash) {
    pendingHash = hash;
    if (hashTimer !== null) return;
    hashTimer = setTimeout(function () {
      hashTimer = null;
      try { history.replaceState(null, "", pendingHash); } catch (e) { location.hash = pendingHash; }
    }, 100);
  }

  function fromHash() {
    // A link followed now wins over a hash the player was about to write.
    if (hashTimer !== null) { clearTimeout(hashTimer); hashTimer = null; }
    var match = /^#(?:(.+)-)?step-(\d+)$/.exec(location.hash);
    if (!match) return;
    players.forEach(function (player) {
      if ((match[1] === undefined && player.isFirst) || match[1] === player.id) {
        player.go(parseInt(match[2], 10), false);
        // A link to a step shows that step: the player's instrument at the top of the window.
        var top = player.instrument.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, Math.max(0, top - 8));
      }
    });
  }

  // A player for a woven snippet section: every one on the page at load, and the one the
  // playground inserts after each run (players whose section has left the page are dropped).
  function attach(section, options) {
    if (!section.querySelector("script.player-data")) return null;
    players = players.filter(function (player) { return document.contains(player.section); });
    var player = new Player(section, options || {});
    player.isFirst = players.length === 0;
    players.push(player);
    if (player.run) player.go(0, false);
    return player;
  }

  // A data file's script calls this with its snippet's steps.
  function loaded(id, packed) {
    players.forEach(function (player) {
      if (player.id === id && !player.run && player.source) player.loaded(packed);
    });
  }
  // The player of a woven snippet section, for a comparison (player-compare.js) to drive.
  function playerFor(section) {
    for (var i = 0; i < players.length; i++) if (players[i].section === section) return players[i];
    return null;
  }
  window.RACStepPlayer = { attach: attach, loaded: loaded, playerFor: playerFor, MOVES: MOVES };

  document.querySelectorAll("section.snippet").forEach(function (section) { attach(section); });
  active = players[0] || null;
  fromHash();
  window.addEventListener("hashchange", fromHash);
  // The arrow keys step the player that has the focus; else the one last used, if it is
  // still in view; else the one the window shows most of. An off-screen player never moves.
  // With Alt (step out), only the focused player: elsewhere Alt+← is the browser's Back.
  function playerForKeys(target) {
    // A comparison's bar steps both its runs itself (player-compare.js).
    if (target && target.closest && target.closest(".compare-bar")) return null;
    for (var i = 0; i < players.length; i++) if (players[i].section.contains(target)) return players[i];
    if (active && active.visibleHeight() > 0) return active;
    var best = null, most = 0;
    players.forEach(function (player) {
      var seen = player.visibleHeight();
      if (seen > most) { most = seen; best = player; }
    });
    return best;
  }
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    var target = event.target;
    if (target && (target.tagName === "INPUT" && target.type !== "range" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
    // The slider moves itself on arrow keys.
    if (target && target.type === "range") return;
    var player = playerForKeys(target);
    if (!player || (event.altKey && !player.section.contains(target))) return;
    var forward = event.key === "ArrowRight";
    player.move(event.altKey ? (forward ? "out" : "outBack") : event.shiftKey ? (forward ? "over" : "overBack") : (forward ? "into" : "back"));
    event.preventDefault();
  });
})();
