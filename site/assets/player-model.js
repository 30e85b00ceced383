// The player's model of a run: its data decoded (SnippetWeaver+PlayerData.swift), what each
// step leaves behind (stack, output, disposals) precomputed once, so showing any step costs
// the same near the end of a long run as at its start, and the debugger's moves (into, over,
// out, and back) at each level of detail, read off the run's outline (CallOutline.swift).
// Plain JS, no dependencies; loaded before player.js.
(function () {
  "use strict";

  // Every step and tree change a row of cells, texts by their place in one table; each row
  // becomes the object `racstep trace --format json` writes for it.
  function decode(packed) {
    var numbers = {}, flags = {}, strings = packed.strings;
    packed.numbers.forEach(function (name) { numbers[name] = true; });
    packed.flags.forEach(function (name) { flags[name] = true; });
    function fill(object, fields, row, from) {
      for (var i = 0; i < fields.length && from + i < row.length; i++) {
        var name = fields[i], cell = row[from + i];
        if (numbers[name]) { if (cell !== null) object[name] = cell; }
        else if (flags[name]) { if (cell === 1) object[name] = true; }
        else if (cell) object[name] = strings[cell - 1];
      }
      return object;
    }
    var triggers = {};
    (packed.triggers || []).forEach(function (row) { triggers[row[0]] = strings[row[1] - 1]; });
    return {
      id: packed.id,
      marbleLeft: packed.marbleLeft,
      marbleStepWidth: packed.marbleStepWidth,
      engine: packed.engine,
      steps: packed.steps.map(function (row, index) {
        var layout = packed.layouts[row[0]];
        return fill({ step: index + 1, event: layout[0] }, layout.slice(1), row, 1);
      }),
      treeChanges: packed.tree.map(function (row) { return fill({}, packed.treeFields, row, 0); }),
      sentences: (packed.sentences || []).map(function (cell) { return strings[cell - 1]; }),
      triggers: triggers,
      outline: packed.outline
    };
  }

  // A run ready to show at any step k (0: before the first, n: after the last).
  function Run(data) {
    var steps = data.steps, n = steps.length;
    this.data = data;
    this.n = n;
    // Per step k (1-based, index k): the innermost block open after it (an enter's step
    // number, 0 for none), the block enclosing each enter, the matching exit of each enter,
    // the source line shown, the logs and disposals so far, the tree changes so far.
    var top = new Int32Array(n + 1), parent = new Int32Array(n + 1), exitOf = new Int32Array(n + 1);
    var line = new Int32Array(n + 1), logs = new Int32Array(n + 1), disposals = new Int32Array(n + 1);
    var treeSoFar = new Int32Array(n + 1);
    var stack = [], output = [], disposeSteps = [], current = 0, lastLine = 0;
    var changeAt = new Int32Array(n + 2);
    data.treeChanges.forEach(function (change) { changeAt[Math.min(n + 1, change.afterStep)]++; });
    var changes = changeAt[0];
    for (var k = 1; k <= n; k++) {
      var step = steps[k - 1];
      if (step.event === "enter") {
        parent[k] = current;
        stack.push(k);
        current = k;
      } else if (step.event === "exit") {
        var entered = stack.pop();
        if (entered) exitOf[entered] = k;
        current = stack.length ? stack[stack.length - 1] : 0;
      } else if (step.event === "log") {
        output.push(step.text || "");
      } else if (step.event === "dispose") {
        disposeSteps.push(k);
      }
      if (step.line) lastLine = step.line;
      top[k] = current;
      line[k] = lastLine;
      logs[k] = output.length;
      disposals[k] = disposeSteps.length;
      changes += changeAt[k] + (step.event === "dispose" ? 1 : 0);
      treeSoFar[k] = changes;
    }
    this.top = top; this.parent = parent; this.exitOf = exitOf; this.line = line;
    this.logs = logs; this.output = output; this.disposals = disposals; this.disposeSteps = disposeSteps;
    this.treeSoFar = treeSoFar;
    this.levels = (data.outline || [null, null, null]).map(function (row) { return new Level(row, n); });
  }

  // The blocks open after step k, outermost first (their enter steps).
  Run.prototype.stack = function (k) {
    var frames = [];
    for (var e = this.top[k]; e; e = this.parent[e]) frames.push(this.data.steps[e - 1]);
    return frames.reverse();
  };

  // One level of detail: the steps it shows (its stops, with 0 and n always among them), each
  // one's depth there and whether it starts a statement. Without an outline (data written
  // before it existed) every step is shown at depth 0, each its own statement.
  function Level(row, n) {
    var shown = [], depth = new Int32Array(n + 1), starts = new Uint8Array(n + 1);
    for (var k = 1; k <= n; k++) {
      var cell = row ? row[k - 1] : 1;
      if (cell < 0) { depth[k] = -1; continue; }
      depth[k] = cell >> 1;
      starts[k] = cell & 1;
      shown.push(k);
    }
    this.n = n;
    this.shown = shown;
    this.depth = depth;
    this.starts = starts;
    this.stops = [0].concat(shown);
    if (shown[shown.length - 1] !== n) this.stops.push(n);
  }

  // The index in `stops` of the last stop at or before k.
  Level.prototype.place = function (k) {
    var stops = this.stops, low = 0, high = stops.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (stops[middle] <= k) low = middle; else high = middle - 1;
    }
    return low;
  };

  // How many of this level's steps are at or before k.
  Level.prototype.count = function (k) {
    var shown = this.shown, low = 0, high = shown.length;
    while (low < high) {
      var middle = (low + high) >> 1;
      if (shown[middle] <= k) low = middle + 1; else high = middle;
    }
    return low;
  };

  Level.prototype.next = function (k) {
    var at = this.place(k);
    return at + 1 < this.stops.length ? this.stops[at + 1] : this.n;
  };

  Level.prototype.previous = function (k) {
    var at = this.place(k);
    return this.stops[at] < k ? this.stops[at] : (at > 0 ? this.stops[at - 1] : 0);
  };

  // The depth the reader is at after step k: the step's own, or, for a step this level
  // hides, the depth of the last one it shows before it (0 before the first).
  Level.prototype.depthAt = function (k) {
    var at = this.stops[this.place(k)];
    return at > 0 && at <= this.n && this.depth[at] >= 0 ? this.depth[at] : 0;
  };

  // Step over: the next step this level shows at the current depth or a shallower one, so a
  // block (or RAC method) entered here runs whole and no shown step at this depth is passed.
  Level.prototype.over = function (k) {
    var d = this.depthAt(k), depth = this.depth;
    for (var j = k + 1; j <= this.n; j++) if (depth[j] >= 0 && depth[j] <= d) return j;
    return this.n;
  };

  // Step over backwards, its mirror: the previous shown step at the current depth or shallower.
  Level.prototype.overBack = function (k) {
    var d = this.depthAt(k), depth = this.depth;
    for (var j = k - 1; j >= 1; j--) if (depth[j] >= 0 && depth[j] <= d) return j;
    return 0;
  };

  // The innermost block open after step k that this level shows (its enter step), or 0: the
  // frame the reader is in. A block's enter belongs to the block (after it, the block is open),
  // and so does its exit going backwards (before it, the block was open).
  Run.prototype.enclosing = function (level, k) {
    for (var e = this.top[k]; e; e = this.parent[e]) if (level.depth[e] >= 0) return e;
    return 0;
  };

  // Step out: the step where the current frame returns (its exit), or null at the top frame,
  // where there is nothing to step out of.
  Run.prototype.out = function (level, k) {
    var e = this.enclosing(level, k);
    if (!e) return null;
    return this.exitOf[e] || this.n;
  };

  // Step out backwards: the step where the current frame was entered, or null at the top frame.
  Run.prototype.outBack = function (level, k) {
    var e = k > 0 ? this.enclosing(level, k - 1) : 0;
    return e || null;
  };

  // The call tree at a level: a row is a statement's first step, or another step of its
  // statement; its range runs to the next row at its depth or above. Expanding a statement
  // shows the rest of it and the statements inside its first step (a block entered there);
  // expanding any other row, the statements inside it. `j` 0 is the whole run.
  Level.prototype.end = function (j) {
    var depth = this.depth, starts = this.starts;
    if (j === 0) return this.n + 1;
    for (var m = j + 1; m <= this.n; m++) {
      if (depth[m] < 0) continue;
      if (depth[m] < depth[j] || (depth[m] === depth[j] && (starts[m] || !starts[j]))) return m;
    }
    return this.n + 1;
  };

  // The rows under row `j`, each with the number of steps its range holds after it.
  Level.prototype.children = function (j) {
    var depth = this.depth, starts = this.starts, end = this.end(j), rows = [];
    var d = j === 0 ? -1 : depth[j], members = j === 0 || starts[j], memberSeen = false;
    for (var m = j + 1; m < end; m++) {
      if (depth[m] < 0) continue;
      var member = members && j !== 0 && depth[m] === d;
      if (member) memberSeen = true;
      if (member || (depth[m] === d + 1 && starts[m] && !memberSeen)) rows.push(m);
    }
    var self = this;
    return rows.map(function (m) { return { step: m, inside: self.count(self.end(m) - 1) - self.count(m) }; });
  };

  window.RACStepModel = { decode: decode, Run: Run };
})();
