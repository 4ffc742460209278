// Word search on the page: find a word in a grid of letters as a path of cells, each next to
// the one before it (up, down, left or right), no cell used twice. Its instance is the grid and
// the word (the link's `letters`, rows joined by commas, and `word`), its board the path so far
// as cells `row * cols + col`; its sentences name cells r1c1 as Sudoku does and quote letters;
// its set-up panel is a box for the grid, a field for the word and a few presets. Naive builds
// every path as long as the word and compares the letters at the end; pruned compares each
// cell's letter with the word's before stepping onto it, so a wrong letter cuts every path
// through it. The drawing shows the grid, the path in order, and under it the word with the
// path's letters beneath, so the comparison the strategies make (or put off) can be seen.

import { COLOURS, frame, prepare } from "../canvas/render.js";
import { cellName, commonEvent, visible } from "../words/words.js";

export const DEFAULT_LETTERS = "ABCE\nSFCS\nADEE";
export const DEFAULT_WORD = "ABCCED";

/**
 * The set-up panel's examples: the issue's grid with its three words (one path, one path, no
 * path: ABCB would need B twice), and a larger grid where the naive tree explodes while the
 * pruned one stays small.
 */
export const PRESETS = [
  { id: "classic_abcced", letters: DEFAULT_LETTERS, word: "ABCCED" },
  { id: "classic_see", letters: DEFAULT_LETTERS, word: "SEE" },
  { id: "classic_abcb", letters: DEFAULT_LETTERS, word: "ABCB" },
  { id: "backtrack", letters: "BACKS\nALRTE\nKCADN\nCOREW\nTRACK", word: "BACKTRACK" },
];

/** A letter as the core compares it: upper case where that is a single letter (src/words). */
function compared(letter) {
  const upper = letter.toUpperCase();
  return [...upper].length === 1 ? upper : letter;
}

/**
 * The rows of a grid the core has accepted, one a line, as the core reads them: `#` starts a
 * comment, `/` also ends a row, spaces and blank rows are skipped, letters in compared form.
 */
export function gridRows(text) {
  return String(text).split(/\r?\n/)
    .flatMap((line) => line.split("#")[0].split("/"))
    .map((row) => [...row.replace(/\s+/g, "")].map(compared).join(""))
    .filter((row) => row !== "");
}

/** A word the core has accepted, in compared form. */
export function wordOf(text) {
  return [...String(text).trim()].map(compared).join("");
}

/** A link's `letters` as grid text: rows end at a comma, a `/` or a line break; blank rows go. */
export function linkGrid(value) {
  return String(value).split(/[,/\r\n]/).filter((row) => row.trim() !== "").join("\n");
}

/**
 * What is wrong with a grid typed or linked (null when nothing): the core's checkSetup result
 * for it under a word that is surely fine, so its line and column are the grid's own.
 */
export function checkGrid(core, text) {
  const checked = core.checkSetup("words", `A\n${text}`);
  return checked.ok ? null : checked;
}

/** What is wrong with a word (null when nothing), with `column` the letter's position. */
export function checkWord(core, text) {
  const word = String(text).trim();
  // The core reads the word from the setup's first line, skipping blank lines: an empty word
  // or a line break inside one would take a row of the grid for the word.
  if (word === "") return { ok: false, kind: "empty_word" };
  const letters = [...word];
  const broken = letters.findIndex((c) => c === "\n" || c === "\r");
  if (broken >= 0) return { ok: false, kind: "word_character", column: broken + 1, found: letters[broken] };
  const checked = core.checkSetup("words", `${word}\nA`);
  return checked.ok ? null : checked;
}

/**
 * A grid or word error in the lab's language, from checkSetup's `kind` and values (found,
 * expected, limit, line, column). In a link, rows are separated by commas, so `rows` says
 * "row" where the form says "line". The core's English message stands in for a kind this
 * page does not know.
 */
