// What the pages' scripts share (search.js, player.js, the playground's), loaded before them:
// the page's own words and a small element builder. Plain JS, no dependencies; works from
// file://. Without JavaScript nothing here is needed: the pages are whole as static HTML.
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
})();
