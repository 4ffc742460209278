// The knight's tour on the page: a knight starts on a square of an n × n board (n = 5 to 8
// here) and must visit every square once, a closed tour ending a knight's move from its start.
// Its instance is the size, the start square and open or closed (the link's `size`, `start`
// as r1c1, `closed`), its board each square's move number (the start is 1) and the knight's
// square; its sentences name squares r1c1 as Sudoku names cells, and each move by its
// direction ("2 up, 1 right", the core's fixed order of the eight moves). The drawing shows
// the path as lines, the numbers, the knight, and the last move tried or rejected: off the
// board (a line out to a cross in the band round the board), onto a visited square, or
// stranding a square that no move could then reach. Its search tree is drawn up to 6×6, each
// node showing its square's number in the tour.

import { COLOURS, crossAt, frame, prepare } from "../canvas/render.js";
import { commonEvent } from "../words/words.js";

/** The board sizes the page offers (the core takes up to 16: the command line goes further). */
export const MIN_SIZE = 5;
export const MAX_SIZE = 8;
export const DEFAULT_START = "r1c1";

/**
 * The largest board whose search tree is drawn (tree-view.js). The tree has a level for each
 * move, n² − 1 of them: 35 on a 6×6 board, already a long way to scroll; 63 on an 8×8 one.
 * Its width is no limit: the view draws a wide tree up to its limit of nodes and says so.
 */
export const TREE_MAX_SIZE = 6;

/**
 * The eight knight's moves as [rows down, columns right], in the core's order (MOVES in
 * src/knights/mod.rs): clockwise from two up and one right. An event's `value` is an index
 * into it (plus 8 × the onward moves under warnsdorff: the direction is `value % 8`).
 */
export const MOVES = [[-2, 1], [-1, 2], [1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1]];

/** "r3c2" (any case, as the core reads it) → { row: 2, col: 1 } counted from 0, or null. */
export function parseSquare(text) {
  const match = /^r([0-9]{1,2})c([0-9]{1,2})$/i.exec(String(text ?? ""));
  if (!match) return null;
  const [row, col] = [Number(match[1]), Number(match[2])];
  return row >= 1 && col >= 1 ? { row: row - 1, col: col - 1 } : null;
}

/** { row: 2, col: 1 } → "r3c2", the link's and the core's way of writing a square. */
export function squareText(cell) {
  return `r${cell.row + 1}c${cell.col + 1}`;
}

/** The instance as the core's setup text: "5 r1c1 open". */
export function setupText(setup) {
  return `${setup.size} ${setup.start} ${setup.closed ? "closed" : "open"}`;
}

const inside = (n, cell) => cell.row >= 0 && cell.row < n && cell.col >= 0 && cell.col < n;
const shifted = (cell, [down, right], sign = 1) => ({ row: cell.row + sign * down, col: cell.col + sign * right });
const same = (a, b) => a && b && a.row === b.row && a.col === b.col;

/**
 * The move an event is about: its direction, the square it leaves (`from`) and the square it
 * lands on (`to`, null for a move off the board). The core names a move by its target, or by
 * the square it leaves when it lands off the board (it has no square to name); a try does not
 * say which. A knight's move always changes the colour of the square, so the knight stands on
 * the start's colour after an even number of moves: `stats` give that number (nodes − 1 − undos,
 * every move placed and not taken back) and the colour of `at` tells the two apart.
 */
export function moveOf(event, stats, instance) {
  const direction = (event.value ?? 0) % 8;
  const move = MOVES[direction];
  const at = event.at;
  let leaves;
  if (event.kind === "reject") {
    leaves = event.conflict.rule === "off_board";
  } else if (event.kind === "try") {
    const moves = (stats?.nodes ?? NaN) - 1 - (stats?.undos ?? 0);
    if (Number.isInteger(moves) && instance?.start) {
      const colour = (cell) => (cell.row + cell.col) % 2;
      leaves = colour(at) === (colour(instance.start) + moves) % 2;
    } else {
      // Without the counters, a guess: a target has its origin a move back on the board (but
      // so may the origin of a move off the board; the counters decide where they are given).
      leaves = !inside(instance?.n ?? Infinity, shifted(at, move, -1));
    }
  } else {
    leaves = false;
  }
  if (leaves) {
    const to = shifted(at, move);
    return { direction, from: at, to: inside(instance?.n ?? Infinity, to) ? to : null };
  }
  return { direction, from: shifted(at, move, -1), to: at };
}

