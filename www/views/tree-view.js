// The search tree view: for the instances a puzzle's module says fit (N-Queens up to n = 7,
// 4×4 Sudoku, knight's tours up to 6×6, graphs up to 20 vertices) each lane's
// whole tree is recorded once from a fresh copy of the lane (the core's searchTree), laid out,
// and painted (tree-paint.js) up to the lane's current step: placed nodes, cut candidates as
// short stubs marked with the rule that cut them and the size of the subtree the cut saved,
// failed checks at the bottom, dead ends, solutions, and the path down to where the search
// stands. Every node is a tree item: clicking it, or reaching it with the arrow keys and
// pressing Enter, seeks the race to the step that placed it. All trees share one zoom, so
// their sizes compare; each scrolls sideways in its own box. Larger instances get a note
// instead, and the per-depth chart stays the picture of the tree.

import { layoutTree, stateAt, pathTo, countUpTo } from "../canvas/tree-layout.js";
import { geometry, paintTree, hitTest, PAD } from "../canvas/tree-paint.js";
import { createLane } from "../race/race.js";
import { puzzleNamed } from "../puzzles/registry.js";
import { isProgramLane } from "../puzzles/programs.js";
import { countInWords, formatCompact } from "../words/words.js";

/** The most nodes plus cut stubs drawn per lane; a larger tree is drawn up to there. */
export const TREE_LIMIT = 20_000;
/** The largest board whose tree is drawn. */
/** Zoom: CSS pixels per leaf (labels show from 13, node values from 18). */
const ZOOMS = [2, 3, 4, 6, 9, 13, 18, 26];
const DEFAULT_LEAST_ZOOM = 13;
const VALUES_FROM = 18;
/** Tree items made per task after loading (each names its node for assistive technology). */
const ITEMS_PER_TASK = 1500;
/** The sign under a program's call answered from its cache. */
const CACHED = "≡";

/**
 * Whether the setup's tree is drawn: its puzzle's module says which instances are small
 * enough to read (www/puzzles/: `tree`); a puzzle without one has the per-depth chart only.
 */
export function treeFits(setup) {
  return puzzleNamed(setup.puzzle).tree?.fits(setup) ?? false;
}

/** Sentences one after the other, as the language writes them (a space, or none in Chinese). */
export function sentences(t, parts) {
  return parts.reduce((first, second) => t("search_tree.join", { first, second }));
}

function html(tag, className, parent = null, text = null) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== null) element.textContent = text;
  parent?.append(element);
  return element;
}

/**
 * The panel of search trees, one per lane, built inside `section`. `context` holds tr, t and
 * number (the lab's translator), cores (as race.js's createLane takes them), setup, seek(step)
 * (the transport's), and names (each lane's name in the lab's language). The puzzle's module (`tree` in www/puzzles/) gives the
 * words of its nodes and cuts, and the signs of its rules.
 */
export class TreePanel {
  constructor(section, context) {
    this.section = section;
    this.context = context;
    this.trees = [];
    this.timers = [];
    this.zoom = null;
    this.race = null;
    const { t, setup } = context;
    section.replaceChildren();
    const header = html("header", "trees-head", section);
    html("h2", null, header, t("search_tree.title"));
    if (!treeFits(setup)) {
      const { tree } = puzzleNamed(setup.puzzle);
      const why = tree ? tree.tooLarge(t, setup) : t("search_tree.other_puzzle");
      html("p", "note", section, why).dataset.treeFallback = "true";
      return;
    }
    this.zoomOut = this.zoomButton(header, "−", "search_tree.zoom_out", -1);
    this.zoomIn = this.zoomButton(header, "+", "search_tree.zoom_in", +1);
    // How to read and use the trees: open where there is room, one tap away on a phone.
    const help = html("details", "tree-help", section);
    const summary = html("summary", null, help, t("search_tree.help"));
    // Space and Enter open and close it, and do not reach the transport.
    summary.addEventListener("keydown", (event) => {
      if (event.key === " " || event.key === "Enter") event.stopPropagation();
    });
    help.open = section.getBoundingClientRect().width >= 640;
    html("p", "hint", help, t("search_tree.hint"));
    this.legend(help, setup.puzzle, setup.strategies.some(isProgramLane));
    const list = html("div", "tree-list", section);
    this.resizes = new ResizeObserver(() => { for (const tree of this.trees) tree.paintSoon(); });
    this.resizes.observe(section);
    this.trees = setup.strategies.map((strategy, i) =>
      new LaneTree(list, { ...context, strategy, name: context.names[i], index: i }));
    // One lane's tree per task: recording a large tree takes a moment.
    this.trees.forEach((tree, i) => {
      this.timers.push(setTimeout(() => {
        tree.load();
        if (i === this.trees.length - 1) this.timers.push(setTimeout(() => this.draw(), 0));
      }, 0));
    });
  }

