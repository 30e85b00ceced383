// What the pages' scripts share (search.js, player.js, the playground's), loaded before them:
// the page's own words and a small element builder; and the phone's top bar. Plain JS, no
// dependencies; works from file://. Without JavaScript nothing here is needed: the pages are whole as static HTML.
(function () {
  "use strict";
  window.RACStepUI = {
    // The page's own words, in its language (SiteLocale, written into the page as
    // RACSTEP_UI); `{name}` placeholders are filled from `values`.
    text: function (key, values) {
      var text = (window.RACSTEP_UI || {})[key] || "";
      return text.replace(/\{(\w+)\}/g, function (whole, name) {
        return values && values[name] !== undefined ? String(values[name]) : whole;
      });
    },

    // A new element with an optional class and text (set as textContent, never as HTML).
    el: function (tag, className, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
  };

  // A box that scrolls (a long line in a code block or the console, a wide table or figure, a
  // long snippet's source, the player's sentence for a step) with nothing focusable in it takes
  // the focus itself, so the keyboard can scroll it (axe's scrollable-region-focusable); one
  // that fits is left out of the tab order. Checked for the page on load and when the window is
  // resized, and by the player for what a step or a long run's figures change (`reachable`).
  var SCROLL_BOXES = "main pre, main table, .source, .tree-figure, .numbering-figure, .marble-scroll, .player .now";
  var FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";
  function scrolls(box) {
    return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
  }
  function fit(box, scrolls) {
    var ours = box.hasAttribute("data-scroll-focus");
    if (scrolls && !ours && !box.hasAttribute("tabindex") && !box.querySelector(FOCUSABLE)) {
      box.setAttribute("tabindex", "0");
      box.setAttribute("data-scroll-focus", "");
    } else if (!scrolls && ours) {
      box.removeAttribute("tabindex");
      box.removeAttribute("data-scroll-focus");
    }
  }
  // The boxes under every root asked about since the last frame are measured together, just
  // before the next one is drawn, when the browser lays the page out anyway: measuring at
  // once, as each player loads and then for the whole page, made it lay a lesson page out
  // again and again before its first paint (a third of the page's load). Every box is
  // measured before any is changed, for the same reason.
  var roots = [];
  function measure() {
    var boxes = new Set();
    roots.forEach(function (root) {
      if (root.matches && root.matches(SCROLL_BOXES)) boxes.add(root);
      root.querySelectorAll(SCROLL_BOXES).forEach(function (box) { boxes.add(box); });
    });
    roots = [];
    var list = Array.from(boxes), measured = list.map(scrolls);
    list.forEach(function (box, i) { fit(box, measured[i]); });
  }
  window.RACStepUI.reachable = function (root) {
    if (roots.push(root) === 1) requestAnimationFrame(measure);
  };
  var resized = null;
  window.addEventListener("load", function () { window.RACStepUI.reachable(document); });
  window.addEventListener("resize", function () {
    clearTimeout(resized);
    resized = setTimeout(function () { window.RACStepUI.reachable(document); }, 200);
  });

  // On a phone the top bar stays on screen (as mdBook's does) and opens the sidebar over the
  // page: its menu shows the list of lessons, its search the search box. Escape or the menu
  // closes it. Without JavaScript the menu is a link to the sidebar, which follows the lesson.
  var phone = window.matchMedia("(max-width: 50rem)");
  var nav = document.getElementById("lessons");
  var menu = document.querySelector(".topbar .menu"), find = document.querySelector(".topbar .find");
  if (!nav || !menu) return;
  // The index has no list in its sidebar: its menu stays a link to the list on the page.
  var hasList = !!nav.querySelector(".lesson-list");
  function setOpen(open) {
    document.documentElement.classList.toggle("menu-open", open);
    if (hasList) menu.setAttribute("aria-expanded", String(open));
    if (find) find.setAttribute("aria-expanded", String(open));
  }
  if (hasList) {
    menu.setAttribute("aria-expanded", "false");
    menu.addEventListener("click", function (event) {
      if (!phone.matches) return;
      event.preventDefault();
      setOpen(!document.documentElement.classList.contains("menu-open"));
    });
  }
  if (find) {
    find.setAttribute("aria-expanded", "false");
    find.addEventListener("click", function (event) {
      var input = document.getElementById("search-input");
      if (!input) return;
      event.preventDefault();
      setOpen(true);
      input.focus();
    });
  }
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !document.documentElement.classList.contains("menu-open")) return;
    setOpen(false);
    (hasList ? menu : find).focus();
  });
  phone.addEventListener("change", function () { if (!phone.matches) setOpen(false); });
})();