/** A square as the sentences name it: "r3c2". */
const squareName = (tr, cell) => tr.t("cell.knights", { row: cell.row + 1, col: cell.col + 1 });

/** The number of moves on the board after an event, from the lane's counters. */
const movesMade = (stats) => Math.max(0, (stats?.nodes ?? 1) - 1 - (stats?.undos ?? 0));

/** Each square's move number row by row (0 unvisited) from a tour as squares row * n + col. */
function numbersOf(tour, n) {
  const numbers = new Array(n * n).fill(0);
  tour.forEach((index, i) => { numbers[index] = i + 1; });
  return numbers;
}

/** The visited squares in the order of the tour, from their move numbers. */
export function tourOf(numbers, n) {
  const tour = [];
  numbers.forEach((number, index) => {
    if (number > 0) tour[number - 1] = { row: Math.floor(index / n), col: index % n };
  });
  return tour.filter(Boolean);
}

/** What is wrong with a set-up the core refused (checkSetup's kind, found and limit). */
export function describeSetupError(tr, checked) {
  const { t } = tr;
  switch (checked.kind) {
    case "size_out_of_range":
      return t("error.knights.size_out_of_range", { min: MIN_SIZE, max: MAX_SIZE, found: String(checked.found ?? "") });
    case "bad_square":
      return t("error.knights.bad_square", { found: String(checked.found ?? "") });
    case "square_off_board":
      return t("error.knights.square_off_board", { square: String(checked.found ?? ""), n: checked.limit });
    default:
      return t("error.knights.other", { message: checked.message ?? "" });
  }
}

