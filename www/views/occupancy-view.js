// The occupancy arrays, live, under an occupancy lane and under the mistake lab's copies of it:
// cols[col], anti[row + col] and diag[row − col + n − 1] drawn as strips of n, 2n − 1 and
// 2n − 1 cells that light up when a queen takes a line and clear when it is taken back, the
// index formula worked out for the candidate in hand, and its three look-ups marked (free,
// taken, not looked up, or never checked by a copy that forgets one). The arrays are the
// core's own (the occupancy of Lane.view), so a copy that forgets to undo shows lines still taken that no
// queen on the board holds: the lesson's bug, visible.

/** The lanes that keep occupancy arrays: occupancy and the mistake lab's broken copies. */
export const OCCUPANCY_LANES = ["occupancy", "forget-undo", "forget-diagonal", "forget-anti-diagonal"];
/** The arrays in the order the stepper looks them up, with the rule each one enforces. */
const LOOK_UP_ORDER = ["columns", "diagonals", "anti_diagonals"];
const RULE_OF = { columns: "column", diagonals: "diagonal", anti_diagonals: "anti_diagonal" };
/** The array a broken copy never looks up. */
const UNCHECKED = { "forget-diagonal": "diagonals", "forget-anti-diagonal": "anti_diagonals" };
/** The strips top to bottom, as the lessons list them. */
const SHOWN = ["columns", "anti_diagonals", "diagonals"];

/** The index each array gives the square (row, col) on a board of side n (counted from 0). */
export function lineIndex(array, row, col, n) {
  if (array === "columns") return col;
  if (array === "anti_diagonals") return row + col;
  return row - col + n - 1;
}

/** The arrays the board implies: for each line, the row of the queen on it, or null. */
export function arraysOfBoard(queens, n) {
  const arrays = { columns: Array(n).fill(null), diagonals: Array(2 * n - 1).fill(null), anti_diagonals: Array(2 * n - 1).fill(null) };
  queens.forEach((col, row) => {
    for (const array of LOOK_UP_ORDER) arrays[array][lineIndex(array, row, col, n)] = row;
  });
  return arrays;
}

export class OccupancyView {
  static fits(setup, strategy) {
    return setup.puzzle === "queens" && OCCUPANCY_LANES.includes(strategy);
  }

  /** Builds the strips under the board of `view` (a LaneView). */
  constructor(view, { t, setup, strategy, name }) {
    this.t = t;
    this.n = setup.n;
    this.strategy = strategy;
    const n = this.n;
    this.element = document.createElement("div");
    this.element.className = "occupancy";
    this.element.setAttribute("role", "group");
    this.element.setAttribute("aria-label", t("occupancy.label", { strategy: name }));
    this.strips = {};
    for (const array of SHOWN) {
      const strip = document.createElement("div");
      strip.className = "strip";
      strip.dataset.array = array;
      const head = document.createElement("p");
      head.className = "strip-head";
      const code = document.createElement("code");
      code.textContent = t(`occupancy.${array}.code`);
      const word = document.createElement("span");
      word.className = "strip-name";
      word.textContent = t(`occupancy.${array}.name`, { count: array === "columns" ? n : 2 * n - 1 });
      const formula = document.createElement("span");
      formula.className = "strip-formula";
      head.append(code, " ", word, formula);
      const cells = document.createElement("ol");
      cells.className = "cells";
      cells.setAttribute("aria-hidden", "true");
      cells.style.setProperty("--cells", String(array === "columns" ? n : 2 * n - 1));
      const list = Array.from({ length: array === "columns" ? n : 2 * n - 1 }, (_, index) => {
        const cell = document.createElement("li");
        cell.dataset.index = String(index);
        cell.textContent = String(index);
        cells.append(cell);
        return cell;
      });
      strip.append(head, cells);
      this.element.append(strip);
      this.strips[array] = { formula, cells: list };
    }
    this.sentence = document.createElement("p");
    this.sentence.className = "lookups";
    this.element.append(this.sentence);
    const hint = document.createElement("p");
    hint.className = "hint";
    hint.textContent = t("occupancy.hint");
    this.element.append(hint);
    view.canvas.after(this.element);
    this.shownKey = "";
  }

