// One lane of the race: a strategy searching the shared instance, with its board, its live
// counters and a sentence saying what the last event was and why. The search itself lives in
// the Rust core (a Lane handle); this module only shows it.

import { puzzleNamed, laneWords, strategyName } from "../puzzles/registry.js";
import { formatCount, formatTreeSize, formatShare } from "../words/words.js";
import { codeOf, lineOf } from "./code.js";
import { escapeHtml } from "../words/html.js";
import { isProgramLane } from "../puzzles/programs.js";
import { programSentence } from "./program-view.js";
import { own } from "../puzzles/own.js";

/** The counters of a lane, by their data-stat names (lane.stat.* in the tables). */
const COUNTERS = [
  "nodes", "rejected", "leaf_checks", "undos", "solutions", "depth",
  // The cost of a node: occupancy arrays make it cheaper, the tree stays the same.
  "comparisons",
];
/**
 * A program lane's counters: its steps as the lessons count them, its calls, the passes of its
 * loop over candidates that made no call (its own conditions' cuts), the calls that returned
 * having made no call and ended nothing (its dead ends), its depth, the complete
 * boards it reached (each checked by the core's validator: its leaf checks) and the true
 * solutions among them (or, with no board, the solutions it recorded).
 */
const PROGRAM_COUNTERS = ["steps", "nodes", "rejected", "dead_ends", "depth", "complete_boards", "solutions"];

export class LaneView {
  /**
   * `index` is the lane's place (its colour: --lane-1 … --lane-4 in the stylesheet, lighter in
   * the dark theme; `paperColour` is the one for white paper, the saved picture's); `tr` is
   * the lab's translator: every word of the lane is in the lab's language.
   */
  constructor(setup, strategy, { index, paperColour }, tr) {
    const { t } = tr;
    this.tr = tr;
    this.setup = setup;
    this.puzzle = puzzleNamed(setup.puzzle);
    this.strategy = strategy;
    this.name = strategyName(t, setup.puzzle, strategy);
    this.element = document.createElement("article");
    this.element.className = "lane";
    this.element.dataset.lane = strategy;
    this.element.style.setProperty("--lane-colour", `var(--lane-${index + 1})`);
    this.element.dataset.colour = paperColour;
    /** A program lane runs the learner's Python: its counters and sentences are a program's. */
    this.program = isProgramLane(strategy);
    const shown = this.program ? this.puzzle.programCounters ?? PROGRAM_COUNTERS : [...COUNTERS, ...this.puzzle.counters];
    const text = (key, vars) => escapeHtml(t(key, vars));
    const counters = shown.map((key) =>
      `<div><dt>${text(`lane.stat.${key}`)}</dt><dd data-stat="${key}">0</dd></div>`).join("");
    // The board's text alternative (its pieces and the last event) is the canvas's description;
    // its name says how far the lane has come. Ids are unique within the lab: one lane per strategy.
    this.element.innerHTML = `
      <header class="lane-head">
        <h3><span class="swatch" aria-hidden="true"></span>${escapeHtml(this.name)}</h3>
        <span class="status" data-stat="status" data-value="running">${text("status.running")}</span>
      </header>
      <p class="blurb">${text(this.program && this.puzzle.strategies.length === 0 ? "program.own.summary" : `${laneWords(setup.puzzle, strategy)}.summary`)}</p>
      <canvas class="board" role="img" aria-describedby="board-alt-${strategy}"></canvas>
      <p class="visually-hidden" id="board-alt-${strategy}"></p>
      <p class="narration"></p>
      <pre class="code" role="group" aria-label="${text("lane.code.label")}"></pre>
      <dl class="counters">${counters}</dl>
      <p class="tree"></p>`;
    this.canvas = this.element.querySelector("canvas");
    this.alt = this.element.querySelector(`#board-alt-${strategy}`);
    this.statusElement = this.element.querySelector("[data-stat=status]");
    this.narration = this.element.querySelector(".narration");
    this.codeElement = this.element.querySelector(".code");
    this.code = codeOf(setup.puzzle, strategy, t);
    this.codeElement.replaceChildren(...this.code.lines.map((words) => {
      const line = document.createElement("span");
      line.textContent = words;
      line.style.setProperty("--indent", String(/^ */.exec(words)[0].length));
      return line;
    }));
    this.currentLine = -1;
    this.tree = this.element.querySelector(".tree");
    this.stats = Object.fromEntries(shown.map((key) =>
      [key, this.element.querySelector(`[data-stat=${key}]`)]));
    /** The last event in words, for the lab's live region. */
    this.sentence = "";
  }