export const knights = {
  name: "knights",
  strategies: ["pruned", "warnsdorff", "lookahead"],
  mistakes: [],
  params: ["size", "start", "closed"],
  defaults: () => ({
    strategies: ["pruned", "warnsdorff", "lookahead"], mode: "first", size: MIN_SIZE, start: DEFAULT_START, closed: false,
  }),

  read(params, setup, { tr, note, quote, wholeNumber }) {
    const { t } = tr;
    if (params.has("size")) {
      const size = wholeNumber(params.get("size"), MIN_SIZE, MAX_SIZE);
      if (size !== null) setup.size = size;
      else note(t("url.note.knights.bad_size", { min: MIN_SIZE, max: MAX_SIZE, value: quote(params.get("size")), size: setup.size }));
    }
    if (params.has("start")) {
      const square = parseSquare(params.get("start"));
      if (square && inside(setup.size, square)) setup.start = squareText(square);
      else note(t("url.note.knights.bad_start", { value: quote(params.get("start")), size: setup.size, square: setup.start }));
    }
    if (params.has("closed")) {
      const closed = params.get("closed");
      if (closed === "1" || closed === "0") setup.closed = closed === "1";
      else note(t("url.note.knights.bad_closed", { value: quote(closed) }));
    }
  },
  write(setup, params) {
    params.set("size", String(setup.size));
    params.set("start", setup.start);
    params.set("closed", setup.closed ? "1" : "0");
  },
  setupText,

  // Warnsdorff's dead ends: the rule's order led to a square with no move left.
  counters: ["dead_ends"],
  code: {
    pruned: { lines: 10, on: { leaf_check: 2, solution: 3, try: 4, reject: 6, place: 7, undo: 9 } },
    warnsdorff: { lines: 12, on: { leaf_check: 2, solution: 3, dead_end: 7, try: 8, place: 9, undo: 11 } },
    lookahead: { lines: 13, on: { leaf_check: 2, solution: 3, try: 4, reject: 9, place: 10, undo: 12 } },
  },

  describe(tr, event, stats, instance) {
    const { t } = tr;
    const name = (cell) => t("cell.knights", { row: cell.row + 1, col: cell.col + 1 });
    const total = instance?.n ? instance.n * instance.n : undefined;
    switch (event?.kind) {
      case "try":
      case "reject": {
        const { direction, from, to } = moveOf(event, stats, instance);
        const words = { direction: t(`knights.direction.${direction}`), from: name(from), to: to ? name(to) : "" };
        if (event.kind === "try") return t(to ? "event.try.knights" : "event.try.knights.off_board", words);
        return t(`event.reject.knights.${event.conflict.rule}`, { ...words, with: name(event.conflict.with) });
      }
      case "place": {
        const { direction, from, to } = moveOf(event, stats, instance);
        return t("event.place.knights", {
          direction: t(`knights.direction.${direction}`), from: name(from), to: name(to),
          number: movesMade(stats) + 1, total, node: stats?.nodes,
        });
      }
      case "undo": {
        const { from, to } = moveOf(event, stats, instance);
        return t("event.undo.knights", { from: name(from), to: name(to) });
      }
      case "dead_end":
        return t("event.dead_end.knights", { cell: name(event.at), count: (total ?? 0) - movesMade(stats) - 1 });
      case "leaf_check":
        if (event.clash) {
          return t(`event.leaf_check.knights.${event.clash.rule}`,
            { first: name(event.clash.first), second: name(event.clash.second), total });
        }
        return t("event.leaf_check.knights.pass", { start: instance?.start ? name(instance.start) : "", total });
    }
    return commonEvent(tr, event, stats);
  },

  board(lane, instance, { finished }) {
    const n = instance.n;
    const board = { n, start: instance.start, closed: instance.closed };
    const tour = finished ? Array.from(lane.solution()) : [];
    if (tour.length > 0) {
      const last = tour.at(-1);
      return { ...board, numbers: numbersOf(tour, n), knight: { row: Math.floor(last / n), col: last % n } };
    }
    const view = lane.view();
    return { ...board, numbers: Array.from(view.numbers), knight: view.knight };
  },
  draw(canvas, board, { event, solved }) {
    canvas.dataset.numbers = board.numbers.join(",");
    canvas.dataset.knight = squareText(board.knight);
    drawKnightsBoard(canvas, { ...board, event, solved });
  },
  label: (tr, board, strategy) => tr.t("lane.board.knights",
    { strategy, visited: board.numbers.filter((number) => number > 0).length, cells: board.n * board.n }),
  alt(tr, board, sentence) {
    const { t } = tr;
    const squares = tourOf(board.numbers, board.n).map((cell) => t("cell.knights", { row: cell.row + 1, col: cell.col + 1 }));
    return t(board.closed ? "board.alt.knights.closed" : "board.alt.knights.open", {
      size: board.n, count: squares.length, squares: squares.join(t("list.separator")), event: sentence,
    });
  },
  what: (tr, setup) => tr.t(setup.closed ? "share.what.knights.closed" : "share.what.knights.open", { size: setup.size }),
  // Depth k is the number of moves made; without checks every one of the 8 moves is made at
  // each step (the tree the core prices cuts against), so 8^k nodes at depth k.
  levels: (setup, t) => ({
    depths: setup.size * setup.size - 1,
    caption: t("levels.caption.knights", { size: setup.size }),
    columns: [{ id: "power", heading: t("levels.power.knights"), value: (k) => 8 ** k }],
  }),

  tree: {
    fits: (setup) => setup.size <= TREE_MAX_SIZE,
    tooLarge: (t, setup) =>
      t("search_tree.too_large.knights", { size: setup.size, max: TREE_MAX_SIZE, count: setup.size * setup.size - 1 }),
    rules: ["off_board", "visited", "stranded", "closing"],
    /** The sign under a cut: out of the board, back onto the path, a square left with no way
     *  in, no way home to the start. Drawn bold at 11 px: ∉ and ↺ read there as € and G,
     *  ⬀ and ⟲ (DejaVu Sans's, past the monospace font) stay clear. */
    signs: { off_board: "⬀", visited: "⟲", stranded: "∅", closing: "⌂" },
    /** The number a node shows: its square's number in the tour, as the board writes it (the
     *  start, the root, is 1). A node's value is the move's direction, not its square. */
    value: (node) => node.depth + 1,
    node(tr, node, instance) {
      const { direction, from, to } = moveOf({ kind: "place", at: node.at, value: node.value }, null, instance);
      return tr.t("search_tree.node.knights", {
        direction: tr.t(`knights.direction.${direction}`), from: squareName(tr, from), to: squareName(tr, to),
        number: node.depth + 1, total: instance.n * instance.n, step: node.step,
      });
    },
    /** A cut in words, one sentence a rule: a move off the board is named by the square the
     *  knight stands on (the stub's `at`), any other by the square it would land on. */
    stub(tr, stub, rule, instance) {
      const { direction, from, to } = moveOf({ kind: "reject", at: stub.at, value: stub.value, conflict: stub.conflict }, null, instance);
      return tr.t(`search_tree.stub.knights.${stub.conflict.rule}`, {
        direction: tr.t(`knights.direction.${direction}`), from: squareName(tr, from), to: to ? squareName(tr, to) : "",
        with: squareName(tr, stub.conflict.with),
      });
    },
  },

  form: {
    markup(text) {
      const options = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => `<option>${from + i}</option>`).join("");
      return `
        <div class="knights-setup">
          <label class="field">${text("setup.knights.size")}
            <input id="knights-size" type="number" min="${MIN_SIZE}" max="${MAX_SIZE}" value="${MIN_SIZE}" inputmode="numeric">
          </label>
          <fieldset class="knights-start">
            <legend>${text("setup.knights.start")}</legend>
            <label class="field">${text("setup.knights.row")}
              <select id="knights-row">${options(1, MAX_SIZE)}</select>
            </label>
            <label class="field">${text("setup.knights.col")}
              <select id="knights-col">${options(1, MAX_SIZE)}</select>
            </label>
          </fieldset>
          <label class="field">${text("setup.knights.tour")}
            <select id="knights-tour">
              <option value="open">${text("setup.knights.open")}</option>
              <option value="closed">${text("setup.knights.closed")}</option>
            </select>
          </label>
          <p class="hint knights-hint">${text("setup.knights.hint")}</p>
          <p id="knights-error" class="error" role="alert" hidden></p>
        </div>`;
    },
    wire({ $, lab, core, tr, signal }) {
      const size = $("knights-size"), row = $("knights-row"), col = $("knights-col"), tour = $("knights-tour");
      const error = $("knights-error");
      const refuse = (message) => {
        error.textContent = message;
        error.hidden = false;
      };
      // Every field is read at each change: a start square off a smaller board stays chosen
      // (and said to be off the board) until the learner moves it or enlarges the board.
      const change = () => {
        const n = Number(size.value);
        if (!Number.isInteger(n) || n < MIN_SIZE || n > MAX_SIZE) {
          refuse(tr.t("setup.knights.size_error", { min: MIN_SIZE, max: MAX_SIZE }));
          return;
        }
        const next = { size: n, start: `r${row.value}c${col.value}`, closed: tour.value === "closed" };
        const checked = core.checkSetup("knights", setupText(next));
        if (!checked.ok) {
          refuse(describeSetupError(tr, checked));
          return;
        }
        error.hidden = true;
        Object.assign(lab.setup, next);
        lab.rebuild();
      };
      for (const field of [size, row, col, tour]) field.addEventListener("change", change, { signal });
      return {
        show() {
          const start = parseSquare(lab.setup.start) ?? { row: 0, col: 0 };
          size.value = String(lab.setup.size);
          row.value = String(start.row + 1);
          col.value = String(start.col + 1);
          tour.value = lab.setup.closed ? "closed" : "open";
          // The fields show the set-up in use again, so an error about a refused one no longer applies.
          error.hidden = true;
        },
      };
    },
  },
};

