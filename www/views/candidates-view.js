// Pencil marks, live, under a candidates or propagation lane: every empty cell of the lane's
// board shows its candidates (the digits its row, column and box do not hold yet), the cell
// the strategy takes next (the fewest candidates, the first in reading order on a tie) is
// marked, and a forced placement says which single forced it: a naked single (one candidate
// left in the cell) or a hidden single (one place left for the digit in its row, column or
// box, shaded). Drawn over the lane's board, with a sentence under it.

import { prepare } from "../canvas/render.js";

export const CANDIDATE_LANES = ["candidates", "propagation"];
const BOXES = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };
/** A digit as a grid writes it: 1–9, then A–G on a 16 × 16 grid. */
const glyph = (d) => (d <= 9 ? String(d) : String.fromCharCode(55 + d));
const INK = { mark: "#5b5b6b", next: "#7a3fa0", unit: "rgba(45, 138, 78, 0.16)", badge: "#2d8a4e", badgeInk: "#ffffff" };

/** The candidates of every cell of a row-major grid (0 empty) as bit sets (bit d for digit
 *  d); 0 for a filled cell. */
export function candidatesOf(cells, size) {
  const [boxRows, boxCols] = BOXES[size];
  const rows = new Array(size).fill(0), cols = new Array(size).fill(0), boxes = new Array(size).fill(0);
  const box = (r, c) => Math.floor(r / boxRows) * (size / boxCols) + Math.floor(c / boxCols);
  cells.forEach((d, i) => {
    if (!d) return;
    const r = Math.floor(i / size), c = i % size;
    rows[r] |= 1 << d;
    cols[c] |= 1 << d;
    boxes[box(r, c)] |= 1 << d;
  });
  const all = ((1 << (size + 1)) - 1) & ~1;
  return cells.map((d, i) => {
    if (d) return 0;
    const r = Math.floor(i / size), c = i % size;
    return all & ~(rows[r] | cols[c] | boxes[box(r, c)]);
  });
}

/** The digits in a bit set, ascending. */
export function digitsOf(mask) {
  const digits = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) digits.push(d);
  return digits;
}

/** The empty cell with the fewest candidates, the first in reading order on a tie (as the
 *  core chooses); null on a full grid. */
export function fewestCandidates(cells, masks) {
  let best = null;
  cells.forEach((d, i) => {
    if (d) return;
    const count = digitsOf(masks[i]).length;
    if (best === null || count < best.count) best = { index: i, count };
  });
  return best;
}

export class CandidatesView {
  static fits(setup, strategy) {
    return setup.puzzle === "sudoku" && CANDIDATE_LANES.includes(strategy);
  }

  constructor(view, { t, setup }) {
    this.t = t;
    this.canvas = view.canvas;
    this.size = Math.round(Math.sqrt(setup.grid.length));
    this.caption = document.createElement("p");
    this.caption.className = "candidates-note";
    view.canvas.after(this.caption);
  }

  /** Draws the pencil marks over the board the lane view has just drawn. */
  show(lane) {
    const { size, t } = this;
    const status = lane.status();
    const solved = lane.stats().solutions > 0 && status !== "running";
    const cells = Array.from(solved && status === "finished" ? lane.solution() : lane.board());
    const event = lane.event();
    const masks = candidatesOf(cells, size);
    const next = fewestCandidates(cells, masks);
    const { context, side } = prepare(this.canvas);
    const s = side / size;
    const [boxRows, boxCols] = BOXES[size];
    const cellOf = (i) => ({ row: Math.floor(i / size), col: i % size });
    const name = (cell) => t("cell.sudoku", { row: cell.row + 1, col: cell.col + 1 });
    const busy = ["try", "reject", "undo"].includes(event?.kind) ? event.at.row * size + event.at.col : -1;

    if (event?.kind === "forced" && event.reason.kind === "hidden_single") {
      // The unit in which the digit had one place left.
      const { row, col } = event.at;
      const [x, y, w, h] = event.reason.unit === "row" ? [0, row * s, side, s]
        : event.reason.unit === "column" ? [col * s, 0, s, side]
          : [Math.floor(col / boxCols) * boxCols * s, Math.floor(row / boxRows) * boxRows * s, boxCols * s, boxRows * s];
      context.fillStyle = INK.unit;
      context.fillRect(x, y, w, h);
    }
    // Marks in a small grid per cell, laid out like the box (2×2, 2×3, 3×3).
    const across = boxCols, down = Math.ceil(size / boxCols);
    const font = Math.min(Math.min(s / down, s / across) * 0.8, s * 0.3);
    context.save();
    context.fillStyle = INK.mark;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.font = `${Math.max(5, font)}px system-ui, sans-serif`;
    masks.forEach((mask, i) => {
      if (!mask || i === busy) return;
      const { row, col } = cellOf(i);
      for (const d of digitsOf(mask)) {
        const k = d - 1;
        const cx = col * s + ((k % across) + 0.5) * (s / across);
        const cy = row * s + (Math.floor(k / across) + 0.5) * (s / down);
        if (font >= 6) context.fillText(glyph(d), cx, cy);
        else context.fillRect(cx - 1, cy - 1, 2, 2);
      }
    });
    context.restore();
    if (next && !solved) {
      const { row, col } = cellOf(next.index);
      context.save();
      context.strokeStyle = INK.next;
      context.lineWidth = 2.5;
      context.setLineDash([5, 3]);
      context.strokeRect(col * s + 3, row * s + 3, s - 6, s - 6);
      context.restore();
    }
    if (event?.kind === "forced") {
      const { row, col } = event.at;
      const badge = t(event.reason.kind === "naked_single" ? "candidates.badge.naked" : "candidates.badge.hidden");
      const r = Math.max(4.5, s * 0.18);
      context.save();
      context.fillStyle = INK.badge;
      context.beginPath();
      context.arc(col * s + s - r - 1, row * s + r + 1, r, 0, 2 * Math.PI);
      context.fill();
      context.fillStyle = INK.badgeInk;
      context.font = `700 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText(badge, col * s + s - r - 1, row * s + r + 1.5);
      context.restore();
    }
    this.canvas.dataset.candidates = masks.map((m) => digitsOf(m).join("")).join(",");
    this.canvas.dataset.next = next && !solved ? name(cellOf(next.index)) : "";

    let text;
    if (event?.kind === "forced") {
      const what = { value: event.value, cell: name(event.at) };
      text = event.reason.kind === "naked_single"
        ? t("candidates.forced.naked", what)
        : t(`candidates.forced.hidden.${event.reason.unit}`, what);
    } else if (!next || solved) {
      text = t("candidates.full");
    } else if (next.count === 0) {
      text = t("candidates.next.none", { cell: name(cellOf(next.index)) });
    } else {
      text = t("candidates.next", {
        cell: name(cellOf(next.index)), count: next.count,
        digits: digitsOf(masks[next.index]).map(glyph).join(t("list.separator")),
      });
    }
    if (this.caption.textContent !== text) this.caption.textContent = text;
  }
}

/** The lab's feature (lab/features.js): the pencil marks over every candidates or propagation lane. */
export const pencilMarks = {
  attach: (lab) => ({
    lane: (view) => (CandidatesView.fits(lab.setup, view.strategy)
      ? new CandidatesView(view, { t: lab.t, number: lab.number, setup: lab.setup, strategy: view.strategy, name: view.name })
      : null),
  }),
};
