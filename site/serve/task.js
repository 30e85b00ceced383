// Served pages only (live.js loads it where a lesson has tasks): each change-and-predict task
// (whose link to the playground is in the page: SnippetWeaver.task) gets an editor holding the snippet; Run posts
// the reader's text to api/trace and checks their run against the property the task asks
// about (section.task's data-check): the console output, the numbered blocks entered or the
// disposals, each read off the run's trace as `racstep trace` says them (ChangeTask.Check in
// Sources/Lessons: the same lines, built here from the JSON events). The verdict, in a live
// region: the reference change's property (the lesson's checked block) is matched, or the
// snippet's own is (the change changed nothing the task asks about), or the first place they
// part, located in the reader's run (the line of their code, the step).
// Its words are the page's edition's (RACStepUI.text).
(function () {
  "use strict";
  var root = new URL("../", document.currentScript.src);
  var lang = encodeURIComponent(document.documentElement.lang);
  var el = window.RACStepUI.el, say = window.RACStepUI.text;

  // The property of a run as lines, each with where the reader's run shows it: the event that
  // made it (a `log`, a numbered block's `enter`, a `dispose`).
  function property(check, output, trace) {
    if (check === "output") {
      var logs = trace.filter(function (event) { return event.event === "log"; });
      var lines = output.split("\n");
      if (lines[lines.length - 1] === "") lines.pop();
      return lines.map(function (text, index) { return { text: text, event: logs[index] }; });
    }
    return trace.filter(function (event) {
      return check === "blocks" ? event.event === "enter" && typeof event.block === "number" : event.event === "dispose";
    }).map(function (event) {
      var text = check === "blocks"
        ? "block " + event.block + (event.name ? " " + event.name : "") + (event.signal ? " [" + event.signal + "]" : "")
        : "dispose " + event.object + " (" + event.name + ")" + (event.flag ? " runs its block" : "") + (event.target ? " in " + event.target : "");
      return { text: text, event: event };
    });
  }

  function lines(text) {
    var list = text.split("\n");
    if (list[list.length - 1] === "") list.pop();
    return list;
  }

  function quote(text) { return "“" + text + "”"; }

  // The verdict on the reader's property (`mine`, from `property`) against the task's data.
  function verdict(data, mine) {
    var texts = mine.map(function (item) { return item.text; });
    var expected = lines(data.expected);
    if (texts.join("\n") === expected.join("\n")) return { right: true, text: say("jsTaskRight") };
    if (texts.join("\n") === lines(data.unchanged).join("\n")) return { right: false, text: say("jsTaskUnchanged") };
    var n = 0;
    while (n < texts.length && n < expected.length && texts[n] === expected[n]) n++;
    var item = mine[n], where = "";
    if (item && item.event && item.event.line) {
      where = data.check === "output" ? say("jsTaskAtLine", { line: item.event.line })
        : say("jsTaskAtStep", { step: item.event.step, line: item.event.line });
    }
    var key = { output: "jsTaskDiffOutput", blocks: "jsTaskDiffBlocks", disposals: "jsTaskDiffDisposals" }[data.check];
    return {
      right: false,
      text: say(key, {
        n: n + 1, where: where,
        yours: item ? quote(item.text) : say("jsTaskNothing"),
        theirs: n < expected.length ? quote(expected[n]) : say("jsTaskNothing")
      })
    };
  }

  document.querySelectorAll("main.lesson section.task").forEach(function (section) {
    var data = JSON.parse(section.querySelector("script.task-data").textContent);
    var id = section.getAttribute("data-task"), of = section.getAttribute("data-of");
    var box = el("div", "task-editor");

    var label = el("label", null, say("jsTaskEditorLabel", { snippet: of }));
    label.htmlFor = id + "-editor";
    var editor = el("textarea", "task-source");
    editor.id = id + "-editor";
    editor.spellcheck = false;
    editor.value = data.original;
    editor.rows = Math.min(24, lines(data.original).length + 1);
    var run = el("button", "task-run", say("jsTaskRun"));
    run.type = "button";
    var reset = el("button", "task-reset", say("jsTaskReset"));
    reset.type = "button";
    var result = el("p", "task-verdict");
    result.setAttribute("role", "status");
    result.setAttribute("aria-live", "polite");
    var actions = el("p", "task-actions");
    actions.appendChild(run);
    actions.appendChild(document.createTextNode(" "));
    actions.appendChild(reset);
    box.appendChild(label);
    box.appendChild(editor);
    box.appendChild(actions);
    box.appendChild(result);
    section.insertBefore(box, section.querySelector("details.task-reference"));

    var serial = 0;
    function check() {
      var mine = ++serial;
      result.className = "task-verdict";
      result.textContent = say("jsTaskRunning");
      fetch(new URL("api/trace?lang=" + lang + "&rac=" + encodeURIComponent(data.rac), root).href, {
        method: "POST", body: editor.value, headers: { "Content-Type": "text/plain; charset=utf-8" }
      }).then(function (response) {
        return response.json().then(function (body) { return { status: response.status, body: body }; });
      }).then(function (reply) {
        if (mine !== serial) return;
        if (reply.status !== 200) {
          var first = (reply.body.diagnostics || [])[0];
          var message = first ? say("jsPlayDiagnosticAt", { line: first.line, column: first.column, message: first.message }) : reply.body.error;
          result.className = "task-verdict task-wrong";
          result.textContent = say("jsTaskFailed", { message: message });
          return;
        }
        var outcome = verdict(data, property(data.check, reply.body.output, reply.body.trace));
        result.className = "task-verdict " + (outcome.right ? "task-right" : "task-wrong");
        result.textContent = outcome.text;
      }, function (error) {
        if (mine !== serial) return;
        result.className = "task-verdict task-wrong";
        result.textContent = say("jsPlayNoAnswer") + " " + String(error);
      });
    }
    run.addEventListener("click", check);
    editor.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); check(); }
    });
    reset.addEventListener("click", function () {
      editor.value = data.original;
      result.textContent = "";
      result.className = "task-verdict";
    });
  });
})();