// --- The drawing ------------------------------------------------------------------------------

const PATH = "#2f5d8a";

/** The square (row, col) in CSS pixels, snapped to whole device pixels so edges stay sharp. */
function squareBox(side, n, cell) {
  const ratio = globalThis.devicePixelRatio || 1;
  const snap = (v) => Math.round(v * ratio) / ratio;
  const x = snap((cell.col * side) / n), y = snap((cell.row * side) / n);
  return { x, y, w: snap(((cell.col + 1) * side) / n) - x, h: snap(((cell.row + 1) * side) / n) - y };
}

const centreOf = (side, n, cell) => [((cell.col + 0.5) * side) / n, ((cell.row + 0.5) * side) / n];

function outline(context, side, n, cell, colour, width = 3, dash = []) {
  const { x, y, w, h } = squareBox(side, n, cell);
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.setLineDash(dash);
  context.strokeRect(x + width / 2, y + width / 2, w - width, h - width);
  context.restore();
}

function fill(context, side, n, cell, colour) {
  const { x, y, w, h } = squareBox(side, n, cell);
  context.fillStyle = colour;
  context.fillRect(x, y, w, h);
}

function segment(context, [x0, y0], [x1, y1], colour, width, dash = []) {
  context.save();
  context.strokeStyle = colour;
  context.lineWidth = width;
  context.lineCap = "round";
  context.setLineDash(dash);
  context.beginPath();
  context.moveTo(x0, y0);
  context.lineTo(x1, y1);
  context.stroke();
  context.restore();
}