  /** Shows the lane's state now: board, counters, status, and the last event in words.
   *  Returns the counters it read, for the chart. */
  show(lane) {
    const { tr } = this;
    const { t } = tr;
    const stats = lane.stats();
    const event = lane.event();
    const status = lane.status();
    // A program that holds no board of the puzzle records solutions with none to show.
    const solved = stats.solutions > 0 && status !== "running" && !(this.program && lane.solution().length === 0);
    const values = { ...stats, depth: lane.depth(), steps: lane.steps(), complete_boards: stats.leaf_checks };
    for (const [key, element] of Object.entries(this.stats)) {
      setText(element, formatCount(tr, values[key]));
    }
    // Before its first step a lane is ready, not running (data-value keeps the core's status).
    const said = status === "running" && values.steps === 0 ? "ready" : status;
    if (this.statusElement.dataset.said !== said) {
      this.statusElement.dataset.value = status;
      this.statusElement.dataset.said = said;
      this.statusElement.textContent = t(`status.${said}`);
      this.element.dataset.status = status;
    }
    const { puzzle } = this;
    // What stays the same for the whole run is read once.
    this.instance ??= lane.instance();
    // A finished walk of the whole tree has undone everything: show its first solution.
    const finished = solved && status === "finished";
    // A program that holds no board of the tab's puzzle has its state drawn in the board's
    // place, as the tab for your own problem draws it.
    const view = this.program && !finished ? lane.view() : null;
    const drawer = view?.instead ? own : puzzle;
    // (On the tab for your own problem the view read is the board: read once a frame.)
    const board = view && (view.instead || puzzle === own) ? view : puzzle.board(lane, this.instance, { finished, program: this.program });
    // A program's complete board that breaks the rule is drawn, and said, with its first
    // clash, as a strategy's failed check at the bottom is.
    const clash = view?.clash ?? null;
    const shown = clash ? { kind: "leaf_check", clash } : event;
    let sentence = this.program
      ? programSentence(tr, event, status, status === "error" ? lane.details() : null, values.steps)
      : puzzle.describe(tr, event, stats, this.instance, board);
    if (clash) sentence = `${sentence} ${puzzle.describe(tr, shown, stats, this.instance, board)}`;
    if (finished) sentence = t("lane.narration.first_solution_shown", { event: sentence });
    this.sentence = sentence;
    if (clash) this.canvas.dataset.clash = [clash.first, clash.second].map((c) => `${c.row},${c.col}`).join(";");
    else delete this.canvas.dataset.clash;
    drawer.draw(this.canvas, board, { event: shown, solved });
    setLabel(this.canvas, drawer.label(tr, board, this.name));
    setText(this.alt, drawer.alt(tr, board, sentence));
    const line = lineOf(this.code, event);
    if (line !== this.currentLine) {
      this.codeElement.children[this.currentLine]?.classList.remove("current");
      this.codeElement.children[line]?.classList.add("current");
      this.codeElement.dataset.line = String(line);
      this.currentLine = line;
    }
    setText(this.narration, sentence);
    setText(this.tree, this.program ? "" : describeTree(tr, lane.treeSize(), stats.nodes, status, this.setup.budget));
    return stats;
  }
}

/** Changes text only when it changed: a redraw at 60 frames a second rewrites nothing else. */
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function setLabel(element, text) {
  if (element.getAttribute("aria-label") !== text) element.setAttribute("aria-label", text);
}

function describeTree(tr, treeSize, nodes, status, budget) {
  const { t } = tr;
  if (treeSize === undefined || treeSize === null) {
    if (status === "finished" || status === "no_solution") return t("tree.all_visited", { count: nodes });
    return status === "budget_exhausted"
      ? t("tree.stopped_at_budget", { count: budget })
      : t("tree.no_closed_form");
  }
  const share = formatShare(tr, (100 * nodes) / treeSize);
  const size = formatTreeSize(tr, treeSize);
  // A size shown as a power of ten takes the plural of a large round number ("около 1,2 × 10¹⁴
  // узлов"), not that of its exact last digits.
  const count = treeSize < 1e12 ? treeSize : 1e12;
  return t(status === "budget_exhausted" ? "tree.budget_spent" : "tree.whole", { size, share, count });
}
