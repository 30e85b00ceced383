// The player's panes that a step redraws whole: the engine pane (RACCore's code for the RAC
// block running); and the call sequence tree, built as the reader expands it (the live
// disposable tree is player-tree.js). Plain JS, no dependencies; loaded after
// player-model.js, before player.js.
(function () {
  "use strict";
  var ui = window.RACStepUI.text, el = window.RACStepUI.el;

  // Scrolls each `[box, node]` pair's node into the middle of its scrolling box when it is out
  // of view there, without moving the page. All positions are read before any box scrolls, so a
  // step lays the page out once, not once per pane.
  function reveal(pairs) {
    var moves = pairs.filter(function (pair) { return pair[0] && pair[1]; }).map(function (pair) {
      var box = pair[0], node = pair[1];
      var top = node.offsetTop - box.offsetTop, height = node.offsetHeight;
      var inView = top >= box.scrollTop && top + height <= box.scrollTop + box.clientHeight;
      return inView ? null : [box, Math.max(0, top - (box.clientHeight - height) / 2)];
    });
    moves.forEach(function (move) { if (move) move[0].scrollTop = move[1]; });
  }

  // A block's number as the snippet's badges show it (when it has one), then its name.
  function appendBadgedName(node, step, name) {
    if (step.block !== undefined && step.block !== null) {
      var badge = el("span", "badge", String(step.block));
      badge.title = ui("jsBlockTitle", { n: step.block });
      node.appendChild(badge);
      node.appendChild(document.createTextNode(" "));
    }
    node.appendChild(name);
  }

  // Where `frame` is running while the frame above it on `stack` runs: the line of its own
  // code that called that frame (the step's `caller`), or null when the call came from
  // elsewhere (RACSubscriber's -sendNext: calling your block) or nothing runs above it.
  function callLine(stack, frame) {
    var above = stack[stack.indexOf(frame) + 1];
    if (!above || !above.caller || !frame.engine) return null;
    var call = above.caller.split(":"), own = frame.engine.split(":");
    return call[0] === own[0] ? parseInt(call[1], 10) : null;
  }

  // A source path as code that breaks only after a `/` (a <wbr> there), never inside a name:
  // "Operators/" then "RACSignal+Bind.swift:42", not "RACSignal+Bind.sw" then "ift:42".
  function pathCode(path) {
    var code = el("code", "engine-loc");
    path.split("/").forEach(function (part, at, parts) {
      if (at > 0) code.appendChild(document.createElement("wbr"));
      code.appendChild(document.createTextNode(part + (at < parts.length - 1 ? "/" : "")));
    });
    return code;
  }

  // One of RAC's blocks: its badge and name, the ReactiveObjC line it models (linked), where
  // RACCore writes it, and those lines of RACCore, the current one marked: `current` (where it
  // called the block running inside it), else its first line.
  function engineBlock(engine, step, current) {
    engine = engine || { racLinks: {}, blocks: {}, files: {} };
    var box = el("div", "engine-block");
    var head = el("p", "engine-head");
    appendBadgedName(head, step, el("b", "engine-name", step.name || "?"));
    box.appendChild(head);
    var where = el("p", "engine-where");
    if (step.rac) {
      var link = engine.racLinks[step.rac];
      var rac = el(link ? "a" : "span", "rac", step.rac);
      if (link) rac.href = link;
      where.appendChild(rac);
      where.appendChild(document.createTextNode(" "));
    }
    if (step.engine) where.appendChild(pathCode(step.engine));
    box.appendChild(where);
    var block = step.engine ? engine.blocks[step.engine] : null;
    if (!block) { box.appendChild(el("p", "none", ui("jsNoEngineSource"))); return box; }
    var shown = [];
    (engine.files[block.path] || []).forEach(function (excerpt) {
      excerpt.lines.forEach(function (text, offset) {
        var n = excerpt.first + offset;
        if (n >= block.from && n <= block.to) shown.push({ n: n, text: text });
      });
    });
    // The indentation every shown line shares is left out: the pane is narrow, and a block
    // nested in a method would otherwise start a dozen columns in.
    var indent = Infinity;
    shown.forEach(function (line) {
      if (line.text.trim()) indent = Math.min(indent, line.text.length - line.text.replace(/^ +/, "").length);
    });
    if (indent === Infinity) indent = 0;
    // The line that called the block running above, where this block's lines include it; else
    // the block's own line (a queued block is located where it was made, not where it runs).
    var marked = current && shown.some(function (line) { return line.n === current; }) ? current : block.line;
    var lines = el("ol", "engine-code");
    shown.forEach(function (line) {
      var item = el("li", line.n === marked ? "current" : (line.n < block.first || line.n > block.last ? "context" : null));
      item.appendChild(el("span", "ln", String(line.n)));
      item.appendChild(el("code", null, line.text.slice(indent) || " "));
      lines.appendChild(item);
    });
    box.appendChild(lines);
    return box;
  }

  // The engine pane: RACCore's code for the innermost of RAC's blocks on the stack; when the
  // reader's own block is innermost, why it runs: RAC's blocks on the stack, outermost first,
  // each a button that shows its code (the innermost shown first).
  function drawEngine(pane, engine, stack) {
    if (!pane) return;
    var body = pane.querySelector(".engine-body");
    body.textContent = "";
    var top = stack[stack.length - 1];
    if (!top) { body.appendChild(el("p", "none", ui("jsNoBlockRunning"))); return; }
    if (top.user !== true) { body.appendChild(engineBlock(engine, top)); return; }
    var chain = stack.filter(function (entry) { return entry.user !== true; });
    var why = el("p", "engine-why");
    // The badge goes where the sentence names the block, wherever the language puts it.
    var sentence = ui("jsYourBlockRunning").split("{block}");
    why.appendChild(document.createTextNode(sentence[0]));
    appendBadgedName(why, top, document.createTextNode((top.name || "") + (sentence[1] || "") + " "
      + ui(chain.length ? "jsChainIntro" : "jsNoChain")));
    body.appendChild(why);
    if (!chain.length) return;
    var list = el("ol", "engine-chain");
    var shown = el("div", "engine-shown");
    var buttons = chain.map(function (entry, index) {
      var button = el("button");
      button.type = "button";
      appendBadgedName(button, entry, el("b", null, entry.name || "?"));
      [entry.rac, entry.engine].forEach(function (location) {
        if (!location) return;
        button.appendChild(document.createTextNode(" "));
        button.appendChild(el("span", "engine-at", location));
      });
      button.addEventListener("click", function () { show(index); });
      var item = el("li");
      item.appendChild(button);
      list.appendChild(item);
      return button;
    });
    function show(index) {
      buttons.forEach(function (button, at) { button.setAttribute("aria-pressed", at === index ? "true" : "false"); });
      shown.textContent = "";
      shown.appendChild(engineBlock(engine, chain[index], callLine(stack, chain[index])));
    }
    body.appendChild(list);
    body.appendChild(shown);
    show(chain.length - 1);
  }

  // The call sequence as a tree at the player's level (RACStepModel's Level.children): the
  // run's top statements first, each row's inside built when the reader expands it, at most
  // `CHUNK` rows at a time, so a long run costs the DOM only what the reader opened. It takes
  // the place of the page's static call sequence (the same tree at "RAC's blocks", folded).
  var CHUNK = 200;

  function CallTree(box, run, sentence) {
    this.box = box;
    this.run = run;
    this.sentence = sentence;
    this.rows = {};
    this.current = null;
  }

  CallTree.prototype.show = function (level) {
    var box = this.box;
    if (!box) return;
    box.querySelectorAll(".call-sequence, .call-summary-note").forEach(function (node) { node.hidden = true; });
    if (this.list) this.list.remove();
    this.level = level;
    this.rows = {};
    this.current = null;
    this.list = el("ol", "call-tree");
    box.appendChild(this.list);
    this.fill(this.list, level.children(0), 0);
  };

  CallTree.prototype.fill = function (list, rows, from) {
    var self = this;
    rows.slice(from, from + CHUNK).forEach(function (row) { list.appendChild(self.row(row)); });
    if (rows.length > from + CHUNK) {
      var more = el("li", "more");
      var button = el("button", null, ui("jsMoreRows", { n: Math.min(CHUNK, rows.length - from - CHUNK) }));
      button.type = "button";
      button.addEventListener("click", function () { more.remove(); self.fill(list, rows, from + CHUNK); });
      more.appendChild(button);
      list.appendChild(more);
    }
  };

  CallTree.prototype.row = function (row) {
    var self = this, m = row.step, step = this.run.data.steps[m - 1];
    var item = el("li", "ev-" + step.event);
    if (row.inside > 0) {
      var fold = el("button", "fold", "▸");
      fold.type = "button";
      fold.setAttribute("aria-expanded", "false");
      fold.setAttribute("aria-label", ui("jsShowInside", { n: row.inside }));
      fold.title = fold.getAttribute("aria-label");
      fold.addEventListener("click", function () { self.toggle(item, fold, m); });
      item.appendChild(fold);
    }
    var what = el("span", "what", this.sentence(m));
    what.setAttribute("data-step", String(m));
    what.setAttribute("tabindex", "0");
    what.setAttribute("role", "button");
    item.appendChild(what);
    item.appendChild(el("span", "at", " #" + m + (step.line ? " @" + step.line : "")));
    if (row.inside > 0) item.appendChild(el("span", "folded", " +" + row.inside));
    this.rows[m] = what;
    if (this.k === m) this.mark(m);
    return item;
  };

  CallTree.prototype.toggle = function (item, fold, m) {
    var open = fold.getAttribute("aria-expanded") === "true";
    fold.setAttribute("aria-expanded", open ? "false" : "true");
    fold.textContent = open ? "▸" : "▾";
    var inner = item.querySelector(":scope > ol");
    if (open) { if (inner) inner.remove(); return; }
    inner = el("ol");
    item.appendChild(inner);
    this.fill(inner, this.level.children(m), 0);
  };

  // Marks the row of step k, when it is built.
  CallTree.prototype.mark = function (k) {
    this.k = k;
    if (this.current) this.current.classList.remove("current");
    this.current = this.rows[k] || null;
    if (this.current) this.current.classList.add("current");
  };

  window.RACStepPanes = { reveal: reveal, drawEngine: drawEngine, CallTree: CallTree };
})();