/** A knight's head in the square `cell`, facing left. */
function drawKnight(context, side, n, cell, fillColour = COLOURS.queen, alpha = 1) {
  const s = side / n;
  const x = cell.col * s, y = cell.row * s, u = s / 10;
  const p = (px, py) => [x + px * u, y + py * u];
  const outlinePoints = [
    [2.9, 7.7], [3.2, 6.4], [4.6, 5.1], [3.6, 4.9], [2.3, 5.5], [1.8, 4.7], [3.1, 3.0],
    [3.9, 2.2], [4.2, 1.2], [4.9, 2.0], [6.3, 2.5], [7.5, 4.0], [7.9, 6.0], [7.6, 7.7],
  ];
  context.save();
  context.globalAlpha = alpha;
  context.fillStyle = fillColour;
  context.strokeStyle = COLOURS.rim;
  context.lineWidth = Math.max(1, u * 0.4);
  context.lineJoin = "round";
  context.beginPath();
  outlinePoints.forEach((point, i) => (i === 0 ? context.moveTo(...p(...point)) : context.lineTo(...p(...point))));
  context.closePath();
  context.fill();
  context.stroke();
  context.beginPath();
  context.rect(...p(2.2, 7.8), 5.8 * u, 1.1 * u);
  context.fill();
  context.stroke();
  context.fillStyle = COLOURS.rim;
  context.beginPath();
  context.arc(...p(3.8, 3.6), Math.max(1, u * 0.45), 0, 2 * Math.PI);
  context.fill();
  context.restore();
}

/**
 * Squares this many CSS pixels wide or more get their numbers in discs over the path's lines;
 * smaller ones (8×8 in a phone's lane, about 17 px a square) the number alone, as large as the
 * square allows, with a light halo that keeps it clear of the lines.
 */
const DISCS_FROM = 28;

/** A square's move number over the path's lines; the start of a closed tour ringed. */
function drawNumber(context, side, n, cell, number, { start = false } = {}) {
  const s = side / n;
  const [cx, cy] = centreOf(side, n, cell);
  const two = number > 9;
  context.save();
  context.textAlign = "center";
  context.textBaseline = "middle";
  if (s >= DISCS_FROM) {
    context.fillStyle = COLOURS.paper;
    context.strokeStyle = PATH;
    context.lineWidth = start ? Math.max(2, s / 14) : 1.25;
    context.beginPath();
    context.arc(cx, cy, s * 0.3, 0, 2 * Math.PI);
    context.fill();
    context.stroke();
    context.font = `700 ${Math.round(s * (two ? 0.36 : 0.42))}px system-ui, sans-serif`;
  } else {
    if (start) {
      context.strokeStyle = PATH;
      context.lineWidth = 1.5;
      context.beginPath();
      context.arc(cx, cy, s * 0.44, 0, 2 * Math.PI);
      context.stroke();
    }
    context.font = `700 ${Math.max(8, Math.round(s * (two ? 0.5 : 0.58)))}px system-ui, sans-serif`;
    context.strokeStyle = COLOURS.rim;
    context.lineWidth = Math.max(2.5, s * 0.16);
    context.lineJoin = "round";
    context.strokeText(String(number), cx, cy + s * 0.02);
  }
  context.fillStyle = COLOURS.queen;
  context.fillText(String(number), cx, cy + s * 0.02);
  context.restore();
}

