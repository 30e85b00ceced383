// The step-through player: replays a snippet's recorded steps over its static HTML.
// Plain JS, no dependencies; works from file://. All text goes in through textContent.
(function () {
  "use strict";
  var players = [];
  var active = null;

  // The page's words and the element builder, from ui.js.
  var ui = window.RACStepUI.text, el = window.RACStepUI.el;

  function blockLabel(step) {
    var parts = [];
    if (step.block !== undefined && step.block !== null) parts.push(String(step.block));
    if (step.name) parts.push(step.name);
    var text = parts.join(" ");
    if (step.signal) text += " — " + step.signal;
    return text;
  }

  // The player's data as SnippetWeaver+PlayerData.swift writes it: every step and tree change
  // a row of cells, texts by their place in one table. Each row becomes the object `racstep
  // trace --format json` writes for it, once, at load; the player reads only those objects.
  function decode(packed) {
    var numbers = {}, flags = {};
    packed.numbers.forEach(function (name) { numbers[name] = true; });
    packed.flags.forEach(function (name) { flags[name] = true; });
    function fill(object, fields, row, from) {
      for (var i = 0; i < fields.length && from + i < row.length; i++) {
        var name = fields[i], cell = row[from + i];
        if (numbers[name]) { if (cell !== null) object[name] = cell; }
        else if (flags[name]) { if (cell === 1) object[name] = true; }
        else if (cell) object[name] = packed.strings[cell - 1];
      }
      return object;
    }
    return {
      id: packed.id,
      marbleLeft: packed.marbleLeft,
      marbleStepWidth: packed.marbleStepWidth,
      engine: packed.engine,
      steps: packed.steps.map(function (row, index) {
        var layout = packed.layouts[row[0]];
        return fill({ step: index + 1, event: layout[0] }, layout.slice(1), row, 1);
      }),
      treeChanges: packed.tree.map(function (row) { return fill({}, packed.treeFields, row, 0); })
    };
  }

  // A call sequence row's sentence: its text before the line it names, if it names one (the
  // weaver puts one space between them).
  function sentence(row) {
    var text = row.firstChild && row.firstChild.nodeType === 3 ? row.firstChild.nodeValue : "";
    return row.querySelector(".at") ? text.slice(0, -1) : text;
  }

  function Player(section, data, isFirst, options) {
    this.section = section;
    this.data = data;
    this.isFirst = isFirst;
    // The playground keeps its snippet in the fragment: its player leaves the hash alone.
    this.updatesHash = options.hash !== false;
    this.n = data.steps.length;
    this.k = 0;
    this.root = section.querySelector(".player");
    this.root.hidden = false;
    this.instrument = section.querySelector(".instrument") || section;
    section.classList.add("live");
    this.svg = section.querySelector("svg.marbles");
    this.pane = section.querySelector(".engine-pane");
    if (this.pane) {
      this.pane.hidden = false;
      this.pane.parentNode.classList.add("with-engine");
    }
    // What the page says of each step, read once: the call sequence's rows (by step) and the
    // dispose log's triggers (by step).
    this.rows = [];
    section.querySelectorAll(".call-sequence li").forEach(function (row) { this.rows[row.value] = row; }, this);
    this.triggers = [];
    section.querySelectorAll(".dispose-log li[data-step]").forEach(function (item) {
      var trigger = item.querySelector(".trigger");
      this.triggers[parseInt(item.getAttribute("data-step"), 10)] = trigger ? trigger.textContent : "";
    }, this);
    var self = this;
    this.root.querySelector(".prev").addEventListener("click", function () { self.go(self.k - 1, true); });
    this.root.querySelector(".next").addEventListener("click", function () { self.go(self.k + 1, true); });
    var slider = this.root.querySelector(".slider");
    slider.addEventListener("input", function () { self.go(parseInt(slider.value, 10), true); });
    section.addEventListener("pointerdown", function () { active = self; });
    section.addEventListener("focusin", function () { active = self; });
    // Clicking a step in the call sequence (its row's `value`), the dispose log or the marble
    // diagram (`data-step`) jumps there; so do Enter and Space on it, for the keyboard. One
    // listener per list or diagram: a long run has thousands of rows.
    function stepOf(node) {
      return node.hasAttribute("data-step") ? parseInt(node.getAttribute("data-step"), 10) : node.value;
    }
    function link(node) {
      node.setAttribute("tabindex", "0");
      // A list row stays a list item (lists hold only items); a marble becomes a button.
      if (node.tagName.toLowerCase() !== "li") node.setAttribute("role", "button");
      if (!node.getAttribute("aria-label")) {
        var title = node.querySelector("title");
        node.setAttribute("aria-label", ui("jsGoTo", { target: title ? title.textContent : ui("jsStepText", { n: stepOf(node), text: node.textContent }) }));
      }
    }
    var links = section.querySelectorAll("[data-step]");
    links.forEach(link);
    this.rows.forEach(link);
    function linked(event) {
      var node = event.target.closest && event.target.closest("[data-step], .call-sequence li");
      return node && section.contains(node) ? node : null;
    }
    section.addEventListener("click", function (event) {
      var node = linked(event);
      if (node) self.go(stepOf(node), true);
    });
    section.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" && event.key !== " ") return;
      var node = linked(event);
      if (node) { event.preventDefault(); self.go(stepOf(node), true); }
    });
    section.querySelectorAll("[data-quiz]").forEach(function (quiz) { self.wireQuiz(quiz); });
    // The lane names stay at the left edge while the diagram scrolls under them.
    var scroller = this.svg && this.svg.parentNode;
    var names = this.svg && this.svg.querySelector(".lane-names");
    if (scroller && names) {
      scroller.addEventListener("scroll", function () {
        names.setAttribute("transform", "translate(" + scroller.scrollLeft + " 0)");
      }, { passive: true });
    }
  }

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
      self.show(answer);
    });
  };

  // Takes the player to step k and brings its instrument into view if it is out of it.
  Player.prototype.show = function (k) {
    this.go(k, true);
    if (this.visibleHeight() === 0) this.instrument.scrollIntoView({ block: "nearest" });
  };

  // Scrolls `node` into the middle of its scrolling `box` when it is out of view there,
  // without moving the page.
  function reveal(box, node) {
    if (!box || !node) return;
    var top = node.offsetTop - box.offsetTop, bottom = top + node.offsetHeight;
    if (top < box.scrollTop || bottom > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - (box.clientHeight - node.offsetHeight) / 2);
    }
  }

  // How much of the player's instrument the window shows, in pixels of height.
  Player.prototype.visibleHeight = function () {
    var rect = this.instrument.getBoundingClientRect();
    return Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
  };

  Player.prototype.hashFor = function (k) {
    return (this.isFirst ? "" : this.data.id + "-") + "step-" + k;
  };

  Player.prototype.go = function (k, updateHash) {
    k = Math.max(0, Math.min(this.n, k));
    this.k = k;
    active = this;
    var steps = this.data.steps, section = this.section, root = this.root;
    root.querySelector(".k").textContent = String(k);
    root.querySelector(".slider").value = String(k);
    root.querySelector(".prev").disabled = k === 0;
    root.querySelector(".next").disabled = k === this.n;

    var now = root.querySelector(".now");
    if (k === 0) {
      now.textContent = ui("jsBeforeFirstStep", { n: this.n });
    } else {
      var text = ui("jsStep", { k: k, n: this.n, text: this.rows[k] ? sentence(this.rows[k]) : "" });
      if (this.triggers[k]) text = ui("jsWithTrigger", { text: text, trigger: this.triggers[k] });
      now.textContent = text;
    }

    // The current source line: the latest step so far that knows its line.
    var line = null;
    for (var i = k - 1; i >= 0 && line === null; i--) if (steps[i].line) line = steps[i].line;
    section.querySelectorAll(".source li.current").forEach(function (node) { node.classList.remove("current"); });
    if (this.currentRow) this.currentRow.classList.remove("current");
    if (line !== null) {
      var lineNode = section.querySelector('.source li[data-line="' + line + '"]');
      if (lineNode) {
        lineNode.classList.add("current");
        reveal(lineNode.parentNode, lineNode);
      }
    }
    this.currentRow = this.rows[k] || null;
    if (this.currentRow) this.currentRow.classList.add("current");

    // The stack of blocks, outermost first.
    var stack = [];
    var output = [];
    var disposed = {};
    var disposedClass = {};
    var dlog = root.querySelector(".dlog");
    dlog.textContent = "";
    for (i = 0; i < k; i++) {
      var step = steps[i];
      if (step.event === "enter") stack.push(step);
      else if (step.event === "exit") stack.pop();
      else if (step.event === "log") output.push(step.text || "");
      else if (step.event === "dispose") {
        disposed[step.object] = true;
        disposedClass[step.object] = step.name;
        var what = ui("jsObjectAndClass", { object: step.object, "class": step.name }) +
          (step.target ? ui("jsDisposalIn", { parent: step.target }) : "");
        var item = el("li", i === k - 1 ? "changed" : null,
          ui("jsStepText", { n: step.step, text: ui("jsWithTrigger", { text: what, trigger: this.triggers[step.step] || "" }) }));
        dlog.appendChild(item);
      }
    }
    reveal(dlog.parentNode, dlog.lastChild);
    // The stack, outermost first: each block's badge (its number) and name, no list numbers.
    var stackNode = root.querySelector(".stack");
    stackNode.textContent = "";
    if (stack.length === 0) stackNode.appendChild(el("li", "none", ui("jsTopLevel")));
    stack.forEach(function (entry) {
      var item = el("li", entry.step === k ? "changed" : null);
      var label = blockLabel(entry);
      if (entry.block !== undefined && entry.block !== null) {
        item.appendChild(el("span", "badge", String(entry.block)));
        label = label.slice(String(entry.block).length);
      }
      item.appendChild(document.createTextNode(label));
      stackNode.appendChild(item);
    });
    root.querySelector(".out").textContent = output.length ? output.join("\n") + "\n" : "";
    this.drawEngine(stack);

    this.drawTree(k, disposed, disposedClass);

    if (this.svg) {
      var cursor = this.svg.querySelector(".marble-cursor");
      var x = this.data.marbleLeft + (Math.max(1, k) - 1) * this.data.marbleStepWidth;
      cursor.setAttribute("x1", x);
      cursor.setAttribute("x2", x);
      this.svg.classList.toggle("playing", k > 0);
      // Keep the cursor in view when the diagram is wider than its box.
      var box = this.svg.parentNode;
      if (box && box.clientWidth && (x < box.scrollLeft + 40 || x > box.scrollLeft + box.clientWidth - 40)) {
        box.scrollLeft = Math.max(0, x - box.clientWidth / 2);
      }
    }
    if (updateHash && this.updatesHash) setHash("#" + this.hashFor(k));
  };

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

  // One of RAC's blocks: its badge and name, the ReactiveObjC line it models (linked), where
  // RACCore writes it, and those lines of RACCore, the current one marked: `current` (where it
  // called the block running inside it), else its first line.
  Player.prototype.engineBlock = function (step, current) {
    var engine = this.data.engine;
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
    if (step.engine) where.appendChild(el("code", "engine-loc", step.engine));
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
    var lines = el("ol", "engine-code");
    shown.forEach(function (line) {
      var item = el("li", line.n === (current || block.line) ? "current" : (line.n < block.first || line.n > block.last ? "context" : null));
      item.appendChild(el("span", "ln", String(line.n)));
      item.appendChild(el("code", null, line.text.slice(indent) || " "));
      lines.appendChild(item);
    });
    box.appendChild(lines);
    return box;
  };

  // The engine pane: RACCore's code for the innermost of RAC's blocks on the stack; when the
  // reader's own block is innermost, why it runs: RAC's blocks on the stack, outermost first,
  // each a button that shows its code (the innermost shown first).
  Player.prototype.drawEngine = function (stack) {
    if (!this.pane) return;
    var self = this;
    var body = this.pane.querySelector(".engine-body");
    body.textContent = "";
    var top = stack[stack.length - 1];
    if (!top) { body.appendChild(el("p", "none", ui("jsNoBlockRunning"))); return; }
    if (top.user !== true) { body.appendChild(this.engineBlock(top)); return; }
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
      shown.appendChild(self.engineBlock(chain[index], callLine(stack, chain[index])));
    }
    body.appendChild(list);
    body.appendChild(shown);
    show(chain.length - 1);
  };

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

  // The live disposable tree: tree changes effective after step k, disposals up to k.
  Player.prototype.drawTree = function (k, disposed, disposedClass) {
    var self = this;
    var children = {}, parentOf = {}, classes = {}, owners = {}, changed = {};
    var step = this.data.steps[k - 1];
    if (step && step.event === "dispose") changed[step.object] = true;
    this.data.treeChanges.forEach(function (change) {
      if (change.afterStep > k) return;
      if (change.afterStep === k) changed[change.child] = true;
      // Class and owner (a subscriber's own disposable, a subscription's), as the trace
      // records them, for roots too.
      classes[change.child] = change.childClass;
      if (change.parentClass) classes[change.parent] = change.parentClass;
      if (change.childOwner) owners[change.child] = change.childOwner;
      if (change.parentOwner) owners[change.parent] = change.parentOwner;
      if (!children[change.parent]) children[change.parent] = [];
      if (change.kind === "add") {
        if (parentOf[change.child] && children[parentOf[change.child]]) {
          var old = children[parentOf[change.child]];
          var at = old.indexOf(change.child);
          if (at >= 0) old.splice(at, 1);
        }
        children[change.parent].push(change.child);
        parentOf[change.child] = change.parent;
      } else {
        var list = children[change.parent];
        var index = list.indexOf(change.child);
        if (index >= 0) list.splice(index, 1);
        if (parentOf[change.child] === change.parent) delete parentOf[change.child];
      }
    });
    var roots = Object.keys(children).filter(function (id) { return !parentOf[id]; });
    Object.keys(disposed).forEach(function (id) {
      if (!parentOf[id] && roots.indexOf(id) < 0) roots.push(id);
    });
    var tree = this.root.querySelector(".tree");
    tree.textContent = "";
    if (roots.length === 0) { tree.appendChild(el("p", "none", ui("jsNoDisposables"))); return; }
    function render(ids, depth) {
      var ul = el("ul");
      ids.forEach(function (id) {
        // Class and id on one line; a disposed node fades; what this step changed is marked.
        var cls = classes[id] || disposedClass[id];
        var li = el("li", [disposed[id] ? "disposed" : "", changed[id] ? "changed" : ""].join(" ").trim() || null);
        var node = el("span", "node");
        if (cls) { node.appendChild(el("span", "cls", cls)); node.appendChild(document.createTextNode(" ")); }
        node.appendChild(el("b", "id", id));
        if (owners[id]) {
          node.appendChild(el("span", "owner", " · " + owners[id]));
          node.title = ui("jsBelongsTo", { id: id, "class": cls || "RACDisposable", owner: owners[id] });
        }
        if (disposed[id]) node.appendChild(el("span", "state", ui("jsDisposed")));
        li.appendChild(node);
        if (children[id] && children[id].length && depth < 32) li.appendChild(render(children[id], depth + 1));
        ul.appendChild(li);
      });
      return ul;
    }
    tree.appendChild(render(roots, 0));
    reveal(tree.parentNode, tree.querySelector(".changed"));
  };

  function fromHash() {
    // A link followed now wins over a hash the player was about to write.
    if (hashTimer !== null) { clearTimeout(hashTimer); hashTimer = null; }
    var match = /^#(?:(.+)-)?step-(\d+)$/.exec(location.hash);
    if (!match) return;
    players.forEach(function (player) {
      if ((match[1] === undefined && player.isFirst) || match[1] === player.data.id) {
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
    var script = section.querySelector("script.player-data");
    if (!script) return null;
    players = players.filter(function (player) { return document.contains(player.section); });
    var player = new Player(section, decode(JSON.parse(script.textContent)), players.length === 0, options || {});
    players.push(player);
    player.go(0, false);
    return player;
  }
  window.RACStepPlayer = { attach: attach };

  document.querySelectorAll("section.snippet").forEach(function (section) { attach(section); });
  active = players[0] || null;
  fromHash();
  window.addEventListener("hashchange", fromHash);
  // ← and → step the player that has the focus; else the one last used, if it is still in
  // view; else the one the window shows most of. An off-screen player never moves.
  function playerForKeys(target) {
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
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    var target = event.target;
    if (target && (target.tagName === "INPUT" && target.type !== "range" || target.tagName === "TEXTAREA")) return;
    // The slider moves itself on arrow keys.
    if (target && target.type === "range") return;
    var player = playerForKeys(target);
    if (!player) return;
    player.go(player.k + (event.key === "ArrowRight" ? 1 : -1), true);
    event.preventDefault();
  });
})();
