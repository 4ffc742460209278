// Draws the state of a program on the tab for your own problem, where there is no board: the
// list (or string) its innermost call has built so far as a row of cells with their indices,
// the variable's name above it, and the call itself below, as the search tree's label writes
// it. A state of a dozen items or more wraps onto further rows; a program with no state (a
// Fibonacci) shows its call alone.

import { prepare, frame, COLOURS } from "./render.js";

/** Cells a row holds at most (a longer state wraps), at least (cells stay a readable size),
 *  and the most rows drawn. */
const MOST_PER_ROW = 8;
const LEAST_PER_ROW = 5;
const MOST_ROWS = 4;

/**
 * `view` is { state: [items as Python writes them] or null, len (how many items there are),
 * name (the variable's), call (the innermost call in words), solved }. The rows and the call
 * under them stand in the middle of the square.
 */
export function drawStateRow(canvas, { state, len, name, call, solved }) {
  const { context, side } = prepare(canvas);
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, side, side);
  const pad = side * 0.06;
  const perRow = Math.max(LEAST_PER_ROW, Math.min(MOST_PER_ROW, state?.length ?? 0));
  const cell = (side - 2 * pad) / perRow;
  const rows = state ? Math.max(1, Math.min(MOST_ROWS, Math.ceil(state.length / perRow))) : 0;
  const text = (words, x, y, size, colour, align = "left", weight = 500) => {
    context.fillStyle = colour;
    context.font = `${weight} ${Math.max(9, Math.round(size))}px ui-monospace, monospace`;
    context.textAlign = align;
    context.textBaseline = "middle";
    context.fillText(words, x, y);
  };
  // The call, wrapped to the width: it names every argument.
  const callSize = Math.max(10, side * 0.042);
  context.font = `500 ${Math.round(callSize)}px ui-monospace, monospace`;
  const lines = call ? wrap(context, call, side - 2 * pad).slice(0, 6) : [];
  const label = state ? cell * 0.6 : 0;
  const height = label + rows * cell * 1.35 + (lines.length ? callSize * (1.3 * lines.length + 1.4) : 0);
  let y = Math.max(pad, (side - height) / 2);
  if (state) {
    text(`${name} =`, pad, y + label / 2, Math.min(cell * 0.32, side * 0.06), COLOURS.gridLine);
    y += label;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < perRow; c++) {
        const i = r * perRow + c;
        const x = pad + c * cell;
        const filled = i < state.length;
        context.save();
        context.strokeStyle = filled ? COLOURS.boxLine : COLOURS.gridLine;
        context.lineWidth = filled ? 1.5 : 1;
        context.setLineDash(filled ? [] : [3, 3]);
        if (filled) {
          // The item the state gained last is the choice this call made.
          context.fillStyle = i === state.length - 1 ? COLOURS.light : COLOURS.rim;
          context.fillRect(x + 1, y + 1, cell - 2, cell - 2);
        }
        context.strokeRect(x + 1, y + 1, cell - 2, cell - 2);
        context.restore();
        if (filled) {
          const item = state[i];
          const size = cell * (item.length <= 2 ? 0.5 : item.length <= 4 ? 0.32 : 0.22);
          text(item.length > 8 ? `${item.slice(0, 7)}…` : item, x + cell / 2, y + cell / 2, size, COLOURS.placed, "center", 600);
          text(String(i), x + cell / 2, y + cell * 1.14, cell * 0.2, COLOURS.gridLine, "center");
        }
      }
      y += cell * 1.35;
    }
    // A state longer than is drawn says how long it is.
    if (len > rows * perRow) text(`… ${len}`, pad, y, cell * 0.3, COLOURS.gridLine);
  }
  y += callSize * (state ? 1.4 : 0.8);
  for (const line of lines) {
    text(line, pad, y, callSize, COLOURS.queen);
    y += callSize * 1.3;
  }
  if (solved) frame(context, side, COLOURS.solution, 4);
}

/** `words` cut into lines no wider than `width`, at commas and spaces where it can. */
function wrap(context, words, width) {
  const lines = [];
  let line = "";
  for (const piece of words.split(/(?<=[, (])/)) {
    if (line && context.measureText(line + piece).width > width) {
      lines.push(line);
      line = "";
    }
    line += piece;
    while (context.measureText(line).width > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && context.measureText(line.slice(0, cut)).width > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