/** The knight's own move number, small in the top right corner of its square. */
function drawBadge(context, side, n, cell, number) {
  const s = side / n;
  const { x, y, w } = squareBox(side, n, cell);
  context.save();
  context.font = `700 ${Math.max(8, Math.round(s * 0.26))}px system-ui, sans-serif`;
  context.textAlign = "right";
  context.textBaseline = "top";
  context.lineWidth = 3;
  context.strokeStyle = COLOURS.rim;
  context.strokeText(String(number), x + w - 2, y + 2);
  context.fillStyle = COLOURS.queen;
  context.fillText(String(number), x + w - 2, y + 2);
  context.restore();
}

/**
 * Where a move off the board is drawn to end: the line from the centre of `from` towards the
 * centre of `to` (off the board) crosses the board's edge, and goes on to the middle of the
 * band round the board.
 */
function bandPoint(side, n, from, to, band) {
  const [x0, y0] = centreOf(side, n, from);
  const [x1, y1] = centreOf(side, n, to);
  const [dx, dy] = [x1 - x0, y1 - y0];
  let t = 1;
  if (dx > 0) t = Math.min(t, (side - x0) / dx);
  if (dx < 0) t = Math.min(t, -x0 / dx);
  if (dy > 0) t = Math.min(t, (side - y0) / dy);
  if (dy < 0) t = Math.min(t, -y0 / dy);
  const length = Math.hypot(dx, dy);
  return [x0 + dx * t + (dx / length) * band * 0.5, y0 + dy * t + (dy / length) * band * 0.5];
}

/** The band round the board, as a share of the canvas: where moves off the board end. */
const BAND = 0.06;

/**
 * A knight's tour board: `n`, `start`, `closed`, `numbers` (each square's move number row by
 * row, 0 unvisited), `knight` (its square), and the lane's last `event` and whether it is `solved`.
 */