  zoomButton(header, symbol, key, delta) {
    const button = html("button", "zoom", header, symbol);
    button.type = "button";
    button.setAttribute("aria-label", this.context.t(key));
    button.title = this.context.t(key);
    button.disabled = true;
    button.addEventListener("click", () => this.setZoom(this.zoom + delta));
    return button;
  }

  /** The signs of the trees, the tab's rules among them; with a program lane, its cuts' lines. */
  legend(section, puzzle, programs) {
    const { t } = this.context;
    const list = html("ul", "tree-legend", section);
    const item = (className, sign, text) => {
      const li = html("li", null, list);
      html("span", `sign ${className}`, li, sign).setAttribute("aria-hidden", "true");
      li.append(` ${text}`);
    };
    item("node", "●", t("search_tree.legend.node"));
    item("path", "━", t("search_tree.legend.path"));
    item("cut", "✕", t("search_tree.legend.cut"));
    const { tree } = puzzleNamed(puzzle);
    for (const rule of tree.rules) item("rule", tree.signs[rule], t(`search_tree.rule.${rule}`));
    if (programs) {
      item("rule", "6", t("search_tree.legend.line"));
      item("rule", CACHED, t("search_tree.rule.cached"));
    }
    item("saved", "21", t("search_tree.legend.saved"));
    item("solution", "●", t("search_tree.legend.solution"));
    item("failed", "✕", t("search_tree.legend.failed"));
    item("dead", "⊥", t("search_tree.legend.dead_end"));
  }

  /** Draws every loaded tree at one zoom, so their sizes compare: the largest at which the
   *  smallest tree fits the box (up to the size that shows node values); larger trees scroll
   *  sideways, following the search. */
  draw() {
    const narrowest = Math.min(...this.trees.map((tree) => tree.layout?.width ?? Infinity));
    const room = Math.max(200, this.section.clientWidth - 2 * PAD - 24);
    // A program's calls are named by what each chose (`+3`, `k=2`): wider than a digit.
    const worded = this.trees.some((view) => view.tree?.nodes.some((node) => node.label?.chose));
    const most = worded ? ZOOMS.at(-1) : VALUES_FROM;
    const fits = ZOOMS.findLastIndex((px) => px <= most && narrowest * px <= room);
    this.setZoom(Math.max(fits, ZOOMS.indexOf(DEFAULT_LEAST_ZOOM)));
  }

  setZoom(index) {
    this.zoom = Math.max(0, Math.min(ZOOMS.length - 1, index));
    this.zoomOut.disabled = this.zoom === 0;
    this.zoomIn.disabled = this.zoom === ZOOMS.length - 1;
    // One tree per task, each shown at its lane's step as soon as it is drawn.
    this.trees.forEach((tree, i) => {
      this.timers.push(setTimeout(() => {
        tree.draw(ZOOMS[this.zoom]);
        const lane = this.race?.lanes[i];
        if (lane) tree.update(lane.steps(), true);
      }, 0));
    });
  }

  /** Shows every tree as it stands at its lane's step. */
  update(race, how = null) {
    this.race = race;
    this.trees.forEach((tree, i) => {
      const lane = race.lanes[i];
      if (lane) tree.update(lane.steps(), how === "play");
    });
  }

  destroy() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.resizes?.disconnect();
    for (const tree of this.trees) tree.destroy();
  }
}

/**
 * The lab's feature (lab/features.js) that shows the search trees under the race (`tree=1`,
 * "Show the search tree"): built again from the setup for every race, and moved along with it.
 */