export function describeWordsError(tr, checked, { rows = false } = {}) {
  const { t } = tr;
  const count = (text) => (/^[0-9]+$/.test(String(text)) ? Number(text) : text);
  const [withColumn, alone] = rows
    ? ["error.words.at_row_column", "error.words.at_row"]
    : ["error.at.line_column", "error.at.line"];
  const place = (message) => {
    if (checked.line && checked.column) return t(withColumn, { line: checked.line, column: checked.column, message });
    return checked.line ? t(alone, { line: checked.line, message }) : message;
  };
  const found = visible(checked.found ?? "");
  switch (checked.kind) {
    case "no_rows":
      return t("error.words.no_rows");
    case "bad_character":
      return place(t("error.words.bad_character", { found: t("format.quote", { text: found }) }));
    case "row_length":
      return place(t("error.words.row_length", { count: count(checked.found), expected: checked.expected }));
    case "too_many_cells":
      return t("error.words.too_many_cells", { count: count(checked.found), limit: checked.limit });
    case "empty_word":
      return t("error.words.empty_word");
    case "word_character":
      return t("error.words.word_character", { position: checked.column, found: t("format.quote", { text: found }) });
    default:
      return checked.message ?? "";
  }
}

/** How many paths the per-level table counts before it gives up (the core's TREE_COUNT_LIMIT). */
export const PATH_COUNT_LIMIT = 2_000_000;

/**
 * The paths of k cells in a grid of `rows` × `cols` for k = 0 .. `length` (each cell next to
 * the one before, none twice; 1 for k = 0): the nodes at depth k of the naive tree, which
 * builds them all. Null once more than `limit` paths have been counted.
 */
export function pathsPerDepth(rows, cols, length, limit = PATH_COUNT_LIMIT) {
  const cells = rows * cols;
  const neighbours = Array.from({ length: cells }, (_, i) => {
    const r = Math.floor(i / cols), c = i % cols;
    return [r > 0 && i - cols, c > 0 && i - 1, c + 1 < cols && i + 1, r + 1 < rows && i + cols].filter((j) => j !== false);
  });
  const counts = Array(length + 1).fill(0);
  counts[0] = 1;
  const used = new Uint8Array(cells);
  let total = 0;
  // Depth first from every cell; false once past the limit.
  const extend = (cell, depth) => {
    counts[depth] += 1;
    if (++total > limit) return false;
    if (depth === length) return true;
    used[cell] = 1;
    for (const next of neighbours[cell]) {
      if (!used[next] && !extend(next, depth + 1)) return false;
    }
    used[cell] = 0;
    return true;
  };
  if (length === 0) return counts;
  for (let cell = 0; cell < cells; cell++) {
    if (!extend(cell, 1)) return null;
  }
  return counts;
}

/** A letter as sentences show it, quoted in the lab's way ("A", «A», “A”). */
function quoted(tr, letter) {
  return tr.t("format.quote", { text: visible(letter ?? "") });
}

/** The letter in cell {row, col} of the instance (letters row by row). */
function letterAt(instance, cell) {
  return instance?.letters?.[cell.row * instance.cols + cell.col];
}

/**
 * The path's length after `stats`: every placement is a node (the root is the first) and every
 * undo takes one back; a word search forces nothing.
 */
function pathLength(stats) {
  return (stats?.nodes ?? 1) - 1 - (stats?.undos ?? 0);
}