export function drawKnightsBoard(canvas, { n, start, closed, numbers, knight, event, solved }) {
  const { context, side: whole } = prepare(canvas);
  const ratio = globalThis.devicePixelRatio || 1;
  const band = Math.round(whole * BAND * ratio) / ratio;
  const side = whole - 2 * band;
  context.clearRect(0, 0, whole, whole);
  context.translate(band, band);
  const s = side / n;
  const line = Math.max(1.5, s / 16);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) fill(context, side, n, { row, col }, (row + col) % 2 === 0 ? COLOURS.light : COLOURS.dark);
  }
  context.save();
  context.strokeStyle = COLOURS.gridLine;
  context.lineWidth = 1;
  context.strokeRect(-0.5, -0.5, side + 1, side + 1);
  context.restore();
  const tour = tourOf(numbers, n);

  // The stranded square is shaded under everything else: no move could ever reach it.
  if (event?.kind === "reject" && event.conflict.rule === "stranded") fill(context, side, n, event.conflict.with, COLOURS.marked);

  // The path, square to square, under the numbers.
  for (let i = 1; i < tour.length; i++) {
    segment(context, centreOf(side, n, tour[i - 1]), centreOf(side, n, tour[i]), PATH, line);
  }
  const ends = tour.length === n * n && closed;
  if (ends && (event?.kind === "solution" || solved)) {
    segment(context, centreOf(side, n, tour.at(-1)), centreOf(side, n, tour[0]), COLOURS.solution, line * 1.5, [line * 3, line * 2]);
  }
  if (event?.kind === "place" && tour.length > 1) {
    segment(context, centreOf(side, n, tour.at(-2)), centreOf(side, n, tour.at(-1)), COLOURS.placing, line * 2);
  }

  // The last event's move, drawn from the knight's square (it has not moved yet on a try or a
  // rejection, and is back there after an undo).
  const from = knight;
  const move = event && (event.kind === "try" || event.kind === "reject") ? MOVES[(event.value ?? 0) % 8] : null;
  if (move) {
    const target = shifted(from, move);
    const colour = event.kind === "try" ? COLOURS.trying : COLOURS.rejected;
    const dash = event.kind === "try" ? [line * 2.5, line * 2] : [];
    if (!inside(n, target)) {
      // It ends in the band round the board: a cross where it would land outside.
      const mark = bandPoint(side, n, from, target, band);
      segment(context, centreOf(side, n, from), mark, colour, line * 1.6, dash);
      if (event.kind === "reject") crossAt(context, mark, band * 0.42, colour, Math.max(2, band / 4.5));
      else {
        context.save();
        context.fillStyle = colour;
        context.beginPath();
        context.arc(...mark, band * 0.32, 0, 2 * Math.PI);
        context.fill();
        context.restore();
      }
    } else {
      segment(context, centreOf(side, n, from), centreOf(side, n, target), colour, line * 1.6, dash);
    }
  }
  if (event?.kind === "undo") {
    segment(context, centreOf(side, n, event.at), centreOf(side, n, knight), COLOURS.undone, line * 1.6, [line * 2.5, line * 2]);
  }
  if (event?.kind === "leaf_check") {
    const [first, second] = event.clash ? [event.clash.first, event.clash.second] : [tour.at(-1), tour[0]];
    if (first && second) {
      segment(context, centreOf(side, n, first), centreOf(side, n, second), event.clash ? COLOURS.rejected : COLOURS.placing,
        line * 1.6, [line * 3, line * 2]);
    }
  }

  // The numbers, the start ringed, the knight on its square.
  tour.forEach((cell, i) => {
    if (same(cell, knight)) return;
    drawNumber(context, side, n, cell, i + 1, { start: i === 0 && closed });
  });
  if (move && event.kind === "try" && inside(n, shifted(from, move))) {
    drawKnight(context, side, n, shifted(from, move), COLOURS.trying, 0.55);
  }
  if (event?.kind === "undo") drawKnight(context, side, n, event.at, COLOURS.undone, 0.45);
  drawKnight(context, side, n, knight);
  const here = numbers[knight.row * n + knight.col];
  // Its own number in a corner, where the square is large enough to hold both.
  if (here > 1 && s >= DISCS_FROM) drawBadge(context, side, n, knight, here);

  // What the event names, on top.
  switch (event?.kind) {
    case "try":
      if (inside(n, shifted(from, move))) outline(context, side, n, shifted(from, move), COLOURS.trying);
      break;
    case "reject": {
      const target = shifted(from, move);
      if (event.conflict.rule === "visited") {
        outline(context, side, n, target, COLOURS.rejected, Math.max(3, s / 10));
      } else if (event.conflict.rule === "stranded" || event.conflict.rule === "closing") {
        outline(context, side, n, target, COLOURS.rejected, 2, [4, 3]);
        crossAt(context, centreOf(side, n, target), s * 0.2, COLOURS.rejected, Math.max(2.5, s / 10));
        outline(context, side, n, event.conflict.with, COLOURS.rejected, Math.max(3, s / 10));
      }
      break;
    }
    case "place":
      outline(context, side, n, event.at, COLOURS.placing);
      break;
    case "undo":
      outline(context, side, n, event.at, COLOURS.undone, 3, [4, 3]);
      break;
    case "dead_end":
      outline(context, side, n, event.at, COLOURS.rejected, Math.max(3, s / 10));
      break;
    case "leaf_check":
      if (event.clash) {
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
  if (solved && event?.kind !== "solution") frame(context, side, COLOURS.solution, 4);
  // The start of a tour that must close is named even under the knight.
  if (closed && start && same(start, knight) && tour.length > 1) outline(context, side, n, start, PATH, 2);
}