export const searchTree = {
  params: ["tree"],
  defaults: () => ({ tree: false }),
  read(params, setup, { tr, note, quote }) {
    if (!params.has("tree")) return;
    const value = params.get("tree");
    if (value === "1" || value === "0") setup.tree = value === "1";
    else note(tr.t("search_tree.note.bad_flag", { name: "tree", value: quote(value) }));
  },
  write(setup, params) {
    if (setup.tree) params.set("tree", "1");
  },
  toggle: { id: "show-tree", field: "tree", label: "search_tree.toggle" },
  attach(lab) {
    let trees = null;
    function show() {
      const section = lab.$("trees");
      trees?.destroy();
      trees = null;
      section.hidden = !lab.setup.tree;
      if (!lab.setup.tree) {
        section.replaceChildren();
        return;
      }
      trees = new TreePanel(section, {
        t: lab.t, tr: lab.tr, number: lab.number, cores: { core: lab.core, programCore: lab.programCore }, setup: lab.setup,
        names: lab.views.map((view) => view.name),
        seek: (step) => lab.seek(step),
      });
    }
    return {
      rebuild: show,
      update: show,
      show: ({ race, how }) => trees?.update(race, how),
      destroy: () => trees?.destroy(),
    };
  },
};

/** One lane's tree: recorded, laid out, painted, and revealed step by step. The canvas is
 *  the tree for assistive technology too: its fallback content holds one tree item per node
 *  (hidden until visited), which take the keyboard focus and name the node. */
class LaneTree {
  constructor(list, context) {
    this.context = context;
    const { t, strategy, name, index } = context;
    this.figure = html("figure", "lane-tree", list);
    this.figure.dataset.treeLane = strategy;
    // The lane's colour, as the stylesheet gives it in the light or the dark theme.
    this.figure.style.setProperty("--lane-colour", `var(--lane-${index + 1})`);
    const caption = html("figcaption", null, this.figure);
    html("span", "swatch", caption).setAttribute("aria-hidden", "true");
    html("strong", null, caption, name);
    this.summary = html("span", "tree-summary", caption, t("search_tree.loading"));
    this.summary.id = `tree-summary-${index}`;
    this.truncated = html("p", "tree-truncated", this.figure);
    this.truncated.hidden = true;
    this.scroller = html("div", "tree-scroll", this.figure);
    this.space = html("div", "tree-space", this.scroller);
    this.canvas = html("canvas", "tree-canvas", this.space);
    this.canvas.setAttribute("role", "tree");
    this.canvas.setAttribute("aria-label", t("search_tree.label", { strategy: name }));
    this.canvas.setAttribute("aria-describedby", this.summary.id);
    // Out of sight until first painted at its size (a bare canvas is a blurred 300 × 150).
    this.canvas.hidden = true;
    this.tree = null;
    this.layout = null;
    this.g = null;
    this.step = -1;
    this.focusId = 0;
    this.focused = false;
    this.shown = { nodes: 1, stubs: 0, ends: 0, forced: 0 };
    this.path = new Set([0]);
    this.current = 0;
    this.painting = 0;
  }

  /** Records the lane's whole tree from a fresh copy of the lane, and makes its tree items. */
  load() {
    const { cores, setup, strategy, t } = this.context;
    let lane = null;
    try {
      lane = createLane(cores, setup, strategy);
      // What the nodes' words need to name their pieces (a graph's vertices, say).
      this.instance = lane.instance();
      this.tree = lane.searchTree(TREE_LIMIT);
      this.layout = layoutTree(this.tree);
    } catch (error) {
      this.summary.textContent = t("search_tree.failed", { message: error?.message ?? String(error) });
      this.tree = null;
      return;
    } finally {
      lane?.free();
    }
    if (this.tree.truncated) {
      this.truncated.hidden = false;
      this.truncated.textContent = t("search_tree.truncated", {
        count: this.tree.nodes.length + this.tree.stubs.length, step: this.tree.last_step,
      });
    }
    this.items = [];
    this.makeItems(1);
    // The other tree items are made a slice per task, or when they are first needed.
    const more = () => {
      if (this.painting === -1 || this.items.length >= this.tree.nodes.length) return;
      this.makeItems(this.items.length + ITEMS_PER_TASK);
      this.timer = setTimeout(more, 0);
    };
    this.timer = setTimeout(more, 0);
    const on = (type, handler) => this.canvas.addEventListener(type, handler);
    on("click", (event) => this.clicked(event));
    on("keydown", (event) => this.key(event));
    on("mousemove", (event) => this.hover(event));
    on("focusin", (event) => {
      const id = this.idOf(event.target);
      if (id !== null) this.rove(id, false);
      this.focused = true;
      this.paintSoon();
    });
    on("focusout", () => {
      this.focused = false;
      this.paintSoon();
    });
    this.scroller.addEventListener("scroll", () => this.paintSoon());
  }

