// The playground (/play, served by `racstep serve` only): an editor highlighted and badged by
// the server's lexer as the reader types (POST api/highlight), Run (POST api/trace), then the
// woven snippet the server returns — the lessons' own markup — driven by the lessons' player
// (player.js).
// The snippet lives in the URL fragment (RACStepShare, from live.js), so the address shares it.
// Every word it shows is the page's edition's (RACStepUI.text), and it asks the server to answer
// in that language too (`?lang=`, the page's <html lang>): the woven run, the limits' sentences.
// The engine switch chooses the RAC the run translates (`?rac=`, as `racstep run --rac`): the
// woven engine pane and its source links are that version's, and the fragment keeps it.
(function () {
  "use strict";
  var form = document.querySelector(".play-form");
  var textarea = document.getElementById("play-source");
  var highlighted = document.querySelector(".editor .highlighted");
  var gutter = document.querySelector(".editor .gutter");
  var status = document.querySelector(".play-status");
  var result = document.querySelector(".play-result");
  var marks = document.querySelector(".editor .marks");
  var problems = document.querySelector(".play-diagnostics");
  var engine = document.getElementById("play-rac");
  // The site's root, where the API is, from this edition's directory (RACSTEP_ROOT: "" or "../").
  var root = new URL(window.RACSTEP_ROOT + ".", location.href);
  var lang = encodeURIComponent(document.documentElement.lang);
  // Line -> block numbers, as the lessons' badges show them: while typing, every labelled
  // block (`// block N`, from the lexer); once a run of the very text shown has ended, the
  // blocks that run entered, as a lesson's listing has them.
  var typedBadges = {};
  var ran = { text: null, badges: {} };
  function badges() { return ran.text === textarea.value ? ran.badges : typedBadges; }
  var example = [
    "RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {",
    "    [subscriber sendNext:@1];",
    "    [subscriber sendCompleted];",
    "    return nil;",
    "}];",
    "[signal subscribeNext:^(id x) {",
    "    NSLog(@\"%@\", x);",
    "}];",
    ""
  ].join("\n");

  var el = window.RACStepUI.el, text = window.RACStepUI.text; // from ui.js
  function post(path, body) {
    return fetch(new URL(path, root).href, { method: "POST", body: body, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }

  function drawGutter(count) {
    gutter.textContent = "";
    for (var n = 1; n <= count; n++) {
      var item = el("li");
      var box = el("span", "badges");
      (badges()[n] || []).forEach(function (number) {
        var badge = el("span", "badge", number);
        badge.title = text("jsBlockTitle", { n: number });
        box.appendChild(badge);
      });
      item.appendChild(box);
      item.appendChild(el("span", "ln", String(n)));
      gutter.appendChild(item);
    }
  }
  // The source as typed, at once; the server's highlighting and badges replace it when they
  // arrive. Its HTML is escaped by the server, span by span (SourceHighlighting).
  var highlightTimer = null, highlightSerial = 0;
  function refresh() {
    var text = textarea.value;
    var lines = text.split("\n");
    highlighted.textContent = text + "\n";
    drawGutter(lines.length);
    clearTimeout(highlightTimer);
    var serial = ++highlightSerial;
    highlightTimer = setTimeout(function () {
      post("api/highlight", text).then(function (response) { return response.ok ? response.json() : null; }).then(function (body) {
        if (!body || serial !== highlightSerial) return;
        // A final newline ends the last line in the server's listing; the editor shows the empty line after it.
        highlighted.innerHTML = body.lines.join("\n") + (text.endsWith("\n") ? "\n" : "") + "\n";
        typedBadges = body.badges;
        drawGutter(lines.length);
      }, function () {});
    }, 120);
  }

  var hashTimer = null;
  function saveHash() {
    clearTimeout(hashTimer);
    hashTimer = setTimeout(function () {
      var text = textarea.value, rac = engine.value;
      window.RACStepShare.encode(text, rac).then(function (hash) {
        if (text === textarea.value && rac === engine.value) history.replaceState(null, "", hash);
      });
    }, 200);
  }

  // A run's diagnostics where they are: each underlined at its line and column in the editor
  // (a layer under the textarea's transparent text, the same font and padding), its message
  // shown when the mark is hovered or the caret is on its line, and listed below the editor
  // (each item moves the caret there; the textarea is described by the list while it shows).
  // The marks go as soon as the text changes: their places would no longer be the run's.
  var shown = [];
  function markDiagnostics(diagnostics) {
    shown = [];
    (diagnostics || []).forEach(function (d) {
      shown.push({ severity: d.severity, line: d.line, column: d.column, message: d.message });
      (d.notes || []).forEach(function (n) { shown.push({ severity: "note", line: n.line, column: n.column, message: n.message }); });
    });
    drawMarks();
  }
  // The character offset in `line` of a clang column (1-based, counting UTF-8 bytes).
  function characterIndex(line, column) {
    var bytes = 0, encoder = new TextEncoder();
    for (var i = 0; i < line.length; i++) {
      if (bytes >= column - 1) return i;
      bytes += encoder.encode(line[i]).length;
    }
    return line.length;
  }
  function drawMarks() {
    marks.textContent = "";
    problems.textContent = "";
    problems.hidden = shown.length === 0;
    if (shown.length === 0) { textarea.removeAttribute("aria-describedby"); return; }
    var lines = textarea.value.split("\n");
    var byLine = {};
    shown.forEach(function (d, index) { (byLine[d.line] = byLine[d.line] || []).push({ d: d, index: index }); });
    lines.forEach(function (line, n) {
      var here = (byLine[n + 1] || []).map(function (entry) {
        var start = characterIndex(line, entry.d.column);
        // The word at the column, or one character; past the line's end, a space to underline.
        var word = /^[A-Za-z0-9_$@]+/.exec(line.slice(start));
        return { entry: entry, start: start, end: start + (word ? word[0].length : 1) };
      }).sort(function (a, b) { return a.start - b.start; });
      var at = 0;
      here.forEach(function (mark) {
        if (mark.start < at) return; // two marks on one word: the first shows, the list has both
        marks.appendChild(document.createTextNode(line.slice(at, mark.start)));
        var underline = el("mark", "diagnostic " + mark.entry.d.severity);
        underline.textContent = (line.slice(mark.start, mark.end) || " ").padEnd(mark.end - mark.start, " ");
        underline.setAttribute("data-message", mark.entry.d.message);
        underline.setAttribute("data-line", String(mark.entry.d.line));
        underline.addEventListener("mousedown", function (event) { event.preventDefault(); moveCaret(mark.entry.d); });
        marks.appendChild(underline);
        at = mark.end;
      });
      marks.appendChild(document.createTextNode(line.slice(at) + "\n"));
    });
    shown.forEach(function (d, index) {
      var item = el("li", "diagnostic " + d.severity);
      item.id = "play-diagnostic-" + index;
      var go = el("button", null, text("jsPlayDiagnosticAt", { line: d.line, column: d.column, message: d.message }));
      go.type = "button";
      go.addEventListener("click", function () { moveCaret(d); });
      item.appendChild(go);
      problems.appendChild(item);
    });
    problems.setAttribute("aria-label", text("jsPlayProblems"));
    textarea.setAttribute("aria-describedby", shown.map(function (d, index) { return "play-diagnostic-" + index; }).join(" "));
    showCurrent();
  }
  function moveCaret(d) {
    var lines = textarea.value.split("\n");
    var offset = 0;
    for (var n = 0; n < d.line - 1 && n < lines.length; n++) offset += lines[n].length + 1;
    offset += characterIndex(lines[d.line - 1] || "", d.column);
    textarea.focus();
    textarea.setSelectionRange(offset, offset);
    showCurrent();
  }
  // The mark on the caret's line shows its message, as a hovered one does.
  function showCurrent() {
    var line = textarea.value.slice(0, textarea.selectionStart).split("\n").length;
    var focused = document.activeElement === textarea;
    marks.querySelectorAll("mark").forEach(function (mark) {
      mark.classList.toggle("current", focused && mark.getAttribute("data-line") === String(line));
    });
  }
  ["keyup", "click", "focus", "blur"].forEach(function (name) { textarea.addEventListener(name, showCurrent); });

  function showError(title, detail) {
    result.textContent = "";
    var box = el("section", "play-error");
    box.setAttribute("role", "alert");
    box.appendChild(el("h2", null, title));
    if (detail) box.appendChild(el("pre", null, detail));
    result.appendChild(box);
  }

  var runSerial = 0;
  function run() {
    var serial = ++runSerial;
    var source = textarea.value;
    status.textContent = text("jsPlayRunning");
    post("api/trace?lang=" + lang + "&rac=" + encodeURIComponent(engine.value), source).then(function (response) {
      return response.json().then(function (body) { return { status: response.status, body: body }; });
    }).then(function (reply) {
      if (serial !== runSerial) return;
      var body = reply.body;
      markDiagnostics(body.diagnostics);
      if (reply.status === 200) {
        // The server's woven snippet: escaped by SnippetWeaver as a lesson page's is.
        result.innerHTML = body.html;
        var section = result.querySelector("section.snippet");
        window.RACStepPlayer.attach(section, { hash: false });
        ran = { text: source, badges: {} };
        section.querySelectorAll(".source li").forEach(function (line) {
          var numbers = Array.prototype.map.call(line.querySelectorAll(".badge"), function (badge) { return badge.textContent; });
          if (numbers.length) ran.badges[line.getAttribute("data-line")] = numbers;
        });
        drawGutter(textarea.value.split("\n").length);
        status.textContent = text("jsPlayRan", { n: body.trace.length });
      } else if (reply.status === 400) {
        // A snippet's error has its rendered diagnostics; a refused request (an unknown engine) only its sentence.
        showError(body.error, (body.rendered || "") + (body.output ? "\n" + text("jsPlayOutputBefore") + "\n" + body.output : ""));
        status.textContent = text("jsPlaySnippetError");
      } else if (body.limit) {
        // The limit's sentence, in the page's language, and where the interpreter stopped.
        showError(body.error, (body.diagnostics || []).map(function (d) {
          return text("jsPlayDiagnosticAt", { line: d.line, column: d.column, message: d.message });
        }).join("\n"));
        status.textContent = text("jsPlayStopped");
      } else {
        // The server's own failure (a worker that died of something else): its detail as it said it.
        var failed = text("jsPlayRunFailed", { status: reply.status });
        showError(failed, body.error);
        status.textContent = failed;
      }
    }, function (error) {
      if (serial !== runSerial) return;
      showError(text("jsPlayNoAnswer"), String(error));
      status.textContent = "";
    });
  }

  // A lesson's snippet to start from: into the editor, and run.
  var starter = document.getElementById("play-starter");
  var starterSources = JSON.parse(document.getElementById("play-starter-sources").textContent);
  starter.addEventListener("change", function () {
    if (starter.value === "") return;
    textarea.value = starterSources[Number(starter.value)];
    markDiagnostics([]);
    refresh();
    saveHash();
    run();
  });

  textarea.addEventListener("input", function () {
    if (shown.length) markDiagnostics([]);
    refresh();
    saveHash();
  });
  // Another engine: the same snippet run on it, and the address says which.
  engine.addEventListener("change", function () {
    saveHash();
    run();
  });
  textarea.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(); }
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
  document.querySelector(".play-actions .share").addEventListener("click", function () {
    window.RACStepShare.encode(textarea.value, engine.value).then(function (hash) {
      history.replaceState(null, "", hash);
      var copyAddress = function () { status.textContent = text("jsPlayCopyAddress"); };
      if (navigator.clipboard) navigator.clipboard.writeText(location.href).then(function () { status.textContent = text("jsPlayCopied"); }, copyAddress);
      else copyAddress();
    });
  });

  // Scripts at the end of the body run before DOMContentLoaded: by then live.js, added after
  // this script, has defined RACStepShare.
  // The link's engine on the switch; false when the switch has no such engine (the link is
  // not one this page made), and the switch stays as it was.
  function chooseEngine(rac) {
    var known = Array.prototype.some.call(engine.options, function (option) { return option.value === rac; });
    if (known) engine.value = rac;
    return known;
  }
  function load() {
    window.RACStepShare.decode(location.hash).then(function (shared) {
      textarea.value = shared === null ? example : shared.source;
      refresh();
      if (shared === null) return;
      if (chooseEngine(shared.rac)) run();
      else status.textContent = text("jsPlayUnreadableLink");
    }, function () {
      textarea.value = example;
      refresh();
      status.textContent = text("jsPlayUnreadableLink");
    });
  }
  document.addEventListener("DOMContentLoaded", load);
  window.addEventListener("hashchange", function () {
    window.RACStepShare.decode(location.hash).then(function (shared) {
      if (shared === null || (shared.source === textarea.value && shared.rac === engine.value)) return;
      textarea.value = shared.source;
      refresh();
      if (chooseEngine(shared.rac)) run();
      else status.textContent = text("jsPlayUnreadableLink");
    });
  });
})();