export const wordSearch = {
  name: "words",
  strategies: ["naive", "pruned"],
  mistakes: [],
  params: ["letters", "word"],
  defaults: () => ({ strategies: ["naive", "pruned"], mode: "all", letters: DEFAULT_LETTERS, word: DEFAULT_WORD }),

  read(params, setup, { tr, core, note, quote }) {
    const q = quote ?? ((text) => tr.t("format.quote", { text: visible(text) }));
    if (params.has("letters")) {
      const given = params.get("letters");
      const text = linkGrid(given);
      const error = checkGrid(core, text);
      if (!error) setup.letters = gridRows(text).join("\n");
      else {
        note(tr.t("url.note.bad_letters", {
          value: q(given), message: describeWordsError(tr, error, { rows: true }), using: setup.letters.split("\n").join(","),
        }));
      }
    }
    if (params.has("word")) {
      const given = params.get("word");
      const error = checkWord(core, given);
      if (!error) setup.word = wordOf(given);
      else note(tr.t("url.note.bad_word", { value: q(given), message: describeWordsError(tr, error), using: setup.word }));
    }
  },
  write(setup, params) {
    params.set("letters", setup.letters.split("\n").join(","));
    params.set("word", setup.word);
  },
  setupText: (setup) => `${setup.word}\n${setup.letters}`,

  counters: [],
  code: {
    naive: { lines: 10, on: { leaf_check: 2, solution: 3, try: 5, dead_end: 5, place: 7, undo: 9 } },
    pruned: { lines: 10, on: { solution: 2, try: 3, dead_end: 3, reject: 6, place: 7, undo: 9 } },
  },

  /**
   * The last event as a sentence. `instance` gives each cell's letter and the word; the
   * position in the word is the path's length, counted from `stats`. `board` (optional, from
   * board()) lets a failed leaf check name the letter where the path went wrong.
   */
  describe(tr, event, stats, instance, board) {
    const { t } = tr;
    if (!event?.at && !["leaf_check", "solution"].includes(event?.kind)) return commonEvent(tr, event, stats);
    const word = [...(instance?.word ?? "")];
    const length = pathLength(stats);
    const at = event.at ? { cell: cellName(tr, event.at), letter: quoted(tr, letterAt(instance, event.at)) } : {};
    switch (event.kind) {
      case "try":
        return t("event.try.words", { ...at, position: length + 1, length: word.length });
      case "reject":
        return t(`event.reject.words.${event.conflict.rule}`,
          { ...at, position: length + 1, expected: quoted(tr, word[length]) });
      case "place":
        return t("event.place.words", { ...at, position: length, node: stats.nodes });
      case "undo":
        return t("event.undo.words", { ...at, position: length + 1 });
      case "dead_end":
        return t("event.dead_end.words", at);
      case "leaf_check": {
        const spelled = { word: quoted(tr, word.join("")) };
        if (!event.clash) return t("event.leaf_check.words.pass", spelled);
        const cell = event.clash.first;
        const clash = { cell: cellName(tr, cell), letter: quoted(tr, letterAt(instance, cell)) };
        const index = board?.path?.indexOf(cell.row * instance.cols + cell.col) ?? -1;
        if (index < 0) return t(`event.leaf_check.words.${event.clash.rule}`, { ...clash, ...spelled });
        return t(`event.leaf_check.words.${event.clash.rule}_at`,
          { ...clash, ...spelled, position: index + 1, expected: quoted(tr, word[index]) });
      }
      case "solution":
        return t("event.solution.words", { number: stats.solutions, word: quoted(tr, word.join("")) });
    }
    return commonEvent(tr, event, stats);
  },

  board(lane, instance, { finished }) {
    return {
      rows: instance.rows,
      cols: instance.cols,
      letters: instance.letters,
      word: [...instance.word],
      path: Array.from(finished ? lane.solution() : lane.board()),
    };
  },
  draw(canvas, board, { event, solved }) {
    canvas.dataset.path = board.path.join(",");
    drawWordSearch(canvas, { ...board, event, solved });
  },
  label: (tr, board, strategy) =>
    tr.t("lane.board.words", { strategy, placed: board.path.length, length: board.word.length }),
  alt(tr, board, sentence) {
    const { t } = tr;
    const rows = [];
    for (let r = 0; r < board.rows; r++) rows.push(board.letters.slice(r * board.cols, (r + 1) * board.cols).join(" "));
    const grid = { rows: board.rows, cols: board.cols, grid: rows.join(t("list.separator")), word: quoted(tr, board.word.join("")), event: sentence };
    if (board.path.length === 0) return t("board.alt.words_empty", grid);
    const path = board.path.map((index) => t("board.alt.words_cell", {
      cell: cellName(tr, { row: Math.floor(index / board.cols), col: index % board.cols }),
      letter: quoted(tr, board.letters[index]),
    }));
    return t("board.alt.words", { ...grid, path: path.join(t("list.separator")) });
  },
  what: (tr, setup) => tr.t("share.what.words", { word: setup.word }),
  levels(setup, t) {
    const rows = setup.letters.split("\n");
    const length = [...setup.word].length;
    const paths = pathsPerDepth(rows.length, [...rows[0]].length, length);
    if (!paths) {
      return { depths: length, caption: t("levels.caption.words_large", { count: PATH_COUNT_LIMIT }), columns: [] };
    }
    return {
      depths: length,
      caption: t("levels.caption.words"),
      columns: [{ id: "paths", heading: t("levels.paths.words"), value: (k) => paths[k] }],
    };
  },

  form: {
    markup(text) {
      const options = PRESETS.map((preset) => `<option value="${preset.id}">${text(`setup.words.preset.${preset.id}`)}</option>`).join("");
      return `
        <form id="words-form" class="words-setup" novalidate>
          <label class="field">${text("setup.words.preset.label")}
            <select id="words-preset">${options}<option value="custom">${text("setup.words.preset.custom")}</option></select>
          </label>
          <div class="words-fields">
            <div class="words-grid">
              <label for="words-letters">${text("setup.words.grid.label")}</label>
              <textarea id="words-letters" rows="4" spellcheck="false" autocomplete="off" autocapitalize="characters"
                aria-describedby="words-letters-error words-hint"></textarea>
              <p id="words-letters-error" class="error" role="alert" hidden></p>
            </div>
            <div class="words-word">
              <label for="words-word">${text("setup.words.word.label")}</label>
              <input id="words-word" type="text" spellcheck="false" autocomplete="off" autocapitalize="characters"
                aria-describedby="words-word-error">
              <p id="words-word-error" class="error" role="alert" hidden></p>
              <button id="words-use" type="submit">${text("setup.words.use")}</button>
            </div>
          </div>
          <p id="words-hint" class="hint">${text("setup.words.hint")}</p>
        </form>`;
    },
    wire({ $, lab, core, tr, signal }) {
      const el = {
        form: $("words-form"), preset: $("words-preset"), letters: $("words-letters"), word: $("words-word"),
        lettersError: $("words-letters-error"), wordError: $("words-word-error"),
      };
      const on = (element, type, handler) => element.addEventListener(type, handler, { signal });
      /** The instance the fields last showed, and whether they were edited since. */
      let shown = null;
      let edited = false;

      const presetOf = (letters, word) =>
        PRESETS.find((p) => p.letters === letters && p.word === word)?.id ?? "custom";

      function fill(letters, word) {
        el.letters.value = letters;
        el.letters.rows = Math.max(4, Math.min(10, letters.split("\n").length + 1));
        el.word.value = word;
        el.preset.value = presetOf(letters, word);
        showError(el.letters, el.lettersError, null);
        showError(el.word, el.wordError, null);
      }

      function showError(field, box, checked, options) {
        box.hidden = !checked;
        box.textContent = checked ? describeWordsError(tr, checked, options) : "";
        if (checked) field.setAttribute("aria-invalid", "true");
        else field.removeAttribute("aria-invalid");
      }

      /** Selects, in `field`, the character at `line` and `column` (or the whole line). */
      function select(field, line, column) {
        const text = field.value;
        const lines = text.split("\n");
        const start = lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0);
        // The core counts columns in characters, the field in UTF-16 units.
        const chars = [...(lines[line - 1] ?? "")];
        const from = start + (column ? chars.slice(0, column - 1).join("").length : 0);
        const to = column ? from + (chars[column - 1]?.length ?? 1) : start + chars.join("").length;
        field.focus();
        field.setSelectionRange(from, to);
      }

      /** Checks the fields with the core; uses a good grid and word, or shows what is wrong. */
      function use() {
        const gridError = checkGrid(core, el.letters.value);
        const wordError = checkWord(core, el.word.value);
        showError(el.letters, el.lettersError, gridError);
        showError(el.word, el.wordError, wordError);
        if (gridError) {
          if (gridError.line) select(el.letters, gridError.line, gridError.column);
          else el.letters.focus();
          return;
        }
        if (wordError) {
          const trimmed = el.word.value.length - el.word.value.trimStart().length;
          if (wordError.column) {
            const chars = [...el.word.value.trim()];
            const from = trimmed + chars.slice(0, wordError.column - 1).join("").length;
            el.word.focus();
            el.word.setSelectionRange(from, from + (chars[wordError.column - 1]?.length ?? 1));
          } else el.word.focus();
          return;
        }
        // The fields show the grid and the word as the race uses them (upper case, one row a line).
        const letters = gridRows(el.letters.value).join("\n");
        const word = wordOf(el.word.value);
        edited = false;
        shown = { letters, word };
        fill(letters, word);
        if (letters === lab.setup.letters && word === lab.setup.word && lab.race) return;
        lab.setup.letters = letters;
        lab.setup.word = word;
        lab.rebuild();
      }

      on(el.form, "submit", (event) => {
        event.preventDefault();
        use();
      });
      on(el.letters, "keydown", (event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          use();
        }
      });
      for (const field of [el.letters, el.word]) {
        on(field, "input", () => {
          edited = true;
          el.preset.value = presetOf(gridRows(el.letters.value).join("\n"), wordOf(el.word.value));
        });
      }
      on(el.preset, "change", () => {
        const preset = PRESETS.find((p) => p.id === el.preset.value);
        if (!preset) return;
        fill(preset.letters, preset.word);
        use();
      });

      return {
        show() {
          const { letters, word } = lab.setup;
          // What is being typed stays while the lab shows the same instance (a lane added, say).
          if (edited && shown?.letters === letters && shown?.word === word) return;
          shown = { letters, word };
          edited = false;
          fill(letters, word);
        },
      };
    },
  },
};

