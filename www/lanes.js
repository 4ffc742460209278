// One lane of the race: a strategy searching the shared instance, with its board, its live
// counters and a sentence saying what the last event was and why. The search itself lives in
// the Rust core (a Lane handle); this module only shows it.

import { drawQueensBoard, drawSudokuBoard } from "./render.js";
import { formatCount, formatTreeSize, formatShare, describeEvent } from "./words.js";
import { codeOf, lineOf } from "./code.js";

/** What each strategy does, in one line, for the lane's heading. */
export const STRATEGIES = {
  queens: {
    naive: "Any column in each row; checks only the full board.",
    permutation: "Only unused columns; checks diagonals on the full board.",
    pruned: "Checks each queen against the earlier rows before placing it.",
    occupancy: "Same checks as pruned, by three array look-ups.",
  },
  sudoku: {
    naive: "Any digit in each empty cell; checks only the full grid.",
    permutation: "Each row's missing digits; checks columns and boxes at the end.",
    pruned: "Checks row, column and box before placing a digit.",
    candidates: "Fills the cell with the fewest candidates first.",
    propagation: "Places forced digits (singles) first, then guesses like candidates.",
  },
};

const COUNTERS = [
  ["nodes", "nodes"],
  ["rejected", "rejected"],
  ["leaf_checks", "leaf checks"],
  ["undos", "undos"],
  ["solutions", "solutions"],
  ["depth", "depth"],
  // The cost of a node: occupancy arrays make it cheaper, the tree stays the same.
  ["comparisons", "comparisons"],
];

const STATUS_TEXT = {
  running: "running",
  first_solution: "first solution found",
  cap_reached: "enough solutions found",
  finished: "finished",
  no_solution: "no solution",
  budget_exhausted: "budget exhausted",
};

/** The setup every lane of a race shares. */
export function createLane(core, setup, strategy) {
  return setup.puzzle === "queens"
    ? core.Lane.queens(setup.n, strategy, setup.mode, setup.budget)
    : core.Lane.sudoku(setup.grid, strategy, setup.mode, setup.budget);
}

export class LaneView {
  constructor(setup, strategy, colour) {
    this.setup = setup;
    this.strategy = strategy;
    this.element = document.createElement("article");
    this.element.className = "lane";
    this.element.dataset.lane = strategy;
    this.element.style.setProperty("--lane-colour", colour);
    const title = strategy[0].toUpperCase() + strategy.slice(1);
    const shown = setup.puzzle === "sudoku" ? [...COUNTERS, ["forced", "forced"]] : COUNTERS;
    const counters = shown.map(([key, label]) =>
      `<div><dt>${label}</dt><dd data-stat="${key}">0</dd></div>`).join("");
    this.element.innerHTML = `
      <header class="lane-head">
        <h3><span class="swatch" aria-hidden="true"></span>${title}</h3>
        <span class="status" data-stat="status" data-value="running">running</span>
      </header>
      <p class="blurb">${STRATEGIES[setup.puzzle][strategy]}</p>
      <canvas class="board" role="img"></canvas>
      <p class="narration"></p>
      <pre class="code" aria-label="The strategy's loop; the highlighted line is the last event's"></pre>
      <dl class="counters">${counters}</dl>
      <p class="tree"></p>`;
    this.canvas = this.element.querySelector("canvas");
    this.statusElement = this.element.querySelector("[data-stat=status]");
    this.narration = this.element.querySelector(".narration");
    this.code = this.element.querySelector(".code");
    this.lines = codeOf(setup.puzzle, strategy);
    this.code.replaceChildren(...this.lines.map(([text]) => {
      const line = document.createElement("span");
      line.textContent = text;
      return line;
    }));
    this.currentLine = -1;
    this.tree = this.element.querySelector(".tree");
    this.stats = Object.fromEntries(shown.map(([key]) =>
      [key, this.element.querySelector(`[data-stat=${key}]`)]));
  }

  /** Shows the lane's state now: board, counters, status, and the last event in words.
   *  Returns the counters it read, for the chart. */
  show(lane) {
    const stats = lane.stats();
    const event = lane.event();
    const status = lane.status();
    const solved = stats.solutions > 0 && status !== "running";
    // A finished walk of the whole tree has undone everything: show its first solution.
    const board = Array.from(solved && status === "finished" ? lane.solution() : lane.board());
    const values = { ...stats, depth: lane.depth() };
    for (const [key, element] of Object.entries(this.stats)) {
      const text = formatCount(values[key]);
      if (element.textContent !== text) element.textContent = text;
    }
    this.statusElement.dataset.value = status;
    this.statusElement.textContent = status;
    this.statusElement.title = STATUS_TEXT[status];
    this.element.dataset.status = status;
    const size = lane.size();
    if (this.setup.puzzle === "queens") {
      this.canvas.dataset.queens = board.join(",");
      drawQueensBoard(this.canvas, { n: size, queens: board, event, solved });
      this.canvas.setAttribute("aria-label",
        `${this.strategy}: ${board.length} of ${size} queens placed`);
    } else {
      this.canvas.dataset.grid = board.join("");
      this.givens ??= Array.from(lane.givens());
      drawSudokuBoard(this.canvas, { size, cells: board, givens: this.givens, event, solved });
      this.canvas.setAttribute("aria-label",
        `${this.strategy}: ${board.filter((d) => d).length} of ${size * size} cells filled`);
    }
    const line = lineOf(this.lines, event);
    if (line !== this.currentLine) {
      this.code.children[this.currentLine]?.classList.remove("current");
      this.code.children[line]?.classList.add("current");
      this.code.dataset.line = String(line);
      this.currentLine = line;
    }
    this.narration.textContent = describeEvent(this.setup.puzzle, event, stats)
      + (solved && status === "finished" ? " Showing the first solution." : "");
    this.tree.textContent = describeTree(lane.treeSize(), stats.nodes, status, this.setup.budget);
    return stats;
  }
}

function describeTree(treeSize, nodes, status, budget) {
  if (treeSize === undefined || treeSize === null) {
    if (status === "finished" || status === "no_solution") return `Whole tree: ${formatCount(nodes)} nodes, all visited.`;
    return status === "budget_exhausted"
      ? `Stopped at the budget of ${formatCount(budget)} nodes.`
      : "Whole tree: no closed form (the checks decide its size).";
  }
  const shareText = formatShare((100 * nodes) / treeSize);
  const whole = `Whole tree: ${formatTreeSize(treeSize)} nodes; visited ${shareText}.`;
  return status === "budget_exhausted"
    ? `Budget spent. Finishing would need ${formatTreeSize(treeSize)} nodes; visited ${shareText}.`
    : whole;
}