  /** Shows the arrays as the lane holds them now, and the look-ups of its last event. */
  show(lane) {
    const held = lane.view().occupancy;
    if (!held) return;
    const event = lane.event();
    const board = arraysOfBoard(Array.from(lane.board()), this.n);
    const key = JSON.stringify([held, event]);
    if (key === this.shownKey) return;
    this.shownKey = key;
    const candidate = ["try", "reject", "place", "undo"].includes(event?.kind) ? event.at : null;
    const looks = candidate ? this.lookUps(event, held) : {};
    let stale = 0;
    for (const array of SHOWN) {
      const { formula, cells } = this.strips[array];
      cells.forEach((cell, index) => {
        const row = held[array][index];
        const taken = row !== null && row !== undefined;
        const ghost = taken && board[array][index] !== row;
        if (ghost) stale++;
        setState(cell, "taken", taken ? (ghost ? "stale" : "yes") : null);
        const look = candidate && lineIndex(array, candidate.row, candidate.col, this.n) === index ? looks[array] : null;
        setState(cell, "look", look);
        const title = taken
          ? this.t(ghost ? "occupancy.cell.stale" : "occupancy.cell.taken", { line: `${this.code(array)}[${index}]`, row: row + 1 })
          : this.t("occupancy.cell.free", { line: `${this.code(array)}[${index}]` });
        if (cell.title !== title) cell.title = title;
      });
      formula.textContent = candidate ? ` ${this.formula(array, candidate)}` : "";
    }
    this.sentence.textContent = this.describe(event, candidate, looks, held, stale);
  }

  code(array) {
    return this.t(`occupancy.${array}.short`);
  }

  /** "row + col = 1 + 2 = 3", in the code's terms (counted from 0). */
  formula(array, { row, col }) {
    const n = this.n;
    return this.t(`occupancy.${array}.formula`, { row, col, n, index: lineIndex(array, row, col, n) });
  }

  /** What each look-up of the candidate found: free, taken, skipped (after the first taken
   *  one), unchecked (the copy forgets it), placed (marked now) or freed / kept (by an undo). */
  lookUps(event, held) {
    const looks = {};
    const { row, col } = event.at;
    if (event.kind === "place") {
      for (const array of LOOK_UP_ORDER) looks[array] = "placed";
      return looks;
    }
    if (event.kind === "undo") {
      for (const array of LOOK_UP_ORDER) {
        const index = lineIndex(array, row, col, this.n);
        looks[array] = held[array][index] === row ? "kept" : "freed";
      }
      return looks;
    }
    let found = false;
    for (const array of LOOK_UP_ORDER) {
      if (UNCHECKED[this.strategy] === array) looks[array] = "unchecked";
      else if (event.kind === "try") looks[array] = "pending";
      else if (found) looks[array] = "skipped";
      else if (event.kind === "reject" && event.conflict.rule === RULE_OF[array]) {
        looks[array] = "taken";
        found = true;
      } else looks[array] = "free";
    }
    return looks;
  }

  describe(event, candidate, looks, held, stale) {
    const t = this.t;
    let text;
    if (!candidate) {
      text = t("occupancy.idle");
    } else {
      const where = { row: candidate.row + 1, col: candidate.col + 1 };
      const line = (array) => `${this.code(array)}[${lineIndex(array, candidate.row, candidate.col, this.n)}]`;
      const parts = LOOK_UP_ORDER.map((array) => {
        const at = lineIndex(array, candidate.row, candidate.col, this.n);
        const holder = held[array][at];
        return t(`occupancy.look.${looks[array]}`, { line: line(array), row: (holder ?? 0) + 1 });
      });
      text = t(`occupancy.event.${event.kind}`, { ...where, lines: parts.join(t("list.separator")) });
    }
    return stale > 0 ? t("search_tree.join", { first: text, second: t("occupancy.stale", { count: stale }) }) : text;
  }
}

function setState(cell, name, value) {
  const now = cell.dataset[name] ?? null;
  if (now === (value ?? null)) return;
  if (value === null || value === undefined) delete cell.dataset[name];
  else cell.dataset[name] = value;
}

/** The lab's feature (lab/features.js): the strips under every lane that keeps the arrays. */
export const occupancyStrips = {
  attach: (lab) => ({
    lane: (view) => (OccupancyView.fits(lab.setup, view.strategy)
      ? new OccupancyView(view, { t: lab.t, number: lab.number, setup: lab.setup, strategy: view.strategy, name: view.name })
      : null),
  }),
};
