// Draws the state of a program where there is no board: on the tab for your own problem, and
// on a puzzle's tab for a program that holds no board of that puzzle. From the top: the list
// (or string) the innermost call has built, as a row of cells with their indices, the item it
// gained last marked; the list it chooses from, the candidate its loop stands on marked, those
// its own conditions skipped crossed out, those before its start faded; its lists of booleans
// as occupancy strips (hello-algo's `selected`); its sets and dicts as small tables; and the
// call itself, as the search tree's label writes it. What does not fit is scaled down, never
// cut off; a state of a dozen items or more wraps onto further rows.

import { prepare, frame, COLOURS } from "./render.js";

/** Cells a row of the state holds at most (a longer state wraps), at least (cells stay a
 *  readable size), and the most rows drawn; the most rows of a dict's table. */
const MOST_PER_ROW = 8;
const LEAST_PER_ROW = 5;
const MOST_ROWS = 4;
const DICT_ROWS = 4;

/**
 * `view` is { state: [items as Python writes them] or null, len, name, call, strips: [{name,
 * cells, len}], choices: {name, items, len, from, current, skipped} or null, tables: [{name,
 * kind (set or dict), keys, values (a dict's), len}], solved }. The whole stands in the middle of the
 * square.
 */
export function drawStateRow(canvas, view) {
  const { state, len, name, call, solved } = view;
  const strips = view.strips ?? [];
  const tables = view.tables ?? [];
  const choices = view.choices ?? null;
  const { context, side } = prepare(canvas);
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, side, side);
  const pad = side * 0.06;
  const width = side - 2 * pad;
  const perRow = Math.max(LEAST_PER_ROW, Math.min(MOST_PER_ROW, state?.length ?? 0));
  const rows = state ? Math.max(1, Math.min(MOST_ROWS, Math.ceil(state.length / perRow))) : 0;
  const text = (words, x, y, size, colour, align = "left", weight = 500) => {
    context.fillStyle = colour;
    context.font = `${weight} ${Math.max(8, Math.round(size))}px ui-monospace, monospace`;
    context.textAlign = align;
    context.textBaseline = "middle";
    context.fillText(words, x, y);
  };
  // The call, wrapped to the width: it names every argument.
  const callSize = Math.max(10, side * 0.042);
  context.font = `500 ${Math.round(callSize)}px ui-monospace, monospace`;
  const extras = strips.length + tables.length + (choices ? 1 : 0);
  const wrapped = call ? wrap(context, call, width) : [];
  const lines = wrapped.slice(0, extras ? 3 : state ? 4 : 6);
  if (lines.length < wrapped.length) lines[lines.length - 1] = `${lines.at(-1).replace(/.$/, "")}…`;
  const callHeight = lines.length ? callSize * (1.3 * lines.length + 0.8) : 0;
  // A part's name stands above it in a line of its own size, whatever the cells' size.
  const named = Math.max(11, side * 0.05);

  // Each part's height for a cell of side `u`; the cell shrinks until the parts fit.
  const cellOf = (u, count) => Math.min(u, width / Math.max(1, count));
  const parts = [];
  if (state) parts.push({ height: (u) => named + rows * u * 1.3, draw: drawState });
  if (choices?.items.length) parts.push({ height: (u) => named + cellOf(u * 0.8, choices.items.length) * 1.35, draw: drawChoices });
  for (const strip of strips) parts.push({ height: (u) => named + cellOf(u * 0.5, strip.cells.length) + 4, draw: (y, u) => drawStrip(strip, y, u) });
  for (const table of tables) parts.push({ height: (u) => tableHeight(table, u), draw: (y, u) => drawTable(table, y, u) });
  const room = side - 2 * pad - callHeight;
  let u = width / perRow;
  const total = (cell) => parts.reduce((sum, part) => sum + part.height(cell), 0);
  // Heights grow with the cell from a fixed part (the names): the cell that makes them fit.
  if (total(u) > room) {
    const fixed = total(0);
    u = Math.max(width / 16, (u * (room - fixed)) / (total(u) - fixed));
  }
  let y = Math.max(pad, (side - total(u) - callHeight) / 2);
  for (const part of parts) {
    part.draw(y, u);
    y += part.height(u);
  }
  y += callSize * (parts.length ? 0.9 : 0.5);
  for (const line of lines) {
    text(line, pad, y, callSize, COLOURS.queen);
    y += callSize * 1.3;
  }
  if (solved) frame(context, side, COLOURS.solution, 4);

  /** A square cell at (x, y) of side `cell`: filled, or dashed where it is empty. */
  function box(x, y, cell, { fill = null, dashed = false, line = COLOURS.boxLine } = {}) {
    context.save();
    context.strokeStyle = line;
    context.lineWidth = dashed ? 1 : 1.5;
    context.setLineDash(dashed ? [3, 3] : []);
    if (fill) {
      context.fillStyle = fill;
      context.fillRect(x + 1, y + 1, cell - 2, cell - 2);
    }
    context.strokeRect(x + 1, y + 1, cell - 2, cell - 2);
    context.restore();
  }

  /** An item's text in its cell, smaller for a longer one. */
  function item(words, x, y, cell, colour) {
    const size = cell * (words.length <= 2 ? 0.5 : words.length <= 4 ? 0.32 : 0.22);
    text(words.length > 8 ? `${words.slice(0, 7)}…` : words, x + cell / 2, y + cell / 2, size, colour, "center", 600);
  }

  function drawState(top, u) {
    text(`${name} =`, pad, top + named * 0.45, named * 0.8, COLOURS.gridLine);
    let y = top + named;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < perRow; c++) {
        const i = r * perRow + c;
        const x = pad + c * u;
        if (i >= state.length) {
          box(x, y, u, { dashed: true, line: COLOURS.gridLine });
          continue;
        }
        // The item the state gained last is the choice this call made.
        box(x, y, u, { fill: i === state.length - 1 ? COLOURS.light : COLOURS.rim });
        item(state[i], x, y, u, COLOURS.placed);
        text(String(i), x + u / 2, y + u * 1.14, u * 0.2, COLOURS.gridLine, "center");
      }
      y += u * 1.3;
    }
    // A state longer than is drawn says how long it is.
    if (len > rows * perRow) text(`… ${len}`, pad + width, top + named * 0.45, named * 0.8, COLOURS.gridLine, "right");
  }

  function drawChoices(top, u) {
    const { items, from, current, skipped } = choices;
    const cell = cellOf(u * 0.8, items.length);
    text(`${choices.name}`, pad, top + named * 0.45, named * 0.8, COLOURS.gridLine);
    const y = top + named;
    items.forEach((words, i) => {
      const x = pad + i * cell;
      const cut = skipped.includes(i);
      const outside = i < from;
      box(x, y, cell, {
        fill: i === current ? COLOURS.light : outside ? null : COLOURS.rim,
        dashed: outside,
        line: i === current ? COLOURS.placed : outside ? COLOURS.gridLine : COLOURS.boxLine,
      });
      item(words, x, y, cell, outside ? COLOURS.gridLine : cut ? COLOURS.rejected : COLOURS.queen);
      if (cut) {
        // Struck out, the item still legible: a candidate the call's own condition skipped.
        context.save();
        context.strokeStyle = COLOURS.rejected;
        context.globalAlpha = 0.8;
        context.lineWidth = Math.max(1.5, cell * 0.05);
        context.beginPath();
        context.moveTo(x + cell * 0.15, y + cell * 0.85);
        context.lineTo(x + cell * 0.85, y + cell * 0.15);
        context.stroke();
        context.restore();
      }
      text(String(i), x + cell / 2, y + cell * 1.16, cell * 0.22, i === current ? COLOURS.placed : COLOURS.gridLine, "center", i === current ? 700 : 500);
    });
  }

  function drawStrip(strip, top, u) {
    const cell = cellOf(u * 0.5, strip.cells.length);
    text(strip.name, pad, top + named * 0.45, named * 0.8, COLOURS.gridLine);
    strip.cells.forEach((taken, i) => {
      box(pad + i * cell, top + named, cell, { fill: taken ? COLOURS.placed : COLOURS.rim, line: COLOURS.gridLine });
    });
  }

  /** An empty set or dict is its name alone: `duplicated = set()`. */
  function tableHeight(table, u) {
    if (!table.keys.length) return named * 1.2;
    if (table.kind === "set") return named + cellOf(u * 0.6, table.keys.length) + 4;
    return named + Math.min(DICT_ROWS, table.keys.length) * Math.max(named, u * 0.42) + 4;
  }

  function drawTable(table, top, u) {
    const more = table.len > table.keys.length ? ` … ${table.len}` : "";
    text(`${table.name}${table.keys.length ? "" : table.kind === "set" ? " = set()" : " = {}"}${more}`, pad, top + named * 0.45,
      named * 0.8, COLOURS.gridLine);
    const y = top + named;
    if (table.kind === "set") {
      const cell = cellOf(u * 0.6, table.keys.length);
      table.keys.forEach((member, i) => {
        box(pad + i * cell, y, cell, { fill: COLOURS.rim, line: COLOURS.gridLine });
        item(member, pad + i * cell, y, cell, COLOURS.queen);
      });
      return;
    }
    const line = Math.max(named, u * 0.42);
    const size = Math.min(line * 0.7, side * 0.045);
    table.keys.slice(0, DICT_ROWS).forEach((key, i) => {
      const value = table.values[i];
      const row = y + i * line;
      context.save();
      context.strokeStyle = COLOURS.gridLine;
      context.lineWidth = 1;
      context.strokeRect(pad + 0.5, row + 0.5, width / 2, line);
      context.strokeRect(pad + width / 2 + 0.5, row + 0.5, width / 2 - 1, line);
      context.restore();
      text(key, pad + line * 0.3, row + line / 2, size, COLOURS.queen);
      text(value ?? "", pad + width / 2 + line * 0.3, row + line / 2, size, COLOURS.placed);
    });
  }
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
