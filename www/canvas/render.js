// Draws the boards on canvases, crisp at any device pixel ratio: N-Queens and Sudoku, each a
// picture of one lane's state (the pieces on the board) plus its last event (the square being
// tried, a rejection drawn as a line from the piece it collides with, an undo, a failed leaf
// check's conflicting pair, a solution).

import { digitName } from "../words/words.js";
import { boxSize } from "./box.js";

export const COLOURS = {
  light: "#f0e6d2",
  dark: "#c9a27e",
  queen: "#1d1d2b",
  rim: "#f7f3ea",
  paper: "#fffdf8",
  gridLine: "#8a8478",
  boxLine: "#1d1d2b",
  given: "#1d1d2b",
  placed: "#2f5d8a",
  trying: "#e0a100",
  placing: "#2d8a4e",
  rejected: "#c0282f",
  undone: "#a05a00",
  solution: "#d4a017",
  cursor: "#2f5d8a",
  marked: "#f6c7c9",
};

/**
 * Sizes the canvas backing store to its CSS box times devicePixelRatio (one bitmap pixel per
 * device pixel, also at fractional ratios and widths) and returns a 2D context that draws in
 * CSS pixels, plus the side of the square in CSS pixels (the bitmap's, within half a pixel of
 * the box's), so that drawing scales by exactly the ratio and snapping stays on device pixels.
 */
export function prepare(canvas) {
  const ratio = window.devicePixelRatio || 1;
  const pixels = Math.max(1, Math.round(boxSize(canvas).width * ratio));
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  const context = canvas.getContext("2d");
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { context, side: pixels / ratio };
}

/** The square (row, col) in CSS pixels, snapped to whole device pixels so edges stay sharp. */
function square(side, n, row, col) {
  const ratio = window.devicePixelRatio || 1;
  const snap = (v) => Math.round(v * ratio) / ratio;
  const x = snap((col * side) / n), y = snap((row * side) / n);
  return { x, y, w: snap(((col + 1) * side) / n) - x, h: snap(((row + 1) * side) / n) - y };
}

function centre(side, n, cell) {
  const s = side / n;
  return [(cell.col + 0.5) * s, (cell.row + 0.5) * s];
}

function outline(context, side, n, cell, colour, width = 3, dash = []) {
  const { x, y, w, h } = square(side, n, cell.row, cell.col);
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.setLineDash(dash);
  context.strokeRect(x + width / 2, y + width / 2, w - width, h - width);
  context.restore();
}

/** A line from the centre of one square to another, ending in a dot on the first. */
function conflictLine(context, side, n, from, to, colour) {
  const [x0, y0] = centre(side, n, from);
  const [x1, y1] = centre(side, n, to);
  context.save();
  context.strokeStyle = colour;
  context.fillStyle = colour;
  context.lineWidth = Math.max(2, side / n / 12);
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(x0, y0);
  context.lineTo(x1, y1);
  context.stroke();
  context.beginPath();
  context.arc(x0, y0, Math.max(3, side / n / 10), 0, 2 * Math.PI);
  context.fill();
  context.restore();
}

function cross(context, side, n, cell, colour) {
  const s = side / n;
  crossAt(context, centre(side, n, cell), s * 0.3, colour, Math.max(2, s / 10));
}

/** An × of half-size `r` centred on [x, y]: every board's mark of a rejected piece. */
export function crossAt(context, [cx, cy], r, colour, width) {
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(cx - r, cy - r); context.lineTo(cx + r, cy + r);
  context.moveTo(cx + r, cy - r); context.lineTo(cx - r, cy + r);
  context.stroke();
  context.restore();
}

/** A frame of `width` round the whole board: a solution's gold, a passed check's green. */
export function frame(context, side, colour, width) {
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.strokeRect(width / 2, width / 2, side - width, side - width);
  context.restore();
}

/** A crown-shaped queen in the square (row, col). */
function drawQueen(context, side, n, row, col, fill = COLOURS.queen, alpha = 1) {
  const cell = side / n;
  const x = col * cell, y = row * cell;
  const u = cell / 10;
  context.save();
  context.globalAlpha = alpha;
  context.beginPath();
  context.moveTo(x + 2 * u, y + 7.6 * u);
  context.lineTo(x + 1.6 * u, y + 3.4 * u);
  context.lineTo(x + 3.4 * u, y + 5.2 * u);
  context.lineTo(x + 5 * u, y + 2.4 * u);
  context.lineTo(x + 6.6 * u, y + 5.2 * u);
  context.lineTo(x + 8.4 * u, y + 3.4 * u);
  context.lineTo(x + 8 * u, y + 7.6 * u);
  context.closePath();
  context.fillStyle = fill;
  context.strokeStyle = COLOURS.rim;
  context.lineWidth = Math.max(1, u * 0.35);
  context.lineJoin = "round";
  context.fill();
  context.stroke();
  context.fillRect(x + 2 * u, y + 7.9 * u, 6 * u, 0.9 * u);
  context.strokeRect(x + 2 * u, y + 7.9 * u, 6 * u, 0.9 * u);
  context.restore();
}