  /** Makes the tree items of nodes up to `count` (each hidden until its node is visited). */
  makeItems(count) {
    const end = Math.min(count, this.tree.nodes.length);
    const made = [];
    for (let id = this.items.length; id < end; id++) {
      const node = this.tree.nodes[id];
      const item = document.createElement("div");
      item.setAttribute("role", "treeitem");
      item.setAttribute("aria-level", String(node.depth + 1));
      item.setAttribute("aria-label", this.nodeText(node, id));
      Object.assign(item.dataset, {
        node: String(id), step: String(node.step), parent: String(node.parent ?? ""),
        at: node.at ? `${node.at.row},${node.at.col}` : "", value: String(node.value),
      });
      item.tabIndex = id === this.focusId ? 0 : -1;
      item.hidden = id >= this.shown.nodes;
      if (id === this.current) item.setAttribute("aria-current", "step");
      if (this.g) this.place(item, id);
      this.items.push(item);
      made.push(item);
    }
    this.canvas.append(...made);
  }

  /** Where a node's item says it is drawn, in the tree's CSS pixels (for tests and tools). */
  place(item, id) {
    item.dataset.x = String(Math.round(this.g.x(this.layout.nodeX[id])));
    item.dataset.y = String(Math.round(this.g.y(this.tree.nodes[id].depth)));
  }

  /** Lays the tree out at `px` CSS pixels per leaf (the zoom) and paints it. */
  draw(px) {
    if (!this.tree) return;
    const g = geometry(this.layout, px);
    this.g = g;
    this.space.style.width = `${g.width}px`;
    this.space.style.height = `${g.height}px`;
    this.items.forEach((item, id) => this.place(item, id));
    this.paint();
  }

  destroy() {
    cancelAnimationFrame(this.painting);
    clearTimeout(this.timer);
    this.painting = -1;
  }

  paintSoon() {
    if (this.painting || !this.g) return;
    this.painting = requestAnimationFrame(() => {
      this.painting = 0;
      this.paint();
    });
  }

