// Served pages only: `racstep serve` adds this script to every page it serves (never to a
// site `racstep site` writes). It follows the site over /events — reloads when a rebuild
// lands, shows a failed build's diagnostic over the page instead of the stale one — and
// gives each lesson snippet an "Open in playground" link (and each task an editor, task.js), and the sidebar and the index page
// a link to the playground (a site `racstep site` writes has none to link to). Also the share codec the
// playground uses: a snippet in a URL fragment, deflate-raw compressed, base64url, and the
// engine it runs on when not the default.
// Its words are the page's edition's (RACStepUI.text, from ui.js, which every page loads).
(function () {
  "use strict";
  var script = document.currentScript;
  // The build this page came from, by its bytes (the same name in every instance of a
  // cluster, which may send the page and the events from different ones).
  var generation = script.getAttribute("data-generation");
  // The site's root: the script is served from `__racstep/` there, whichever edition's page
  // loads it.
  var root = new URL("../", script.src);
  var say = window.RACStepUI.text;

  var style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = new URL("__racstep/serve.css", root).href;
  document.head.appendChild(style);

  function toBase64URL(bytes) {
    var binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function fromBase64URL(text) {
    var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (base64.length % 4) base64 += "=";
    var binary = atob(base64), bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  function pipe(bytes, transform) {
    return new Response(new Blob([bytes]).stream().pipeThrough(transform)).arrayBuffer();
  }
  window.RACStepShare = {
    // The fragment for `source` run on `rac` (an engine the server's `?rac=` takes): "#code=…",
    // then "&rac=2.5" unless the engine is the default (absent or "reactiveobjc"), so the links
    // made before there was a choice still mean what they meant.
    encode: function (source, rac) {
      return pipe(new TextEncoder().encode(source), new CompressionStream("deflate-raw")).then(function (buffer) {
        return "#code=" + toBase64URL(new Uint8Array(buffer)) + (rac && rac !== "reactiveobjc" ? "&rac=" + encodeURIComponent(rac) : "");
      });
    },
    // The snippet and engine in a fragment made by `encode` ({ source, rac }, rac "reactiveobjc"
    // when the fragment names none), or null when it holds no snippet.
    decode: function (hash) {
      var match = /^#code=([A-Za-z0-9_-]*)(?:&rac=([^&]*))?$/.exec(hash);
      if (!match) return Promise.resolve(null);
      var rac = match[2] === undefined ? "reactiveobjc" : decodeURIComponent(match[2]);
      return pipe(fromBase64URL(match[1]), new DecompressionStream("deflate-raw")).then(function (buffer) {
        return { source: new TextDecoder().decode(buffer), rac: rac };
      });
    },
    // This edition's playground, beside its pages (`play`, `zh/play`).
    playground: new URL("play", location.href).href
  };

  // The failure, over the whole page: a stale page would look as if the edit had worked.
  var overlay = null;
  function showFailure(text) {
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.id = "racstep-failure";
      overlay.setAttribute("role", "alertdialog");
      overlay.setAttribute("aria-modal", "true");
      overlay.setAttribute("aria-labelledby", "racstep-failure-title");
      var title = document.createElement("h2");
      title.id = "racstep-failure-title";
      title.textContent = say("jsBuildFailedTitle");
      var note = document.createElement("p");
      note.textContent = say("jsBuildFailedNote");
      overlay.appendChild(title);
      overlay.appendChild(note);
      overlay.appendChild(document.createElement("pre"));
      document.body.appendChild(overlay);
    }
    overlay.querySelector("pre").textContent = text;
    document.documentElement.classList.add("racstep-failed");
  }
  function hideFailure() {
    if (overlay) overlay.remove();
    overlay = null;
    document.documentElement.classList.remove("racstep-failed");
  }

  var events = new EventSource(new URL("events", root).href);
  events.addEventListener("state", function (event) {
    var state = JSON.parse(event.data);
    if (state.failure) showFailure(state.failure);
    else if (state.generation !== generation) location.reload();
    else hideFailure();
  });
  // A page left for another must let its stream go: the browser holds only six connections
  // to a server, and streams of pages kept for the back button would use them all up.
  window.addEventListener("pagehide", function () { events.close(); });
  window.addEventListener("pageshow", function (event) { if (event.persisted) location.reload(); });

  // "Open in playground" under each lesson snippet: its source, read back from the listing,
  // on the engine it ran on (`data-rac`, on a snippet a fence runs on another than the default).
  document.querySelectorAll("main.lesson section.snippet").forEach(function (section) {
    var lines = Array.prototype.map.call(section.querySelectorAll(".source li code"), function (code) {
      return code.textContent === " " ? "" : code.textContent;
    });
    var link = document.createElement("a");
    link.className = "open-in-playground";
    link.textContent = say("jsOpenInPlayground");
    link.href = window.RACStepShare.playground;
    section.insertBefore(link, section.firstChild);
    window.RACStepShare.encode(lines.join("\n") + "\n", section.getAttribute("data-rac")).then(function (hash) { link.href = window.RACStepShare.playground + hash; });
  });

  // A lesson's change-and-predict tasks: their editors and checks (task.js, served beside this).
  if (document.querySelector("main.lesson section.task")) {
    var tasks = document.createElement("script");
    tasks.src = new URL("__racstep/task.js", root).href;
    document.body.appendChild(tasks);
  }

  // The playground from every page's sidebar (under its home link) and from the index's header.
  function playgroundLink() {
    var link = document.createElement("a");
    link.className = "playground-link";
    link.href = window.RACStepShare.playground;
    link.textContent = say("jsPlaygroundLink");
    return link;
  }
  var home = document.querySelector(".sidebar .home");
  if (home && !document.querySelector("main.playground")) home.insertAdjacentElement("afterend", playgroundLink());
  var summary = document.querySelector("main.index header .summary");
  if (summary) summary.insertAdjacentElement("afterend", playgroundLink());
})();