// --- Drawing ----------------------------------------------------------------------------------

const TINT = { path: "#d9e6f3", solution: "#f6e7b0", rejected: COLOURS.marked, line: "#c9c2b4" };
/** The word strip under the grid: its height in cells (a gap, two lines and the mark under the next position). */
const STRIP = 1.6;

/** The margin kept free round the grid and the strip, for the frame of a solution. */
const MARGIN = 7;

/** Where everything goes in a square of `side` CSS pixels. */
function layout(side, rows, cols, length) {
  const inner = side - 2 * MARGIN;
  const unit = Math.min(inner / cols, inner / (rows + STRIP));
  const gridHeight = unit * rows;
  const top = (side - gridHeight - STRIP * unit) / 2;
  const box = Math.min(unit * 0.8, inner / Math.max(1, length));
  return {
    unit,
    left: (side - unit * cols) / 2,
    top,
    box,
    stripLeft: (side - box * length) / 2,
    stripTop: top + gridHeight + 0.3 * unit,
    lineHeight: Math.min(0.6 * unit, box * 1.1),
  };
}

/**
 * A word search board: `board` is { rows, cols, letters, word, path, event, solved } with
 * `letters` row by row and `path` the cells so far as indices `row * cols + col`.
 */
export function drawWordSearch(canvas, { rows, cols, letters, word, path, event, solved }) {
  const { context, side } = prepare(canvas);
  const ratio = window.devicePixelRatio || 1;
  const snap = (v) => Math.round(v * ratio) / ratio;
  const at = layout(side, rows, cols, word.length);
  const { unit } = at;
  const rect = (index) => {
    const row = Math.floor(index / cols), col = index % cols;
    const x = snap(at.left + col * unit), y = snap(at.top + row * unit);
    return { x, y, w: snap(at.left + (col + 1) * unit) - x, h: snap(at.top + (row + 1) * unit) - y };
  };
  const centre = (index) => [at.left + (index % cols + 0.5) * unit, at.top + (Math.floor(index / cols) + 0.5) * unit];
  const indexOf = (cell) => cell.row * cols + cell.col;
  const won = event?.kind === "solution" || solved;
  // The cell an event is about, and the position in the word it stands for.
  const eventCell = event?.at ? indexOf(event.at) : null;
  const slot = event?.kind === "place" ? path.length - 1 : path.length;
  const clashCell = event?.kind === "leaf_check" && event.clash ? indexOf(event.clash.first) : null;
  const clashSlot = clashCell === null ? -1 : path.indexOf(clashCell);

  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, side, side);

  // The cells: the path tinted, a rejected or clashing cell in red.
  const tint = new Map(path.map((index) => [index, won ? TINT.solution : TINT.path]));
  if (event?.kind === "reject") tint.set(eventCell, TINT.rejected);
  if (clashCell !== null) tint.set(clashCell, TINT.rejected);
  for (const [index, colour] of tint) {
    const { x, y, w, h } = rect(index);
    context.fillStyle = colour;
    context.fillRect(x, y, w, h);
  }
  context.save();
  context.strokeStyle = COLOURS.gridLine;
  context.lineWidth = 1;
  for (let r = 0; r <= rows; r++) {
    const y = snap(at.top + r * unit) + 0.5 / ratio;
    context.beginPath(); context.moveTo(at.left, y); context.lineTo(at.left + cols * unit, y); context.stroke();
  }
  for (let c = 0; c <= cols; c++) {
    const x = snap(at.left + c * unit) + 0.5 / ratio;
    context.beginPath(); context.moveTo(x, at.top); context.lineTo(x, at.top + rows * unit); context.stroke();
  }
  context.restore();

  // The path: a line through the centres in order, under the letters.
  const line = (cells, colour, width, dash = []) => {
    if (cells.length < 2) return;
    context.save();
    context.strokeStyle = colour;
    context.lineWidth = width;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.setLineDash(dash);
    context.beginPath();
    cells.forEach((index, i) => (i === 0 ? context.moveTo(...centre(index)) : context.lineTo(...centre(index))));
    context.stroke();
    context.restore();
  };
  const pathColour = won ? COLOURS.solution : COLOURS.placed;
  context.save();
  context.globalAlpha = 0.55;
  line(path, pathColour, Math.max(3, unit * 0.16));
  context.restore();
  // The step being tried, rejected or undone: from the path's last cell to that cell.
  const last = path.at(-1);
  const step = { try: COLOURS.trying, reject: COLOURS.rejected, undo: COLOURS.undone }[event?.kind];
  if (step && last !== undefined && last !== eventCell) line([last, eventCell], step, Math.max(2, unit * 0.08), [5, 4]);

  // The letters, each with a halo of its cell's colour so the path's line stays behind it.
  const font = (size, weight = 700) => `${weight} ${Math.max(9, Math.round(size))}px system-ui, sans-serif`;
  context.save();
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.font = font(unit * 0.52);
  context.lineJoin = "round";
  context.lineWidth = Math.max(2, unit * 0.08);
  for (let index = 0; index < rows * cols; index++) {
    const [x, y] = centre(index);
    const rejected = (event?.kind === "reject" && index === eventCell) || index === clashCell;
    context.strokeStyle = tint.get(index) ?? COLOURS.paper;
    context.strokeText(letters[index], x, y + unit * 0.03);
    context.fillStyle = rejected ? COLOURS.rejected : COLOURS.given;
    context.fillText(letters[index], x, y + unit * 0.03);
  }
  context.restore();

  // Each path cell's place in the word, in its corner.
  const badge = (index, number, colour) => {
    const { x, y } = rect(index);
    context.save();
    context.font = font(unit * 0.24, 700);
    context.textAlign = "left";
    context.textBaseline = "top";
    context.fillStyle = colour;
    context.fillText(String(number), x + Math.max(2, unit * 0.07), y + Math.max(1, unit * 0.05));
    context.restore();
  };
  path.forEach((index, i) => badge(index, i + 1, won ? "#7a5a00" : COLOURS.placed));

  // The last event on the grid.
  const outline = (index, colour, width = 3, dash = []) => {
    const { x, y, w, h } = rect(index);
    context.save();
    context.strokeStyle = colour;
    context.lineWidth = width;
    context.setLineDash(dash);
    context.strokeRect(x + width / 2, y + width / 2, w - width, h - width);
    context.restore();
  };
  switch (event?.kind) {
    case "try":
      outline(eventCell, COLOURS.trying);
      badge(eventCell, slot + 1, "#8a5d00");
      break;
    case "reject":
      outline(eventCell, COLOURS.rejected);
      break;
    case "place":
      outline(eventCell, COLOURS.placing);
      break;
    case "undo":
      outline(eventCell, COLOURS.undone, 3, [4, 3]);
      break;
    case "dead_end": {
      // Every neighbour of the last cell is on the path: nowhere left to go.
      outline(eventCell, COLOURS.rejected);
      const { x, y, w } = rect(eventCell);
      const r = unit * 0.1, cx = x + w - unit * 0.18, cy = y + unit * 0.18;
      context.save();
      context.strokeStyle = COLOURS.rejected;
      context.lineWidth = Math.max(2, unit * 0.05);
      context.beginPath();
      context.moveTo(cx - r, cy - r); context.lineTo(cx + r, cy + r);
      context.moveTo(cx + r, cy - r); context.lineTo(cx - r, cy + r);
      context.stroke();
      context.restore();
      break;
    }
    case "leaf_check":
      if (clashCell !== null) outline(clashCell, COLOURS.rejected);
      break;
    default:
      break;
  }

  drawStrip(context, at, { word, letters, path, event, eventCell, slot, clashSlot, won, font });

  if (won || (event?.kind === "leaf_check" && !event.clash)) {
    frame(context, side, won ? COLOURS.solution : COLOURS.placing, event?.kind === "solution" ? 6 : 4);
  }
}

