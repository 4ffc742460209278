// Sudoku on the page: 4×4, 6×6, 9×9 and 16×16 grids, every row, column and box holding each
// digit once (1–9, then A–G on a 16×16 grid). Its instance is the grid (the link's `grid`, as
// one line with dots for blanks), its board the cells row by row; its sentences name cells
// r1c1 and digits; its set-up panel is the editor with its presets, paste box and "Solve now"
// (sudoku-editor.js). Forced placements get a counter of their own.

import { drawSudokuBoard } from "../canvas/render.js";
import { SudokuEditor } from "./sudoku-editor.js";
import { cellName, commonEvent, describeSudokuError, digitName, gridRows } from "../words/words.js";

export const DEFAULT_GRID = "..3.4......2.1..";

/**
 * The core's check of a typed or pasted grid (checkSetup): a good one also gives its `grid` as
 * one line and its `size`, a bad one what is wrong and where (see describeSudokuError).
 */
export function checkGrid(core, text) {
  const checked = core.checkSetup("sudoku", text);
  return checked.ok ? { ...checked, grid: checked.instance.grid, size: checked.instance.size } : checked;
}

export const sudoku = {
  name: "sudoku",
  strategies: ["naive", "permutation", "pruned", "candidates", "propagation"],
  mistakes: [],
  params: ["grid"],
  defaults: () => ({ strategies: ["naive", "permutation", "pruned"], mode: "first", grid: DEFAULT_GRID }),

  read(params, setup, { tr, core, note }) {
    if (!params.has("grid")) return;
    const checked = checkGrid(core, params.get("grid"));
    if (checked.ok) setup.grid = checked.grid;
    else note(tr.t("url.note.bad_grid", { message: describeSudokuError(tr, checked) }));
  },
  write(setup, params) {
    params.set("grid", setup.grid);
  },
  setupText: (setup) => setup.grid,

  counters: ["forced"],
  code: {
    naive: { lines: 10, on: { leaf_check: 2, solution: 3, try: 6, place: 7, undo: 9 } },
    permutation: { lines: 10, on: { leaf_check: 2, solution: 3, try: 6, place: 7, undo: 9 } },
    pruned: { lines: 9, on: { solution: 1, try: 3, reject: 5, place: 6, undo: 8 } },
    candidates: { lines: 9, on: { solution: 1, dead_end: 4, try: 5, place: 6, undo: 8 } },
    propagation: { lines: 11, on: { dead_end: 2, no_place: 3, forced: 4, solution: 5, try: 7, place: 8, undo: 10 } },
  },

  describe(tr, event, stats) {
    const { t } = tr;
    // Digits past 9 are letters (A–G on a 16×16 grid), as the grid shows them.
    const at = { cell: event?.at ? cellName(tr, event.at) : "", value: digitName(event?.value) };
    switch (event?.kind) {
      case "try":
      case "undo":
        return t(`event.${event.kind}.sudoku`, at);
      case "place":
        return t("event.place.sudoku", { ...at, node: stats.nodes });
      case "reject":
        return t(`event.reject.sudoku.${event.conflict.rule}`, { ...at, with: cellName(tr, event.conflict.with) });
      case "forced":
        return event.reason.kind === "naked_single"
          ? t("event.forced.naked_single", at)
          : t(`event.forced.hidden_single.${event.reason.unit}`, at);
      case "no_place":
        return t(`event.no_place.${event.unit}`, at);
      case "dead_end":
        return t("event.dead_end", at);
      case "leaf_check":
        if (!event.clash) break;
        return t(`event.leaf_check.sudoku.${event.clash.rule}`,
          { first: cellName(tr, event.clash.first), second: cellName(tr, event.clash.second) });
    }
    return commonEvent(tr, event, stats);
  },

  board(lane, instance, { finished, program }) {
    const cells = Array.from(finished ? lane.solution() : lane.board());
    if (!program) return { size: instance.size, givens: instance.givens, cells };
    // A program's grid may be its own (lesson 000's brings one): the tab's givens are drawn
    // only on a grid that holds them.
    if (cells.length === 0) return { size: instance.size, givens: instance.givens, cells: Array.from(instance.givens) };
    const size = Math.round(Math.sqrt(cells.length));
    const holds = cells.length === instance.givens.length && instance.givens.every((d, i) => d === 0 || cells[i] === d);
    return { size, givens: holds ? instance.givens : cells.map(() => 0), cells };
  },
  draw(canvas, board, { event, solved }) {
    canvas.dataset.grid = board.cells.map(digitName).join("");
    drawSudokuBoard(canvas, { size: board.size, cells: board.cells, givens: board.givens, event, solved });
  },
  label: (tr, board, strategy) => tr.t("lane.board.sudoku",
    { strategy, filled: board.cells.filter((d) => d).length, cells: board.size * board.size }),
  alt: (tr, board, sentence) =>
    tr.t("board.alt.sudoku", { size: board.size, rows: gridRows(board.cells, board.size, tr.t), event: sentence }),
  what: (tr, setup) => tr.t("share.what.sudoku", { size: sideOf(setup.grid) }),
  levels(setup, t) {
    const size = sideOf(setup.grid);
    const empty = [...setup.grid].filter((c) => c === "." || c === "0").length;
    return {
      depths: empty,
      caption: t("levels.caption.sudoku", { size, count: empty }),
      columns: [{ id: "power", heading: t("levels.power.sudoku", { size }), value: (k) => size ** k }],
    };
  },
  tree: {
    fits: (setup) => setup.grid.length <= TREE_SUDOKU_CELLS,
    tooLarge: (t, setup) => t("search_tree.too_large.sudoku", { size: sideOf(setup.grid) }),
    rules: ["row", "column", "box"],
    /** The sign under a cut: the unit it shares a digit with. */
    signs: { row: "—", column: "|", box: "□" },
    value: (node) => node.value,
    node: (tr, node) => tr.t("search_tree.node.sudoku", { value: digitName(node.value), cell: cellName(tr, node.at), step: node.step }),
    stub: (tr, stub, rule) => tr.t("search_tree.stub.sudoku",
      { value: digitName(stub.value), cell: cellName(tr, stub.at), rule, with: cellName(tr, stub.conflict.with) }),
  },

  form: {
    markup(text) {
      return `
        <div class="sudoku-setup">
          <div class="editor">
            <label class="field">${text("sudoku.preset.label")}
              <select id="preset"></select>
            </label>
            <canvas id="editor" class="board editor-board" tabindex="0" role="application"
              aria-label="${text("sudoku.editor.label")}" aria-describedby="editor-alt"></canvas>
            <p id="editor-alt" class="visually-hidden"></p>
            <p id="editor-spoken" class="visually-hidden" aria-live="polite"></p>
            <p class="hint">${text("sudoku.editor.hint")}</p>
            <button id="solve-now" type="button">${text("sudoku.solve.button")}</button>
            <output id="solve-result" for="editor" aria-live="polite"></output>
          </div>
          <div class="paste">
            <label for="paste">${text("sudoku.paste.label")}</label>
            <textarea id="paste" rows="4" spellcheck="false" autocomplete="off"></textarea>
            <button id="use-paste" type="button">${text("sudoku.paste.use")}</button>
            <p id="sudoku-error" class="error" role="alert" hidden></p>
          </div>
        </div>`;
    },
    wire({ $, lab, core, tr }) {
      const editor = new SudokuEditor({
        canvas: $("editor"), preset: $("preset"), paste: $("paste"), usePaste: $("use-paste"),
        error: $("sudoku-error"), check: (text) => checkGrid(core, text),
        solveButton: $("solve-now"), solveResult: $("solve-result"), solve: (text) => core.solveNow("sudoku", text),
        alt: $("editor-alt"), spoken: $("editor-spoken"), tr,
        onPuzzle: (grid) => {
          if (grid === lab.setup.grid && lab.race) return;
          lab.setup.grid = grid;
          lab.rebuild();
        },
      });
      return { show: () => editor.load(lab.setup.grid) };
    },
  },
};

/** The grids whose search tree is drawn (tree-view.js): 4×4. */
const TREE_SUDOKU_CELLS = 16;

/** The side of a grid written as one line. */
const sideOf = (grid) => Math.round(Math.sqrt(grid.length));