  /** Paints the slice of the tree in sight, one bitmap pixel per device pixel. */
  paint() {
    if (!this.g) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.min(this.scroller.clientWidth, this.g.width));
    const pixelsWide = Math.round(width * ratio), pixelsHigh = Math.round(this.g.height * ratio);
    if (this.canvas.width !== pixelsWide || this.canvas.height !== pixelsHigh) {
      this.canvas.width = pixelsWide;
      this.canvas.height = pixelsHigh;
      this.canvas.style.width = `${pixelsWide / ratio}px`;
      this.canvas.style.height = `${pixelsHigh / ratio}px`;
    }
    this.canvas.hidden = false;
    const context = this.canvas.getContext("2d");
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const style = getComputedStyle(this.figure);
    const colour = (name) => style.getPropertyValue(name).trim();
    const { tree } = puzzleNamed(this.context.setup.puzzle);
    paintTree(context, {
      tree: this.tree, layout: this.layout, g: this.g, shown: this.shown, path: this.path,
      current: this.current, focus: this.focused ? this.focusId : null,
      colours: { lane: colour("--lane-colour"), ink: colour("--ink"), muted: colour("--muted"), card: colour("--card"), accent: colour("--accent"), bad: colour("--bad") },
      left: this.scroller.scrollLeft, width: pixelsWide / ratio, height: pixelsHigh / ratio,
      // What a cut saved: exact below a million, a power of ten past it (words.js).
      label: (value) => formatCompact(this.context.tr, value),
      // A program's call shows what it chose where its board showed no placement.
      value: (node) => node.label?.chose || tree.value(node),
      sign: (stub) => (stub.line ? String(stub.line) : stub.conflict.rule === "cached" ? CACHED : tree.signs[stub.conflict.rule] ?? "?"),
    });
  }

  /** A node in words: the piece it placed (the puzzle's module says it), or for a program's
   *  call what it chose and the call itself, and what hangs below. */
  nodeText(node, id) {
    const { t, tr } = this.context;
    const { tree } = puzzleNamed(this.context.setup.puzzle);
    const chose = node.label?.chose;
    const parts = [id === 0 ? t("search_tree.node.root")
      : chose ? t("search_tree.node.chose", { chose, step: node.step }) : tree.node(tr, node, this.instance)];
    if (node.label) parts.push(t("search_tree.node.call", { call: node.label.call }));
    // What a call returned, once the search has come back from it.
    const back = node.left !== null && node.left !== undefined && node.left <= this.step;
    if (back && node.label?.returned !== undefined) {
      parts.push(t("search_tree.node.returned", { value: node.label.returned }));
    } else if (back && node.label?.returned_items) {
      const { kind, count } = node.label.returned_items;
      parts.push(t(`search_tree.node.returned.${kind}`, { count }));
    }
    if (node.stubs.length > 0) {
      const saved = node.stubs.reduce((sum, s) => sum + this.tree.stubs[s].saved_nodes, 0);
      parts.push(node.label ? t("search_tree.node.cuts_program", { count: node.stubs.length })
        : t("search_tree.node.cuts", { count: node.stubs.length, saved: countInWords(tr, saved) }));
    }
    if (node.forced.length > 0) parts.push(t("search_tree.node.forced", { count: node.forced.length }));
    const call = node.label && node.end?.kind === "dead_end" ? "_call" : "";
    if (node.end) parts.push(t(`search_tree.end.${node.end.kind}${call}`));
    return sentences(t, parts);
  }

  /** A cut in words: the candidate, the rule and what it clashed with (the puzzle's module). */
  stubText(stub) {
    const { t, tr } = this.context;
    // A program's loop went on without calling again, at the line of its condition.
    if (stub.line) return t("search_tree.stub.line", { line: stub.line });
    // A program's call answered from its cache, for the calls its kept result took.
    if (stub.conflict.rule === "cached") {
      return stub.saved_nodes > 0 ? t("search_tree.stub.cached", { count: stub.saved_nodes }) : t("search_tree.stub.cached_unknown");
    }
    const { tree } = puzzleNamed(this.context.setup.puzzle);
    const what = tree.stub(tr, stub, t(`search_tree.rule.${stub.conflict.rule}`), this.instance);
    const saved = { count: countInWords(tr, stub.saved_nodes), leaves: countInWords(tr, stub.saved_leaves) };
    return sentences(t, [what, t("search_tree.stub.saved", saved)]);
  }

  /** Reveals the tree up to `step` of its lane and marks the path to where the search stands;
   *  `following` keeps where the search stands in sight (while playing). */
  update(step, following = false) {
    if (!this.tree || step === this.step) return;
    this.step = step;
    const state = stateAt(this.tree, this.layout, step);
    const nodes = Math.max(1, state.nodes);
    this.makeItems(nodes);
    for (let id = this.shown.nodes; id < nodes; id++) this.items[id].hidden = false;
    for (let id = nodes; id < Math.min(this.shown.nodes, this.items.length); id++) this.items[id].hidden = true;
    this.shown = { nodes, stubs: state.stubs, ends: state.ends, forced: state.forced };
    if (state.current !== this.current) {
      this.items[this.current]?.removeAttribute("aria-current");
      this.items[state.current].setAttribute("aria-current", "step");
      this.current = state.current;
      this.path = new Set(pathTo(this.tree.nodes, state.current));
      if (following || !this.focused) this.show(state.current);
    }
    // A focused node no longer visited hands the focus to where the search stands.
    if (this.focusId >= nodes) this.rove(state.current, this.focused);
    Object.assign(this.figure.dataset, {
      step: String(step), nodes: String(nodes), stubs: String(state.stubs), solutions: String(state.solutions),
    });
    this.summary.textContent = this.summaryText(state, step);
    this.paint();
  }

  summaryText(state, step) {
    const { t, tr } = this.context;
    const parts = [t("search_tree.summary.nodes", { count: state.nodes, step })];
    if (this.tree.stubs.length > 0) {
      // A program's cuts: the lab knows no tree without its conditions to price them in; its
      // calls answered from a cache stand for the calls their results took.
      const cached = this.tree.stubs.slice(0, state.stubs).filter((stub) => stub.conflict.rule === "cached");
      const program = this.tree.stubs[0].line !== undefined || cached.length > 0;
      const cuts = state.stubs - cached.length;
      if (!program) parts.push(t("search_tree.summary.cuts", { count: state.stubs, saved: countInWords(tr, state.saved) }));
      else if (cuts > 0 || cached.length === 0) parts.push(t("search_tree.summary.cuts_program", { count: cuts }));
      if (cached.length > 0) {
        const saved = cached.reduce((sum, stub) => sum + stub.saved_nodes, 0);
        parts.push(t("search_tree.summary.cached", { count: cached.length, saved: countInWords(tr, saved) }));
      }
    }
    if (this.layout.forced.length > 0) parts.push(t("search_tree.summary.forced", { count: state.forced }));
    parts.push(t("search_tree.summary.solutions", { count: state.solutions }));
    if (this.tree.truncated && step > this.tree.last_step) parts.push(t("search_tree.summary.past_drawn"));
    return sentences(t, parts);
  }

  /** Scrolls the box so that node `id` is in sight. */
  show(id) {
    if (!this.g) return;
    const box = this.scroller;
    const at = this.g.x(this.layout.nodeX[id]);
    if (at < box.scrollLeft + 24 || at > box.scrollLeft + box.clientWidth - 24) {
      box.scrollLeft = Math.max(0, at - box.clientWidth / 2);
    }
  }

  idOf(target) {
    const item = target?.closest?.("[data-node]");
    return item ? Number(item.dataset.node) : null;
  }

  /** Moves the roving tab stop (and the focus, if asked) to node `id`. */
  rove(id, focus) {
    if (id !== this.focusId) {
      this.items[this.focusId].tabIndex = -1;
      this.focusId = id;
    }
    this.items[id].tabIndex = 0;
    if (focus) {
      // Said as it stands now: a call that has returned since says what it returned.
      this.items[id].setAttribute("aria-label", this.nodeText(this.tree.nodes[id], id));
      this.items[id].focus({ preventScroll: true });
      this.show(id);
      this.paintSoon();
    }
  }

  /** What is under the pointer, in the tree's coordinates. */
  hit(event) {
    if (!this.g) return null;
    const box = this.canvas.getBoundingClientRect();
    const x = event.clientX - box.left + this.scroller.scrollLeft, y = event.clientY - box.top;
    return hitTest(this.tree, this.layout, this.g, this.shown, x, y);
  }

  clicked(event) {
    const id = this.idOf(event.target);
    const hit = id !== null ? { node: id } : this.hit(event);
    if (hit?.node !== undefined) {
      this.rove(hit.node, true);
      this.context.seek(this.tree.nodes[hit.node].step);
    } else if (hit?.stub !== undefined) {
      this.context.seek(this.tree.stubs[hit.stub].step);
    }
  }

  /** The pointer shows what it would click, and a tooltip names it. */
  hover(event) {
    const hit = this.hit(event);
    const key = hit ? JSON.stringify(hit) : "";
    if (key === this.hovered) return;
    this.hovered = key;
    this.canvas.classList.toggle("pointing", Boolean(hit));
    if (hit?.node !== undefined) this.canvas.title = this.nodeText(this.tree.nodes[hit.node], hit.node);
    else if (hit?.stub !== undefined) this.canvas.title = this.stubText(this.tree.stubs[hit.stub]);
    else this.canvas.removeAttribute("title");
  }

  /** ↑ parent, ↓ first child, ← → the nodes beside it at the same depth, Home the root, End
   *  where the search stands, Enter or Space seeks to the node's step. */
  key(event) {
    const id = this.idOf(event.target);
    if (id === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const nodes = this.tree.nodes;
    const visible = (other) => other !== undefined && other !== null && other < this.shown.nodes;
    let next = null;
    switch (event.key) {
      case "ArrowUp": next = nodes[id].parent ?? id; break;
      case "ArrowDown": next = nodes[id].children.find(visible) ?? id; break;
      case "ArrowLeft":
      case "ArrowRight": {
        const row = this.layout.byDepth[nodes[id].depth];
        const shown = countUpTo(row, this.shown.nodes - 1);
        const at = row.indexOf(id) + (event.key === "ArrowLeft" ? -1 : 1);
        next = at >= 0 && at < shown ? row[at] : id;
        break;
      }
      case "Home": next = 0; break;
      case "End": next = this.current; break;
      case "Enter":
      case " ":
        event.preventDefault();
        event.stopPropagation();
        this.context.seek(nodes[id].step);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (visible(next)) this.rove(next, true);
  }
}