/**
 * The word letter by letter, and under each letter the path's letter at that position: what a
 * leaf check compares all at once and what pruned compares one at a time. The next position
 * is underlined; compared letters are green where they match and red where they do not.
 */
function drawStrip(context, at, { word, letters, path, event, eventCell, slot, clashSlot, won, font }) {
  const { box, lineHeight, stripLeft, stripTop } = at;
  const size = Math.min(lineHeight, box) * 0.72;
  // The path's letter at each position, and how it is shown.
  const below = path.map((index) => ({ letter: letters[index], colour: won ? "#7a5a00" : COLOURS.placed }));
  if (event?.kind === "leaf_check") {
    const upTo = event.clash ? clashSlot : below.length - 1;
    for (let i = 0; i <= upTo && i < below.length; i++) {
      below[i].colour = i === clashSlot ? COLOURS.rejected : COLOURS.placing;
    }
  }
  if (["try", "reject", "undo"].includes(event?.kind) && eventCell !== null && slot < word.length) {
    const colour = { try: "#8a5d00", reject: COLOURS.rejected, undo: COLOURS.undone }[event.kind];
    below[slot] = { letter: letters[eventCell], colour, ghost: event.kind === "undo" };
  }
  context.save();
  context.textAlign = "center";
  context.textBaseline = "middle";
  for (let i = 0; i < word.length; i++) {
    const x = stripLeft + i * box;
    const mark = (i === slot && ["try", "reject", "place", "undo"].includes(event?.kind)) || i === clashSlot;
    const markColour = event?.kind === "reject" || i === clashSlot ? COLOURS.rejected
      : event?.kind === "place" ? COLOURS.placing : event?.kind === "undo" ? COLOURS.undone : COLOURS.trying;
    // The word's letter in a box.
    context.fillStyle = COLOURS.paper;
    context.fillRect(x + 1, stripTop, box - 2, lineHeight);
    context.strokeStyle = mark ? markColour : TINT.line;
    context.lineWidth = mark ? 2 : 1;
    context.strokeRect(x + 1.5, stripTop + 0.5, box - 3, lineHeight - 1);
    context.font = font(size, 700);
    context.fillStyle = COLOURS.given;
    context.fillText(word[i], x + box / 2, stripTop + lineHeight / 2 + 1);
    // The path's letter under it.
    const shown = below[i];
    if (shown) {
      context.save();
      context.globalAlpha = shown.ghost ? 0.55 : 1;
      context.font = font(size, 700);
      context.fillStyle = shown.colour;
      context.fillText(shown.letter, x + box / 2, stripTop + lineHeight * 1.5 + 1);
      context.restore();
    }
    // The next position to fill.
    if (i === path.length && !won && event?.kind !== "place") {
      context.fillStyle = COLOURS.trying;
      context.fillRect(x + box * 0.2, stripTop + lineHeight * 2, box * 0.6, Math.max(2, lineHeight * 0.08));
    }
  }
  context.restore();
}
