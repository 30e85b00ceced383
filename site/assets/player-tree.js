// The player's live disposable tree. A long run holds hundreds of disposables, and drawing
// them all anew at each step cost a layout of over a thousand new elements (tens of ms near
// the end of the RACCommand lesson's runs): the tree keeps one list item per disposable and,
// at each step, changes only the items and lists the step changed. Plain JS, no
// dependencies; loaded after player-panes.js, before player.js.
(function () {
  "use strict";
  var ui = window.RACStepUI.text, el = window.RACStepUI.el;

  // A disposed node is drawn while it or something under it is among the last RECENT
  // disposals or not disposed yet; the rest are counted, not drawn, so a step costs the same
  // at the end of the run as at its start. Nesting deeper than MAX_DEPTH is not drawn.
  var RECENT = 40, MAX_DEPTH = 32;

  // The tree after step k: tree changes effective after step k, disposals up to k (the steps
  // in `disposeSteps`), and what step k itself changed.
  function stateAt(data, k, disposeSteps) {
    var state = { children: {}, parentOf: {}, classes: {}, owners: {}, changed: {}, disposed: {}, disposedClass: {}, recent: {} };
    var step = data.steps[k - 1];
    if (step && step.event === "dispose") state.changed[step.object] = true;
    disposeSteps.forEach(function (at, index) {
      var disposal = data.steps[at - 1];
      state.disposed[disposal.object] = true;
      state.disposedClass[disposal.object] = disposal.name;
      if (index >= disposeSteps.length - RECENT) state.recent[disposal.object] = true;
    });
    var children = state.children, parentOf = state.parentOf;
    data.treeChanges.forEach(function (change) {
      if (change.afterStep > k) return;
      if (change.afterStep === k) state.changed[change.child] = true;
      // Class and owner (a subscriber's own disposable, a subscription's), as the trace
      // records them, for roots too.
      state.classes[change.child] = change.childClass;
      if (change.parentClass) state.classes[change.parent] = change.parentClass;
      if (change.childOwner) state.owners[change.child] = change.childOwner;
      if (change.parentOwner) state.owners[change.parent] = change.parentOwner;
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
    state.roots = Object.keys(children).filter(function (id) { return !parentOf[id]; });
    Object.keys(state.disposed).forEach(function (id) {
      if (!parentOf[id] && state.roots.indexOf(id) < 0) state.roots.push(id);
    });
    return state;
  }

  function DisposableTree(node) {
    this.node = node;
    this.items = {};
  }

  // Shows the tree after step k.
  DisposableTree.prototype.draw = function (data, k, disposeSteps) {
    var state = stateAt(data, k, disposeSteps), self = this;
    if (state.roots.length === 0) {
      this.node.textContent = "";
      this.list = null;
      this.items = {};
      this.node.appendChild(el("p", "none", ui("jsNoDisposables")));
      return;
    }
    if (!this.list) {
      this.node.textContent = "";
      this.list = el("ul");
      this.node.appendChild(this.list);
    }
    var kept = {};
    function keep(id, depth) {
      if (kept[id] !== undefined) return kept[id];
      kept[id] = false;
      var shown = !state.disposed[id] || state.recent[id] || state.changed[id];
      (depth < MAX_DEPTH ? state.children[id] || [] : []).forEach(function (child) { if (keep(child, depth + 1)) shown = true; });
      kept[id] = shown;
      return shown;
    }
    var hidden = 0, deeper = 0, placed = {}, counted = {};
    // The live disposables under an item whose children are not drawn (nested past
    // MAX_DEPTH): not drawn, but counted, so the pane never leaves one out unsaid.
    function countLive(id) {
      (state.children[id] || []).forEach(function (child) {
        if (counted[child]) return;
        counted[child] = true;
        if (!state.disposed[child]) deeper++;
        countLive(child);
      });
    }
    // Puts the items of `ids` that are drawn into `list`, in order, moving only what is out of
    // place; a disposable is drawn once (a cycle is not followed).
    function sync(list, ids, depth) {
      // What leaves this list goes first, so that what stays is not moved past it.
      var wanted = {};
      ids.forEach(function (id) { if (!placed[id] && keep(id, depth)) wanted[id] = true; });
      for (var child = list.firstChild, next; child; child = next) {
        next = child.nextSibling;
        if (!wanted[child.disposable]) child.remove();
      }
      var cursor = list.firstChild;
      ids.forEach(function (id) {
        if (!keep(id, depth)) { hidden++; return; }
        if (placed[id]) return;
        placed[id] = true;
        // Placed before its own list is synced, so that no list is synced inside an item
        // not yet moved to where it now belongs.
        var item = self.item(id, state);
        if (cursor !== item.li) list.insertBefore(item.li, cursor);
        if (depth >= MAX_DEPTH) countLive(id);
        var inner = depth < MAX_DEPTH && state.children[id] && state.children[id].length ? state.children[id] : null;
        if (inner) {
          if (!item.list) { item.list = el("ul"); item.li.appendChild(item.list); }
          sync(item.list, inner, depth + 1);
        } else if (item.list) {
          item.list.remove();
          item.list = null;
        }
        cursor = item.li.nextSibling;
      });
      while (cursor) {
        var next = cursor.nextSibling;
        cursor.remove();
        cursor = next;
      }
    }
    sync(this.list, state.roots, 0);
    var note = this.list.nextSibling;
    var notes = [];
    if (hidden) notes.push(ui("jsEarlierDisposals", { n: hidden }));
    if (deeper) notes.push(ui("jsDeeperDisposables", { n: deeper, depth: MAX_DEPTH }));
    var text = notes.length ? notes.join(" ") : null;
    if (!text && note) note.remove();
    else if (text && !note) this.node.appendChild(el("p", "none", text));
    else if (text && note.textContent !== text) note.textContent = text;
  };

  // The list item of disposable `id`, made on first use and redrawn only where its class,
  // owner, disposal or the step's mark changed. Its words are one element's one text (a long
  // run's pane holds hundreds of entries, each once five elements): class and id joined by a
  // no-break space, so they stay on one line; a disposed node fades; what this step changed
  // is marked.
  DisposableTree.prototype.item = function (id, state) {
    var item = this.items[id];
    if (!item) {
      item = this.items[id] = { li: el("li"), list: null, label: null, node: el("span", "node") };
      item.li.appendChild(item.node);
      item.li.disposable = id;
    }
    var cls = state.classes[id] || state.disposedClass[id], owner = state.owners[id], disposed = !!state.disposed[id];
    var className = [disposed ? "disposed" : "", state.changed[id] ? "changed" : ""].join(" ").trim();
    if (item.li.className !== className) {
      if (className) item.li.className = className;
      else item.li.removeAttribute("class");
    }
    var label = [cls, owner, disposed].join("\u0000");
    if (item.label !== label) {
      item.label = label;
      item.node.textContent = (cls ? cls + "\u00a0" : "") + id + (owner ? " · " + owner : "") + (disposed ? ui("jsDisposed") : "");
      if (owner) item.node.title = ui("jsBelongsTo", { id: id, "class": cls || "RACDisposable", owner: owner });
      else item.node.removeAttribute("title");
    }
    return item;
  };

  window.RACStepTree = DisposableTree;
})();