/** Marks of the last event shared by both puzzles; `ghost(cell, value, colour)` draws a piece. */
function drawEvent(context, side, n, event, ghost) {
  if (!event) return;
  switch (event.kind) {
    case "try":
      ghost(event.at, event.value, COLOURS.trying);
      outline(context, side, n, event.at, COLOURS.trying);
      break;
    case "reject":
      ghost(event.at, event.value, COLOURS.rejected);
      conflictLine(context, side, n, event.conflict.with, event.at, COLOURS.rejected);
      outline(context, side, n, event.conflict.with, COLOURS.rejected, 2);
      cross(context, side, n, event.at, COLOURS.rejected);
      break;
    case "place":
      outline(context, side, n, event.at, COLOURS.placing);
      break;
    case "undo":
      ghost(event.at, event.value, COLOURS.undone);
      outline(context, side, n, event.at, COLOURS.undone, 3, [4, 3]);
      break;
    case "forced":
      outline(context, side, n, event.at, COLOURS.placing, 3, [3, 3]);
      break;
    case "no_place": {
      // The whole unit in which the digit has nowhere to go.
      const box = BOXES[n] ?? [1, 1];
      const [rows, cols] = event.unit === "row" ? [1, n] : event.unit === "column" ? [n, 1] : box;
      const s = side / n;
      context.save();
      context.strokeStyle = COLOURS.rejected;
      context.lineWidth = 4;
      context.strokeRect(event.at.col * s + 2, event.at.row * s + 2, cols * s - 4, rows * s - 4);
      context.restore();
      break;
    }
    case "dead_end":
      outline(context, side, n, event.at, COLOURS.rejected, 3);
      cross(context, side, n, event.at, COLOURS.rejected);
      break;
    case "leaf_check":
      if (event.clash) {
        conflictLine(context, side, n, event.clash.first, event.clash.second, COLOURS.rejected);
        outline(context, side, n, event.clash.first, COLOURS.rejected);
        outline(context, side, n, event.clash.second, COLOURS.rejected);
      } else {
        frame(context, side, COLOURS.placing, 4);
      }
      break;
    case "solution":
      frame(context, side, COLOURS.solution, 6);
      break;
    default:
      break;
  }
}

/** An N-Queens board: `view` is { n, queens (a column per filled row), event, solved }. */
export function drawQueensBoard(canvas, { n, queens, event, solved }) {
  const { context, side } = prepare(canvas);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const { x, y, w, h } = square(side, n, row, col);
      context.fillStyle = (row + col) % 2 === 0 ? COLOURS.light : COLOURS.dark;
      context.fillRect(x, y, w, h);
    }
  }
  queens.forEach((col, row) => drawQueen(context, side, n, row, col));
  drawEvent(context, side, n, event, (cell, _value, colour) =>
    drawQueen(context, side, n, cell.row, cell.col, colour, 0.75));
  if (solved && event?.kind !== "solution") frame(context, side, COLOURS.solution, 4);
}

const BOXES = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 16: [4, 4] };

/**
 * A Sudoku board: `view` is { size, cells, givens, event, solved, cursor, marked } where
 * cells and givens are row-major digits (0 empty), cursor an optional {row, col} and marked
 * a list of cells to shade (conflicting givens).
 */
export function drawSudokuBoard(canvas, { size, cells, givens, event, solved, cursor, marked = [] }) {
  const { context, side } = prepare(canvas);
  const [boxRows, boxCols] = BOXES[size];
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, side, side);
  for (const cell of marked) {
    const { x, y, w, h } = square(side, size, cell.row, cell.col);
    context.fillStyle = COLOURS.marked;
    context.fillRect(x, y, w, h);
  }
  const s = side / size;
  const digit = (cell, value, colour, alpha = 1, weight = 600) => {
    const [cx, cy] = centre(side, size, cell);
    context.save();
    context.globalAlpha = alpha;
    context.fillStyle = colour;
    context.font = `${weight} ${Math.round(s * 0.6)}px system-ui, sans-serif`;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(digitName(value), cx, cy + s * 0.03);
    context.restore();
  };
  for (let i = 0; i < size * size; i++) {
    if (cells[i]) {
      const given = givens[i] !== 0;
      digit({ row: Math.floor(i / size), col: i % size }, cells[i],
        given ? COLOURS.given : COLOURS.placed, 1, given ? 700 : 500);
    }
  }
  context.save();
  for (let k = 0; k <= size; k++) {
    const thickRow = k % boxRows === 0, thickCol = k % boxCols === 0;
    const p = Math.round(k * s * (window.devicePixelRatio || 1)) / (window.devicePixelRatio || 1);
    context.strokeStyle = thickRow ? COLOURS.boxLine : COLOURS.gridLine;
    context.lineWidth = thickRow ? 2 : 1;
    context.beginPath(); context.moveTo(0, p); context.lineTo(side, p); context.stroke();
    context.strokeStyle = thickCol ? COLOURS.boxLine : COLOURS.gridLine;
    context.lineWidth = thickCol ? 2 : 1;
    context.beginPath(); context.moveTo(p, 0); context.lineTo(p, side); context.stroke();
  }
  context.restore();
  drawEvent(context, side, size, event, (cell, value, colour) => digit(cell, value, colour, 0.85));
  if (cursor) outline(context, side, size, cursor, COLOURS.cursor, 3);
  if (solved && event?.kind !== "solution") frame(context, side, COLOURS.solution, 4);
}

/**
 * Marks pairs of queens that attack each other ({ first, second } squares) over a board already
 * drawn: a red line between the two and a red frame round each (the mistake lab's false
 * solutions).
 */
export function drawAttacks(canvas, n, pairs) {
  if (!pairs.length) return;
  const { context, side } = prepare(canvas);
  for (const { first, second } of pairs) {
    conflictLine(context, side, n, first, second, COLOURS.rejected);
    outline(context, side, n, first, COLOURS.rejected, 3);
    outline(context, side, n, second, COLOURS.rejected, 3);
  }
}
