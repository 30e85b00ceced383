// The playground (/play, served by `racstep serve` only): an editor highlighted and badged by
// the server's lexer as the reader types (POST api/highlight), Run (POST api/trace), then the
// woven snippet the server returns — the lessons' own markup — driven by the lessons' player
// (player.js).
// The snippet lives in the URL fragment (RACStepShare, from live.js), so the address shares it.
// Every word it shows is the page's edition's (RACStepUI.text), and it asks the server to answer
// in that language too (`?lang=`, the page's <html lang>): the woven run, the limits' sentences.
(function () {
  "use strict";
  var form = document.querySelector(".play-form");
  var textarea = document.getElementById("play-source");
  var highlighted = document.querySelector(".editor .highlighted");
  var gutter = document.querySelector(".editor .gutter");
  var status = document.querySelector(".play-status");
  var result = document.querySelector(".play-result");
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
      var text = textarea.value;
      window.RACStepShare.encode(text).then(function (hash) {
        if (text === textarea.value) history.replaceState(null, "", hash);
      });
    }, 200);
  }

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
    post("api/trace?lang=" + lang, source).then(function (response) {
      return response.json().then(function (body) { return { status: response.status, body: body }; });
    }).then(function (reply) {
      if (serial !== runSerial) return;
      var body = reply.body;
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
        showError(body.error, body.rendered + (body.output ? "\n" + text("jsPlayOutputBefore") + "\n" + body.output : ""));
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

  textarea.addEventListener("input", function () {
    refresh();
    saveHash();
  });
  textarea.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); run(); }
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); run(); });
  document.querySelector(".play-actions .share").addEventListener("click", function () {
    window.RACStepShare.encode(textarea.value).then(function (hash) {
      history.replaceState(null, "", hash);
      var copyAddress = function () { status.textContent = text("jsPlayCopyAddress"); };
      if (navigator.clipboard) navigator.clipboard.writeText(location.href).then(function () { status.textContent = text("jsPlayCopied"); }, copyAddress);
      else copyAddress();
    });
  });

  // Scripts at the end of the body run before DOMContentLoaded: by then live.js, added after
  // this script, has defined RACStepShare.
  function load() {
    window.RACStepShare.decode(location.hash).then(function (text) {
      textarea.value = text === null ? example : text;
      refresh();
      if (text !== null) run();
    }, function () {
      textarea.value = example;
      refresh();
      status.textContent = text("jsPlayUnreadableLink");
    });
  }
  document.addEventListener("DOMContentLoaded", load);
  window.addEventListener("hashchange", function () {
    window.RACStepShare.decode(location.hash).then(function (text) {
      if (text !== null && text !== textarea.value) { textarea.value = text; refresh(); run(); }
    });
  });
})();
